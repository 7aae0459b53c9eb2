/**
 * The static site under a sub-path: built with an absolute base (`/demo/`)
 * and with the default relative base served from a nested folder. The
 * worker's script and scope follow the base.
 */
import { describe, expect, inject, test } from 'vitest'
import { useChromium, openSimulator } from './support/chromium.ts'
import { fetchInPage } from './support/simulator-page.ts'

const siteUrl = inject('siteUrl')
const browser = useChromium('site', 'site-demo')

describe.each([
  { name: 'a build with base /demo/, served at /demo/', path: '/demo/' },
  { name: 'the relative build, served from /nested/path/', path: '/nested/path/' },
])('$name', ({ path }) => {
  test('registers the worker under that path and shows the data', async () => {
    const { context, page, errors } = await openSimulator(browser(), `${siteUrl}${path}?persist=0`)
    const registration = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration()
      return { scope: registration?.scope, script: navigator.serviceWorker.controller?.scriptURL }
    })
    expect(registration).toEqual({ scope: `${siteUrl}${path}`, script: `${siteUrl}${path}mockServiceWorker.js` })
    expect(await page.locator('rem-object-list [role="status"]').textContent()).toBe('25 of 25 objects loaded.')
    expect(await fetchInPage(page, '/svc/v1/AccountService/Accounts/alice.admin')).toMatchObject({ status: 200 })
    expect(errors).toEqual([])
    await context.close()
  })
})
