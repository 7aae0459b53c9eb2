/**
 * @module A browser app's files, one per entry made for the browser and its test runners, each
 * type-checked alone in a project without Node's types (`types: []`): checked together, one entry's
 * library (Storybook's types reference Node's) would bring Node's types in for all. As in
 * every-entry.ts, each has a `@ts-expect-error` probe, so that types lost to `any` fail the check.
 */

export const browserEntrySources: Readonly<Record<string, string>> = {
  browser: `
import { createMock, startMock } from 'real-estate-service-mock/browser'

const started: Promise<{ stop(): void }> = startMock({ seed: 7, panel: true, scenario: 'slow' })
const reset: Promise<void> = createMock({ seed: 7 }).reset()
// @ts-expect-error panel is a boolean
startMock({ panel: 'yes' })

export { started, reset }
`,
  storybook: `
import { mockLoader } from 'real-estate-service-mock/storybook'

const loaders = [mockLoader({ seed: 42 })]
// @ts-expect-error the seed is a number
mockLoader({ seed: 'seven' })

export { loaders }
`,
  'vitest-browser': `
import { test } from 'real-estate-service-mock/vitest-browser'

test('meets maintenance', ({ mock }) => void mock.useScenario('maintenance'))
// @ts-expect-error the seed is a number
test.override({ mockOptions: { seed: 'seven' } })
`,
  playwright: `
import { expect, test, type MockFixtures } from 'real-estate-service-mock/playwright'

test('meets maintenance', async ({ page, mock }) => {
  await mock.useScenario('maintenance')
  await expect(page.getByRole('alert')).toHaveText('Failed to load: 503')
})
const options: MockFixtures['mockOptions'] = { seed: 7 }
// @ts-expect-error the seed is a number
test.use({ mockOptions: { seed: 'seven' } })

export { options }
`,
}
