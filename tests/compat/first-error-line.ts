/**
 * @module The one line of a failure that says what went wrong, for the matrix's table: a failed
 * command's message starts with the command and holds its whole output, where the line that tells is
 * npm's, tsc's, the runner's or the assertion's error.
 */

/** Lines that only frame a failed command's output (run-command.ts). */
const framing = [/^"[^"]*" in \S+ exited with/, /^--- (stdout|stderr)$/]

/** What a telling line looks like, in order of preference. */
const telling = [/error/i, /\b(fail(ed|s|ure)?|cannot|timed? ?out)\b|[×✘]/i]

export function firstErrorLine(message: string): string {
  const lines = message
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !framing.some((frame) => frame.test(line)))
  const line = telling.map((pattern) => lines.find((candidate) => pattern.test(candidate))).find(Boolean) ?? lines[0]
  return (line ?? '(no message)').slice(0, 240)
}
