import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { defaultCounts, defaultSeed } from '../data/seed-data.ts'
import { defaultMaxSessions } from '../engine/session/session-registry.ts'
import { defaultSessionTtl } from '../engine/session/session-ttl.ts'
import { defaultMaxBody } from '../node-http/node-engine-request.ts'
import { CliError, CliExit, parseCliOptions } from './cli-options.ts'

describe('parseCliOptions', () => {
  afterEach(() => {
    delete process.env.PORT
    delete process.env.SEED
  })

  test("no arguments -> the command's own defaults, and the library's", () => {
    expect(parseCliOptions([])).toMatchObject({
      port: 4010,
      host: '127.0.0.1',
      seed: defaultSeed,
      scenario: 'default',
      svc: 'svc',
      counts: defaultCounts,
      sessionTtl: defaultSessionTtl,
      maxSessions: defaultMaxSessions,
      maxBody: defaultMaxBody,
    })
  })

  test.each<[string[], object]>([
    [['--port', '5000', '--seed', '7'], { port: 5000, seed: 7 }],
    [['-p', '0'], { port: 0 }],
    [['--latency', '150-400'], { latency: [150, 400] }],
    [['--latency', '300'], { latency: 300 }],
    [['--latency', 'infinite'], { latency: 'infinite' }],
    [['--auth', '--scenario', 'slow', '--svc', 'realestate'], { auth: true, scenario: 'slow', svc: 'realestate' }],
    [['--objects', '1000', '--accounts', '50'], { counts: { realEstateObjects: 1000, accounts: 50 } }],
    [['--session-ttl', '45m'], { sessionTtl: 45 * 60_000 }],
    [['--session-ttl', '2h'], { sessionTtl: 2 * 60 * 60_000 }],
    [['--session-ttl', '90s'], { sessionTtl: 90_000 }],
    [
      ['--pact-out', 'pacts/p.json'],
      { pact: { path: 'pacts/p.json', consumer: 'frontend', provider: 'real-estate-service' } },
    ],
    [
      ['--pact-out', 'p.json', '--pact-consumer', 'shop', '--pact-provider', 'estates'],
      { pact: { path: 'p.json', consumer: 'shop', provider: 'estates' } },
    ],
  ])('%j -> %j', (argv, expected) => {
    expect(parseCliOptions(argv)).toMatchObject(expected)
  })

  test('PORT and SEED stand in for the flags', () => {
    process.env.PORT = '4555'
    process.env.SEED = '9'
    expect(parseCliOptions([])).toMatchObject({ port: 4555, seed: 9 })
  })

  test.each([
    [['--seed', 'abc'], /seed must be a whole number, got "abc"/],
    [['--port', '70000'], /port must be between 0 and 65535/],
    [['--wat'], /unknown option '--wat'/],
    [['--latency', '400-100'], /latency must be/],
    [
      ['--session-ttl', 'soon'],
      /session-ttl must be a duration such as 30m or 2h, more than 0 ms, up to 7 days, got "soon"/,
    ],
    [['--session-ttl', '0m'], /session-ttl must be a duration/],
    [
      ['--session-ttl', '8d'],
      /session-ttl must be a duration such as 30m or 2h, more than 0 ms, up to 7 days, got "8d"/,
    ],
    [['--session-ttl', '0'], /session-ttl must be a duration/],
    [['stray'], /too many arguments/],
    [['--pact-out', 'p.json', '--pact-consumer', ''], /pact-consumer must be 1 to 128 characters/],
    [['--pact-out', 'p.json', '--pact-provider', 'x'.repeat(129)], /pact-provider must be 1 to 128 characters/],
  ])('%j -> one clear line', (argv, message) => {
    try {
      parseCliOptions(argv)
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(CliError)
      expect((error as CliError).message).toMatch(message)
      expect((error as CliError).message).not.toContain('\n')
      expect((error as CliError).exitCode).toBe(2)
    }
  })

  test('--help and --version end with their text', () => {
    expect(() => parseCliOptions(['--help'])).toThrow(CliExit)
    expect(() => parseCliOptions(['--version'])).toThrow(/\d+\.\d+\.\d+/)
  })
})

describe('--session-ttl with a bare number, deprecated', () => {
  // A fresh module graph per test: the deprecation is warned of once per process.
  let parse: typeof parseCliOptions
  beforeEach(async () => {
    vi.resetModules()
    ;({ parseCliOptions: parse } = await import('./cli-options.ts'))
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => vi.restoreAllMocks())

  test('is still minutes, and warns once, with the duration to write instead', () => {
    expect(parse(['--session-ttl', '45'])).toMatchObject({ sessionTtl: 45 * 60_000 })
    expect(parse(['--session-ttl', '45'])).toMatchObject({ sessionTtl: 45 * 60_000 })
    expect(console.warn).toHaveBeenCalledTimes(1)
    expect(console.warn).toHaveBeenCalledWith(
      '[real-estate-service-mock] --session-ttl 45 (minutes, without a unit) is deprecated: the option takes a duration, as createMock({ sessionTtl }) does. Please use --session-ttl 45m instead.',
    )
  })

  test('a duration says the same without a warning', () => {
    expect(parse(['--session-ttl', '45m'])).toMatchObject({ sessionTtl: 45 * 60_000 })
    expect(console.warn).not.toHaveBeenCalled()
  })
})
