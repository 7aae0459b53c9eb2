/** @module A file the command line was given, read as JSON: a missing file or bad JSON is one clear line, not a stack trace. */
import { readFile } from 'node:fs/promises'
import { CliError } from './cli-options.ts'

/**
 * @param what how the message names the file, e.g. `state file`.
 * @param option the option that named it, e.g. `--state`.
 * @param hint what to do when it is not JSON, e.g. where such a file comes from.
 */
export async function readJsonFile(path: string, what: string, option: string, hint?: string): Promise<unknown> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    throw new CliError(
      `Failed to read the ${what} ${path}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'there is no such file' : (error as Error).message}. Please check ${option}.`,
    )
  }
  try {
    return JSON.parse(text)
  } catch (error) {
    throw new CliError(
      `Failed to load the ${what} ${path}: it is not JSON (${(error as Error).message}).${hint ? ` ${hint}` : ''}`,
    )
  }
}
