import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'

/** The options `worker.start` was given, by a stand-in for msw's browser worker (Node has no service worker). */
const start = vi.fn()
let createMockWorker: typeof import('./create-mock-worker.ts').createMockWorker
let StoryMocks: typeof import('./story-mocks.ts').StoryMocks

// A fresh module graph per test: the deprecation warning is said once per process.
beforeEach(async () => {
  vi.resetModules()
  vi.doMock('msw/browser', () => ({ setupWorker: () => ({ start }) }))
  vi.doMock('../browser/reload-if-uncontrolled.ts', () => ({ reloadIfUncontrolled: async () => 'controlled' }))
  ;({ createMockWorker } = await import('./create-mock-worker.ts'))
  ;({ StoryMocks } = await import('./story-mocks.ts'))
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  vi.doUnmock('msw/browser')
  vi.doUnmock('../browser/reload-if-uncontrolled.ts')
  vi.resetModules()
  vi.restoreAllMocks()
  start.mockReset()
})

/** The worker script's URL a worker made with `options` registers. */
async function workerUrlOf(options: Parameters<typeof createMockWorker>[1]): Promise<unknown> {
  await createMockWorker(new StoryMocks(), options)()
  return start.mock.lastCall?.[0]?.serviceWorker?.url
}

describe("createMockWorker's worker script address", () => {
  test('by default, next to iframe.html', async () => {
    expect(await workerUrlOf({})).toBe('./mockServiceWorker.js')
  })

  test('workerUrl names it, without a warning', async () => {
    expect(await workerUrlOf({ workerUrl: '/sb/mockServiceWorker.js' })).toBe('/sb/mockServiceWorker.js')
    expect(console.warn).not.toHaveBeenCalled()
  })

  test('the deprecated serviceWorkerUrl still names it, and warns once', async () => {
    expect(await workerUrlOf({ serviceWorkerUrl: '/old/mockServiceWorker.js' })).toBe('/old/mockServiceWorker.js')
    expect(await workerUrlOf({ serviceWorkerUrl: '/old/mockServiceWorker.js' })).toBe('/old/mockServiceWorker.js')
    expect(console.warn).toHaveBeenCalledTimes(1)
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringMatching(
        /^\[real-estate-service-mock\] The serviceWorkerUrl option .* is deprecated: .*\. Please use workerUrl instead\.$/,
      ),
    )
  })

  test('workerUrl wins when both are given', async () => {
    expect(await workerUrlOf({ workerUrl: '/new.js', serviceWorkerUrl: '/old.js' })).toBe('/new.js')
  })
})
