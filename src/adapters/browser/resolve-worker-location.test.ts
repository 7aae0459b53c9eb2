import { describe, expect, test } from 'vitest'
import { resolveWorkerLocation } from './resolve-worker-location.ts'

describe('resolveWorkerLocation', () => {
  test.each([
    {
      name: 'root base -> root worker and scope',
      base: '/',
      page: 'http://h.test/',
      worker: undefined,
      expected: { url: '/mockServiceWorker.js', scope: '/' },
    },
    {
      name: 'sub-path base -> worker and scope under it',
      base: '/demo/',
      page: 'http://h.test/demo/',
      worker: undefined,
      expected: { url: '/demo/mockServiceWorker.js', scope: '/demo/' },
    },
    {
      name: 'base without trailing slash -> same as with',
      base: '/demo',
      page: 'http://h.test/demo/',
      worker: undefined,
      expected: { url: '/demo/mockServiceWorker.js', scope: '/demo/' },
    },
    {
      name: 'relative base -> resolved against the page',
      base: './',
      page: 'http://h.test/a/b/index.html',
      worker: undefined,
      expected: { url: '/a/b/mockServiceWorker.js', scope: '/a/b/' },
    },
    {
      name: 'explicit worker url in a sub-folder -> scope narrowed to its folder',
      base: '/',
      page: 'http://h.test/',
      worker: '/mocks/mockServiceWorker.js',
      expected: { url: '/mocks/mockServiceWorker.js', scope: '/mocks/' },
    },
    {
      name: 'explicit worker url at the base -> base scope',
      base: '/app/',
      page: 'http://h.test/app/x',
      worker: '/app/sw/../mockServiceWorker.js',
      expected: { url: '/app/mockServiceWorker.js', scope: '/app/' },
    },
  ])('$name', ({ base, page, worker, expected }) => {
    expect(resolveWorkerLocation(base, page, worker)).toEqual(expected)
  })
})
