/** @module Where the command writes, so that it runs the same in a process and in a test. */

/** `out` is standard output, `err` standard error; each call writes one or more whole lines. */
export type CommandOutput = { out(text: string): void; err(text: string): void }

/** The process's own standard output and error. */
export const processOutput: CommandOutput = {
  out: (text) => void process.stdout.write(text),
  err: (text) => void process.stderr.write(text),
}
