import { spawnSync } from 'node:child_process'
import { describe, expect, test } from 'vitest'
import { startProcess } from '../package/start-process.ts'

const bin = ['--import', 'tsx', 'src/cli/bin.ts']
// The banner's last line says how to try it: by then every line before it is out.
const ready = /at (http:\/\/\S+?)\/svc\/v1[\s\S]*Try: curl/

describe('stacked scenarios and schedules on the command line', () => {
  test('--scenario slow,maintenance stacks; --schedule opens its window on time and is listed', async () => {
    const server = await startProcess(process.execPath, [...bin, '--port', '0', '--scenario', 'empty,maintenance', '--schedule', 'auth@1h+10s', '--schedule', 'slow@0s'], process.cwd(), ready)
    try {
      expect(server.output()).toContain('scenario "empty,maintenance"')
      expect(server.output()).toContain('Scheduled: "auth" from 1h for 10s.')
      const answer = await fetch(`${server.url}/svc/v1/AccountService`)
      expect(answer.status).toBe(503)
      const journal = (await (await fetch(`${server.url}/__mock/requests`)).json()) as Array<{ scenario: string }>
      expect(journal.at(-1)?.scenario).toBe('empty,maintenance,slow')
      const schedule = (await (await fetch(`${server.url}/__mock/schedule`)).json()) as { windows: Array<{ scenario: string; active: boolean }> }
      expect(schedule.windows.map(({ scenario, active }) => [scenario, active])).toEqual([
        ['auth', false],
        ['slow', true],
      ])
    } finally {
      await server.stop()
    }
  })

  test.each([
    [['--schedule', 'maintenance'], /schedule takes scenario@after\+for/],
    [['--schedule', 'maintenance@soon'], /schedule takes scenario@after\+for/],
    [['--schedule', 'sunny@1s'], /Unknown scenario "sunny"/],
    [['--scenario', 'auth,sunny'], /Unknown scenario "sunny"/],
  ])('%j: one clear message and exit code 2', (args, message) => {
    const result = spawnSync(process.execPath, [...bin, '--port', '0', ...args], { encoding: 'utf8', timeout: 30_000 })
    expect(result.status).toBe(2)
    expect(result.stderr).toMatch(message)
    expect(result.stderr).not.toMatch(/\n\s+at /)
  })
})
