/**
 * The whole app under `vite` dev, with the package's Playwright fixture: the
 * app's own `startMock()` stands aside (no worker, ready at once) and each
 * test's mock answers the page.
 */
import { expect, test } from 'real-estate-service-mock/playwright'

// #region tests
test("the app shows the test's scenario; its own mock started no worker", async ({ page, mock }) => {
  await mock.useScenario('maintenance')
  await page.goto('/')
  await expect(page.locator('html[data-mock="ready"]')).toBeAttached()
  await expect(page.getByRole('alert')).toContainText('Failed to load: 503 Service Unavailable')
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull()
})

test("a PATCH from the page reaches the test's mock", async ({ page, mock }) => {
  await page.goto('/')
  const logs = page.getByRole('checkbox', { name: 'Keep activity logs' })
  await expect(logs).toBeChecked()
  await logs.click()
  await expect(logs).not.toBeChecked()
  expect((await mock.requests.find({ operation: 'updateAccountSettings' }))?.requestBody).toEqual({
    activity_logs: false,
  })
})
// #endregion tests
