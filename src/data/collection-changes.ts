/**
 * @module How a @msw/data collection is brought back to a list of records at
 * the least cost: `putBackFilled` (the very records it was filled with, the
 * reset), `bringCollection` (to any list, by comparing) and `refillCollection`
 * (anew, when neither applies). @msw/data finds a record to update or delete
 * by scanning from the front, so the order and number of those calls decide
 * what they cost at 100,000 records.
 */
import { Query, type Collection } from '@msw/data'
import { isEqual } from 'es-toolkit/predicate/isEqual'
import type { StandardSchemaV1 } from '@standard-schema/spec'

/** A collection of any schema, for the code that treats them alike. */
export type AnyCollection = Collection<StandardSchemaV1<object, Record<string, unknown>>>

/** What `putBackFilled` needs to know of a collection's changes since it was last filled. */
export type Changes = {
  /** The records as filled, in order: a record that is no longer the same object was updated. */
  filled: readonly object[]
  /** Some record was updated (through the collection or through the database). */
  updated: boolean
  /** Positions before this one were never shifted by a deletion. */
  unshifted: number
}

/** The changes of a collection that was just filled: none. */
export const noChanges = (collection: AnyCollection): Changes => ({
  filled: collection.all().slice(),
  updated: false,
  unshifted: Infinity,
})

/** What `putBackFilled` changed: records put back in place of others, and whether positions moved. */
export type PutBack = {
  replaced: ReadonlyArray<{ previous: object; next: object }>
  /** Records were put back from a deleted record's position on (or added records were taken out). */
  moved: boolean
}

/**
 * Puts back the very records `collection` was filled with, each in its
 * place, by writing into the collection's own array of records: @msw/data's
 * `all()` hands that array out, so that its records keep their identity for
 * queries. Its `update` and `delete` would find each record by a scan from
 * the front instead (some 6 ms a record at 100,000 records). A record is never
 * changed in place (an update stores a new object), so a filled record still
 * holds what the schema checked when it was filled. No hook runs: the owner
 * follows the changes it is given. Gives `undefined`, changing nothing, when
 * `all()` does not give the collection's own array.
 */
export function putBackFilled(collection: AnyCollection, changes: Changes): PutBack | undefined {
  const records = collection.all() as object[]
  if (records !== collection.all() || records.length !== collection.count()) return undefined
  const { filled } = changes
  const from = Math.min(changes.unshifted, filled.length)
  const replaced: Array<{ previous: object; next: object }> = []
  if (changes.updated) {
    for (let position = 0; position < from; position++) {
      const previous = records[position]!
      if (previous !== filled[position]) replaced.push({ previous, next: (records[position] = filled[position]!) })
    }
  }
  const moved = from < filled.length || records.length !== filled.length
  if (moved) {
    records.length = from
    for (let position = from; position < filled.length; position++) records.push(filled[position]!)
  }
  return { replaced, moved }
}

/**
 * Fills `collection` again with `originals`, for what `putBackFilled` cannot
 * do: data other than the collection was filled from, or a collection whose
 * `all()` is a copy. Each record is removed from the front, where @msw/data's
 * scan finds it at once (`clear()` and `deleteMany()` scan for each record),
 * and every original is made again through `create`. Gives the changes of the
 * result: none.
 */
export async function refillCollection(collection: AnyCollection, originals: readonly object[]): Promise<Changes> {
  while (collection.count() > 0) collection.delete(collection.all()[0]!)
  for (const original of originals) await collection.create(original)
  return noChanges(collection)
}

/**
 * Brings `collection` to `wanted` (records of a snapshot), keeping records of
 * equal content: a collection that differs in few places where both hold a
 * record is changed in those places; otherwise the records after the common
 * start are made again.
 */
