/**
 * The page under test: a settings form that reads and saves the default time
 * zone through the service, served at `http://app.test/` by the test itself.
 * Its requests to `/svc/v1/…` are the mock fixture's.
 */
import type { Page } from '@playwright/test'

export const appUrl = 'http://app.test/'

/**
 * Every test's answers go into one Pact for the service's team, all workers
 * merged when the run ends: `pacts/settings-app-real-estate-service.json`
 * (`PACT_DIR` moves it; the repository's test of this project does).
 */
export const pact = { consumer: 'settings-app', provider: 'real-estate-service', dir: process.env.PACT_DIR ?? 'pacts' }

const html = `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<title>Settings</title>
<p>Time zone: <span id="zone"></span></p>
<p role="status" id="status">Loading…</p>
<form id="form">
  <label>New time zone <input name="zone" id="input"></label>
  <button>Save</button>
</form>
<script type="module">
  const service = '/svc/v1/AccountService'
  const show = (text) => { document.getElementById('status').textContent = text }
  try {
    const response = await fetch(service)
    if (response.ok) {
      document.getElementById('zone').textContent = (await response.json()).preferences.time_zone_default
      show('Loaded')
    } else {
      show('Failed to load: ' + response.status)
    }
  } catch (error) {
    show('Failed to load: ' + error.name)
  }
  document.getElementById('form').addEventListener('submit', async (event) => {
    event.preventDefault()
    const body = JSON.stringify({ preferences: { time_zone_default: document.getElementById('input').value } })
    const response = await fetch(service, { method: 'PATCH', headers: { 'Content-Type': 'application/json' }, body })
    show(response.ok ? 'Saved' : 'Failed to save: ' + response.status)
  })
</script>
</html>`

/** Serves the page at `appUrl` (that URL only, so the service's paths stay the mock's) and opens it. */
export async function openSettings(page: Page): Promise<void> {
  await page.route(appUrl, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }))
  await page.goto(appUrl)
}

/** Saves `zone` with the form, then opens the page again: what it shows came back from the service. */
export async function saveZoneAndReload(page: Page, zone: string): Promise<void> {
  await page.getByLabel('New time zone').fill(zone)
  await page.getByRole('button', { name: 'Save' }).click()
  await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor()
  // Long enough for the tests running beside this one to save their own zones before it reads back.
  await page.waitForTimeout(500)
  await page.reload()
}
