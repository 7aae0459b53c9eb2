import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { describe, expect, test } from 'vitest'
import { createMock } from '../../src/adapters/middleware/create-node-mock.ts'
import { createPaths, paths } from '../../src/model/create-paths.ts'

describe('createPaths', () => {
  test.each([
    [
      'getRealEstateObject',
      paths.getRealEstateObject({ id: 're-0001' }),
      '/svc/v1/RealEstateService/RealEstateObjects/re-0001',
    ],
    ['getAccountSettings', paths.getAccountSettings({}), '/svc/v1/AccountService'],
    ['updateAccountSettings', paths.updateAccountSettings({}), '/svc/v1/AccountService'],
    ['getAccount', paths.getAccount({ username: 'alice.admin' }), '/svc/v1/AccountService/Accounts/alice.admin'],
    [
      'getAccount, a name to encode',
      paths.getAccount({ username: 'a b/c' }),
      '/svc/v1/AccountService/Accounts/a%20b%2Fc',
    ],
    [
      'with svc and base URL',
      createPaths({ svc: 'estates', baseUrl: 'https://api.example.test/' }).getAccount({ username: 'x' }),
      'https://api.example.test/estates/v1/AccountService/Accounts/x',
    ],
  ])('%s -> %s', (_, built, expected) => expect(built).toBe(expected))

  test('patterns are msw patterns with :name parameters, any origin by default', () => {
    expect(paths.pattern.getAccount).toBe('*/svc/v1/AccountService/Accounts/:username')
    expect(createPaths({ baseUrl: 'https://api.example.test' }).pattern.getRealEstateObject).toBe(
      'https://api.example.test/svc/v1/RealEstateService/RealEstateObjects/:id',
    )
  })

  test('mock.paths follow the mock’s options, and a plain msw handler on a pattern wins over the mock', async () => {
    const mock = createMock({ svc: 'estates', baseUrl: 'http://paths.test' })
    expect(mock.paths.getAccount({ username: 'bob.agent' })).toBe(
      'http://paths.test/estates/v1/AccountService/Accounts/bob.agent',
    )
    const server = setupServer(...mock.handlers)
    server.listen({ onUnhandledFrame: 'error' })
    try {
      server.use(
        http.get(mock.paths.pattern.getAccount, ({ params }) => HttpResponse.json({ overridden: params.username })),
      )
      expect(await (await fetch(mock.paths.getAccount({ username: 'bob.agent' }))).json()).toEqual({
        overridden: 'bob.agent',
      })
      expect((await fetch(mock.paths.getRealEstateObject({ id: 're-0001' }))).status).toBe(200)
    } finally {
      server.close()
    }
  })
})
