/**
 * Each message docs/troubleshooting.md shows is one the code prints. The page
 * marks each in a fenced block, ```txt printed-by=mock|msw|node [run=<id>]:
 * a `mock` message is found in src/, an `msw` one in msw's build, and one
 * with `run=` is produced here by running the code (the runs below). In a
 * message, `{url}` and the like stand for what changes: the parts between
 * them must all be found in one source file (its `${…}` of string constants
 * of that file, and the log prefix, written out), or, for a run, the whole
 * message must match what was printed.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { createServer as createHttpServer } from 'node:http'
import { join, relative } from 'node:path'
import { Script } from 'node:vm'
import { setupServer } from 'msw/node'
import { describe, expect, test, vi } from 'vitest'
import { logPrefix } from '../../src/engine/problems/log.ts'
import { createServer } from '../../src/server.ts'
import { runCommand } from '../../src/cli/run-command.ts'
import { fencesOf, repositoryRoot } from './markdown-files.ts'

type Printer = 'mock' | 'msw' | 'node'
type PageMessage = { printer: Printer; run: string | undefined; text: string; line: number }

/** The messages of a page: its fenced blocks marked `printed-by=…`. */
function pageMessages(page: string): PageMessage[] {
  return fencesOf(page).flatMap((fence) => {
    const printer = /\bprinted-by=(mock|msw|node)\b/.exec(fence.info)?.[1] as Printer | undefined
    if (!printer) return []
    return [{ printer, run: /\brun=([\w-]+)/.exec(fence.info)?.[1], text: fence.code.trim(), line: fence.line }]
  })
}

const placeholder = /\{[^{}\n]+\}/g
const prefixes: Record<Printer, string> = { mock: logPrefix, msw: '[MSW]', node: '' }

/** The parts of a message between its placeholders, without the printer's prefix (which the code adds by name). */
function staticParts(message: PageMessage): string[] {
  const prefix = prefixes[message.printer]
  const text = prefix && message.text.startsWith(`${prefix} `) ? message.text.slice(prefix.length + 1) : message.text
  return text
    .split(placeholder)
    .map((part) => part.trim())
    .filter((part) => part.length >= 4)
}

function filesUnder(folder: string, extension: RegExp): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && extension.test(entry.name) && !entry.name.includes('.test.'))
    .map((entry) => join(entry.parentPath, entry.name))
}

