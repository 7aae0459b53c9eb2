/**
 * @module Snapshots: what taking one costs at the default size and at 10,000
 * objects, right after a PATCH (the version is recorded already) and right
 * after an edit through `database()` (the snapshot records it first, which
 * copies the changed collection's references and diffs it). Against a
 * `reset()` after a PATCH and a GET of an object, measured in the same process.
 * Undo and a restore are reported beside them.
 */
import { createMock } from '../src/adapters/middleware/create-node-mock.ts'
import type { Mock } from '../src/adapters/create-mock.ts'
import { compare, type BenchRow } from './lib/bench-row.ts'
import { runConcern } from './lib/run-concern.ts'
import { median } from './lib/stats.ts'

const targets = [
  { size: 'default size', objects: 25, limitMs: 1 },
  { size: '10k objects', objects: 10_000, limitMs: 5 },
]

const settings = (body: unknown) =>
  new Request('http://bench.test/svc/v1/AccountService', {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
const object = () => new Request('http://bench.test/svc/v1/RealEstateService/RealEstateObjects/re-0001')

/** Median ms of `samples` runs of `measure`, each after `prepare` (not timed). */
async function timed(
  samples: number,
  prepare: (index: number) => Promise<unknown>,
  measure: () => Promise<unknown> | unknown,
): Promise<number> {
  const times: number[] = []
  for (let index = 0; index < samples; index++) {
    await prepare(index)
    const startedAt = performance.now()
    await measure()
    times.push(performance.now() - startedAt)
  }
  return median(times)
}

runConcern(async ({ quick }) => {
  const rows: BenchRow[] = []
  for (const { size, objects, limitMs } of targets) {
    const samples = quick ? (objects > 1000 ? 20 : 100) : objects > 1000 ? 200 : 1000
    const mock: Mock = createMock({ counts: { realEstateObjects: objects } })
    const database = await mock.database()
    await mock.fetch(object())
    const patch = (index: number) =>
      mock.fetch(settings({ preferences: { language_default: index % 2 === 0 ? 'de-DE' : 'fr-FR' } }))
    const edit = (index: number) =>
      database.putRealEstateObject('re-0002', (current) => ({ ...current!, name: `Edited ${index}` }))

    const afterPatch = await timed(samples, patch, () => mock.history.snapshot({ name: 'bench' }).name)
    const afterEdit = await timed(samples, edit, () => mock.history.snapshot({ name: 'bench' }).name)
    const reset = await timed(samples, patch, () => mock.reset())
    const get = await timed(
      samples,
      async () => {},
      async () => (await mock.fetch(object())).text(),
    )
    const undo = await timed(samples, patch, () => mock.history.undo())
    mock.history.snapshot({ name: 'start' }).name
    const restore = await timed(samples, edit, () => mock.history.restore('start'))

    const row = (measure: string, value: number, judged: boolean): BenchRow => ({
      concern: 'snapshots',
      measure: `${measure}, ${size}`,
      value,
      unit: 'ms',
      comparisons: [compare('reset() after a PATCH', value, reset), compare('GET object, mock.fetch', value, get)],
      ...(judged ? { target: `< ${limitMs} ms`, met: value < limitMs } : {}),
    })
    rows.push(
      row('snapshot after a PATCH', afterPatch, true),
      row('snapshot after an edit through database()', afterEdit, true),
      row('undo of a PATCH', undo, false),
      row('restore after an edit through database()', restore, false),
    )
  }
  return rows
})
