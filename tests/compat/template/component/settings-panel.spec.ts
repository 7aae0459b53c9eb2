/**
 * The Vitest Browser Mode fixture with a React component in Chromium: each test's own mock answers
 * the component's requests, with no worker script. The alert's whole text is matched: from Vitest 5
 * on, `toHaveTextContent` compares the whole text (a part needs `toMatchTextContent`, which Vitest 4
 * lacks), so a part would keep `expect.element` polling until it times out.
 */
import { createElement } from 'react'
import { describe, expect } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { test } from 'real-estate-service-mock/vitest-browser'
import { SettingsPanel } from '../src/settings-panel.ts'

const activityLogs = () => page.getByRole('checkbox', { name: 'Keep activity logs' })

test('a click sends a PATCH, and the panel shows what the mock answered', async ({ mock }) => {
  const seeded = (await mock.database()).getSettings()
  await render(createElement(SettingsPanel))
  await expect.element(activityLogs()).toHaveProperty('checked', seeded.activity_logs)
  await userEvent.click(activityLogs())
  await expect.element(activityLogs()).toHaveProperty('checked', !seeded.activity_logs)
  expect(mock.requests.find({ operation: 'updateAccountSettings' })?.requestBody).toEqual({
    activity_logs: !seeded.activity_logs,
  })
})

describe('under maintenance', () => {
  test.override({ mockOptions: { scenario: 'maintenance' } })

  test('the panel shows the 503 in its alert', async ({ mock }) => {
    await render(createElement(SettingsPanel))
    await expect.element(page.getByRole('alert')).toHaveTextContent('Failed to load: answered 503')
    expect(mock.requests.count({ status: 503 })).toBe(1)
  })
})
