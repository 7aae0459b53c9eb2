/**
 * @module The test frame's `fetch` and `XMLHttpRequest`, intercepted with
 * msw's own interception library: the mock's share of the requests goes to a
 * Fetch handler, the rest to the network untouched. No service worker, so
 * nothing to register, no script to serve and nothing shared with another
 * file's frame. One interception per frame for its whole life, kept on the
 * frame's global object: a rerun in watch mode, which evaluates this module
 * again in the same frame, finds it rather than stacking a second one.
 */
import { BatchInterceptor, RequestController } from '@mswjs/interceptors'
import { FetchInterceptor } from '@mswjs/interceptors/fetch'
import { XMLHttpRequestInterceptor } from '@mswjs/interceptors/XMLHttpRequest'
import type { FetchHandler } from '../fetch/create-fetch-handler.ts'
import { isSimulatorPageRequest, mockPathOf, type MockRoutes } from '../playwright/mock-routes.ts'
import { logPrefix } from '../../engine/problems/log.ts'

/** What a test's mock answers, from `answerWith` until `close()`. */
type PageAnswering = {
  /**
   * Stops answering: the requests the handler still holds (a hang, a long delay) are aborted, and so
   * is every later request for the mock's paths, rather than let it reach the network in the mock's place.
   */
  close(): Promise<void>
}

type PageInterception = {
  /**
   * Sends the requests for `routes` to `handler` until `close()`. One at a time: the tests of a file
   * share its frame, so two mocks at once could not tell whose request is whose.
   */
  answerWith(routes: MockRoutes, handler: FetchHandler): PageAnswering
}

/** The test in progress, or the last one's routes once it ended. */
type Turn = {
  readonly routes: MockRoutes
  readonly mockPath: (url: URL) => string | undefined
  handler: FetchHandler | undefined
  readonly held: Set<AbortController>
  readonly handling: Set<Promise<void>>
}

type FrameState = { turn: Turn | undefined }

const frameKey = Symbol.for('real-estate-service-mock.vitest-browser.interception')

/**
 * The frame's interception, applied on the first call.
 * @example
 * const answering = interceptPageRequests().answerWith({ servicePath: '/svc/v1', controlPrefix: '/__mock' }, mock.fetch)
 * // … the test …
 * await answering.close()
 */
export function interceptPageRequests(): PageInterception {
  const frame = globalThis as typeof globalThis & { [frameKey]?: FrameState }
  let state = frame[frameKey]
  if (!state) {
    const created: FrameState = { turn: undefined }
    const interceptor = new BatchInterceptor({
      name: 'real-estate-service-mock',
      interceptors: [new FetchInterceptor(), new XMLHttpRequestInterceptor()],
    })
    interceptor.on('request', ({ request, controller }) => answer(created.turn, request, controller))
    interceptor.apply()
    state = frame[frameKey] = created
  }
  const current = state
  return {
    answerWith(routes, handler) {
      if (current.turn?.handler) {
        throw new Error(
          `${logPrefix} Failed to start the test's mock: another test's mock still answers this file's frame. Please run the tests that use \`mock\` one after another, not with test.concurrent.`,
        )
      }
      const turn: Turn = { routes, mockPath: mockPathOf(routes), handler, held: new Set(), handling: new Set() }
      current.turn = turn
      return {
        async close() {
          turn.handler = undefined
          for (const held of turn.held) held.abort(new Error('The test ended while the mock held this request.'))
          await Promise.allSettled(turn.handling)
        },
      }
    },
  }
}

/** Leaves the request to the network unless it is the mock's; else answers it, or refuses it once the test ended. */
async function answer(turn: Turn | undefined, request: Request, controller: RequestController): Promise<void> {
  if (!turn) return
  const url = new URL(request.url)
  const path = turn.mockPath(url)
  if (path === undefined) return
  if (isSimulatorPageRequest(request.method, new URL(path, url).pathname, turn.routes.controlPrefix)) return
  const { handler } = turn
  if (!handler) {
    return refuse(
      controller,
      new Error(`The test's mock stopped before this request: ${request.method} ${url.pathname}.`),
    )
  }
  const held = new AbortController()
  turn.held.add(held)
  const handling = (async () => {
    try {
      const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer()
      const response = await handler(
        new Request(new URL(path, url), {
          method: request.method,
          headers: request.headers,
          body,
          // The page's own abort and the end of the test both end what the mock holds.
          signal: AbortSignal.any([request.signal, held.signal]),
        }),
      )
      if (controller.readyState === RequestController.PENDING) controller.respondWith(response)
    } catch (error) {
      refuse(controller, error)
    } finally {
      turn.held.delete(held)
    }
  })()
  turn.handling.add(handling)
  await handling
  turn.handling.delete(handling)
}

/** Fails the request as a network failure does (`fetch` rejects with a `TypeError`), unless the page aborted it already. */
function refuse(controller: RequestController, cause: unknown): void {
  if (controller.readyState !== RequestController.PENDING) return
  controller.errorWith(new TypeError('Failed to fetch', { cause }))
}
