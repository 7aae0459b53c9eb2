import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type { Mock } from '../create-mock.ts'

let mockLoader: typeof import('./mock-loader.ts').mockLoader

// msw's worker and Storybook's channel are the browser's: stand-ins here, so the loader's own choices are what is tested.
beforeEach(async () => {
  vi.resetModules()
  vi.doMock('msw-storybook-addon/csf3', () => ({ mswLoader: () => async () => ({}) }))
  vi.doMock('storybook/preview-api', () => ({ addons: { hasChannel: () => false } }))
  ;({ mockLoader } = await import('./mock-loader.ts'))
})
afterEach(() => {
  vi.doUnmock('msw-storybook-addon/csf3')
  vi.doUnmock('storybook/preview-api')
  vi.resetModules()
})

/** What Storybook gives a loader, as far as it reads it. */
function storyContext(parameters: object = {}, globals: object = {}) {
  return { id: 'list--default', viewMode: 'story', parameters, globals } as unknown as Parameters<
    ReturnType<typeof mockLoader>
  >[0]
}

describe('mockLoader', () => {
  test("the last one made serves every story: the project's own takes over from the addon's", async () => {
    const addons = mockLoader()
    const projects = mockLoader({ seed: 7 })
    expect(await addons(storyContext())).toEqual({})
    const { mock } = (await projects(storyContext())) as { mock: Mock }
    expect(mock.seed).toBe(7)
  })

  test("the toolbar's globals go over the story's parameters", async () => {
    const loader = mockLoader()
    const { mock } = (await loader(
      storyContext({ mock: { scenario: 'empty', latency: 5 } }, { mockScenario: 'maintenance', mockLatency: 'none' }),
    )) as { mock: Mock }
    expect(mock.settings.scenario().name).toBe('maintenance')
    expect(mock.settings.latency().value).toBe(0)
  })
})
