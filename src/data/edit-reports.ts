/**
 * @module How a database tells of its edits: each change is marked as it
 * happens, and the listeners are told once, when the write that made it
 * ends. @msw/data runs its hooks before the record is stored (and an update
 * runs one per changed field), so telling from a hook would show the old
 * data, several times over.
 */

/** The methods of an @msw/data collection that write. */
const collectionWrites = new Set(['create', 'createMany', 'update', 'updateMany', 'delete', 'deleteMany', 'clear'])

export class EditReports {
  readonly #listeners = new Set<() => void>()
  #marked = false

  /** Calls `listener` at the end of each write that changed something; the function returned stops it. */
  on(listener: () => void): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  /** A change happened, in a write not yet ended. */
  mark(): void {
    this.#marked = true
  }

  /** A write ended: the listeners are told, once, if it changed something. */
  tell(): void {
    if (!this.#marked) return
    this.#marked = false
    for (const listener of this.#listeners) listener()
  }

  /**
   * `collection` as handed out to users: the same collection, but each write through it
   * (`create`, `update`, `deleteMany`…) tells when it ends.
   * @example
   * const objects = reports.tellingWrites(collection)
   * await objects.update(query, { data }) // listeners told once, the record stored
   */
  tellingWrites<Collection extends object>(collection: Collection): Collection {
    return new Proxy(collection, {
      get: (target, key) => {
        const value: unknown = Reflect.get(target, key, target)
        if (typeof value !== 'function') return value
        // Run on the collection itself, whose private fields a proxy does not have.
        if (!(typeof key === 'string' && collectionWrites.has(key))) return value.bind(target)
        return (...args: unknown[]) => {
          const result: unknown = value.apply(target, args)
          if (!(result instanceof Promise)) {
            this.tell()
            return result
          }
          return result.finally(() => this.tell())
        }
      },
    })
  }
}
