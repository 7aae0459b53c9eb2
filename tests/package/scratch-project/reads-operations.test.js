// Runs in a scratch project that installed the packed tarball: the package as a user gets it.
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { createMock } from 'real-estate-service-mock/node'

const mock = createMock({ seed: 42, baseUrl: 'https://api.example.test' })
const server = setupServer(...mock.handlers)
const service = `https://api.example.test${mock.paths.servicePath}`

beforeAll(() => server.listen({ onUnhandledRequest: 'error', onUnhandledFrame: 'error' }))
beforeEach(() => mock.reset())
afterAll(() => server.close())

test('getRealEstateObject reads a well-known object', async () => {
  const response = await fetch(`${service}/RealEstateService/RealEstateObjects/re-0001`)
  expect(response.status).toBe(200)
  expect(await response.json()).toMatchObject({ id: 're-0001', name: 'Harbor View Loft' })
})

test('getAccountSettings reads the settings with the caller permissions', async () => {
  const response = await fetch(`${service}/AccountService`)
  expect(response.status).toBe(200)
  const settings = await response.json()
  expect(settings.permissions).toContain('manage_accounts')
  expect(settings.security_settings.min_password_length).toBe(12)
})

test('updateAccountSettings changes a setting, and the next read sees it', async () => {
  const response = await fetch(`${service}/AccountService`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ activity_logs: false }),
  })
  expect(response.status).toBe(200)
  expect(await response.json()).toMatchObject({ activity_logs: false })
  const read = await (await fetch(`${service}/AccountService`)).json()
  expect(read.activity_logs).toBe(false)
})

test('getAccount reads a well-known account', async () => {
  const response = await fetch(`${service}/AccountService/Accounts/bob.agent`)
  expect(response.status).toBe(200)
  expect(await response.json()).toMatchObject({ roles: { id: 'agent' }, seurity_settings: { username: 'bob.agent' } })
})

test('a scenario chosen in code applies: maintenance answers 503', async () => {
  mock.useScenario('maintenance')
  const response = await fetch(`${service}/AccountService`)
  expect(response.status).toBe(503)
  expect(response.headers.get('Retry-After')).toBe('120')
})
