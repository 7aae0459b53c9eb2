/**
 * @module Merging a worker's Pact into the run's one file: workers finish in
 * any order and at once, so each takes a lock, reads what the run wrote so
 * far, adds its own interactions (each kind once) and renames a whole file
 * over the old one. A file left by an earlier run is replaced, not merged.
 */
import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { assemblePact } from '../../engine/journal/journal-pact.ts'
import type { Pact } from '../../engine/journal/pact-v3.ts'

/** A lock older than this was left by a worker that died holding it. */
const staleLockMs = 60_000
const retryMs = 25

/**
 * Adds `pact`'s interactions to the Pact file `file` of run `run` (the test
 * runner's process: its workers are its children), or replaces a file an earlier run wrote.
 */
export async function mergePactFile(file: string, pact: Pact, run: string): Promise<void> {
  const key = createHash('sha256').update(file).digest('hex').slice(0, 16)
  // Beside the system's temporary files, not in the Pact folder, which is published as it is.
  const lock = join(tmpdir(), `real-estate-service-mock-pact-${key}.lock`)
  const marker = join(tmpdir(), `real-estate-service-mock-pact-${key}.run`)
  await mkdir(dirname(file), { recursive: true })
  await acquire(lock)
  try {
    const sameRun = (await readFile(marker, 'utf8').catch(() => '')) === run
    const earlier = sameRun ? await readPact(file) : undefined
    const merged = earlier
      ? assemblePact([...earlier.interactions, ...pact.interactions], {
          consumer: pact.consumer.name,
          provider: pact.provider.name,
        })
      : pact
    const temporary = `${file}.${process.pid}.tmp`
    await writeFile(temporary, `${JSON.stringify(merged, null, 2)}\n`)
    await rename(temporary, file)
    await writeFile(marker, run)
  } finally {
    await rm(lock, { recursive: true, force: true })
  }
}

async function readPact(file: string): Promise<Pact | undefined> {
  try {
    const pact = JSON.parse(await readFile(file, 'utf8')) as Pact
    return Array.isArray(pact.interactions) ? pact : undefined
  } catch {
    return undefined
  }
}

/** Takes the lock (a directory: `mkdir` is atomic), waiting while another worker holds it. */
async function acquire(lock: string): Promise<void> {
  for (;;) {
    try {
      await mkdir(lock)
      return
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const since = await stat(lock).then(
        (info) => Date.now() - info.mtimeMs,
        () => 0,
      )
      if (since > staleLockMs) await rm(lock, { recursive: true, force: true })
      else await new Promise((done) => setTimeout(done, retryMs))
    }
  }
}
