/**
 * @module The command line's HAR files: `--from-har` read and loaded before
 * listening, and `--record` written as answers come, so the file is a whole,
 * valid HAR log at any moment (after Ctrl-C too), never half written.
 */
import { renameSync, writeFileSync } from 'node:fs'
import { HttpProblem } from '../engine/problems/http-problem.ts'
import { logPrefix as prefix } from '../engine/problems/log.ts'
import { Recording } from '../engine/hybrid/recording.ts'
import type { Mock } from '../adapters/create-mock.ts'
import { CliError } from './cli-options.ts'
import { readJsonFile } from './read-json-file.ts'
import type { CommandOutput } from './command-output.ts'

/** Seeds `mock` from `--from-har`: a file that is no HAR stops the start; answers that don't fit are listed and skipped. */
export async function loadHarFile(mock: Mock, path: string, output: CommandOutput): Promise<void> {
  const har = await readJsonFile(path, 'HAR file', '--from-har')
  try {
    const { used, ignored, skipped } = await mock.history.loadHar(har)
    output.out(
      `${prefix} Seeded from ${path}: ${used} recorded answer${used === 1 ? '' : 's'} used, ${skipped.length} skipped, ${ignored} other entr${ignored === 1 ? 'y' : 'ies'} left alone; restore it any time with POST ${mock.paths.controlPrefix}/snapshots/from-har/restore.\n`,
    )
    for (const { pointer, request, problems } of skipped) {
      output.err(
        `${prefix} Skipped ${pointer} (${request}): ${problems.map(({ pointer: field, detail }) => `${field || '/'} ${detail}`).join('; ')}\n`,
      )
    }
  } catch (error) {
    if (!(error instanceof HttpProblem)) throw error
    const problems = (error.errors ?? []).map(({ pointer, detail }) => `\n  ${pointer || '/'}: ${detail}`).join('')
    throw new CliError(`Failed to load the HAR file ${path}: it is not a HAR log, so nothing was loaded.${problems}`)
  }
}

/** A recording kept in a file. `flush()` writes what is recorded now, at once (on a signal, before exiting). */
export type RecordingFile = { flush(): void }

/**
 * Records the real service's answers to `path` (`--record`): written again a
 * moment after each answer, through a temporary file renamed over it, so a
 * reader never sees half a file.
 */
export function recordToFile(mock: Mock, path: string, output: CommandOutput): RecordingFile {
  const temporary = `${path}.${process.pid}.tmp`
  let recorded: Pick<Recording, 'toHAR'> = new Recording()
  let timer: NodeJS.Timeout | undefined
  // Synchronous, so that a write on a signal finishes before the process exits; a HAR log is written in a few ms.
  const writeNow = () => {
    clearTimeout(timer)
    timer = undefined
    try {
      writeFileSync(temporary, JSON.stringify(recorded.toHAR(), null, 2))
      renameSync(temporary, path)
    } catch (error) {
      output.err(`${prefix} Failed to write the recording to ${path}: ${(error as Error).message}\n`)
    }
  }
  mock.record({
    onRecord: (recording) => {
      recorded = recording
      timer ??= setTimeout(writeNow, 100)
    },
  })
  // An empty log from the start: the file is valid even before the first answer.
  writeNow()
  return { flush: writeNow }
}
