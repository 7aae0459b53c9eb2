/**
 * The mock in the test process: a fresh one per test, so each test sees the
 * seeded settings and only its own changes, whichever worker runs it.
 */
import { expect, test } from 'real-estate-service-mock/playwright'
import { openSettings, pact, saveZoneAndReload } from './settings-app.ts'

const seededZone = 'America/New_York'

for (const zone of ['Europe/Berlin', 'Asia/Tokyo', 'Australia/Sydney', 'America/Chicago']) {
  test(`saves ${zone} and reads back only its own change`, async ({ page, mock }) => {
    await openSettings(page)
    await expect(page.locator('#zone')).toHaveText(seededZone)
    await saveZoneAndReload(page, zone)
    await expect(page.locator('#zone')).toHaveText(zone)
    expect(await mock.requests.count({ operation: 'updateAccountSettings', status: 200 })).toBe(1)
  })
}

test('sees 503 in the maintenance scenario while the other tests see 200', async ({ page, mock }) => {
  await mock.useScenario('maintenance')
  await openSettings(page)
  await expect(page.getByRole('status')).toHaveText('Failed to load: 503')
})

test.describe('with mockOptions', () => {
  test.use({ mockOptions: { scenario: 'read-only', pact } })

  test('starts in the scenario the options name', async ({ page }) => {
    await openSettings(page)
    await expect(page.getByRole('status')).toHaveText('Loaded')
    await page.getByLabel('New time zone').fill('Europe/Paris')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByRole('status')).toHaveText('Failed to save: 403')
  })
})

test('a network error fails the page request', async ({ page, mock }) => {
  await mock.setFaults({ getAccountSettings: 'network-error' })
  await openSettings(page)
  await expect(page.getByRole('status')).toHaveText('Failed to load: TypeError')
})

test('a hang leaves the page waiting, and the test still ends', async ({ page, mock }) => {
  await mock.setFaults({ getAccountSettings: 'hang' })
  await openSettings(page)
  await expect.poll(() => mock.requests.count({ operation: 'getAccountSettings', fault: 'hang' })).toBe(1)
  await expect(page.getByRole('status')).toHaveText('Loading…')
})

test('the page’s control requests reach the test’s own mock', async ({ page, mock }) => {
  await openSettings(page)
  const status = await page.evaluate(async () => {
    const response = await fetch('/__mock/scenario', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'maintenance' }),
    })
    return response.status
  })
  expect(status).toBe(200)
  await page.reload()
  await expect(page.getByRole('status')).toHaveText('Failed to load: 503')
  expect(await mock.requests.count({ operation: 'getAccountSettings', status: 503 })).toBe(1)
})

test('the data can be changed in the test before the page reads it', async ({ page, mock }) => {
  const database = await mock.database()
  await database.replaceSettings((current) => ({
    ...current,
    preferences: { ...current.preferences, time_zone_default: 'Pacific/Auckland' },
  }))
  await openSettings(page)
  await expect(page.locator('#zone')).toHaveText('Pacific/Auckland')
})
