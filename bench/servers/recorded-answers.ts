/**
 * @module The answers recorded from our server (`METHOD path` → JSON text),
 * read from the file named by the first argument: what the constant
 * baselines serve, so that every server sends the same bytes.
 */
import { readFileSync } from 'node:fs'

export function readRecordedAnswers(file: string): Map<string, string> {
  return new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>))
}
