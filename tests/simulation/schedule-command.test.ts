import { describe, expect, test } from 'vitest'
import { runCommandLine, startCommandLine } from '../support/command-line.ts'

describe('stacked scenarios and schedules on the command line', () => {
  test('--scenario slow,maintenance stacks; --schedule opens its window on time and is listed', async () => {
    const server = await startCommandLine([
      '--port',
      '0',
      '--scenario',
      'empty,maintenance',
      '--schedule',
      'auth@1h+10s',
      '--schedule',
      'slow@0s',
    ])
    try {
      expect(server.output()).toContain('scenario "empty,maintenance"')
      expect(server.output()).toContain('Scheduled: "auth" from 1h for 10s.')
      const answer = await fetch(`${server.url}/svc/v1/AccountService`)
      expect(answer.status).toBe(503)
      const journal = (await (await fetch(`${server.url}/__mock/requests`)).json()) as Array<{ scenario: string }>
      expect(journal.at(-1)?.scenario).toBe('empty,maintenance,slow')
      const schedule = (await (await fetch(`${server.url}/__mock/schedule`)).json()) as {
        windows: Array<{ scenario: string; active: boolean }>
      }
      expect(schedule.windows.map(({ scenario, active }) => [scenario, active])).toEqual([
        ['auth', false],
        ['slow', true],
      ])
    } finally {
      await server.stop('SIGTERM')
    }
  })

  test.each([
    [['--schedule', 'maintenance'], /schedule takes scenario@after\+for/],
    [['--schedule', 'maintenance@soon'], /schedule takes scenario@after\+for/],
    [['--schedule', 'sunny@1s'], /Unknown scenario "sunny"/],
    [['--scenario', 'auth,sunny'], /Unknown scenario "sunny"/],
  ])('%j: one clear message and exit code 2', async (args, message) => {
    const result = await runCommandLine(['--port', '0', ...args])
    expect(result.status).toBe(2)
    expect(result.stderr).toMatch(message)
    expect(result.stderr).not.toMatch(/\n\s+at /)
  })
})
