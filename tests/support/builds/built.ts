/**
 * @module A shared build, for a test file: made by the run's shared builds'
 * server on its first request (serve-builds.ts), waited for by every file that
 * asks for it, so that each is made at most once per run.
 */
import { get } from 'node:http'
import { inject } from 'vitest'
import type { Built, BuildName } from './build-table.ts'

/**
 * The build `name` of the server at `buildsUrl`, once it is made; rejects with the build's error.
 * By `node:http`, which has no time limit of its own: a build takes minutes on a busy machine, and
 * the hook that waits for it has its own limit.
 */
export function builtAt(buildsUrl: string, name: BuildName): Promise<Built> {
  return new Promise((resolve, reject) => {
    get(`${buildsUrl}/${name}`, (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (text += chunk))
      response.on('end', () =>
        response.statusCode === 200 ? resolve(JSON.parse(text) as Built) : reject(new Error(text)),
      )
      response.on('error', reject)
    }).on('error', reject)
  })
}

/**
 * The folder of the run's build `name`, made now if no file asked for it before.
 * @example
 * const site = await built('site') // in beforeAll: the first asker waits for the build
 */
export async function built(name: BuildName): Promise<string> {
  return (await builtWithOutput(name)).folder
}

/** The run's build `name`, with what its tool printed. */
export function builtWithOutput(name: BuildName): Promise<Built> {
  return builtAt(inject('buildsUrl'), name)
}
