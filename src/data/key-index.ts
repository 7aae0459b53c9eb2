/**
 * @module A lookup table over a collection, so that finding a record by key
 * takes constant time instead of a scan. It rebuilds itself lazily after any
 * change to the collection, including changes made directly on it.
 */
import type { Collection } from '@msw/data'
import type { StandardSchemaV1 } from '@standard-schema/spec'

export class KeyIndex<Schema extends StandardSchemaV1, Item = StandardSchemaV1.InferOutput<Schema>> {
  #byKey = new Map<string, Item>()
  #stale = true
  readonly #collection: Collection<Schema>
  readonly #keyOf: (item: Item) => string

  constructor(collection: Collection<Schema>, keyOf: (item: Item) => string) {
    this.#collection = collection
    this.#keyOf = keyOf
    const markStale = () => {
      this.#stale = true
    }
    collection.hooks.on('create', markStale)
    collection.hooks.on('update', markStale)
    collection.hooks.on('delete', markStale)
  }

  /** Forces a rebuild on the next lookup, for changes the collection's hooks do not report. */
  invalidate(): void {
    this.#stale = true
  }

  get(key: string): Item | undefined {
    if (this.#stale) this.#rebuild()
    return this.#byKey.get(key)
  }

  #rebuild(): void {
    this.#byKey = new Map()
    for (const item of this.#collection.all() as Item[]) this.#byKey.set(this.#keyOf(item), item)
    this.#stale = false
  }
}
