/**
 * Server mode: every worker's tests share one standalone server (started in
 * global-setup.ts), each in a session of its own, so they still see only their
 * own changes; the server's default session is left as it was.
 */
import { expect, isRemoteMock, test } from 'real-estate-service-mock/playwright'
import { openSettings, pact, saveZoneAndReload } from './settings-app.ts'

/** Read when a test runs: the URL exists once global setup started the server. */
function serverUrl(): string {
  const url = process.env.MOCK_SERVER_URL
  if (!url)
    throw new Error(
      'Failed to find the mock server: MOCK_SERVER_URL is not set. Please run these tests with the global setup of playwright.config.ts.',
    )
  return url
}

const seededZone = 'America/New_York'

test.describe('in server mode', () => {
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's first parameter as a destructuring pattern
  test.use({ mockOptions: async ({}, use) => use({ server: serverUrl(), pact }) })

  for (const zone of ['Europe/Lisbon', 'Asia/Seoul', 'Africa/Nairobi', 'America/Denver']) {
    test(`saves ${zone} in its own session and reads back only its own change`, async ({ page, mock }) => {
      expect(isRemoteMock(mock)).toBe(true)
      await openSettings(page)
      await expect(page.locator('#zone')).toHaveText(seededZone)
      await saveZoneAndReload(page, zone)
      await expect(page.locator('#zone')).toHaveText(zone)
      // The session's journal holds this test's three requests and no one else's.
      expect((await mock.requests.all()).map(({ method, operation }) => `${method} ${operation}`)).toEqual([
        'GET getAccountSettings',
        'PATCH updateAccountSettings',
        'GET getAccountSettings',
      ])
    })
  }

  test('sees 503 in the maintenance scenario while the other sessions see 200', async ({ page, mock }) => {
    await mock.useScenario('maintenance')
    await openSettings(page)
    await expect(page.getByRole('status')).toHaveText('Failed to load: 503')
  })

  test('a dropped connection fails the page request', async ({ page, mock }) => {
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

  test('the data lives in the server: database() says so', async ({ mock }) => {
    await expect(mock.database()).rejects.toThrow(/in server mode the data lives in the server process/)
  })

  test('the server’s default session is untouched by the tests’ sessions', async ({ request }) => {
    const response = await request.get(`${serverUrl()}/svc/v1/AccountService`)
    expect((await response.json()).preferences.time_zone_default).toBe(seededZone)
  })

  test.describe('with a scenario in the options', () => {
    // biome-ignore lint/correctness/noEmptyPattern: as above
    test.use({ mockOptions: async ({}, use) => use({ server: serverUrl(), scenario: 'read-only', pact }) })

    test('the session starts in it', async ({ page }) => {
      await openSettings(page)
      await expect(page.getByRole('status')).toHaveText('Loaded')
      await page.getByLabel('New time zone').fill('Europe/Paris')
      await page.getByRole('button', { name: 'Save' }).click()
      await expect(page.getByRole('status')).toHaveText('Failed to save: 403')
    })
  })
})
