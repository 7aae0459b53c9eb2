/**
 * @module The in-memory model: one @msw/data collection per resource, with
 * lookups by id, username and token. It knows nothing of HTTP: a missing
 * record is `undefined`. Records are never changed in place: every change
 * stores a new object, so a record can stand for its own version.
 *
 * A database may lay over a base (`Database.over`): it reads the base's
 * collections until it changes one, and only then fills its own copy of that
 * collection (copy-on-write). A session that PATCHes the settings copies one
 * record, not the whole seed.
 */
import { Collection, Query } from '@msw/data'
import { isEqual } from 'es-toolkit/predicate/isEqual'
import {
  realEstateObjectSchema,
  storedAccountSettingsSchema,
  userAccountSchema,
  withUpdate,
  type AccountSettingsUpdate,
  type RealEstateObject,
  type StoredAccountSettings,
  type UserAccount,
} from '../model/index.ts'
import type { StandardSchemaV1 } from '@standard-schema/spec'
import type { SeedData } from './seed-data.ts'
import { KeyIndex } from './key-index.ts'

const collectionNames = ['realEstateObjects', 'accounts', 'settings'] as const
type CollectionName = (typeof collectionNames)[number]
/** Any of the three collections, for the code that treats them alike. */
type AnyCollection = Collection<StandardSchemaV1<object, Record<string, unknown>>>

/**
 * The records of every collection at one moment, by reference: records are
 * never changed in place, so a snapshot shares every record it holds with the
 * database and with other snapshots (structural sharing), and costs one array
 * of references per changed collection.
 */
export type DataSnapshot = {
  readonly realEstateObjects: readonly RealEstateObject[]
  readonly accounts: readonly UserAccount[]
  readonly settings: StoredAccountSettings
}

/** What `restore` needs to know of a collection's changes since it was last filled. */
type Changes = {
  /** The records as filled, in order: a record that is no longer the same object was updated. */
  filled: readonly object[]
  /** Some record was updated (through the collection or through this class). */
  updated: boolean
  /** Positions before this one were never shifted by a deletion. */
  unshifted: number
}

type Collections = {
  realEstateObjects: Collection<typeof realEstateObjectSchema>
  accounts: Collection<typeof userAccountSchema>
  settings: Collection<typeof storedAccountSettingsSchema>
}

const newCollection = {
  realEstateObjects: () => new Collection({ schema: realEstateObjectSchema }),
  accounts: () => new Collection({ schema: userAccountSchema }),
  settings: () => new Collection({ schema: storedAccountSettingsSchema }),
} satisfies { [Name in CollectionName]: () => Collections[Name] }

export class Database {
  /** The collections this database holds itself; the others are read from `#base`. */
  readonly #own: Partial<Collections> = {}
  readonly #base: Database | undefined
  readonly #objectsById = new KeyIndex(() => this.#own.realEstateObjects!.all(), (object) => object.id)
  readonly #accountsByUsername = new KeyIndex(() => this.#own.accounts!.all(), (account) => account.seurity_settings.username)
  readonly #accountsByToken = new KeyIndex(() => this.#own.accounts!.all(), (account) => account.auth_token)
  readonly #changes = {} as Record<CollectionName, Changes>
  /** The data the collections were last filled from. */
  #source: SeedData | undefined
  /** Writes run one after another, so two updates in flight never interleave. */
  #writes: Promise<unknown> = Promise.resolve()
  /** Bumped by every change to a collection this database holds: a reader tells "changed since" from a number. */
  #revision = 0
  /** The last records handed out by `snapshot()` per collection, reused while that collection is unchanged. */
  readonly #taken: Partial<Record<CollectionName, { revision: number; records: readonly object[] }>> = {}
  readonly #collectionRevisions: Record<CollectionName, number> = { realEstateObjects: 0, accounts: 0, settings: 0 }

  private constructor(base?: Database) {
    this.#base = base
    this.#source = base ? base.#source : undefined
  }

  /**
   * A database holding `data`. Each record is checked against its schema.
   * @example
   * const db = await Database.create(createSeedData(42))
   */
  static async create(data: SeedData): Promise<Database> {
    const database = new Database()
    await database.#fill(data, collectionNames)
    return database
  }

  /**
   * A database that reads `base` until it changes a collection, and then
   * holds its own copy of that collection, filled from the data `base` was
   * filled from. `base` must not change while databases lie over it.
   * @example
   * const session = Database.over(pristine) // costs nothing until a write
   */
  static over(base: Database): Database {
    return new Database(base)
  }

  /** The objects. A database over a base must be `materialize`d first (`mock.database()` does it). */
  get realEstateObjects(): Collections['realEstateObjects'] {
    return this.#ownCollection('realEstateObjects')
  }

  get accounts(): Collections['accounts'] {
    return this.#ownCollection('accounts')
  }

