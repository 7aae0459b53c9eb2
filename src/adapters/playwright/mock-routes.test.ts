import { describe, expect, test } from 'vitest'
import { isSimulatorPageRequest, mockPathOf } from './mock-routes.ts'

const paths = { servicePath: '/svc/v1', controlPrefix: '/__mock' }

describe('mockPathOf', () => {
  test.each([
    {
      name: 'an operation at any origin -> its path and query',
      routes: paths,
      url: 'http://app.test/svc/v1/AccountService?x=1',
      expected: '/svc/v1/AccountService?x=1',
    },
    {
      name: 'the service path itself -> the mock (which answers 404)',
      routes: paths,
      url: 'https://other.example/svc/v1',
      expected: '/svc/v1',
    },
    {
      name: 'a control path -> the mock',
      routes: paths,
      url: 'http://localhost:5173/__mock/scenario',
      expected: '/__mock/scenario',
    },
    { name: 'the page itself -> not the mock', routes: paths, url: 'http://app.test/', expected: undefined },
    {
      name: 'a look-alike of the service path -> not the mock',
      routes: paths,
      url: 'http://app.test/svc/v1x/AccountService',
      expected: undefined,
    },
    {
      name: 'another version -> not the mock',
      routes: paths,
      url: 'http://app.test/svc/v2/AccountService',
      expected: undefined,
    },
    {
      name: 'the control prefix without a slash -> not the mock',
      routes: paths,
      url: 'http://app.test/__mock',
      expected: undefined,
    },
    {
      name: 'a look-alike of the control prefix -> not the mock',
      routes: paths,
      url: 'http://app.test/__mockery/x',
      expected: undefined,
    },
    {
      name: 'the service below a path the mock was not told of -> not the mock',
      routes: paths,
      url: 'http://app.test/api/svc/v1/AccountService',
      expected: undefined,
    },
    {
      name: 'baseUrl origin, same origin -> the mock',
      routes: { ...paths, baseUrl: 'https://api.example.com' },
      url: 'https://api.example.com/svc/v1/AccountService',
      expected: '/svc/v1/AccountService',
    },
    {
      name: 'baseUrl origin, other origin -> not the mock',
      routes: { ...paths, baseUrl: 'https://api.example.com' },
      url: 'http://app.test/svc/v1/AccountService',
      expected: undefined,
    },
    {
      name: 'baseUrl with a path -> the path cut off',
      routes: { ...paths, baseUrl: 'https://api.example.com/api/' },
      url: 'https://api.example.com/api/svc/v1/AccountService?a=b',
      expected: '/svc/v1/AccountService?a=b',
    },
    {
      name: 'baseUrl with a path, control API under it -> the mock',
      routes: { ...paths, baseUrl: 'https://api.example.com/api' },
      url: 'https://api.example.com/api/__mock/reset',
      expected: '/__mock/reset',
    },
    {
      name: 'baseUrl with a path, service outside it -> not the mock',
      routes: { ...paths, baseUrl: 'https://api.example.com/api' },
      url: 'https://api.example.com/svc/v1/AccountService',
      expected: undefined,
    },
    {
      name: 'another svc -> its path',
      routes: { servicePath: '/estates/v1', controlPrefix: '/__mock' },
      url: 'http://app.test/estates/v1/AccountService',
      expected: '/estates/v1/AccountService',
    },
  ])('$name', ({ routes, url, expected }) => {
    expect(mockPathOf(routes)(new URL(url))).toBe(expected)
  })
})

describe('isSimulatorPageRequest', () => {
  test.each([
    { name: 'GET of the page -> the page', method: 'GET', path: '/__mock/', expected: true },
    { name: 'GET of its HTML -> the page', method: 'GET', path: '/__mock/index.html', expected: true },
    { name: 'GET of a script -> the page', method: 'GET', path: '/__mock/assets/index-a1b2.js', expected: true },
    { name: 'HEAD of a style -> the page', method: 'HEAD', path: '/__mock/assets/index.CSS', expected: true },
    { name: 'GET of a folder below -> the page', method: 'GET', path: '/__mock/assets/', expected: true },
    { name: 'GET of the journal -> control', method: 'GET', path: '/__mock/requests', expected: false },
    { name: 'GET of the OpenAPI document -> control', method: 'GET', path: '/__mock/openapi.json', expected: false },
    { name: 'GET of the journal as HAR -> control', method: 'GET', path: '/__mock/requests.har', expected: false },
    { name: 'GET of the journal as a Pact -> control', method: 'GET', path: '/__mock/requests.pact', expected: false },
    { name: 'PUT of the scenario -> control', method: 'PUT', path: '/__mock/scenario', expected: false },
    {
      name: 'DELETE of a session whose id has a dot -> control',
      method: 'DELETE',
      path: '/__mock/sessions/w.js',
      expected: false,
    },
    { name: 'a service path -> not the page', method: 'GET', path: '/svc/v1/x.js', expected: false },
  ])('$name', ({ method, path, expected }) => {
    expect(isSimulatorPageRequest(method, path, '/__mock')).toBe(expected)
  })
})
