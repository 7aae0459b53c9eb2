/**
 * @module Runs inside its own process: what the first request of a session
 * id the mock has never seen costs, through `mock.fetch`, against the same
 * request in a session already made and against `mock.reset()` after a
 * PATCH (what a test that shares the default session pays to start clean).
 * The three alternate, so that all meet the same noisy moments. Sends the
 * median ms of each, and the first named session of the mock, which also
 * seeds the data all sessions share, timed once.
 */
import { createMock } from '../../src/adapters/middleware/create-node-mock.ts'
import { createSeedData } from '../../src/data/seed-data.ts'
import { median } from '../lib/stats.ts'

export type SessionStartTimings = {
  /** The first named session of a fresh mock: it seeds the pristine data the others read. */
  firstSessionMs: number
  /** A new session id's first GET object, its first PATCH settings; a GET in a session already made. */
  newSessionGetMs: number
  newSessionPatchMs: number
  usedSessionGetMs: number
  /** `mock.reset()` of the default session after one PATCH. */
  resetAfterPatchMs: number
}

const samples = Number(process.argv[2] ?? '300')
const warmup = Math.min(200, samples)
const data = createSeedData()
const objectUrl = `http://localhost/svc/v1/RealEstateService/RealEstateObjects/${data.realEstateObjects[0]!.id}`
const settingsUrl = 'http://localhost/svc/v1/AccountService'
// Every session made here stays: none is dropped for the cap while being timed.
const mock = createMock({ maxSessions: 2 * (samples + warmup) + 10 })

const get = (session?: string) =>
  mock.fetch(new Request(objectUrl, { headers: session === undefined ? {} : { 'X-Mock-Session': session } }))
const patch = (body: string, session?: string) =>
  mock.fetch(
    new Request(settingsUrl, {
      method: 'PATCH',
      body,
      headers: { 'Content-Type': 'application/json', ...(session === undefined ? {} : { 'X-Mock-Session': session }) },
    }),
  )
/** Ms from calling `send` to the answer's body read; throws on anything but a 200. */
const time = async (send: () => Promise<Response>) => {
  const startedAt = performance.now()
  const response = await send()
  await response.text()
  const ms = performance.now() - startedAt
  if (response.status !== 200) throw new Error(`Expected 200, got ${response.status}.`)
  return ms
}

// The default session seeds its own data when first asked.
await time(() => get())
const firstSessionMs = await time(() => get('first'))

let made = 0
const round = async (record: boolean, timings: Record<keyof Omit<SessionStartTimings, 'firstSessionMs'>, number[]>) => {
  const index = made++
  const newGet = await time(() => get(`get-${index}`))
  const newPatch = await time(() => patch(`{"activity_logs":${index % 2 === 0}}`, `patch-${index}`))
  const usedGet = await time(() => get('first'))
  await patch(`{"activity_logs":${index % 2 === 0}}`)
  const startedAt = performance.now()
  await mock.reset()
  const reset = performance.now() - startedAt
  if (!record) return
  timings.newSessionGetMs.push(newGet)
  timings.newSessionPatchMs.push(newPatch)
  timings.usedSessionGetMs.push(usedGet)
  timings.resetAfterPatchMs.push(reset)
}

const timings = {
  newSessionGetMs: [] as number[],
  newSessionPatchMs: [] as number[],
  usedSessionGetMs: [] as number[],
  resetAfterPatchMs: [] as number[],
}
for (let index = 0; index < warmup; index++) await round(false, timings)
for (let index = 0; index < samples; index++) await round(true, timings)
if (mock.sessions.list().length !== made * 2 + 2)
  throw new Error(`Expected ${made * 2 + 2} sessions, found ${mock.sessions.list().length}.`)

const result: SessionStartTimings = {
  firstSessionMs,
  newSessionGetMs: median(timings.newSessionGetMs),
  newSessionPatchMs: median(timings.newSessionPatchMs),
  usedSessionGetMs: median(timings.usedSessionGetMs),
  resetAfterPatchMs: median(timings.resetAfterPatchMs),
}
if (process.send) process.send(result)
else console.log(result)
