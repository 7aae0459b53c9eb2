/**
 * `mock.fetch` in a Fetch server: mounted in a Hono app with
 * `app.all('*', (c) => mock.fetch(c.req.raw))` and called through
 * `app.request()`, with no socket.
 */
import { Hono } from 'hono'
import { beforeEach, describe, expect, test } from 'vitest'
import { createMock } from '../../src/node.ts'

const mock = createMock()
const app = new Hono()
app.get('/health', (c) => c.text('ok'))
app.all('*', (c) => mock.fetch(c.req.raw))
const errors: unknown[] = []
app.onError((error, c) => (errors.push(error), c.text('', 500)))

beforeEach(async () => {
  errors.length = 0
  await mock.reset()
})

describe('mock.fetch in a Hono app', () => {
  test.each([
    ['/svc/v1/RealEstateService/RealEstateObjects/re-0001', 'name', 'Harbor View Loft'],
    ['/svc/v1/AccountService/Accounts/bob.agent', 'roles', { id: 'agent', name: 'Agent' }],
    ['/svc/v1/AccountService', 'activity_logs', true],
  ])('GET %s answers 200 JSON', async (path, key, value) => {
    const answer = await app.request(path)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/)
    expect((await answer.json())[key]).toEqual(value)
  })

  test('PATCH reads the body from the raw request, and a GET shows the change', async () => {
    const answer = await app.request('/svc/v1/AccountService', {
      method: 'PATCH',
      body: '{"activity_logs":false}',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(answer.status).toBe(200)
    expect((await (await app.request('/svc/v1/AccountService')).json()).activity_logs).toBe(false)
  })

  test('the control API answers as well', async () => {
    expect(
      await (await app.request('/__mock/scenario', { method: 'PUT', body: '{"name":"maintenance"}' })).json(),
    ).toEqual({ name: 'maintenance' })
    const answer = await app.request('/svc/v1/AccountService')
    expect(answer.status).toBe(503)
    expect(answer.headers.get('retry-after')).toBe('120')
  })

  test("the app's own routes come first; other paths get the mock's 404 problem", async () => {
    expect(await (await app.request('/health')).text()).toBe('ok')
    const answer = await app.request('/elsewhere')
    expect(answer.status).toBe(404)
    expect(answer.headers.get('content-type')).toBe('application/problem+json')
    expect((await answer.json()).detail).toContain('/svc/v1')
  })

  test('a network-error fault is Response.error(), which a Fetch server turns into a dropped connection', async () => {
    mock.setFaults({ all: 'network-error' })
    const answer = await app.request('/svc/v1/AccountService')
    expect(answer.type).toBe('error')
    expect(mock.requests.find()).toMatchObject({ fault: 'network-error', status: null })
  })

  test("a hang ends when the request is aborted: the app's error handler gets the abort reason", async () => {
    mock.setFaults({ all: 'hang' })
    const controller = new AbortController()
    const answer = app.request('/svc/v1/AccountService', { signal: controller.signal })
    // The journal holds the request once the mock has chosen to hang.
    while (mock.requests.size === 0) await new Promise((resolve) => setTimeout(resolve, 5))
    const reason = new Error('the client went away')
    controller.abort(reason)
    expect((await answer).status).toBe(500)
    expect(errors).toEqual([reason])
  })
})
