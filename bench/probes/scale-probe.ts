/**
 * @module Runs inside its own process (with `--expose-gc`) for one data
 * size: time to create the mock and build its data, heap after a full GC,
 * lookup by id, `reset()` after a typical test, after an object edit and
 * after deleting the middle object, and the first lookup after a reset (what
 * the next request pays for it).
 */
import { getResponse } from 'msw'
import { createMock } from '../../src/adapters/middleware/create-node-mock.ts'
import { median } from '../lib/stats.ts'

const objects = Number(process.argv[2])
const rounds = Number(process.argv[3])
const gc = () => globalThis.gc?.()

gc()
const heapBefore = process.memoryUsage().heapUsed
let startedAt = performance.now()
const mock = createMock({ counts: { realEstateObjects: objects } })
const database = await mock.database()
const seedMs = performance.now() - startedAt
gc()
const heapMb = process.memoryUsage().heapUsed / 2 ** 20
const heapDeltaMb = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20

const ids = database.listKeys().realEstateObjects
// The first lookup builds the id index (once per change of the collection); time the lookups after it.
database.findRealEstateObject(ids[0]!)
const lookups = 200_000
let found = 0
startedAt = performance.now()
for (let index = 0; index < lookups; index++)
  if (database.findRealEstateObject(ids[(index * 7919) % ids.length]!)) found++
const lookupNs = ((performance.now() - startedAt) * 1e6) / lookups
if (found !== lookups) throw new Error('Lookup missed a record.')

// The baseline a lookup without the index would pay: @msw/data's query, a scan of the collection.
const scans = Math.max(20, Math.min(2_000, 2_000_000 / objects))
startedAt = performance.now()
for (let index = 0; index < scans; index++) {
  const id = ids[(index * 7919) % ids.length]!
  database.realEstateObjects.findFirst((q) => q.where({ id }))
}
const scanNs = ((performance.now() - startedAt) * 1e6) / scans

const patch = () =>
  getResponse(
    mock.handlers,
    new Request('http://localhost/svc/v1/AccountService', {
      method: 'PATCH',
      body: '{"activity_logs":false}',
      headers: { 'Content-Type': 'application/json' },
    }),
  )
const editedId = ids[ids.length >> 1]!
const timeReset = async (change: () => Promise<unknown>) => {
  const resets: number[] = []
  const lookups: number[] = []
  for (let round = 0; round < rounds; round++) {
    await change()
    let startedAt = performance.now()
    await mock.reset()
    resets.push(performance.now() - startedAt)
    startedAt = performance.now()
    if (database.findRealEstateObject(editedId)?.name === 'Edited') throw new Error('Reset left the edit in place.')
    lookups.push(performance.now() - startedAt)
  }
  return { resetMs: median(resets), lookupMs: median(lookups) }
}
const resetAfterPatchMs = (await timeReset(patch)).resetMs
const afterObjectEdit = await timeReset(() =>
  database.realEstateObjects.update((q) => q.where({ id: editedId }), {
    data: (draft) => void (draft.name = 'Edited'),
  }),
)

// A deletion shifts every later record: the reset puts the filled records back from there (half of them here).
const afterMiddleDelete = await timeReset(async () => {
  if (database.realEstateObjects.delete((q) => q.where({ id: editedId })) === undefined)
    throw new Error('Nothing was deleted.')
})
if (!database.findRealEstateObject(editedId)) throw new Error('Reset did not bring the deleted object back.')

process.send?.({
  seedMs,
  heapMb,
  heapDeltaMb,
  lookupNs,
  scanNs,
  resetAfterPatchMs,
  resetAfterObjectEditMs: afterObjectEdit.resetMs,
  lookupAfterResetMs: afterObjectEdit.lookupMs,
  resetAfterMiddleDeleteMs: afterMiddleDelete.resetMs,
})
