import { getResponse } from 'msw'
import { afterEach, describe, expect, test, vi } from 'vitest'

const getBuiltinModule = process.getBuiltinModule
afterEach(() => {
  process.getBuiltinModule = getBuiltinModule
})

const objectUrl = 'http://localhost/svc/v1/RealEstateService/RealEstateObjects/re-0010'

describe('createMock in a browser', () => {
  test("answers another seed's data once faker has loaded, the same as in Node", async () => {
    const expected = await (await import('./create-browser-mock.ts'))
      .createMock({ seed: 7 })
      .fetch(new Request(objectUrl))
    vi.resetModules()
    // @ts-expect-error: removed to stand for a browser, which cannot require an ES module
    process.getBuiltinModule = undefined
    const { createMock } = await import('./create-browser-mock.ts')
    const mock = createMock({ seed: 7 })
    const response = await getResponse(mock.handlers, new Request(objectUrl))
    expect(response?.status).toBe(200)
    expect(await response?.json()).toEqual(await expected.json())
  })
})