/** A source file's text with `${name}` written out where `name` is a string constant of the same file. */
function withConstantsWrittenOut(text: string): string {
  const constants = new Map<string, string>()
  for (const [, name, , value] of text.matchAll(/\bconst (\w+) = (['`])((?:(?!\2)[^\\]|\\.)*)\2/g))
    constants.set(name!, value!)
  let expanded = text
  for (let round = 0; round < 3; round++)
    expanded = expanded.replace(/\$\{(\w+)\}/g, (whole, name: string) => constants.get(name) ?? whole)
  return expanded
}

const sources: Record<'mock' | 'msw', () => { path: string; text: string }[]> = {
  mock: () =>
    filesUnder(join(repositoryRoot, 'src'), /\.ts$/).map((path) => ({
      path: relative(repositoryRoot, path),
      text: withConstantsWrittenOut(readFileSync(path, 'utf8')),
    })),
  // msw 2 ships its ES modules as .mjs, msw 3 as .js.
  msw: () =>
    filesUnder(join(repositoryRoot, 'node_modules/msw/lib'), /\.m?js$/).map((path) => ({
      path: relative(repositoryRoot, path),
      text: readFileSync(path, 'utf8'),
    })),
}

/** The source file that holds every static part of a message, or undefined. */
function sourceOf(message: PageMessage, files: readonly { path: string; text: string }[]): string | undefined {
  const parts = staticParts(message)
  return parts.length === 0 ? undefined : files.find((file) => parts.every((part) => file.text.includes(part)))?.path
}

/** A message as a pattern: its text exactly, each placeholder any text. */
function patternOf(message: PageMessage): RegExp {
  const escaped = message.text
    .split(placeholder)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[\\s\\S]+?')
  return new RegExp(`^${escaped}$`)
}

/** What each `run=` prints, produced by running it. */
const runs: Record<string, () => Promise<string>> = {
  /** Node's fetch, as jsdom's tests call it, with a path and no page to resolve it against. */
  'relative-url': async () => {
    const error = await fetch('/svc/v1/AccountService').then(
      () => undefined,
      (failure: Error) => failure,
    )
    return `${error?.name}: ${error?.message}`
  },
  /** msw in Node with onUnhandledFrame: 'error', and a request none of its handlers match. */
  'unhandled-request': async () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {})
    const server = setupServer()
    server.listen({ onUnhandledFrame: 'error' })
    try {
      await fetch('http://localhost/svc/v1/NoSuchService').catch(() => undefined)
      return String(printed.mock.calls.find((call) => String(call[0]).startsWith('[MSW]'))?.[0] ?? '')
    } finally {
      server.close()
      printed.mockRestore()
    }
  },
  /** createServer's listen on a port another server holds. */
  'port-in-use': async () => {
    const holder = createHttpServer()
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve))
    const { port } = holder.address() as { port: number }
    const server = createServer({ seed: 1 })
    try {
      const error = await server.listen(port, '127.0.0.1').then(
        () => undefined,
        (failure: Error) => failure,
      )
      return `${error?.name}: ${error?.message}`
    } finally {
      await server.close().catch(() => undefined)
      await new Promise((resolve) => holder.close(resolve))
    }
  },
  /** The command on a port another server holds: what it writes to standard error, and its exit code. */
  'command-port-in-use': async () => {
    const holder = createHttpServer()
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve))
    const { port } = holder.address() as { port: number }
    const errors: string[] = []
    try {
      const result = await runCommand(['--port', String(port), '--host', '127.0.0.1', '--seed', '1'], {
        out: () => {},
        err: (text) => void errors.push(text),
      })
      if (typeof result !== 'number') await result.stop('SIGTERM')
      expect(result).toBe(2)
      return errors.join('').trim()
    } finally {
      await new Promise((resolve) => holder.close(resolve))
    }
  },
  /** A module with an import run as a script, as Jest runs a file it has not been told is ESM. */
  'esm-as-script': async () => {
    try {
      new Script("import { createMock } from 'real-estate-service-mock/node'\n")
      return ''
    } catch (error) {
      return `${(error as Error).name}: ${(error as Error).message}`
    }
  },
}

const page = readFileSync(join(repositoryRoot, 'docs/troubleshooting.md'), 'utf8')
const messages = pageMessages(page)

describe('the troubleshooting page', () => {
  test('marks the messages of its ten failures', () => {
    expect(page.match(/^## /gm)).toHaveLength(10)
    expect(messages.length).toBeGreaterThanOrEqual(10)
    expect(new Set(messages.map((message) => message.printer))).toEqual(new Set(['mock', 'msw', 'node']))
  })

  test('shows messages of the mock and of msw as their code writes them', () => {
    const files = { mock: sources.mock(), msw: sources.msw() }
    const notFound = messages
      .filter((message) => message.run === undefined)
      .filter((message) => message.printer === 'node' || !sourceOf(message, files[message.printer as 'mock' | 'msw']))
      .map((message) => `docs/troubleshooting.md:${message.line}: ${message.text.slice(0, 80)}`)
    expect(notFound).toEqual([])
  })

  test.each(messages.filter((message) => message.run !== undefined).map((message) => [message.run!, message] as const))(
    'shows what %s prints',
    async (run, message) => {
      expect(runs[run], `no run named ${run}`).toBeDefined()
      const printed = await runs[run]!()
      expect(printed).toMatch(patternOf(message))
    },
    60_000,
  )

  test('a message no code prints is reported, and a placeholder matches what changes', () => {
    // A source line as the code writes it: `${prefix} Failed to load ${url}: gone.` in a template literal.
    const files = [
      { path: 'src/x.ts', text: ['throw new Error(`$', '{prefix} Failed to load $', '{url}: gone.`)'].join('') },
    ]
    const made = { printer: 'mock', run: undefined, line: 1 } as const
    expect(sourceOf({ ...made, text: `${logPrefix} Failed to load {url}: gone.` }, files)).toBe('src/x.ts')
    expect(sourceOf({ ...made, text: `${logPrefix} Failed to read {url}: gone.` }, files)).toBeUndefined()
    expect('TypeError: Failed to parse URL from /a').toMatch(
      patternOf({ ...made, text: 'TypeError: Failed to parse URL from {path}' }),
    )
    expect('TypeError: Failed to fetch').not.toMatch(
      patternOf({ ...made, text: 'TypeError: Failed to parse URL from {path}' }),
    )
  })
})
