/**
 * @module `--pact-out <file>`: a Pact (v3) of everything the server
 * answered, from every session, written a moment after each new kind of
 * interaction and once more when the server stops (Ctrl-C, SIGTERM), through
 * a temporary file renamed over it, so the file is whole at any moment.
 */
import { renameSync, writeFileSync } from 'node:fs'
import type { MockEngine } from '../engine/create-engine.ts'
import { PactRecorder } from '../engine/journal/pact-recorder.ts'
import type { PactParties } from '../engine/journal/pact-v3.ts'
import { logPrefix as prefix } from '../engine/problems/log.ts'
import type { CommandOutput } from './command-output.ts'

/** A Pact kept in a file. `flush()` writes it now (on a signal, before exiting). */
export type PactFile = { flush(): void; readonly interactions: number }

export function writePactToFile(
  engine: MockEngine,
  { path, ...parties }: PactParties & { path: string },
  output: CommandOutput,
): PactFile {
  const recorder = new PactRecorder()
  const temporary = `${path}.${process.pid}.tmp`
  let timer: NodeJS.Timeout | undefined
  let warnedFull = false
  // Synchronous, so that a write on a signal finishes before the process exits.
  const writeNow = () => {
    clearTimeout(timer)
    timer = undefined
    try {
      writeFileSync(temporary, `${JSON.stringify(recorder.toPact(parties), null, 2)}\n`)
      renameSync(temporary, path)
    } catch (error) {
      output.err(`${prefix} Failed to write the Pact to ${path}: ${(error as Error).message}\n`)
    }
  }
  engine.onJournalRecord((entry, exchange, seed) => {
    if (recorder.add(entry, exchange, seed)) timer ??= setTimeout(writeNow, 100)
    else if (recorder.dropped > 0 && !warnedFull) {
      warnedFull = true
      output.err(
        `${prefix} The Pact holds ${recorder.size} interactions, its limit: new kinds of answers are left out of ${path} from now on.\n`,
      )
    }
  })
  // A Pact with no interaction from the start: the file is valid, and a path that can't be written fails at once.
  writeNow()
  return {
    flush: writeNow,
    get interactions() {
      return recorder.size
    },
  }
}
