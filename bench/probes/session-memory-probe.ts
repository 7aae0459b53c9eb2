/**
 * @module Runs inside its own process (with `--expose-gc`): the heap a
 * session holds. Sessions are made through `mock.fetch`, each with one
 * request; the heap after a full GC is read before and after. Sends the
 * growth per session in bytes, for sessions with one PATCH of the settings
 * (the session then holds its own copy of them) and, in the same mock, for
 * sessions with one GET (reading the shared data only).
 */
import { createMock } from '../../src/adapters/middleware/create-node-mock.ts'
import { createSeedData } from '../../src/data/seed-data.ts'

export type SessionMemory = {
  sessions: number
  heapBeforeMb: number
  perPatchedSessionBytes: number
  perReadSessionBytes: number
}

const count = Number(process.argv[2] ?? '1000')
const data = createSeedData()
const objectUrl = `http://localhost/svc/v1/RealEstateService/RealEstateObjects/${data.realEstateObjects[0]!.id}`
const settingsUrl = 'http://localhost/svc/v1/AccountService'
// Twice the sessions made, and the warm-up's: none is dropped for the cap (the default session does not count).
const mock = createMock({ maxSessions: 2 * count + 10 })

const send = async (session: string, patch: boolean) => {
  const request = patch
    ? new Request(settingsUrl, {
        method: 'PATCH',
        body: '{"activity_logs":false}',
        headers: { 'Content-Type': 'application/json', 'X-Mock-Session': session },
      })
    : new Request(objectUrl, { headers: { 'X-Mock-Session': session } })
  const response = await mock.fetch(request)
  await response.text()
  if (response.status !== 200) throw new Error(`Expected 200, got ${response.status}.`)
}
const heap = () => {
  // Twice: a first collection may leave what weak references and finalizers freed for the next.
  globalThis.gc!()
  globalThis.gc!()
  return process.memoryUsage().heapUsed
}

// Warm-up: the default session's data, the shared pristine data, and the code paths of both requests.
await send('default', false)
for (let index = 0; index < 8; index++) await send(`warm-${index}`, index % 2 === 0)

const before = heap()
for (let index = 0; index < count; index++) await send(`patched-${index}`, true)
const afterPatched = heap()
for (let index = 0; index < count; index++) await send(`read-${index}`, false)
const afterRead = heap()

const expected = 1 + 8 + 2 * count
if (mock.sessions.list().length !== expected)
  throw new Error(`Expected ${expected} sessions alive, found ${mock.sessions.list().length}.`)

const result: SessionMemory = {
  sessions: count,
  heapBeforeMb: before / 2 ** 20,
  perPatchedSessionBytes: (afterPatched - before) / count,
  perReadSessionBytes: (afterRead - afterPatched) / count,
}
if (process.send) process.send(result)
else console.log(result)
