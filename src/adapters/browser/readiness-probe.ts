/**
 * @module `createReadinessProbe`: proves that the page's requests reach the
 * mock. A page can be controlled by msw's worker (`navigator.serviceWorker.controller`
 * set) and still have its requests go to the network: the worker passes them
 * through until the page's client has activated it (`MOCK_ACTIVATE`). So the
 * probe sends a real request through the worker, with a one-time nonce that
 * only this page's handler echoes; the network (a static host, a dev server)
 * cannot answer it the same way.
 */
import { http, HttpResponse, type RequestHandler } from 'msw'

/** How often a probe is sent again before giving up, and the pause between two. */
const attempts = 40
const pauseMs = 50

export type ReadinessProbe = {
  /** Put it first in the worker's handlers: it answers the probe and nothing else. */
  readonly handler: RequestHandler
  /** Resolves true once a probe sent from the page came back from the mock; false if none did, after a few seconds. */
  answered(): Promise<boolean>
}

/**
 * @param path where the probe is sent, e.g. `/__mock/ready` (answered by this handler in the page only).
 * @example
 * const probe = createReadinessProbe(`${mock.controlPrefix}/ready`)
 * const worker = setupWorker(probe.handler, ...handlers)
 * await worker.start()
 * if (await probe.answered()) console.log('the mock answers')
 */
export function createReadinessProbe(path: string): ReadinessProbe {
  const nonce = crypto.randomUUID()
  const handler = http.get(`*${path}`, ({ request }) => {
    const sent = new URL(request.url).searchParams.get('nonce')
    return sent === null ? undefined : HttpResponse.text(sent, { headers: { 'Cache-Control': 'no-store' } })
  })
  const once = async (): Promise<boolean> => {
    try {
      const response = await fetch(`${path}?nonce=${nonce}`, { cache: 'no-store' })
      return response.ok && (await response.text()) === nonce
    } catch {
      return false
    }
  }
  return {
    handler,
    async answered() {
      for (let attempt = 0; attempt < attempts; attempt++) {
        if (await once()) return true
        await new Promise((resolve) => setTimeout(resolve, pauseMs))
      }
      return false
    },
  }
}
