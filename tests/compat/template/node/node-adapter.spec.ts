/**
 * The Node adapter, as the README's Vitest quick start uses it: msw's `setupServer` with the mock's
 * handlers, a scenario, and a PATCH that the next read sees.
 */
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { createMock } from 'real-estate-service-mock/node'
import { installedNodeVersion } from '../installed-node.ts'

const mock = createMock({ seed: 42 })
const server = setupServer(...mock.handlers)
// No unhandled-request option: msw 3 renamed it (onUnhandledFrame), and every request here is the mock's.
beforeAll(() => server.listen())
afterEach(async () => {
  await mock.reset()
})
afterAll(() => server.close())

const settingsUrl = 'https://api.example.com/svc/v1/AccountService'

test('runs on the Node this project installed', () => {
  console.log(`process.version ${process.version}`)
  expect(process.version).toBe(installedNodeVersion())
})

test('reads the account settings', async () => {
  const response = await fetch(settingsUrl)
  expect(response.status).toBe(200)
  expect(await response.json()).toMatchObject({ activity_logs: expect.any(Boolean) })
})

test('answers 503 in the maintenance scenario', async () => {
  mock.useScenario('maintenance')
  expect((await fetch(settingsUrl)).status).toBe(503)
})

test('a PATCH of the settings is what the next GET reads', async () => {
  const before = (await (await fetch(settingsUrl)).json()) as { activity_logs: boolean }
  const patch = await fetch(settingsUrl, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ activity_logs: !before.activity_logs }),
  })
  expect(patch.status).toBe(200)
  expect(await (await fetch(settingsUrl)).json()).toMatchObject({ activity_logs: !before.activity_logs })
})
