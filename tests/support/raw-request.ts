/**
 * A request through `node:http` with what `fetch` will not send: any `Host`
 * header, and the target exactly as given (no normalising, no escaping).
 */
import { Agent, request as httpRequest } from 'node:http'

export type RawAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: string }
export type RawInit = { method?: string; headers?: Record<string, string>; body?: string }

const keepAlive = new Agent({ keepAlive: true })

/** Sends `target` (a path, sent as it is) to `origin`. */
export function sendRaw(origin: string, target: string, { method = 'GET', headers = {}, body }: RawInit = {}): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin)
  return new Promise((resolve, reject) => {
    const request = httpRequest({ hostname, port, path: target, method, headers, agent: keepAlive }, (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (text += chunk))
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: text }))
    })
    request.on('error', reject)
    request.end(body)
  })
}
