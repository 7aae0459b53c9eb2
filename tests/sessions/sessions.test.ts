/**
 * Sessions: a request naming a session (header, cookie,
 * or `?session=` on the control API) meets that session's data, scenario,
 * settings and journal, and nothing of any other.
 */
import { describe, expect, test } from 'vitest'
import { fetchHandler, useClient } from '../support/mock-fetch.ts'

const session = (id: string) => ({ 'X-Mock-Session': id })
const repeatAfter = (days: number) => ({ subscription_management: { show_plans_modal_window_repeat_after: days } })
let unique = 0
/** A session id no other test of the file uses. */
const freshId = (label: string) => `${label}-${++unique}`

describe('sessions', () => {
  const client = useClient(fetchHandler)
  const repeatAfterIn = async (headers: Record<string, string> = {}) =>
    (await client.call('/AccountService', { headers })).body.subscription_management
      .show_plans_modal_window_repeat_after

  test('a PATCH in one session is seen there only: not in the default session, not in another', async () => {
    const [alpha, beta] = [freshId('alpha'), freshId('beta')]
    const before = await repeatAfterIn()
    const patched = await client.call('/AccountService', {
      method: 'PATCH',
      headers: session(alpha),
      json: repeatAfter(before + 11),
    })
    expect(patched.status).toBe(200)
    expect(await repeatAfterIn(session(alpha))).toBe(before + 11)
    expect(await repeatAfterIn()).toBe(before)
    expect(await repeatAfterIn(session(beta))).toBe(before)
  })

  test('the cookie mock-session names the session when no header does; the header wins over it', async () => {
    const [byCookie, byHeader] = [freshId('cookie'), freshId('header')]
    const before = await repeatAfterIn()
    await client.call('/AccountService', {
      method: 'PATCH',
      headers: { Cookie: `theme=dark; mock-session=${byCookie}` },
      json: repeatAfter(before + 3),
    })
    expect(await repeatAfterIn(session(byCookie))).toBe(before + 3)
    expect(await repeatAfterIn({ Cookie: `mock-session=${byCookie}`, ...session(byHeader) })).toBe(before)
    expect(await repeatAfterIn()).toBe(before)
  })

  test('the control API acts on the session the header or ?session= names: scenario, reset, journal', async () => {
    const id = freshId('control')
    expect(
      (await client.control('/scenario', { method: 'PUT', headers: session(id), json: { name: 'maintenance' } }))
        .status,
    ).toBe(200)
    expect((await client.call('/AccountService', { headers: session(id) })).status).toBe(503)
    expect((await client.call('/AccountService')).status).toBe(200)
    expect((await client.control(`/scenario?session=${id}`)).body).toEqual({ name: 'maintenance' })
    expect((await client.control('/scenario')).body).toEqual({ name: 'default' })

    const journal = (await client.control(`/requests?session=${id}`)).body as Array<{ status: number }>
    expect(journal.map((entry) => entry.status)).toEqual([503])
    expect(client.mock.session(id).requests.count()).toBe(1)

    expect((await client.control(`/reset?session=${id}`, { method: 'POST' })).status).toBe(204)
    expect((await client.call('/AccountService', { headers: session(id) })).status).toBe(200)
  })

  test('latency, faults and auth are per session', async () => {
    const id = freshId('settings')
    const faults = await client.control('/faults', {
      method: 'PUT',
      headers: session(id),
      json: { value: { getAccountSettings: { status: 500 } } },
    })
    expect(faults.status).toBe(200)
    await client.control('/auth', { method: 'PUT', headers: session(id), json: { value: true } })
    expect((await client.call('/AccountService', { headers: session(id) })).status).toBe(500)
    expect((await client.call('/AccountService')).status).toBe(200)
    expect((await client.control('/auth', { headers: session(id) })).body).toEqual({ value: true })
    expect((await client.control('/auth')).body).toEqual({ value: null })
  })

  test.each([
    ['too long', 'x'.repeat(129)],
    ['a space', 'my session'],
    ['a slash', 'a/b'],
    ['empty', ''],
  ])('a session id that is %s answers 400 problem+json and makes no session', async (_, id) => {
    const before = client.mock.sessions.list().length
    const answer = await client.call('/AccountService', { headers: session(id) })
    expect(answer.status).toBe(400)
    expect(answer.headers.get('content-type')).toBe('application/problem+json')
    expect(answer.body.detail).toMatch(/session id/)
    expect((await client.control('/scenario', { headers: session(id) })).status).toBe(400)
    expect(client.mock.sessions.list()).toHaveLength(before)
  })

  test('an id of 128 URL-safe characters is valid', async () => {
    const id = `${'a'.repeat(120)}-._~${freshId('Z9')}`.slice(-128)
    expect(id).toHaveLength(128)
    expect((await client.call('/AccountService', { headers: session(id) })).status).toBe(200)
  })

  test('GET /sessions lists them, POST makes one with its own seed and scenario, DELETE drops it', async () => {
    const id = freshId('made')
    const made = await client.control('/sessions', { method: 'POST', json: { id, seed: 7, scenario: 'empty' } })
    expect(made.status).toBe(201)
    expect(made.body).toMatchObject({ id, seed: 7, scenario: 'empty', requestCount: 0 })
    expect((await client.control('/sessions', { method: 'POST', json: { id } })).status).toBe(409)

    const listed = (await client.control('/sessions')).body as Array<{
      id: string
      requests: number
      created: string
      lastUsed: string
    }>
    expect(listed[0]!.id).toBe('default')
    expect(listed.find((entry) => entry.id === id)).toMatchObject({ seed: 7, requestCount: 0 })
    expect(Date.parse(listed[0]!.created)).not.toBeNaN()

    await client.control('/resources', { headers: session(id) })
    await client.call('/AccountService', { headers: session(id) })
    expect(client.mock.sessions.list().find((entry) => entry.id === id)?.requestCount).toBe(1)

    expect((await client.control(`/sessions/${id}`, { method: 'DELETE' })).status).toBe(204)
    expect((await client.control(`/sessions/${id}`, { method: 'DELETE' })).status).toBe(404)
    expect((await client.control('/sessions/default', { method: 'DELETE' })).status).toBe(409)
    expect(client.mock.sessions.list().some((entry) => entry.id === id)).toBe(false)
  })

  test('POST /sessions with no id makes one with a generated id; a bad body or scenario answers 4xx and makes none', async () => {
    const made = await client.control('/sessions', { method: 'POST', json: {} })
    expect(made.status).toBe(201)
    expect(made.body.id).toMatch(/^[A-Za-z0-9._~-]{1,128}$/)
    const count = client.mock.sessions.list().length
    expect((await client.control('/sessions', { method: 'POST', json: { seed: 'seven' } })).status).toBe(422)
    expect((await client.control('/sessions', { method: 'POST', json: { scenario: 'nope' } })).status).toBe(400)
    expect((await client.control('/sessions', { method: 'POST', json: { id: 'no spaces please' } })).status).toBe(400)
    expect(client.mock.sessions.list()).toHaveLength(count)
  })

  test('a session with its own seed has other data than the default session', async () => {
    const id = freshId('seeded')
    await client.control('/sessions', { method: 'POST', json: { id, seed: 7 } })
    const mine = (await client.control('/resources', { headers: session(id) })).body.realEstateObjects as string[]
    const theirs = (await client.control('/resources')).body.realEstateObjects as string[]
    const generated = mine.find((objectId) => !theirs.includes(objectId)) ?? mine.at(-1)!
    const inMine = await client.call(`/RealEstateService/RealEstateObjects/${generated}`, { headers: session(id) })
    const inDefault = await client.call(`/RealEstateService/RealEstateObjects/${generated}`)
    expect(inMine.status).toBe(200)
    expect(inDefault.body).not.toEqual(inMine.body)
  })

  test('mock.session(id) drives the session the header names: scenario, journal, database', async () => {
    const id = freshId('handle')
    const handle = client.mock.session(id)
    handle.useScenario('maintenance')
    expect((await client.call('/AccountService', { headers: session(id) })).status).toBe(503)
    expect(handle.requests.find()?.status).toBe(503)
    expect(client.mock.requests.find({ status: 503 })).toBeUndefined()

    handle.useScenario('default')
    const database = await handle.database()
    const [objectId] = (await handle.resources()).realEstateObjects
    await database.putRealEstateObject(objectId!, (current) => ({ ...current!, name: 'Only in this session' }))
    const path = `/RealEstateService/RealEstateObjects/${objectId}`
    expect((await client.call(path, { headers: session(id) })).body.name).toBe('Only in this session')
    expect((await client.call(path)).body.name).not.toBe('Only in this session')

    await handle.reset()
    expect((await client.call(path, { headers: session(id) })).body.name).not.toBe('Only in this session')
  })
})
