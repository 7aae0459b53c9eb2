/**
 * @module A static file server for the browser tests: serves folders under
 * path prefixes, as a static host would (no fallback to index.html for
 * missing files, right content types: a worker script must be JavaScript).
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'
import { contentTypes } from '../../../src/node-http/serve-site.ts'

export type Mount = { prefix: string; directory: () => Promise<string> }

/** Serves each mount's folder under its prefix; `directory` is awaited per request, so folders may be built lazily. */
export async function serveStatic(mounts: readonly Mount[]): Promise<{ url: string; server: Server }> {
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
    const mount = [...mounts]
      .sort((a, b) => b.prefix.length - a.prefix.length)
      .find((candidate) => path.startsWith(candidate.prefix))
    if (!mount) return void response.writeHead(404).end('Not found')
    try {
      const root = await mount.directory()
      let file = normalize(join(root, path.slice(mount.prefix.length)))
      if (!file.startsWith(root + sep) && file !== root) return void response.writeHead(403).end()
      if ((await stat(file).catch(() => undefined))?.isDirectory()) file = join(file, 'index.html')
      const body = await readFile(file)
      response
        .writeHead(200, {
          'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream',
          'Cache-Control': 'no-store',
        })
        .end(body)
    } catch (error) {
      const missing = (error as NodeJS.ErrnoException).code === 'ENOENT'
      response
        .writeHead(missing ? 404 : 500, { 'Content-Type': 'text/plain' })
        .end(missing ? 'Not found' : String(error))
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }
}
