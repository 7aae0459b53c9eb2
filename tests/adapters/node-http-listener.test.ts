/**
 * `mock.middleware()` as a plain `node:http` request listener, with no
 * `next`: the mock answers its own paths, and every other path with a 404
 * problem that says where the mock is.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { createMock } from '../../src/node.ts'
import { listen } from '../support/runners.ts'

const mock = createMock()
let origin = ''
let close: () => Promise<void>

beforeAll(async () => {
  ;({ origin, close } = await listen(mock.middleware()))
})
beforeEach(() => mock.reset())
afterAll(() => close())

describe('mock.middleware() as a node:http request listener', () => {
  test('answers the service and the control API', async () => {
    const object = await fetch(`${origin}/svc/v1/RealEstateService/RealEstateObjects/re-0001`)
    expect(object.status).toBe(200)
    expect((await object.json()).name).toBe('Harbor View Loft')
    const patched = await fetch(`${origin}/svc/v1/AccountService`, {
      method: 'PATCH',
      body: '{"activity_logs":false}',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(patched.status).toBe(200)
    expect(await (await fetch(`${origin}/__mock/scenario`)).json()).toEqual({ name: 'default' })
  })

  test.each(['/', '/elsewhere', '/__mock/', '/__mock/no-such-page', '/svc/v2/AccountService'])(
    "%s, none of the mock's paths, answers a 404 problem",
    async (path) => {
      const answer = await fetch(`${origin}${path}`)
      expect(answer.status).toBe(404)
      expect(answer.headers.get('content-type')).toBe('application/problem+json')
      expect(await answer.json()).toMatchObject({
        status: 404,
        title: 'Not Found',
        detail: expect.stringContaining('/svc/v1'),
      })
    },
  )

  test('a network-error fault drops the connection', async () => {
    mock.setFaults({ all: 'network-error' })
    await expect(fetch(`${origin}/svc/v1/AccountService`)).rejects.toThrow(TypeError)
  })
})
