/**
 * `mock.middleware()` in an Express app as users mount it: after a body
 * parser that has read the request already, under a path of the app's own,
 * and before the app's other routes. The HTTP tables run through a bare
 * Express app too (tests/support/runners.ts).
 */
import express from 'express'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { createMock } from '../../src/node.ts'
import { listen } from '../support/runners.ts'

const mock = createMock()
let origin = ''
let close: () => Promise<void>

beforeAll(async () => {
  const app = express()
  app.use(express.json())
  app.use('/api', mock.middleware())
  app.use(mock.middleware())
  app.get('/health', (_, response) => void response.send('ok'))
  ;({ origin, close } = await listen(app))
})
beforeEach(() => mock.reset())
afterAll(() => close())

const patch = (body: string, contentType = 'application/json') =>
  fetch(`${origin}/svc/v1/AccountService`, { method: 'PATCH', body, headers: { 'Content-Type': contentType } })

describe('mock.middleware() after express.json()', () => {
  test('reads the body the parser took: a partial update merges, and a GET shows it', async () => {
    const answer = await patch('{"preferences":{"time_zone_default":"Europe/Berlin"},"activity_logs":false}')
    expect(answer.status).toBe(200)
    const settings = await (await fetch(`${origin}/svc/v1/AccountService`)).json()
    expect(settings.preferences.time_zone_default).toBe('Europe/Berlin')
    expect(settings.preferences.language_default).toBe('en-US')
    expect(settings.activity_logs).toBe(false)
  })

  test.each([
    ['a wrong type', '{"activity_logs":"yes"}', ['/activity_logs']],
    ['__proto__', '{"__proto__":{"polluted":true}}', ['/__proto__']],
    [
      'several faults at once',
      '{"activity_logs":1,"preferences":{"extra":true}}',
      ['/activity_logs', '/preferences/extra'],
    ],
  ])(
    'a parsed body with %s answers 422 listing each pointer, as through the other adapters',
    async (_, body, pointers) => {
      const answer = await patch(body)
      expect(answer.status).toBe(422)
      expect(answer.headers.get('content-type')).toBe('application/problem+json')
      expect((await answer.json()).errors.map((error: { pointer: string }) => error.pointer).sort()).toEqual(
        [...pointers].sort(),
      )
    },
  )

  test('a parsed array answers 400 problem+json, as through the other adapters', async () => {
    const answer = await patch('[]')
    expect(answer.status).toBe(400)
    expect(answer.headers.get('content-type')).toBe('application/problem+json')
  })

  test('an empty JSON body answers 400, as through the other adapters', async () => {
    // express.json() makes `{}` of an empty body; the mock must still see that nothing was sent.
    const answer = await patch('')
    expect(answer.status).toBe(400)
    expect(answer.headers.get('content-type')).toBe('application/problem+json')
  })

  test("a body the parser refuses never reaches the mock: Express answers the parser's 400", async () => {
    mock.requests.clear()
    expect((await patch('{"activity_logs": fals')).status).toBe(400)
    expect(mock.requests.size).toBe(0)
  })

  test('bodies the parser leaves alone are read from the stream: merge-patch JSON, and text/plain (415)', async () => {
    const merged = await patch('{"activity_logs":false}', 'application/merge-patch+json')
    expect(merged.status).toBe(200)
    expect((await merged.json()).activity_logs).toBe(false)
    expect((await patch('{"activity_logs":false}', 'text/plain')).status).toBe(415)
  })
})

describe('mock.middleware() among the routes of an Express app', () => {
  test("requests that are none of the mock's go on to the app's routes", async () => {
    const answer = await fetch(`${origin}/health`)
    expect(answer.status).toBe(200)
    expect(await answer.text()).toBe('ok')
  })

  test('mounted under a path of the app, it answers below it', async () => {
    const answer = await fetch(`${origin}/api/svc/v1/RealEstateService/RealEstateObjects/re-0001`)
    expect(answer.status).toBe(200)
    expect((await answer.json()).name).toBe('Harbor View Loft')
    expect((await fetch(`${origin}/api/__mock/scenario`)).status).toBe(200)
  })
})
