import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { assemblePact } from '../../engine/journal/journal-pact.ts'
import type { Pact, PactInteraction } from '../../engine/journal/pact-v3.ts'
import { mergePactFile } from './merge-pact-file.ts'

let folder: string
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'rem-merge-pact-'))
})
afterEach(() => rm(folder, { recursive: true, force: true }))

const interaction = (zone: string): PactInteraction => ({
  description: 'updateAccountSettings: valid body → 200',
  request: { method: 'PATCH', path: '/svc/v1/AccountService', body: { preferences: { time_zone_default: zone } } },
  response: { status: 200, body: { zone } },
})
const pactOf = (...zones: string[]): Pact => assemblePact(zones.map(interaction), { consumer: 'shop' })
const read = async (file: string) => JSON.parse(await readFile(file, 'utf8')) as Pact
const zonesIn = (pact: Pact) =>
  pact.interactions
    .map(
      ({ request }) => (request.body as { preferences: { time_zone_default: string } }).preferences.time_zone_default,
    )
    .sort()

test('eight workers merging at once -> every interaction once, each description unique', async () => {
  const file = join(folder, 'pacts', 'shop-real-estate-service.json')
  const zones = ['A/a', 'B/b', 'C/c', 'D/d', 'E/e', 'F/f', 'G/g', 'H/h']
  // Each worker's Pact holds its own zone and one zone every worker has.
  await Promise.all(zones.map((zone) => mergePactFile(file, pactOf(zone, 'Shared/zone'), 'run-1')))
  const merged = await read(file)
  expect(zonesIn(merged)).toEqual([...zones, 'Shared/zone'].sort())
  const descriptions = merged.interactions.map(({ description }) => description)
  expect(new Set(descriptions).size).toBe(descriptions.length)
  expect(merged.consumer.name).toBe('shop')
})

test("a file of an earlier run is replaced; the same run's is added to", async () => {
  const file = join(folder, 'shop-real-estate-service.json')
  await mergePactFile(file, pactOf('Old/zone'), 'run-1')
  await mergePactFile(file, pactOf('New/one'), 'run-2')
  expect(zonesIn(await read(file))).toEqual(['New/one'])
  await mergePactFile(file, pactOf('New/two'), 'run-2')
  expect(zonesIn(await read(file))).toEqual(['New/one', 'New/two'])
})
