/**
 * Every change of a session's state is recorded as it is made, with its label: an edit through
 * `database()` is a version the moment the write ends (no request or read needs to come first),
 * one write is one version however many records it touched, and a request's write is the
 * request's version, numbered as the journal numbers the request.
 */
import { describe, expect, test } from 'vitest'
import { createMock } from '../../src/adapters/middleware/create-node-mock.ts'

const newMock = () => createMock({ seed: 7, defaultLatency: 0 })

const patchSettings = (mock: ReturnType<typeof newMock>, body: unknown) =>
  mock.fetch(
    new Request(`http://localhost${mock.paths.servicePath}/AccountService`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  )

describe('a change is recorded where it is made', () => {
  test('an edit through database() is told to onChange as it ends, labelled as such, with its patch', async () => {
    const mock = newMock()
    const database = await mock.database()
    const told: string[] = []
    mock.history.onChange((entry) => told.push(`${entry.version} ${entry.kind} ${entry.label}`))

    await database.realEstateObjects.update((q) => q.where({ id: 're-0002' }), {
      data: (object) => void (object.name = 'Edited in a test'),
    })

    expect(told).toEqual(['1 database edit through database()'])
    expect(mock.history.timeline().at(-1)?.patch).toEqual([
      { op: 'replace', path: '/data/default/realEstateObjects/re-0002/name', value: 'Edited in a test' },
    ])
  })

  test('one write is one version, however many records it touched; a write that changed nothing is none', async () => {
    const mock = newMock()
    const database = await mock.database()
    await database.realEstateObjects.updateMany((q) => q.where((object) => object.id <= 're-0003'), {
      data: (object) => void (object.name = `${object.id} renamed`),
    })
    await database.realEstateObjects.update((q) => q.where({ id: 'no-such-object' }), { data: () => undefined })
    database.accounts.delete((q) => q.where((account) => account.seurity_settings.username === 'nobody'))

    const kinds = mock.history.timeline().map((entry) => entry.kind)
    expect(kinds).toEqual(['start', 'database'])
    expect(mock.history.timeline()[1]!.patch).toHaveLength(3)
    await mock.history.undo()
    expect((await mock.database()).findRealEstateObject('re-0001')!.name).not.toBe('re-0001 renamed')
  })

  test("a request's write is the request's version, and its journal entry names that version and the request's number", async () => {
    const mock = newMock()
    const database = await mock.database()
    await database.putAccount('alice.admin', (current) => ({ ...current!, first_name: 'Alicia' }))
    expect((await patchSettings(mock, { activity_logs: false })).status).toBe(200)

    const [edit, patch] = mock.history.timeline().slice(1)
    expect(edit).toMatchObject({ kind: 'database', request: null })
    const entry = mock.requests.find({ method: 'PATCH' })!
    expect(patch).toMatchObject({
      kind: 'request',
      label: 'PATCH /svc/v1/AccountService',
      request: { method: 'PATCH', path: '/svc/v1/AccountService', sequence: entry.sequence },
    })
    expect(entry.version).toBe(patch!.version)
  })

  test('two PATCHes in flight at once make two versions, each named by its own request', async () => {
    const mock = newMock()
    const answers = await Promise.all([
      patchSettings(mock, { activity_logs: false }),
      patchSettings(mock, { preferences: { language_default: 'it-IT' } }),
    ])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    const versions = mock.history.timeline().filter((entry) => entry.kind === 'request')
    expect(versions).toHaveLength(2)
    const sequences = mock.requests.all().map((entry) => entry.sequence)
    expect(versions.map((entry) => entry.request!.sequence).sort()).toEqual(sequences.sort())
    expect(
      mock.requests
        .all()
        .map((entry) => entry.version)
        .sort(),
    ).toEqual(versions.map((entry) => entry.version))
  })

  test('a read changes nothing and records nothing', async () => {
    const mock = newMock()
    await mock.fetch(new Request(`http://localhost${mock.paths.servicePath}/AccountService`))
    await mock.fetch(
      new Request(`http://localhost${mock.paths.servicePath}/RealEstateService/RealEstateObjects/re-0001`),
    )
    expect(mock.history.timeline().map((entry) => entry.kind)).toEqual(['start'])
    expect(mock.requests.all().map((entry) => entry.version)).toEqual([null, null])
  })
})
