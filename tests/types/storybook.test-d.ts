/** Type-level tests of what a story sets under `parameters.mock`. */
import type { Meta, StoryObj } from '@storybook/html-vite'
import { describe, expectTypeOf, test } from 'vitest'
import type { Parameters as StorybookParameters } from 'storybook/internal/csf'
import { type applyOverrides, type applyStoryData, mockLoader, useStoryMock } from '../../src/storybook.ts'
import type { Mock, MockOptions, RealEstateObject } from '../../src/index.ts'
import type { DeepPartial } from '../../src/adapters/storybook/merge-override.ts'

// Not named by the entry: a story's `parameters.mock` is typed in Storybook's own Parameters, its
// data is what applyStoryData takes, and the deprecated overrides what applyOverrides takes.
type StoryMockParameters = NonNullable<StorybookParameters['mock']>
type StoryData = NonNullable<Parameters<typeof applyStoryData>[1]>
type MockOverrides = NonNullable<Parameters<typeof applyOverrides>[1]>

describe('StoryMockParameters', () => {
  test('holds the per-story mock options and data (overrides, deprecated, too), all optional', () => {
    expectTypeOf<StoryMockParameters>().toEqualTypeOf<
      Pick<MockOptions, 'scenario' | 'seed' | 'latency' | 'faults' | 'auth'> & {
        data?: StoryData
        overrides?: MockOverrides
      }
    >()
    expectTypeOf({}).toExtend<StoryMockParameters>()
    expectTypeOf({
      scenario: 'maintenance',
      seed: 7,
      latency: 300,
      faults: { getAccount: 'hang' as const },
      auth: true,
    }).toExtend<StoryMockParameters>()
  })

  test('data is deep partial records, each collection keyed by the id or username that names a record', () => {
    expectTypeOf({
      settings: { security_settings: { min_password_length: 16 } },
      realEstateObjects: { 're-0001': { name: 'Long name' } },
      accounts: { 'bob.agent': { enabled: false } },
    }).toExtend<StoryData>()
    // @ts-expect-error objects are keyed by id, not listed
    const listed: StoryData = { realEstateObjects: [{ id: 're-0001', name: 'Long name' }] }
    // @ts-expect-error fields keep their types
    const wrongType: StoryData = { realEstateObjects: { 're-0001': { name: 42 } } }
    void [listed, wrongType]
    expectTypeOf<NonNullable<StoryData['realEstateObjects']>[string]>().toEqualTypeOf<DeepPartial<RealEstateObject>>()
  })

  test('the deprecated overrides list objects with the id that names them', () => {
    expectTypeOf({
      realEstateObjects: [{ id: 're-0001', name: 'Long name' }],
      accounts: { 'bob.agent': { enabled: false } },
    }).toExtend<MockOverrides>()
    expectTypeOf<DeepPartial<{ a: { b: number }; list: string[] }>>().toEqualTypeOf<{
      a?: { b?: number }
      list?: string[]
    }>()
    // @ts-expect-error an object override names its id
    const noId: MockOverrides = { realEstateObjects: [{ name: 'Long name' }] }
    // @ts-expect-error fields keep their types
    const wrongType: MockOverrides = { realEstateObjects: [{ id: 're-0001', name: 42 }] }
    void [noId, wrongType]
    expectTypeOf<NonNullable<MockOverrides['realEstateObjects']>[number]>().toExtend<DeepPartial<RealEstateObject>>()
  })

  test("Storybook checks parameters.mock in a story's own type", () => {
    const meta = { loaders: [mockLoader()], parameters: { mock: { scenario: 'empty' } } } satisfies Meta
    const story: StoryObj = { parameters: { mock: { seed: 3, data: { settings: { activity_logs: false } } } } }
    // @ts-expect-error the seed is a number
    const badSeed: StoryObj = { parameters: { mock: { seed: 'three' } } }
    // @ts-expect-error no such option per story
    const badKey: StoryObj = { parameters: { mock: { svc: 'other' } } }
    void [meta, story, badSeed, badKey]
  })
})

describe('useStoryMock', () => {
  test("gives a play function the story's mock, typed, from Storybook's own context", () => {
    const story: StoryObj = {
      play: async (context) => {
        const mock = useStoryMock(context)
        expectTypeOf(mock).toEqualTypeOf<Mock>()
        expectTypeOf(mock.requests.find({ operation: 'updateAccountSettings' })?.requestBody).toEqualTypeOf<unknown>()
      },
    }
    void story
  })
})