  get settings(): Collections['settings'] {
    return this.#ownCollection('settings')
  }

  /** Makes every collection this database's own, so that the collections can be read and changed directly. */
  materialize(): Promise<Database> {
    return this.#serialize(async () => {
      await this.#fill(this.#source!, collectionNames.filter((name) => !this.#own[name]))
      return this
    })
  }

  /** Changes made so far (through this class, a collection, or `bringTo`): equal numbers, same data. */
  get revision(): number {
    return this.#revision
  }

  /**
   * The data as it stands, by reference: cheap to take, as a collection left
   * unchanged since the last snapshot gives the same array again.
   * @example
   * const before = db.snapshot()
   * await db.updateSettings(...)
   * await db.bringTo(before)
   */
  snapshot(): DataSnapshot {
    return {
      realEstateObjects: this.#recordsOf('realEstateObjects') as readonly RealEstateObject[],
      accounts: this.#recordsOf('accounts') as readonly UserAccount[],
      settings: this.getSettings(),
    }
  }

  /**
   * Brings the data to `target` (a snapshot of this database or of one like
   * it), touching only records that differ: unchanged collections are left
   * alone, records of equal content are kept, a collection of the same length
   * is updated in place, otherwise the records after the common start are
   * replaced. Serialized with every other write.
   */
  bringTo(target: DataSnapshot): Promise<void> {
    return this.#serialize(async () => {
      for (const name of collectionNames) {
        const wanted = (name === 'settings' ? [target.settings] : target[name]) as readonly object[]
        if (sameRecords(this.#recordsOf(name), wanted)) continue
        if (!this.#own[name]) await this.#fill(this.#source!, [name])
        await this.#bring(this.#collection(name), wanted)
      }
    })
  }

  findRealEstateObject(id: string): RealEstateObject | undefined {
    return this.#own.realEstateObjects ? this.#objectsById.get(id) : this.#base!.findRealEstateObject(id)
  }

  findAccount(username: string): UserAccount | undefined {
    return this.#own.accounts ? this.#accountsByUsername.get(username) : this.#base!.findAccount(username)
  }

  findAccountByToken(token: string): UserAccount | undefined {
    return this.#own.accounts ? this.#accountsByToken.get(token) : this.#base!.findAccountByToken(token)
  }

  /** Ids of the objects and usernames of the accounts, in stored order (well-known first). */
  listKeys(): { realEstateObjects: string[]; accounts: string[] } {
    return {
      realEstateObjects: this.#read('realEstateObjects').all().map((object) => object.id),
      accounts: this.#read('accounts').all().map((account) => account.seurity_settings.username),
    }
  }

  getSettings(): StoredAccountSettings {
    const settings = this.#read('settings').findFirst()
    if (!settings) throw new Error('Failed to read the account settings: the settings record is missing.')
    return settings
  }

  /**
   * Replaces the updatable part of the settings with what `produce` makes of
   * the current ones, or leaves them as they are when it gives `undefined`.
   * Runs after every write before it, so reading, deciding and writing are one
   * step: concurrent updates never mix.
   * @example
   * await db.updateSettings((current) => ({ ...pick(current), activity_logs: false }))
   */
  updateSettings(
    produce: (current: StoredAccountSettings) => AccountSettingsUpdate | undefined,
  ): Promise<StoredAccountSettings> {
    return this.replaceSettings((current) => {
      const next = produce(current)
      return next && withUpdate(current, next)
    })
  }

  /**
   * Replaces the whole settings record with what `produce` makes of the
   * current one, or leaves it when it gives `undefined`. Serialized like
   * `updateSettings`; if `produce` throws, nothing changes.
   * @example
   * await db.replaceSettings((current) => ({ ...current, activity_logs: false }))
   */
  replaceSettings(
    produce: (current: StoredAccountSettings) => StoredAccountSettings | undefined,
  ): Promise<StoredAccountSettings> {
    return this.#serialize(async () => {
      const current = this.getSettings()
      const next = produce(current)
      if (!next) return current
      if (!this.#own.settings) await this.#fill(this.#source!, ['settings'])
      const stored = this.settings.findFirst()!
      // A new record replaces the old one: @msw/data's `update` (a mutative draft and a second
      // schema pass) costs three times as much, and readers see the old record until the swap.
      const replacement = await this.settings.create(next)
      this.settings.delete(stored)
      return replacement
    })
  }

  /**
   * Stores what `produce` makes of the object with this id (`undefined` when
   * there is none): it replaces that object where it stands, or is added
   * after the others. Serialized like `updateSettings`; if `produce` throws,
   * nothing changes.
   * @example
   * await db.putRealEstateObject('re-0001', (current) => ({ ...current!, name: 'Renamed' }))
   */
  putRealEstateObject(id: string, produce: (current: RealEstateObject | undefined) => RealEstateObject): Promise<RealEstateObject> {
    return this.#serialize(async () => {
      if (!this.#own.realEstateObjects) await this.#fill(this.#source!, ['realEstateObjects'])
      return this.#put(this.#collection('realEstateObjects'), this.findRealEstateObject(id), produce)
    })
  }

  /**
   * Stores what `produce` makes of the account with this username, like
   * `putRealEstateObject`. The account it gives may carry another username.
   * @example
   * await db.putAccount('alice.admin', (current) => ({ ...current!, enabled: false }))
   */
  putAccount(username: string, produce: (current: UserAccount | undefined) => UserAccount): Promise<UserAccount> {
    return this.#serialize(async () => {
      if (!this.#own.accounts) await this.#fill(this.#source!, ['accounts'])
      return this.#put(this.#collection('accounts'), this.findAccount(username), produce)
    })
  }

  /**
   * Brings the data back to `data`, touching only what changed: records
   * updated in place are put back where they stand, records added after the
   * filled ones are removed, and only a deletion makes the collection be
   * filled again from the deleted record's position on (or from the start,
   * when that is cheaper). A reset after a test that updated a few records
   * costs little, whatever the size of the data. A database over a base
   * restores the copies it made (a test may hold them) and reads the rest
   * from the base, which never changed.
   */
  restore(data: SeedData): Promise<void> {
    return this.#serialize(async () => {
      const owned = collectionNames.filter((name) => this.#own[name])
      if (data !== this.#source) for (const name of owned) this.#changes[name].unshifted = 0
      for (const name of owned) await this.#restore(name, data)
      this.#source = data
    })
  }

  /** The records of a collection as an array that stays as it is: a copy, made again only after a change. */
  #recordsOf(name: CollectionName): readonly object[] {
    const own = this.#own[name]
    if (!own) return this.#base!.#recordsOf(name)
    const revision = this.#collectionRevisions[name]
    const taken = this.#taken[name]
    if (taken?.revision === revision) return taken.records
    // `all()` is the collection's own array, which it changes in place.
    const records = [...own.all()] as readonly object[]
    this.#taken[name] = { revision, records }
    return records
  }

  async #bring(collection: AnyCollection, wanted: readonly object[]): Promise<void> {
    const records = [...collection.all()]
    const overlap = Math.min(records.length, wanted.length)
    const differing: number[] = []
    for (let position = 0; position < overlap; position++) if (!sameRecord(records[position]!, wanted[position]!)) differing.push(position)
    // Few records differ where both hold one (updates, records added or removed at the end): change just those.
    if (differing.length * 2 <= overlap) {
      while (collection.count() > wanted.length) collection.delete(collection.all().at(-1)!)
      for (const position of differing) {
        const record = records[position]!
        await collection.update(sameObject(record), { strict: true, data: (draft) => overwrite(draft, record, wanted[position]!) })
      }
      for (const record of wanted.slice(records.length)) await collection.create(plainCopy(record))
      return
    }
    // Positions moved (a removal in the middle): keep the common start, make the rest again.
    const kept = differing[0] ?? overlap
    while (collection.count() > kept) collection.delete(collection.all()[kept]!)
    for (const record of wanted.slice(kept)) await collection.create(plainCopy(record))
  }

  #ownCollection<Name extends CollectionName>(name: Name): Collections[Name] {
    const collection = this.#own[name]
    if (!collection) throw new Error(`Failed to read the ${name}: this database reads them from its base until materialize() is called.`)
    return collection
  }

  /** The collection to read: its own copy, else the base's. */
  #read<Name extends CollectionName>(name: Name): Collections[Name] {
    return this.#own[name] ?? this.#base!.#read(name)
  }

  #watch(name: CollectionName): void {
    const collection = this.#collection(name)
    const indexes: ReadonlyArray<Pick<KeyIndex<unknown>, 'noteUpdate' | 'invalidate'>> =
      name === 'realEstateObjects' ? [this.#objectsById] : name === 'accounts' ? [this.#accountsByUsername, this.#accountsByToken] : []
    // No listener for `create`: @msw/data skips its hooks when none is listening, some 15% of the
    // cost of filling. Records added at the end need no bookkeeping: restore and the
    // indexes see them by the count.
    const changed = () => {
      this.#revision++
      this.#collectionRevisions[name]++
    }
    // Listened to only once the collection is filled, so filling pays nothing for it.
    collection.hooks.on('create', changed)
    collection.hooks.on('update', ({ data }) => {
      changed()
      this.#changes[name].updated = true
      for (const index of indexes) index.noteUpdate(data.prevRecord, data.nextRecord)
    })
    collection.hooks.on('delete', ({ data }) => {
      changed()
      const changes = this.#changes[name]
      // Unknown when the record given was an old version of the stored one: then all positions may have moved.
      const position = collection.all().indexOf(data.deletedRecord)
      changes.unshifted = Math.min(changes.unshifted, position === -1 ? 0 : position)
      for (const index of indexes) index.invalidate()
    })
  }

  async #restore(name: CollectionName, data: SeedData): Promise<void> {
    const collection = this.#collection(name)
    const originals = (name === 'settings' ? [data.settings] : data[name]) as readonly object[]
    const changes = this.#changes[name]
    if (!changes.updated && changes.unshifted === Infinity && collection.count() === changes.filled.length) return
    // Costs counted in records scanned. @msw/data finds a record to update or remove by scanning from the
    // front (about 0.4 µs a record at 100,000 records), so each change behind p kept records costs p, plus
    // a hundred for an update's own work. Emptying from the front finds each record at once and shifts the
    // rest instead, about a thousand times cheaper per record passed, but then every kept record is created
    // again (some fifty each). `clear()` and `deleteMany()` scan for each record too, hence neither is used.
    const count = collection.count()
    let kept = Math.min(changes.unshifted, changes.filled.length)
    let updated: number[] = []
    if (changes.updated) {
      const records = collection.all()
      for (let position = 0; position < kept; position++) if (records[position] !== changes.filled[position]) updated.push(position)
    }
    const costToKeep = (count - kept) * kept + updated.reduce((sum, position) => sum + position + 100, 0)
    if (costToKeep > count ** 2 / 1000 + 50 * kept) {
      kept = 0
      updated = []
    }
    while (collection.count() > kept) collection.delete(collection.all()[kept]!)
    for (const position of updated) {
      const record = collection.all()[position]!
      await collection.update(sameObject(record), {
        strict: true,
        data: (draft) => overwrite(draft, record, originals[position]!),
      })
    }
    for (const original of originals.slice(kept)) await collection.create(original)
    this.#changes[name] = { filled: [...collection.all()], updated: false, unshifted: Infinity }
  }

  #collection(name: CollectionName): AnyCollection {
    return this.#ownCollection(name) as unknown as AnyCollection
  }

  /** Gives this database its own copy of the collections named, filled from `data`. */
  async #fill(data: SeedData, names: readonly CollectionName[]): Promise<void> {
    // Records are the schema's parse output, fresh objects: `data` itself is never shared with the model.
    // One at a time: `createMany` starts every record at once and holds them all in flight.
    for (const name of names) {
      const collection = newCollection[name]() as unknown as AnyCollection
      for (const original of name === 'settings' ? [data.settings] : data[name]) await collection.create(original)
      ;(this.#own as Record<CollectionName, AnyCollection>)[name] = collection
      this.#changes[name] = { filled: [...collection.all()], updated: false, unshifted: Infinity }
      this.#watch(name)
      if (name === 'realEstateObjects') this.#objectsById.invalidate()
      if (name === 'accounts') for (const index of [this.#accountsByUsername, this.#accountsByToken]) index.invalidate()
    }
    this.#source = data
  }

  async #put<Item extends object>(
    collection: AnyCollection,
    current: Item | undefined,
    produce: (current: Item | undefined) => Item,
  ): Promise<Item> {
    const next = produce(current)
    if (!current) return (await collection.create(next)) as unknown as Item
    const stored = await collection.update(sameObject(current), {
      strict: true,
      data: (draft) => overwrite(draft, current, next),
    })
    return stored as unknown as Item
  }

  #serialize<T>(change: () => Promise<T> | T): Promise<T> {
    const result = this.#writes.then(change)
    this.#writes = result.catch(() => undefined)
    return result
  }
}

/** The same records, by reference or by content, in the same order. */
function sameRecords(current: readonly object[], wanted: readonly object[]): boolean {
  if (current === wanted) return true
  if (current.length !== wanted.length) return false
  return current.every((record, position) => sameRecord(record, wanted[position]!))
}

/** Equal JSON: records keep the schema's key order, and their internal symbol keys are not data. */
function sameRecord(a: object, b: object): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b)
}

/** A record's data without @msw/data's internal keys, so that `create` gives it a primary key of its own. */
function plainCopy(record: object): object {
  return JSON.parse(JSON.stringify(record)) as object
}

/**
 * A query for the stored object itself. @msw/data finds a record given as
 * such by its primary key, a slower comparison per record it passes.
 */
function sameObject(record: object): Query<object> {
  return new Query((candidate) => candidate === record)
}

/**
 * Makes an update's draft of `current` hold `next`, writing only the fields
 * that differ: fewer patches for @msw/data to replay through its hooks.
 */
function overwrite(draft: Record<string, unknown>, current: object, next: object): void {
  const before = current as Record<string, unknown>
  for (const key of Object.keys(before)) if (!(key in next)) delete draft[key]
  for (const [key, value] of Object.entries(next)) if (!isEqual(before[key], value)) draft[key] = value
}
