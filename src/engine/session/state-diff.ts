/**
 * @module The JSON Patch (RFC 6902) from one state to another, over the state
 * as one JSON document: `/scenario`, `/latency`, `/faults`, `/auth` and
 * `/data/<dataset>/<collection>/<key>` (objects by id, accounts by username)
 * or `/data/<dataset>/settings`. Records shared by both states are skipped
 * by reference, so a change costs little more than what it changed.
 */
import { decodePointer, encodePointer, JsonPointer } from 'json-ptr'
import { createPatch, type Operation } from 'rfc6902'
import type { DataSnapshot } from '../../data/data-snapshot.ts'
import type { StateSnapshot } from './state-snapshot.ts'

export type { Operation as PatchOperation } from 'rfc6902'

type StateDocument = {
  scenario: string
  latency: unknown
  faults: unknown
  auth: boolean | null
  data: Record<
    string,
    { realEstateObjects: Record<string, unknown>; accounts: Record<string, unknown>; settings: unknown }
  >
}

/** The settings in force as the document's top-level members: unset ones are `null`. */
function settingsDocument({ settings: { scenario, latency, faults, auth } }: StateSnapshot) {
  return { scenario, latency: latency ?? null, faults: faults ?? null, auth: auth ?? null }
}

/** Whether the settings in force differ: compared as JSON, as they are small. */
export function settingsDiffer(before: StateSnapshot, after: StateSnapshot): boolean {
  return JSON.stringify(settingsDocument(before)) !== JSON.stringify(settingsDocument(after))
}

/**
 * The patch that turns `before` into `after`. `initial(dataset)` gives a
 * dataset's data as it was made, for a dataset only one side holds.
 * Collections are compared record by record, by reference first: only
 * records that differ are diffed field by field.
 * @example
 * diffStates(history.head, current, (name) => initialData.get(name))
 */
export function diffStates(
  before: StateSnapshot,
  after: StateSnapshot,
  initial: (dataset: string) => DataSnapshot | undefined,
): Operation[] {
  const patch = createPatch(settingsDocument(before), settingsDocument(after))
  for (const name of new Set([...before.data.keys(), ...after.data.keys()])) {
    const from = before.data.get(name) ?? initial(name)
    const to = after.data.get(name) ?? initial(name)
    if (!from || !to || from === to) continue
    patch.push(
      ...diffKeyed(from.realEstateObjects, to.realEstateObjects, (object) => object.id, [
        'data',
        name,
        'realEstateObjects',
      ]),
      ...diffKeyed(from.accounts, to.accounts, (account) => account.seurity_settings.username, [
        'data',
        name,
        'accounts',
      ]),
      ...prefixed(
        ['data', name, 'settings'],
        from.settings === to.settings ? [] : createPatch(from.settings, to.settings),
      ),
    )
  }
  return patch
}

/**
 * The patch between two versions of a collection, addressed by key. When
 * every position holds the same key, only the positions whose record changed
 * are looked at; otherwise the keys are matched through maps.
 */
function diffKeyed<Item extends object>(
  before: readonly Item[],
  after: readonly Item[],
  keyOf: (record: Item) => string,
  at: readonly string[],
): Operation[] {
  if (before === after) return []
  const patch: Operation[] = []
  if (before.length === after.length) {
    let aligned = true
    for (let position = 0; position < after.length && aligned; position++) {
      const from = before[position]!
      const to = after[position]!
      if (from === to) continue
      const key = keyOf(to)
      if (keyOf(from) !== key) aligned = false
      else patch.push(...prefixed([...at, key], createPatch(from, to)))
    }
    if (aligned) return patch
    patch.length = 0
  }
  const from = byKey(before, keyOf)
  const to = byKey(after, keyOf)
  for (const key of from.keys()) if (!to.has(key)) patch.push({ op: 'remove', path: encodePointer([...at, key]) })
  for (const [key, record] of to) {
    const old = from.get(key)
    if (old === undefined) patch.push({ op: 'add', path: encodePointer([...at, key]), value: record })
    else if (old !== record) patch.push(...prefixed([...at, key], createPatch(old, record)))
  }
  return patch
}

/** `operations`, whose paths are relative to the node at `at`, with paths from the document's root. */
function prefixed(at: readonly string[], operations: Operation[]): Operation[] {
  const root = encodePointer([...at])
  return operations.map((operation) => {
    const moved = { ...operation, path: root + operation.path }
    return 'from' in operation ? { ...moved, from: root + operation.from } : moved
  }) as Operation[]
}

const byKeyCache = new WeakMap<readonly object[], Map<string, unknown>>()

/** Records by key, made once per array: a snapshot's arrays never change. */
function byKey<Item extends object>(records: readonly Item[], keyOf: (record: Item) => string): Map<string, Item> {
  let map = byKeyCache.get(records) as Map<string, Item> | undefined
  if (!map) {
    map = new Map(records.map((record) => [keyOf(record), record]))
    byKeyCache.set(records, map)
  }
  return map
}

/**
 * The values `patch` replaces or removes, by the path of each such
 * operation, read from `before`: what a reader needs to show "old → new".
 */
export function valuesBefore(
  before: StateSnapshot,
  patch: readonly Operation[],
  initial: (dataset: string) => DataSnapshot | undefined,
): Record<string, unknown> {
  const values: Record<string, unknown> = {}
  for (const operation of patch) {
    if (operation.op !== 'replace' && operation.op !== 'remove') continue
    const [top, dataset, collection, ...rest] = decodePointer(operation.path).map(String)
    let value: unknown
    if (top !== 'data') value = documentOf(before, [], initial)[top as 'scenario']
    else {
      const data = before.data.get(dataset!) ?? initial(dataset!)
      if (!data) continue
      if (collection === 'settings') value = rest.length === 0 ? data.settings : JsonPointer.get(data.settings, rest)
      else {
        const records =
          collection === 'accounts'
            ? byKey(data.accounts, (account) => account.seurity_settings.username)
            : byKey(data.realEstateObjects, (object) => object.id)
        const [key, ...inside] = rest
        const record = records.get(key!)
        value = inside.length === 0 ? record : record && JsonPointer.get(record, inside)
      }
    }
    values[operation.path] = value === undefined ? null : JSON.parse(JSON.stringify(value))
  }
  return values
}

/** The state as the JSON document the patch's pointers address. */
export function documentOf(
  state: StateSnapshot,
  datasets: Iterable<string>,
  initial: (dataset: string) => DataSnapshot | undefined,
): StateDocument {
  const data: StateDocument['data'] = {}
  for (const name of datasets) {
    const snapshot = state.data.get(name) ?? initial(name)
    if (snapshot)
      data[name] = {
        realEstateObjects: keyed(snapshot.realEstateObjects, (object) => object.id),
        accounts: keyed(snapshot.accounts, (account) => account.seurity_settings.username),
        settings: snapshot.settings,
      }
  }
  return { ...settingsDocument(state), data }
}

/** Records by key, as a JSON object. */
function keyed<Item extends object>(
  records: readonly Item[],
  keyOf: (record: Item) => string,
): Record<string, unknown> {
  return Object.fromEntries(byKey(records, keyOf))
}
