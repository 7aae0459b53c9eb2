/**
 * Issue 30: the command's `--help` shows the library's own defaults, not
 * numbers typed again. Each default `--help` prints is read back as the option
 * would read it (sizes, durations) and compared with the constant the
 * library uses when the option is left out.
 */
import bytes from 'bytes'
import ms, { type StringValue } from 'ms'
import { beforeAll, describe, expect, test } from 'vitest'
import { defaultCounts, defaultSeed } from '../../src/data/seed-data.ts'
import { defaultRealTimeout } from '../../src/engine/hybrid/real-service.ts'
import { defaultMaxSessions } from '../../src/engine/session/session-registry.ts'
import { defaultSessionTtl } from '../../src/engine/session/session-ttl.ts'
import { defaultMaxBody } from '../../src/node-http/node-engine-request.ts'
import { defaultHeldAnswers } from '../../src/server/held-answers.ts'
import { defaultLinger } from '../../src/server/lingering-response.ts'
import { runCommandLine } from '../support/command-line.ts'

/** Each option's entry of `--help`, its wrapped lines joined: `--seed <number>` → `seed of the generated data (default: 42, env: SEED)`. */
let entries: Map<string, string>

beforeAll(async () => {
  const { status, stdout } = await runCommandLine(['--help'])
  expect(status).toBe(0)
  entries = new Map()
  let current: string | undefined
  for (const line of stdout.split('\n')) {
    const option = /^ {2}(?:-\w, )?(--[\w-]+)/.exec(line)?.[1]
    if (option) entries.set((current = option), line.trim())
    else if (current && /^ {3,}\S/.test(line)) entries.set(current, `${entries.get(current)} ${line.trim()}`)
    else current = undefined
  }
})

/** The default `--help` shows for `option`, as printed (`42`, `1mb`, `3s`). */
function shownDefault(option: string): string {
  const entry = entries.get(option)
  expect(entry, `${option} in --help`).toBeDefined()
  const shown = /\(default: ([^,)]+)/.exec(entry!)?.[1]
  expect(shown, `${option}'s default in --help`).toBeDefined()
  return shown!
}

const size = (shown: string) => bytes.parse(shown)
const duration = (shown: string) => ms(shown as StringValue)

describe('--help shows the defaults the library uses', () => {
  test.each([
    { option: '--seed', read: Number, constant: defaultSeed },
    { option: '--objects', read: Number, constant: defaultCounts.realEstateObjects },
    { option: '--accounts', read: Number, constant: defaultCounts.accounts },
    { option: '--session-ttl', read: duration, constant: defaultSessionTtl },
    { option: '--max-sessions', read: Number, constant: defaultMaxSessions },
    { option: '--max-body', read: size, constant: defaultMaxBody },
    { option: '--linger-size', read: size, constant: defaultLinger.bytes },
    { option: '--linger-time', read: duration, constant: defaultLinger.ms },
    { option: '--held-pause', read: size, constant: defaultHeldAnswers.pauseAbove },
    { option: '--held-close', read: Number, constant: defaultHeldAnswers.closeAbove },
    { option: '--real-timeout', read: duration, constant: defaultRealTimeout },
  ])('$option', ({ option, read, constant }) => {
    expect(read(shownDefault(option))).toBe(constant)
  })
})