export async function bringCollection(collection: AnyCollection, wanted: readonly object[]): Promise<void> {
  const records = collection.all().slice()
  const overlap = Math.min(records.length, wanted.length)
  const differing: number[] = []
  for (let position = 0; position < overlap; position++)
    if (!sameRecord(records[position]!, wanted[position]!)) differing.push(position)
  if (differing.length * 2 <= overlap) {
    while (collection.count() > wanted.length) collection.delete(collection.all().at(-1)!)
    for (const position of differing) await replaceAt(collection, position, wanted[position]!)
    for (const record of wanted.slice(records.length)) await collection.create(plainCopy(record))
    return
  }
  // Positions moved (a removal in the middle): keep the common start, make the rest again.
  const kept = differing[0] ?? overlap
  while (collection.count() > kept) collection.delete(collection.all()[kept]!)
  for (const record of wanted.slice(kept)) await collection.create(plainCopy(record))
}

/**
 * Stores `next` in place of `current` (a stored record), or adds it at the end
 * when there is no `current`. Gives the stored record.
 */
export async function putRecord<Item extends object>(
  collection: AnyCollection,
  current: Item | undefined,
  next: Item,
): Promise<Item> {
  if (!current) return (await collection.create(next)) as unknown as Item
  const stored = await collection.update(sameObject(current), {
    strict: true,
    data: (draft) => overwrite(draft, current, next),
  })
  return stored as unknown as Item
}

/** The same records, by reference or by content, in the same order. */
export function sameRecords(current: readonly object[], wanted: readonly object[]): boolean {
  if (current === wanted) return true
  if (current.length !== wanted.length) return false
  return current.every((record, position) => sameRecord(record, wanted[position]!))
}

/** Equal JSON: records keep the schema's key order, and @msw/data's internal symbol keys are not data. */
export function sameRecord(a: object, b: object): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b)
}

function replaceAt(collection: AnyCollection, position: number, next: object): Promise<unknown> {
  const record = collection.all()[position]!
  return collection.update(sameObject(record), { strict: true, data: (draft) => overwrite(draft, record, next) })
}

/** A record's data without @msw/data's internal keys, so that `create` gives it a primary key of its own. */
function plainCopy(record: object): object {
  return JSON.parse(JSON.stringify(record)) as object
}

/** A query for the stored object itself: @msw/data finds a record given as such by its primary key, a slower comparison per record it passes. */
function sameObject(record: object): Query<object> {
  return new Query((candidate) => candidate === record)
}

/** Makes an update's draft of `current` hold `next`, writing only the fields that differ: fewer patches for @msw/data to replay through its hooks. */
function overwrite(draft: Record<string, unknown>, current: object, next: object): void {
  const before = current as Record<string, unknown>
  for (const key of Object.keys(before)) if (!(key in next)) delete draft[key]
  for (const [key, value] of Object.entries(next)) if (!isEqual(before[key], value)) draft[key] = value
}

/** The key indexes a collection keeps, as its hooks update them. */
type FollowingIndex = { noteUpdate(previous: unknown, next: unknown): void; invalidate(): void }

/**
 * Keeps `changes` (what a reset must put back) and the collection's key indexes in step with each
 * write to it, and calls `changed` on each. @msw/data runs these hooks before it stores the record.
 */
export function watchCollection(
  collection: AnyCollection,
  changes: () => Changes,
  indexes: readonly FollowingIndex[],
  changed: () => void,
): void {
  // Records added at the end need no bookkeeping: restore and the indexes see them by the count.
  collection.hooks.on('create', changed)
  collection.hooks.on('update', ({ data }) => {
    changed()
    changes().updated = true
    for (const index of indexes) index.noteUpdate(data.prevRecord, data.nextRecord)
  })
  collection.hooks.on('delete', ({ data }) => {
    changed()
    const now = changes()
    // Unknown when the record given was an old version of the stored one: then all positions may have moved.
    const position = collection.all().indexOf(data.deletedRecord)
    now.unshifted = Math.min(now.unshifted, position === -1 ? 0 : position)
    for (const index of indexes) index.invalidate()
  })
}
