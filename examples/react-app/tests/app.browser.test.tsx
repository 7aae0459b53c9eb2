/**
 * The app's component in Chromium, in Vitest's Browser Mode: the package's
 * fixture gives each test a mock of its own and answers the test frame's
 * requests, relative URLs and all, with no service worker and no msw server.
 */
import { expect } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { test } from 'real-estate-service-mock/vitest-browser'
import { App } from '../src/app.tsx'
import { createServiceClient } from '../src/service-client.ts'
import { withQueryClient } from './with-query-client.tsx'

// #region tests
test("a click PATCHes the settings through the test's mock", async ({ mock }) => {
  await render(withQueryClient(<App service={createServiceClient()} />))
  await expect.element(page.getByRole('heading', { name: 'Harbor View Loft' })).toBeVisible()
  const logs = page.getByRole('checkbox', { name: 'Keep activity logs' })
  await expect.element(logs).toBeChecked()
  await userEvent.click(logs)
  await expect.element(logs).not.toBeChecked()
  expect(mock.requests.find({ operation: 'updateAccountSettings' })?.requestBody).toEqual({ activity_logs: false })
})

test('a 422 names the field the form refused', async ({ mock }) => {
  await render(withQueryClient(<App service={createServiceClient()} />))
  await userEvent.click(page.getByRole('button', { name: 'Ask for passwords of 500 characters' }))
  // Vitest 5's toHaveTextContent compares the whole text; toMatchTextContent finds a part (Vitest 4: toHaveTextContent).
  await expect.element(page.getByRole('alert')).toMatchTextContent('/security_settings/min_password_length')
  expect(mock.requests.count({ operation: 'updateAccountSettings', status: 422 })).toBe(1)
})
// #endregion tests
