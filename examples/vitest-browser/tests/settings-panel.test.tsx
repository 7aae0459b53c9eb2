/**
 * Each test's mock is fresh: a PATCH in one test is not what the next one
 * reads. `mockOptions` is a fixture of its own, overridden for a `describe`
 * with Vitest's `test.override`. A request the mock still holds when its test
 * ends is refused, not sent to the network.
 */
import { describe, expect } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { test } from 'real-estate-service-mock/vitest-browser'
import { getAccountSettings } from '../src/service.ts'
import { SettingsPanel } from '../src/settings-panel.tsx'

const activityLogs = () => page.getByRole('checkbox', { name: 'Keep activity logs' })

test('a click sends a PATCH, and the panel shows what the mock answered', async ({ mock }) => {
  await render(<SettingsPanel />)
  await expect.element(activityLogs()).toBeChecked()
  await userEvent.click(activityLogs())
  await expect.element(activityLogs()).not.toBeChecked()
  expect(mock.requests.find({ operation: 'updateAccountSettings' })?.requestBody).toEqual({ activity_logs: false })
})

test("the next test reads the seed's settings, not the last test's PATCH", async ({ mock }) => {
  await render(<SettingsPanel />)
  await expect.element(activityLogs()).toBeChecked()
  expect(mock.requests.count({ operation: 'updateAccountSettings' })).toBe(0)
})

describe('under maintenance, for this describe only', () => {
  test.override({ mockOptions: { scenario: 'maintenance' } })

  test('the panel shows the 503', async ({ mock }) => {
    expect(mock.settings.scenario().name).toBe('maintenance')
    await render(<SettingsPanel />)
    await expect.element(page.getByRole('alert')).toHaveTextContent('Failed to load: answered 503: Service Unavailable')
  })
})

describe('with the seed and the override of a test', () => {
  test.override({ mockOptions: { seed: 7 } })

  test('the mock has the seed, and answers the way the test says', async ({ mock }) => {
    expect(mock.seed).toBe(7)
    mock.override('getAccountSettings', () => Response.json({ activity_logs: false, permissions: [] }))
    await render(<SettingsPanel />)
    await expect.element(activityLogs()).not.toBeChecked()
  })
})

test('after the describes, the default options again', async ({ mock }) => {
  expect(mock.seed).toBe(42)
  expect(mock.settings.scenario().name).toBe('default')
})

let heldWhenTheTestEnded: Promise<unknown> | undefined

test('a request the mock holds (a hang) is still pending when this test ends', async ({ mock }) => {
  mock.setFaults({ getAccountSettings: 'hang' })
  heldWhenTheTestEnded = getAccountSettings().then(
    () => 'answered',
    (error: unknown) => error,
  )
  await expect.poll(() => mock.requests.count({ operation: 'getAccountSettings' })).toBe(1)
})

test('… and is then refused as a network failure, never sent to the network', async () => {
  const outcome = await heldWhenTheTestEnded
  expect(outcome).toBeInstanceOf(TypeError)
  expect((outcome as TypeError).message).toBe('Failed to fetch')
})
