/**
 * The app starts its own mock (`startMock()` in its entry), as in
 * development: under the fixture that starts no service worker, the page is
 * marked ready at once, and the test's mock is the one that answers.
 */
import { afterEach, expect } from 'vitest'
import { page } from 'vitest/browser'
import type { Root } from 'react-dom/client'
import { test } from 'real-estate-service-mock/vitest-browser'
import { startApp } from '../src/start-app.tsx'

let root: Root | undefined

afterEach(() => {
  root?.unmount()
  document.body.replaceChildren()
})

const startInBody = () => {
  const container = document.createElement('div')
  document.body.append(container)
  return startApp(container)
}

test("startMock() stands aside: the page is ready, no worker, and the test's mock answers", async ({ mock }) => {
  root = await startInBody()
  expect(document.documentElement.dataset.mock).toBe('ready')
  expect(await navigator.serviceWorker.getRegistration()).toBeUndefined()
  await expect.element(page.getByRole('heading')).toHaveTextContent('Harbor View Loft')
  await expect.element(page.getByRole('checkbox', { name: 'Keep activity logs' })).toBeChecked()
  expect(mock.requests.count({ operation: 'getRealEstateObject' })).toBeGreaterThan(0)
})

test("the test's scenario is what the app meets: maintenance is a 503", async ({ mock }) => {
  mock.useScenario('maintenance')
  root = await startInBody()
  expect(document.documentElement.dataset.mock).toBe('ready')
  await expect
    .element(page.getByRole('alert').first())
    .toHaveTextContent('Failed to load: answered 503: Service Unavailable')
  expect(mock.requests.count({ status: 503 })).toBeGreaterThan(0)
})
