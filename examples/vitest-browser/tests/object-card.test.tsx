/**
 * Fifty tests in one file, each with its mock of its own, and a `vi.mock` of
 * one of the app's modules in the same file: both broke msw's service worker
 * recipe in Browser Mode.
 */
import { expect, vi } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { test } from 'real-estate-service-mock/vitest-browser'
import { ObjectCard } from '../src/object-card.tsx'

vi.mock('../src/describe-object.ts', () => ({ describeObject: () => 'described by vi.mock' }))

/** re-0001 … re-0025 (the default count), twice over. */
const ids = Array.from({ length: 50 }, (_, index) => `re-${String((index % 25) + 1).padStart(4, '0')}`)

test.for(ids.map((id, index) => [index + 1, id] as const))(
  'run %i reads %s through XMLHttpRequest',
  async ([, id], { mock }) => {
    const database = await mock.database()
    await render(<ObjectCard id={id} />)
    await expect.element(page.getByRole('heading')).toHaveTextContent(database.findRealEstateObject(id)!.name)
    await expect.element(page.getByText('described by vi.mock')).toBeVisible()
    // This test's request only: nothing from the tests before it or from the other file.
    expect(mock.requests.all().map((entry) => `${entry.method} ${entry.operation}`)).toEqual([
      'GET getRealEstateObject',
    ])
  },
)

test('an object the mock does not hold is a 404, shown as such', async ({ mock }) => {
  await render(<ObjectCard id="re-9999" />)
  await expect.element(page.getByRole('alert')).toHaveTextContent('Failed to load: answered 404: Not Found')
  expect(mock.requests.count({ status: 404 })).toBe(1)
})
