/**
 * A request through `node:http` with what `fetch` will not send: any `Host`
 * header, and the target exactly as given (no normalising, no escaping).
 */
import { Agent, request as httpRequest } from 'node:http'

export type RawAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: string }
export type RawInit = { method?: string; headers?: Record<string, string>; body?: string }

const keepAlive = new Agent({ keepAlive: true })

/**
 * Sends `target` (a path, sent as it is) to `origin`. A kept-alive connection the server closed as it
 * was picked again (idle past the server's keep-alive timeout while the test was busy) is retried once
 * on a new one, as Node's documentation advises (`request.reusedSocket`).
 */
export function sendRaw(origin: string, target: string, init: RawInit = {}): Promise<RawAnswer> {
  return sendOnce(origin, target, init).catch((error: NodeJS.ErrnoException & { reusedSocket?: boolean }) => {
    if (error.reusedSocket && error.code === 'ECONNRESET') return sendOnce(origin, target, init)
    throw error
  })
}

function sendOnce(origin: string, target: string, { method = 'GET', headers = {}, body }: RawInit): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin)
  return new Promise((resolve, reject) => {
    const request = httpRequest({ hostname, port, path: target, method, headers, agent: keepAlive }, (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (text += chunk))
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: text }))
    })
    request.on('error', (error) => reject(Object.assign(error, { reusedSocket: request.reusedSocket })))
    request.end(body)
  })
}
