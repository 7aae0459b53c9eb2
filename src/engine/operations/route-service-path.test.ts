import { describe, expect, test } from 'vitest'
import { allowedMethods, routeServicePath } from './route-service-path.ts'

describe('routeServicePath', () => {
  const cases = [
    {
      name: 'GET an object -> getRealEstateObject with its id',
      method: 'GET',
      path: '/RealEstateService/RealEstateObjects/re-0001',
      expected: { kind: 'operation', operation: 'getRealEstateObject', params: { id: 're-0001' } },
    },
    {
      name: 'GET the settings -> getAccountSettings',
      method: 'GET',
      path: '/AccountService',
      expected: { kind: 'operation', operation: 'getAccountSettings', params: {} },
    },
    {
      name: 'PATCH the settings -> updateAccountSettings',
      method: 'PATCH',
      path: '/AccountService',
      expected: { kind: 'operation', operation: 'updateAccountSettings', params: {} },
    },
    {
      name: 'GET an account -> getAccount with its username',
      method: 'GET',
      path: '/AccountService/Accounts/alice.admin',
      expected: { kind: 'operation', operation: 'getAccount', params: { username: 'alice.admin' } },
    },
    {
      name: 'a percent-encoded id -> decoded',
      method: 'GET',
      path: '/RealEstateService/RealEstateObjects/a%20b%2Fc',
      expected: { kind: 'operation', operation: 'getRealEstateObject', params: { id: 'a b/c' } },
    },
    {
      name: 'HEAD the settings -> getAccountSettings (answered without its body)',
      method: 'HEAD',
      path: '/AccountService',
      expected: { kind: 'operation', operation: 'getAccountSettings', params: {} },
    },
    {
      name: 'HEAD an account -> getAccount with its username',
      method: 'HEAD',
      path: '/AccountService/Accounts/alice.admin',
      expected: { kind: 'operation', operation: 'getAccount', params: { username: 'alice.admin' } },
    },
    {
      name: 'DELETE the settings -> 405 allowing GET, HEAD and PATCH',
      method: 'DELETE',
      path: '/AccountService',
      expected: { kind: 'method-not-allowed', allowed: ['GET', 'HEAD', 'PATCH'] },
    },
    {
      name: 'POST an account -> 405 allowing GET and HEAD',
      method: 'POST',
      path: '/AccountService/Accounts/x',
      expected: { kind: 'method-not-allowed', allowed: ['GET', 'HEAD'] },
    },
    { name: 'another case -> not found', method: 'GET', path: '/accountservice', expected: { kind: 'not-found' } },
    { name: 'a trailing slash -> not found', method: 'GET', path: '/AccountService/', expected: { kind: 'not-found' } },
    {
      name: 'an empty id -> not found',
      method: 'GET',
      path: '/RealEstateService/RealEstateObjects/',
      expected: { kind: 'not-found' },
    },
    {
      name: 'an extra segment -> not found',
      method: 'GET',
      path: '/AccountService/Accounts/a/b',
      expected: { kind: 'not-found' },
    },
    { name: 'the root itself -> not found', method: 'GET', path: '', expected: { kind: 'not-found' } },
    {
      name: 'a trailing slash after a parameter -> not found',
      method: 'GET',
      path: '/RealEstateService/RealEstateObjects/re-0001/',
      expected: { kind: 'not-found' },
    },
    {
      name: 'a segment that only starts like the documented one -> not found',
      method: 'GET',
      path: '/RealEstateServices/RealEstateObjects/re-0001',
      expected: { kind: 'not-found' },
    },
    {
      name: 'a segment the documented one starts with -> not found',
      method: 'GET',
      path: '/RealEstate/RealEstateObjects/re-0001',
      expected: { kind: 'not-found' },
    },
    {
      name: 'a doubled slash -> not found',
      method: 'GET',
      path: '/RealEstateService//RealEstateObjects/re-0001',
      expected: { kind: 'not-found' },
    },
    {
      name: 'a path without its leading slash -> not found',
      method: 'GET',
      path: 'x/AccountService',
      expected: { kind: 'not-found' },
    },
    {
      name: 'an id spelled like the parameter -> that id',
      method: 'GET',
      path: '/RealEstateService/RealEstateObjects/:id',
      expected: { kind: 'operation', operation: 'getRealEstateObject', params: { id: ':id' } },
    },
    {
      name: 'a percent-encoded username -> decoded',
      method: 'GET',
      path: '/AccountService/Accounts/%C3%A9milie',
      expected: { kind: 'operation', operation: 'getAccount', params: { username: 'émilie' } },
    },
    {
      name: 'bad percent-encoding in a parameter -> bad encoding',
      method: 'GET',
      path: '/AccountService/Accounts/%E0%A4%A',
      expected: { kind: 'bad-encoding' },
    },
  ] as const

  test.each(cases)('$name', ({ method, path, expected }) => {
    expect(routeServicePath(method, path)).toEqual(expected)
  })
})

describe('allowedMethods', () => {
  test.each([
    ['GET -> GET and HEAD', ['GET'], ['GET', 'HEAD']],
    ['GET and PATCH -> HEAD after GET', ['GET', 'PATCH'], ['GET', 'HEAD', 'PATCH']],
    ['GET and HEAD already -> HEAD once', ['GET', 'HEAD'], ['GET', 'HEAD']],
    ['PATCH alone -> no HEAD', ['PATCH'], ['PATCH']],
  ])('%s', (_, methods, expected) => {
    expect(allowedMethods(methods)).toEqual(expected)
  })
})
