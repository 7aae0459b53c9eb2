/**
 * @module The JSON Patch (RFC 6902) from one state to another, over the state
 * as one JSON document: `/scenario`, `/latency`, `/faults`, `/auth` and
 * `/data/<dataset>/<collection>/<key>` (objects by id, accounts by username)
 * or `/data/<dataset>/settings`. Records shared by both states are skipped
 * by reference, so a change costs what it changed, not the size of the data.
 */
import { createPatch, type Operation } from 'rfc6902'
import type { DataSnapshot } from '../../data/database.ts'
import type { StateSnapshot } from './state-snapshot.ts'

export type { Operation as PatchOperation } from 'rfc6902'

type StateDocument = {
  scenario: string
  latency: unknown
  faults: unknown
  auth: boolean | null
  data: Record<string, { realEstateObjects: Record<string, unknown>; accounts: Record<string, unknown>; settings: unknown }>
}

/**
 * The patch that turns `before` into `after`. `initial(dataset)` gives a
 * dataset's data as it was made, for a dataset only one side holds.
 * @example
 * diffStates(history.head, current, (name) => initialData.get(name))
 */
export function diffStates(
  before: StateSnapshot,
  after: StateSnapshot,
  initial: (dataset: string) => DataSnapshot | undefined,
): Operation[] {
  const names = new Set([...before.data.keys(), ...after.data.keys()])
  const side = (state: StateSnapshot) => documentOf(state, names, initial)
  // Identical nodes (shared records, unchanged collections) are equal without a look inside.
  return createPatch(side(before), side(after), (input, output) => (input === output ? [] : undefined))
}

/** The state as the JSON document the patch's pointers address. */
export function documentOf(state: StateSnapshot, datasets: Iterable<string>, initial: (dataset: string) => DataSnapshot | undefined): StateDocument {
  const data: StateDocument['data'] = {}
  for (const name of datasets) {
    const snapshot = state.data.get(name) ?? initial(name)
    if (snapshot) data[name] = { realEstateObjects: keyed(snapshot.realEstateObjects, (object) => object.id), accounts: keyed(snapshot.accounts, (account) => account.seurity_settings.username), settings: snapshot.settings }
  }
  const { scenario, latency, faults, auth } = state.settings
  return { scenario, latency: latency ?? null, faults: faults ?? null, auth: auth ?? null, data }
}

const keyedCache = new WeakMap<readonly object[], Record<string, unknown>>()

/** Records by key, made once per array: a collection unchanged between states gives the same object, skipped by reference. */
function keyed<Item extends object>(records: readonly Item[], keyOf: (record: Item) => string): Record<string, unknown> {
  let byKey = keyedCache.get(records)
  if (!byKey) {
    byKey = {}
    for (const record of records) byKey[keyOf(record)] = record
    keyedCache.set(records, byKey)
  }
  return byKey
}
