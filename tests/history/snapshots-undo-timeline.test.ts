import { describe, expect, test } from 'vitest'
import { fetchHandler, useClient } from '../support/mock-fetch.ts'

const settingsPath = '/AccountService'
const objectPath = '/RealEstateService/RealEstateObjects/re-0001'
const problemType = 'application/problem+json'

describe('snapshots, undo and the timeline', () => {
  const client = useClient(fetchHandler)
  const activityLogs = async () => (await client.call(settingsPath)).body.activity_logs as boolean
  const patch = (json: unknown) => client.call(settingsPath, { method: 'PATCH', json })

  test('POST /__mock/undo reverts the newest PATCH, then answers 409 problem+json when nothing is left', async () => {
    const seeded = await activityLogs()
    await patch({ activity_logs: !seeded })
    expect(await activityLogs()).toBe(!seeded)

    const undone = await client.control('/undo', { method: 'POST' })
    expect(undone.status).toBe(200)
    expect(undone.body.kind).toBe('start')
    expect(await activityLogs()).toBe(seeded)

    const nothing = await client.control('/undo', { method: 'POST' })
    expect(nothing.status).toBe(409)
    expect(nothing.headers.get('content-type')).toBe(problemType)
    expect(nothing.body.detail).toMatch(/nothing to undo/)
  })

  test('undo reverts an edit through database() and a PATCH, one step at a time', async () => {
    const database = await client.mock.database()
    await database.realEstateObjects.update((q) => q.where({ id: 're-0001' }), {
      data: (object) => void (object.name = 'Edited in a test'),
    })
    await patch({ activity_logs: false })

    await client.mock.history.undo()
    expect(await activityLogs()).toBe(true)
    expect((await client.call(objectPath)).body.name).toBe('Edited in a test')
    await client.mock.history.undo()
    expect((await client.call(objectPath)).body.name).toBe('Harbor View Loft')
  })

  test('a named snapshot answers 201 with its name, is listed, restored and deleted', async () => {
    await patch({ activity_logs: false })
    const taken = await client.control('/snapshots', { method: 'POST', json: { name: 'logs-off' } })
    expect(taken.status).toBe(201)
    expect(taken.body).toEqual({ name: 'logs-off' })
    await patch({ activity_logs: true, preferences: { language_default: 'de-DE' } })

    const listed = await client.control('/snapshots')
    expect(listed.body).toContainEqual(
      expect.objectContaining({ name: 'logs-off', include: 'all', version: expect.any(Number) }),
    )

    const restored = await client.control('/snapshots/logs-off/restore', { method: 'POST' })
    expect(restored.status).toBe(200)
    const settings = (await client.call(settingsPath)).body
    expect(settings.activity_logs).toBe(false)
    expect(settings.preferences.language_default).not.toBe('de-DE')

    expect((await client.control('/snapshots/logs-off', { method: 'DELETE' })).status).toBe(204)
    const gone = await client.control('/snapshots/logs-off/restore', { method: 'POST' })
    expect(gone.status).toBe(404)
    expect(gone.headers.get('content-type')).toBe(problemType)
    expect((await client.control('/snapshots/logs-off', { method: 'DELETE' })).status).toBe(404)
  })

  test('a reset starts the timeline again: the reset is the one step left to undo', async () => {
    await patch({ activity_logs: false })
    await patch({ preferences: { language_default: 'it-IT' } })
    await client.mock.reset()
    expect(client.mock.history.timeline().map((entry) => entry.kind)).toEqual(['start', 'reset'])
    await client.mock.history.undo()
    expect((await client.call(settingsPath)).body.preferences.language_default).toBe('it-IT')
    expect((await client.control('/undo', { method: 'POST' })).status).toBe(409)
  })

  test('a reset of an unchanged state changes nothing, so there is nothing to undo', async () => {
    await client.mock.reset()
    expect((await client.control('/undo', { method: 'POST' })).status).toBe(409)
  })

  test('a restore is a change of its own: undo goes back to before it', async () => {
    const name = client.mock.history.snapshot().name
    await patch({ activity_logs: false })
    await client.mock.history.restore(name)
    expect(await activityLogs()).toBe(true)
    await client.mock.history.undo()
    expect(await activityLogs()).toBe(false)
  })

  test('an unknown snapshot is a 404 problem naming it', async () => {
    const answer = await client.control('/snapshots/never-taken/restore', { method: 'POST' })
    expect(answer.status).toBe(404)
    expect(answer.body.detail).toContain('"never-taken"')
    expect((await client.control('/snapshots/never-taken')).status).toBe(404)
  })

  test('a snapshot name that does not fit a path is a 422 problem, and nothing is kept', async () => {
    const answer = await client.control('/snapshots', { method: 'POST', json: { name: 'with space' } })
    expect(answer.status).toBe(422)
    expect((await client.control('/snapshots')).body).not.toContainEqual(
      expect.objectContaining({ name: 'with space' }),
    )
  })

  test('a snapshot keeps the scenario unless it keeps the data only', async () => {
    client.mock.history.snapshot({ name: 'everything' })
    client.mock.history.snapshot({ name: 'data-only', include: 'data' })
    await client.control('/scenario', { method: 'PUT', json: { name: 'read-only' } })
    await client.mock.history.restore('data-only')
    expect(client.mock.settings.scenario().name).toBe('read-only')
    await client.mock.history.restore('everything')
    expect(client.mock.settings.scenario().name).toBe('default')
  })

  test('GET /__mock/timeline lists each change with its request and an RFC 6902 patch; the journal entry carries the version', async () => {
    await patch({ activity_logs: false })
    const timeline = (await client.control('/timeline')).body as Array<{
      version: number
      kind: string
      request: { method: string; path: string } | null
      patch: unknown[]
    }>
    const newest = timeline.at(-1)!
    expect(newest.kind).toBe('request')
    expect(newest.request).toMatchObject({ method: 'PATCH', path: `${client.mock.paths.servicePath}${settingsPath}` })
    expect(newest.patch).toEqual([{ op: 'replace', path: '/data/default/settings/activity_logs', value: false }])
    expect((newest as unknown as { before: Record<string, unknown> }).before).toEqual({
      '/data/default/settings/activity_logs': true,
    })
    expect(client.mock.requests.find({ method: 'PATCH' })?.version).toBe(newest.version)
    expect(client.mock.requests.find({ method: 'GET' })?.version ?? null).toBeNull()
  })

  test('POST /__mock/timeline/<version>/restore goes back to the state after that change', async () => {
    await patch({ activity_logs: false })
    const afterFirst = client.mock.history.timeline().at(-1)!.version
    await patch({ preferences: { language_default: 'fr-FR' } })
    await patch({ activity_logs: true })

    const answer = await client.control(`/timeline/${afterFirst}/restore`, { method: 'POST' })
    expect(answer.status).toBe(200)
    const settings = (await client.call(settingsPath)).body
    expect(settings.activity_logs).toBe(false)
    expect(settings.preferences.language_default).not.toBe('fr-FR')
    expect((await client.control('/timeline/99999/restore', { method: 'POST' })).status).toBe(404)
    expect((await client.control('/timeline/latest/restore', { method: 'POST' })).status).toBe(404)
  })

  test('an exported snapshot loads into another mock through PUT /__mock/snapshots/<name> and restores there', async () => {
    await patch({ activity_logs: false, preferences: { language_default: 'es-ES' } })
    client.mock.history.snapshot({ name: 'demo' }).name
    const exported = (await client.control('/snapshots/demo')).body
    expect(exported).toMatchObject({
      format: 'real-estate-service-mock/state',
      version: 1,
      name: 'demo',
      settings: { scenario: 'default' },
    })

    await client.mock.reset()
    const kept = await client.control('/snapshots/imported', { method: 'PUT', json: exported })
    expect(kept.status).toBe(200)
    expect(await activityLogs()).toBe(true)
    await client.control('/snapshots/imported/restore', { method: 'POST' })
    expect((await client.call(settingsPath)).body.preferences.language_default).toBe('es-ES')
  })

  test('a state file that breaks the schemas is a 422 problem with JSON Pointers, and nothing is kept', async () => {
    client.mock.history.snapshot({ name: 'good' }).name
    const file = (await client.control('/snapshots/good')).body
    file.data.default.realEstateObjects[1].property_area = 12
    file.data.default.accounts[0].seurity_settings = undefined
    const answer = await client.control('/snapshots/bad', { method: 'PUT', json: file })
    expect(answer.status).toBe(422)
    expect(answer.headers.get('content-type')).toBe(problemType)
    const pointers = answer.body.errors.map((error: { pointer: string }) => error.pointer)
    expect(pointers).toContain('/data/default/realEstateObjects/1/property_area')
    expect(pointers).toContain('/data/default/accounts/0/seurity_settings')
    expect(client.mock.history.snapshots().map((snapshot) => snapshot.name)).not.toContain('bad')
  })

  test('snapshots, undo and the timeline are per session', async () => {
    const session = { 'X-Mock-Session': 'history-a' }
    await client.call(settingsPath, { method: 'PATCH', json: { activity_logs: false }, headers: session })
    await client.control('/snapshots', { method: 'POST', json: { name: 'in-a' }, headers: session })
    expect((await client.control('/snapshots')).body).not.toContainEqual(expect.objectContaining({ name: 'in-a' }))
    expect((await client.control('/snapshots', { headers: session })).body).toEqual([
      expect.objectContaining({ name: 'in-a' }),
    ])
    expect((await client.control('/undo', { method: 'POST' })).status).toBe(409)

    expect((await client.control('/undo', { method: 'POST', headers: session })).status).toBe(200)
    expect((await client.call(settingsPath, { headers: session })).body.activity_logs).toBe(true)
    client.mock.sessions.delete('history-a')
  })
})
