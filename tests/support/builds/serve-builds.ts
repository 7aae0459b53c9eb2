/**
 * @module The shared builds' server, started by the integration tests' global
 * setup: `GET /<name>` makes the build of build-table.ts on its first request,
 * into a folder of the run's workspace, and answers every request for it with
 * the same result. A run that asks for no build makes none. It is a server so
 * that the test files, each in a worker of its own, can wait for a build they
 * did not start.
 */
import { mkdir } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { type Built, type BuildName, buildNames, buildTable } from './build-table.ts'

export type BuildRecord = { name: BuildName; seconds: number; failed: boolean }

/** Starts the server; `records` lists each build made, in the order they finished. */
export async function serveBuilds(
  workspace: string,
): Promise<{ url: string; records: readonly BuildRecord[]; close(): Promise<void> }> {
  const records: BuildRecord[] = []
  const started = new Map<BuildName, Promise<Built>>()
  const built = (name: BuildName): Promise<Built> => {
    let build = started.get(name)
    if (!build) {
      build = make(name)
      started.set(name, build)
    }
    return build
  }
  const make = async (name: BuildName): Promise<Built> => {
    const since = performance.now()
    const folder = join(workspace, name)
    await mkdir(folder, { recursive: true })
    try {
      const result = await buildTable[name]({ folder, built })
      records.push({ name, seconds: (performance.now() - since) / 1000, failed: false })
      return result
    } catch (error) {
      records.push({ name, seconds: (performance.now() - since) / 1000, failed: true })
      throw error
    }
  }

  const server = createServer((request, response) => {
    const name = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname.slice(1)) as BuildName
    if (!buildNames.includes(name))
      return void response.writeHead(404, { 'Content-Type': 'text/plain' }).end(`No build named ${name}.`)
    built(name).then(
      (result) => response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(result)),
      (error: unknown) =>
        response
          .writeHead(500, { 'Content-Type': 'text/plain' })
          .end(`Failed to build ${name}: ${(error as Error).message}`),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    records,
    async close() {
      await new Promise((resolve) => server.close(resolve))
      // A build still going writes into the workspace the caller removes next: let it end first.
      await Promise.allSettled(started.values())
    },
  }
}
