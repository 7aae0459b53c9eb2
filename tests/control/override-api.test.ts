/**
 * `POST /__mock/overrides` and `DELETE /__mock/overrides/<id>` against a standalone server: an operation answered
 * as the body says, once or until removed, in the session the request names; bad bodies refused with a problem.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createMock } from '../../src/adapters/middleware/create-node-mock.ts'
import { createServer } from '../../src/server.ts'

const { listen, close } = createServer({ site: false })
let server: string

beforeAll(async () => {
  server = await listen(0)
})
afterAll(() => close())

const inSession = (session: string) => ({ 'X-Mock-Session': session })

function addOverride(session: string, body: unknown) {
  return fetch(`${server}/__mock/overrides`, {
    method: 'POST',
    headers: { ...inSession(session), 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

const getAccount = (session?: string) =>
  fetch(`${server}/svc/v1/AccountService/Accounts/alice.admin`, { headers: session ? inSession(session) : {} })

describe('POST /__mock/overrides', () => {
  test('with once: the next request gets the answer given, the one after it the service’s', async () => {
    const added = await addOverride('once', {
      operation: 'getAccount',
      status: 503,
      headers: { 'Retry-After': '7' },
      body: { title: 'Down for lunch' },
      once: true,
    })
    expect(added.status).toBe(201)
    expect(await added.json()).toEqual({
      id: 'override-1',
      operation: 'getAccount',
      status: 503,
      headers: { 'Retry-After': '7' },
      body: { title: 'Down for lunch' },
      once: true,
    })

    const first = await getAccount('once')
    expect([first.status, first.headers.get('retry-after'), first.headers.get('content-type')]).toEqual([
      503,
      '7',
      'application/json',
    ])
    expect(await first.json()).toEqual({ title: 'Down for lunch' })
    const second = await getAccount('once')
    expect(second.status).toBe(200)
    expect(((await second.json()) as { first_name: string }).first_name).toBeTypeOf('string')
  })

  test('acts on the session it names only; the default session answers as before', async () => {
    await addOverride('mine', { operation: 'getAccount', status: 418 })
    expect((await getAccount('mine')).status).toBe(418)
    expect((await getAccount()).status).toBe(200)
    expect((await getAccount('someone-else')).status).toBe(200)
  })

  test('an error status without a body answers the problem+json the mock answers errors with', async () => {
    await addOverride('problem', { operation: 'getAccount', status: 409, headers: { 'X-Reason': 'edited' } })
    const answer = await getAccount('problem')
    expect([answer.status, answer.headers.get('content-type'), answer.headers.get('x-reason')]).toEqual([
      409,
      'application/problem+json',
      'edited',
    ])
    expect(await answer.json()).toMatchObject({ status: 409, title: 'Conflict' })
  })

  test('delay comes on top of the latency, as the journal records it', async () => {
    await fetch(`${server}/__mock/latency`, {
      method: 'PUT',
      headers: inSession('slow'),
      body: JSON.stringify({ value: 20 }),
    })
    await addOverride('slow', { operation: 'getAccountSettings', body: {}, delay: 30 })
    await fetch(`${server}/svc/v1/AccountService`, { headers: inSession('slow') })
    const [entry] = (await (await fetch(`${server}/__mock/requests`, { headers: inSession('slow') })).json()) as Array<{
      delayMs: number
    }>
    expect(entry?.delayMs).toBe(50)
  })

  test('DELETE /__mock/overrides/<id> removes it; a second DELETE is a 404 problem; reset clears the rest', async () => {
    const { id } = (await (await addOverride('removing', { operation: 'getAccount', status: 500 })).json()) as {
      id: string
    }
    await addOverride('removing', { operation: 'getAccountSettings', status: 500 })
    expect((await getAccount('removing')).status).toBe(500)
    const remove = () => fetch(`${server}/__mock/overrides/${id}`, { method: 'DELETE', headers: inSession('removing') })
    expect((await remove()).status).toBe(204)
    expect((await getAccount('removing')).status).toBe(200)
    const again = await remove()
    expect([again.status, again.headers.get('content-type')]).toEqual([404, 'application/problem+json'])

    const settings = () => fetch(`${server}/svc/v1/AccountService`, { headers: inSession('removing') })
    expect((await settings()).status).toBe(500)
    await fetch(`${server}/__mock/reset`, { method: 'POST', headers: inSession('removing') })
    expect((await settings()).status).toBe(200)
  })

  test.each([
    ['an unknown operation', 422, { operation: 'deleteAccount' }, '/operation'],
    ['no operation', 422, { status: 503 }, '/operation'],
    ['a status below 200', 422, { operation: 'getAccount', status: 99 }, '/status'],
    ['a status as text', 422, { operation: 'getAccount', status: '503' }, '/status'],
    ['a body where the status has none', 422, { operation: 'getAccount', status: 204, body: {} }, '/body'],
    ['a header name with a space', 422, { operation: 'getAccount', headers: { 'Bad Name': 'x' } }, '/headers/Bad Name'],
    ['a header value over two lines', 422, { operation: 'getAccount', headers: { 'X-A': 'a\r\nb' } }, '/headers/X-A'],
    ['a header value beyond Latin-1', 422, { operation: 'getAccount', headers: { 'X-A': '→' } }, '/headers/X-A'],
    [
      'a Content-Length',
      422,
      { operation: 'getAccount', headers: { 'content-length': '3' } },
      '/headers/content-length',
    ],
    ['a header value that is no string', 422, { operation: 'getAccount', headers: { 'X-A': 1 } }, '/headers/X-A'],
    ['a negative delay', 422, { operation: 'getAccount', delay: -1 }, '/delay'],
    ['a field it does not know', 422, { operation: 'getAccount', code: 503 }, '/code'],
    ['once as text', 422, { operation: 'getAccount', once: 'yes' }, '/once'],
    ['a body that is not JSON', 400, 'status=503', undefined],
    ['an array', 400, '[]', undefined],
  ])('%s -> %i problem+json, and nothing is overridden', async (_, status, body, pointer) => {
    const answer = await addOverride('refused', body)
    expect([answer.status, answer.headers.get('content-type')]).toEqual([status, 'application/problem+json'])
    const problem = (await answer.json()) as { errors?: Array<{ pointer: string }> }
    if (pointer !== undefined) expect(problem.errors?.map((error) => error.pointer)).toContain(pointer)
    expect((await getAccount('refused')).status).toBe(200)
  })

  test('the OpenAPI document describes the body: the operations by name, the answer’s fields', async () => {
    const document = (await (await fetch(`${server}/__mock/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: any }> } }>>
    }
    const schema = document.paths['/__mock/overrides']?.post?.requestBody?.content['application/json']?.schema
    expect(schema.properties.operation.enum).toEqual([
      'getRealEstateObject',
      'getAccountSettings',
      'updateAccountSettings',
      'getAccount',
    ])
    expect(Object.keys(schema.properties)).toEqual(['operation', 'status', 'headers', 'body', 'delay', 'once'])
    expect(schema.required).toEqual(['operation'])
    expect(document.paths['/__mock/overrides/{id}']?.delete).toBeDefined()
  })
})

describe('in-process, the same answer given as data', () => {
  test('mock.override(operation, answer) answers once, then the service; an invalid answer throws the problem', async () => {
    const mock = createMock()
    mock.override('getAccount', { status: 503, body: { title: 'Down' }, once: true })
    const get = () => mock.fetch(new Request('http://localhost/svc/v1/AccountService/Accounts/alice.admin'))
    const first = await get()
    expect([first.status, await first.json()]).toEqual([503, { title: 'Down' }])
    expect((await get()).status).toBe(200)
    mock.override('getAccount', { body: { first_name: 'Bea', last_name: undefined }, once: true })
    expect(await (await get()).json()).toEqual({ first_name: 'Bea' })
    expect(() => mock.override('getAccount', { body: { at: 1n } })).toThrow('/body: must be a value JSON can hold')
    expect(() => mock.override('getAccount', { status: 99 })).toThrow(
      'The override is not valid (/status: Too small: expected number to be >=200).',
    )
  })
})
