/**
 * @module `KeyIndex`: finds a collection's record by key in constant time
 * instead of a scan. It keeps the position of each key, not the record, and
 * reads the record at that position when asked: a record replaced in place
 * (an update gives a new object at the same position) needs no work, and a
 * lookup gives the stored object itself. Its owner reports what moves
 * positions or changes keys (`invalidate`, `noteUpdate`); records added at
 * the end are picked up by the count.
 */

export class KeyIndex<Item> {
  #positions = new Map<string, number>()
  /** Records before this position are in the table; later ones were added since. */
  #indexed = 0
  #stale = true
  readonly #records: () => readonly Item[]
  readonly #keyOf: (item: Item) => string

  /**
   * @param records The collection's records in stored order (`collection.all()`).
   * @param keyOf The key of a record; for a malformed record it may throw.
   * @example
   * const byId = new KeyIndex(() => objects.all(), (object) => object.id)
   */
  constructor(records: () => readonly Item[], keyOf: (item: Item) => string) {
    this.#records = records
    this.#keyOf = keyOf
  }

  /** Rebuilds on the next lookup: records were removed, so positions moved. */
  invalidate(): void {
    this.#stale = true
  }

  /**
   * Follows an update of a record: a change of its key rebuilds the table on
   * the next lookup. The versions come from @msw/data's update hook, before
   * the schema has checked them, so they may be malformed.
   */
  noteUpdate(previous: unknown, next: unknown): void {
    const keyOf = (item: unknown) => {
      try {
        return this.#keyOf(item as Item)
      } catch {
        return undefined
      }
    }
    const key = keyOf(previous)
    if (key === undefined || key !== keyOf(next)) this.#stale = true
  }

  get(key: string): Item | undefined {
    const records = this.#records()
    if (this.#stale || this.#indexed > records.length) this.#rebuild(records)
    else if (this.#indexed < records.length) this.#add(records)
    // The record itself is not read: its key would cost two cache misses at 100,000 records, and the
    // hooks report every change made through the collection's methods.
    const position = this.#positions.get(key)
    return position === undefined ? undefined : records[position]
  }

  #rebuild(records: readonly Item[]): void {
    this.#positions = new Map()
    this.#indexed = 0
    this.#stale = false
    this.#add(records)
  }

  /** Indexes the records from `#indexed` on; with equal keys, the last record wins. */
  #add(records: readonly Item[]): void {
    for (let position = this.#indexed; position < records.length; position++) {
      this.#positions.set(this.#keyOf(records[position]!), position)
    }
    this.#indexed = records.length
  }
}
