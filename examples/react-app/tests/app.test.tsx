/**
 * The app's component in Node under jsdom: TanStack Query fetches through the
 * typed client, at the page's own origin (jsdom's `location`), and msw's
 * server answers from the mock (tests/setup-mock-server.ts).
 */
import { fireEvent, render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { App } from '../src/app.tsx'
import { createServiceClient } from '../src/service-client.ts'
import { mock } from './mock.ts'
import { withQueryClient } from './with-query-client.tsx'

// #region tests
test('shows the object and the settings the mock holds', async () => {
  render(withQueryClient(<App service={createServiceClient()} />))
  expect(await screen.findByRole('heading', { name: 'Harbor View Loft' })).toBeTruthy()
  expect(screen.getByTestId('permissions').textContent).toContain('manage_accounts')
  expect(mock.requests.count({ operation: 'getRealEstateObject', status: 200 })).toBe(1)
})

test('shows the 503 of the maintenance scenario', async () => {
  mock.useScenario('maintenance')
  render(withQueryClient(<App service={createServiceClient()} />))
  expect((await screen.findByRole('alert')).textContent).toContain('Failed to load: 503 Service Unavailable')
})

test('a click PATCHes the settings, and the checkbox shows the answer', async () => {
  render(withQueryClient(<App service={createServiceClient()} />))
  const logs = await screen.findByRole<HTMLInputElement>('checkbox', { name: 'Keep activity logs' })
  expect(logs.checked).toBe(true)
  fireEvent.click(logs)
  await expect.poll(() => logs.checked).toBe(false)
  expect(mock.requests.find({ operation: 'updateAccountSettings' })?.requestBody).toEqual({ activity_logs: false })
})
// #endregion tests

// What the page says of relative URLs under jsdom, checked: the Request class is Node's, which has no
// page to resolve a path against; msw resolves a path given to fetch() itself, but a client that builds
// a Request first (openapi-fetch, ky…) fails before msw sees it.
test("under jsdom a path alone is no Request; the client's default base, location.origin, is", async () => {
  expect(() => new Request('/svc/v1/AccountService')).toThrow('Failed to parse URL from /svc/v1/AccountService')
  await expect(createServiceClient('').getAccountSettings()).rejects.toThrow('Failed to parse URL')
  // fetch() itself gets a path resolved by msw's interception, against jsdom's location.
  expect((await fetch('/svc/v1/AccountService')).status).toBe(200)
  expect(location.origin).toBe('http://localhost:3000')
  expect(await createServiceClient().getAccountSettings()).toMatchObject({ activity_logs: true })
  expect(mock.requests.count({ operation: 'getAccountSettings', status: 200 })).toBe(2)
})
