/**
 * @module The built demo served as a static host serves it: each file as it
 * is, or the build's `.br`/`.gz` twin by `Accept-Encoding`, hashed assets
 * cached as immutable. On 127.0.0.1, for Lighthouse.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'
import { chooseEncoding } from '../../src/node-http/choose-encoding.ts'
import { cacheControlFor, contentTypes } from '../../src/node-http/serve-site.ts'

/** Serves `directory` at `/`; resolves with its origin and the server to close. */
export async function serveBuiltSite(directory: string): Promise<{ url: string; server: Server }> {
  const root = normalize(directory)
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
    let file = normalize(join(root, path))
    if (!file.startsWith(root + sep) && file !== root) return void response.writeHead(403).end()
    if ((await stat(file).catch(() => undefined))?.isDirectory()) file = join(file, 'index.html')
    const encoding = chooseEncoding(request.headers['accept-encoding'])
    const body = encoding ? await readFile(file + encoding.extension).catch(() => undefined) : undefined
    const plain = body ? undefined : await readFile(file).catch(() => undefined)
    if (!body && !plain) return void response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found')
    response
      .writeHead(200, {
        'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream',
        'Cache-Control': cacheControlFor(file.slice(root.length + 1)),
        Vary: 'Accept-Encoding',
        ...(body && encoding ? { 'Content-Encoding': encoding.name } : {}),
      })
      .end(body ?? plain)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }
}
