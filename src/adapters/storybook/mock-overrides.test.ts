import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { wellKnownRealEstateObjects } from '../../../fixtures/index.ts'

const objectUrl = (id: string) => `http://localhost/svc/v1/RealEstateService/RealEstateObjects/${id}`

// A fresh module graph per test: each deprecation is warned of once per process.
let modules: {
  overrides: typeof import('./mock-overrides.ts')
  storyMocks: typeof import('./story-mocks.ts')
  mock: typeof import('../browser/create-browser-mock.ts')
}
beforeEach(async () => {
  vi.resetModules()
  modules = {
    overrides: await import('./mock-overrides.ts'),
    storyMocks: await import('./story-mocks.ts'),
    mock: await import('../browser/create-browser-mock.ts'),
  }
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => vi.restoreAllMocks())

async function nameOf(mocks: InstanceType<typeof modules.storyMocks.StoryMocks>, id: string): Promise<unknown> {
  const response = await mocks.respond(new Request(objectUrl(id)))
  return response?.ok ? (await response.json()).name : response?.status
}

const deprecation = (old: string) =>
  expect.stringMatching(
    new RegExp(`^\\[real-estate-service-mock\\] ${old} is deprecated: .*\\. Please use .* instead\\.$`),
  )

describe('storyDataOf', () => {
  test.each<[string, Parameters<typeof import('./mock-overrides.ts').storyDataOf>[0], object]>([
    ['nothing -> nothing', {}, {}],
    [
      'settings and accounts -> as they were',
      { settings: { activity_logs: false } },
      { settings: { activity_logs: false } },
    ],
    [
      'a list of objects -> keyed by id',
      {
        realEstateObjects: [
          { id: 're-0001', name: 'A' },
          { id: 're-0002', tags: [] },
        ],
      },
      { realEstateObjects: { 're-0001': { id: 're-0001', name: 'A' }, 're-0002': { id: 're-0002', tags: [] } } },
    ],
    [
      'two entries with one id -> merged, the later winning',
      {
        realEstateObjects: [
          { id: 're-0001', name: 'A', tags: ['x'] },
          { id: 're-0001', name: 'B' },
        ],
      },
      { realEstateObjects: { 're-0001': { id: 're-0001', name: 'B', tags: ['x'] } } },
    ],
  ])('%s', (_, overrides, expected) => {
    expect(modules.overrides.storyDataOf(overrides)).toEqual(expected)
  })
})

describe('parameters.mock.overrides, deprecated for parameters.mock.data', () => {
  test('overrides still change the story’s data, and warn once', async () => {
    const mocks = new modules.storyMocks.StoryMocks()
    await mocks.activate({ overrides: { realEstateObjects: [{ id: 're-0001', name: 'Renamed' }] } })
    expect(await nameOf(mocks, 're-0001')).toBe('Renamed')
    await mocks.activate({ overrides: { accounts: { 'bob.agent': { first_name: 'Robert' } } } })
    expect(await nameOf(mocks, 're-0001')).toBe(wellKnownRealEstateObjects[0]?.name)
    expect(console.warn).toHaveBeenCalledTimes(1)
    expect(console.warn).toHaveBeenCalledWith(deprecation('parameters.mock.overrides'))
  })

  test('data changes it without a warning', async () => {
    const mocks = new modules.storyMocks.StoryMocks()
    await mocks.activate({ data: { realEstateObjects: { 're-0001': { name: 'Renamed' } } } })
    expect(await nameOf(mocks, 're-0001')).toBe('Renamed')
    expect(console.warn).not.toHaveBeenCalled()
  })
})

describe('applyOverrides, deprecated for applyStoryData', () => {
  test('still applies the old shape, and warns once', async () => {
    const db = await modules.mock.createMock({ seed: 42 }).database()
    await modules.overrides.applyOverrides(db, { realEstateObjects: [{ id: 're-0001', name: 'Renamed' }] })
    await modules.overrides.applyOverrides(db, { settings: { activity_logs: false } })
    expect(db.findRealEstateObject('re-0001')?.name).toBe('Renamed')
    expect(db.getSettings().activity_logs).toBe(false)
    expect(console.warn).toHaveBeenCalledTimes(1)
    expect(console.warn).toHaveBeenCalledWith(deprecation('applyOverrides'))
  })

  test('applyStoryData applies the new shape without a warning', async () => {
    const { applyStoryData } = await import('./apply-story-data.ts')
    const db = await modules.mock.createMock({ seed: 42 }).database()
    await applyStoryData(db, { realEstateObjects: { 're-0001': { name: 'Renamed' } } })
    expect(db.findRealEstateObject('re-0001')?.name).toBe('Renamed')
    expect(console.warn).not.toHaveBeenCalled()
  })
})
