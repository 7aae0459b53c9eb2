/**
 * The Playwright fixture: a page served by the test itself, whose requests to the service reach the
 * test's own mock; and the test process runs on the Node this project installed.
 */
import { expect, test } from 'real-estate-service-mock/playwright'
import { installedNodeVersion } from '../installed-node.ts'

const appUrl = 'http://app.test/'

const html = `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<title>Object</title>
<main id="app">Loading…</main>
<script type="module">
  const response = await fetch('/svc/v1/RealEstateService/RealEstateObjects/re-0001')
  document.getElementById('app').textContent = response.ok ? (await response.json()).name : 'Failed to load: ' + response.status
</script>
</html>`

test.beforeEach(async ({ page }) => {
  await page.route(appUrl, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }))
})

test('runs on the Node this project installed', () => {
  console.log(`process.version ${process.version}`)
  expect(process.version).toBe(installedNodeVersion())
})

test("the page shows the object of the test's mock", async ({ page, mock }) => {
  const expected = (await mock.database()).findRealEstateObject('re-0001')?.name
  expect(expected).toBeTruthy()
  await page.goto(appUrl)
  await expect(page.locator('#app')).toHaveText(expected!)
})

test('the scenario the test switches to is what the page meets', async ({ page, mock }) => {
  await mock.useScenario('maintenance')
  await page.goto(appUrl)
  await expect(page.locator('#app')).toHaveText('Failed to load: 503')
  expect(await mock.requests.count({ status: 503 })).toBe(1)
})
