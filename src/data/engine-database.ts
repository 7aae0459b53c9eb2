/**
 * @module The engine's side of a mock's data: `EngineDatabase`, which users see as `Database`
 * (database.ts), with the layering, snapshots, restore and edit listeners only the engine calls.
 */
import {
  storedAccountSettingsSchema,
  withUpdate,
  type AccountSettingsUpdate,
  type RealEstateObject,
  type StoredAccountSettings,
  type UserAccount,
} from '../model/index.ts'
import type { SeedData } from './seed-data.ts'
import type { DataSnapshot } from './data-snapshot.ts'
import type { Database } from './database.ts'
import { collectionNames, newCollection, type CollectionName, type Collections } from './collections.ts'
import { EditReports } from './edit-reports.ts'
import { KeyIndex } from './key-index.ts'
import {
  bringCollection,
  noChanges,
  watchCollection,
  putBackFilled,
  putRecord,
  refillCollection,
  sameRecord,
  sameRecords,
  type AnyCollection,
  type Changes,
  type PutBack,
} from './collection-changes.ts'

/** The settings as stored: the schema's parse output, a fresh object that shares nothing with `settings`. */
const storedSettings = (settings: StoredAccountSettings): StoredAccountSettings =>
  storedAccountSettingsSchema.parse(settings)

/**
 * The engine's database: `Database`, and what only the engine calls (layering over a shared base,
 * snapshots for the timeline, restore on reset, the edit listeners). Users get it typed as `Database`.
 */
export class EngineDatabase implements Database {
  /** The collections this database holds itself; the others are read from `#base`. */
  readonly #own: Partial<Collections> = {}
  readonly #base: EngineDatabase | undefined
  readonly #objectsById = new KeyIndex(
    () => this.#own.realEstateObjects!.all(),
    (object) => object.id,
  )
  readonly #accountsByUsername = new KeyIndex(
    () => this.#own.accounts!.all(),
    (account) => account.seurity_settings.username,
  )
  readonly #accountsByToken = new KeyIndex(
    () => this.#own.accounts!.all(),
    (account) => account.auth_token,
  )
  readonly #changes = {} as Record<CollectionName, Changes>
  /** The data the collections were last filled from. */
  #source: SeedData | undefined
  /** The settings as stored now, and as stored from `#source` (what `restore` brings them back to). */
  #settings: StoredAccountSettings
  #sourceSettings: StoredAccountSettings
  /** Writes run one after another, so two updates in flight never interleave. */
  #writes: Promise<unknown> = Promise.resolve()
  /** Told at the end of each write that changed something (`onEdit`). */
  readonly #edits = new EditReports()
  /** The collections as handed out: their writes tell the edit listeners when they end. */
  readonly #handedOut: Partial<Collections> = {}
  /** The last records handed out by `snapshot()` per collection, reused while that collection is unchanged. */
  readonly #taken: Partial<Record<CollectionName, { revision: number; records: readonly object[] }>> = {}
  readonly #collectionRevisions: Record<CollectionName, number> = { realEstateObjects: 0, accounts: 0 }

  private constructor(settings: StoredAccountSettings, base?: EngineDatabase) {
    this.#base = base
    this.#source = base ? base.#source : undefined
    this.#settings = this.#sourceSettings = settings
  }

  /**
   * A database holding `data`. Each record is checked against its schema.
   * @example
   * const db = await EngineDatabase.create(createSeedData(42))
   */
  static async create(data: SeedData): Promise<EngineDatabase> {
    const database = new EngineDatabase(storedSettings(data.settings))
    await database.#fill(data, collectionNames)
    return database
  }

  /**
   * A database that reads `base` until it changes a collection, and then
   * holds its own copy of that collection, filled from the data `base` was
   * filled from. `base` must not change while databases lie over it.
   * @example
   * const session = EngineDatabase.over(pristine) // costs nothing until a write
   */
  static over(base: EngineDatabase): EngineDatabase {
    return new EngineDatabase(base.#settings, base)
  }

  /** The objects. A database over a base must be `materialize`d first (`mock.database()` does it). */
  get realEstateObjects(): Collections['realEstateObjects'] {
    return this.#handOut('realEstateObjects')
  }

  get accounts(): Collections['accounts'] {
    return this.#handOut('accounts')
  }

  /** Makes every collection this database's own, so that the collections can be read and changed directly. */
  materialize(): Promise<EngineDatabase> {
    return this.#serialize(async () => {
      await this.#fill(
        this.#source!,
        collectionNames.filter((name) => !this.#own[name]),
      )
      return this
    })
  }

  /**
   * Calls `listener` at the end of each write that changed this database: one of its own methods,
   * `bringTo`, `restore`, or a write through a collection (`database.realEstateObjects.update(…)`,
   * once however many records it touched). A session records its versions from it. The function
   * returned stops it.
   * @example
   * const stop = db.onEdit(() => console.log('changed'))
   */
  onEdit(listener: () => void): () => void {
    return this.#edits.on(listener)
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
      settings: this.#settings,
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
        if (sameRecords(this.#recordsOf(name), target[name])) continue
        if (!this.#own[name]) await this.#fill(this.#source!, [name])
        await bringCollection(this.#collection(name), target[name])
      }
      if (!sameRecord(this.#settings, target.settings)) this.#storeSettings(storedSettings(target.settings))
    })
  }

  /** The real estate object with this id, or `undefined`. */
  findRealEstateObject(id: string): RealEstateObject | undefined {
    return this.#own.realEstateObjects ? this.#objectsById.get(id) : this.#base!.findRealEstateObject(id)
  }

  /** The account with this username, or `undefined`. */
  findAccount(username: string): UserAccount | undefined {
    return this.#own.accounts ? this.#accountsByUsername.get(username) : this.#base!.findAccount(username)
  }

  /** The account whose token this is (what a bearer token names), or `undefined`. */
  findAccountByToken(token: string): UserAccount | undefined {
    return this.#own.accounts ? this.#accountsByToken.get(token) : this.#base!.findAccountByToken(token)
  }

  /** Ids of the objects and usernames of the accounts, in stored order (well-known first). */
  listKeys(): { realEstateObjects: string[]; accounts: string[] } {
    return {
      realEstateObjects: this.#read('realEstateObjects')
        .all()
        .map((object) => object.id),
      accounts: this.#read('accounts')
        .all()
        .map((account) => account.seurity_settings.username),
    }
  }

  /** The account settings: one record, the same object until a change stores a new one. */
  getSettings(): StoredAccountSettings {
    return this.#settings
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
   * `updateSettings` for an update the model has checked already (a PATCH, through
   * `validateSettingsPatch`): stored as `withUpdate` makes it, without parsing the whole record
   * again. Parts the update left alone stay shared with the settings before, as records are never
   * changed in place. Users' own updates go through `updateSettings`, which checks them.
   */
  updateCheckedSettings(
    produce: (current: StoredAccountSettings) => AccountSettingsUpdate | undefined,
  ): Promise<StoredAccountSettings> {
    return this.#serialize(() => {
      const current = this.#settings
      const next = produce(current)
      return next ? this.#storeSettings(withUpdate(current, next)) : current
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
    return this.#serialize(() => {
      const current = this.#settings
      const next = produce(current)
      if (!next) return current
      return this.#storeSettings(storedSettings(next))
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
  putRealEstateObject(
    id: string,
    produce: (current: RealEstateObject | undefined) => RealEstateObject,
  ): Promise<RealEstateObject> {
    return this.#serialize(async () => {
      if (!this.#own.realEstateObjects) await this.#fill(this.#source!, ['realEstateObjects'])
      const current = this.findRealEstateObject(id)
      return putRecord(this.#collection('realEstateObjects'), current, produce(current))
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
      const current = this.findAccount(username)
      return putRecord(this.#collection('accounts'), current, produce(current))
    })
  }

  /**
   * Brings the data back to `data`. When `data` is what the collections were
   * last filled from (a reset), the very records filled then are put back in
   * their places (`putBackFilled`): a reset costs a pass over the positions,
   * whatever was updated, added or deleted. From other data, the collections
   * are filled again (`refillCollection`).
   * A database over a base restores the copies it made (a test may hold them)
   * and reads the rest from the base, which never changed.
   */
  restore(data: SeedData): Promise<void> {
    return this.#serialize(async () => {
      const owned = collectionNames.filter((name) => this.#own[name])
      const sameSource = data === this.#source
      if (!sameSource) for (const name of owned) this.#changes[name].unshifted = 0
      for (const name of owned) {
        const putBack = sameSource ? putBackFilled(this.#collection(name), this.#changes[name]) : undefined
        if (putBack) this.#followPutBack(name, putBack)
        else this.#changes[name] = await refillCollection(this.#collection(name), data[name])
      }
      if (!sameSource) this.#sourceSettings = storedSettings(data.settings)
      if (this.#settings !== this.#sourceSettings) this.#storeSettings(this.#sourceSettings)
      this.#source = data
    })
  }

  /** What the collection's hooks would have done for the changes `putBackFilled` made without them. */
  #followPutBack(name: CollectionName, { replaced, moved }: PutBack): void {
    this.#changes[name] = { ...this.#changes[name], updated: false, unshifted: Infinity }
    if (replaced.length === 0 && !moved) return
    this.#edits.mark()
    // The collection holds the filled records again, in order: the next snapshot needs no copy of its own.
    this.#taken[name] = { revision: ++this.#collectionRevisions[name], records: this.#changes[name].filled }
    for (const index of this.#indexesOf(name)) {
      if (moved) index.invalidate()
      for (const { previous, next } of replaced) index.noteUpdate(previous, next)
    }
  }

  /** The records of a collection as an array that stays as it is: a copy, made again only after a change. */
  #recordsOf(name: CollectionName): readonly object[] {
    const own = this.#own[name]
    if (!own) return this.#base!.#recordsOf(name)
    const revision = this.#collectionRevisions[name]
    const taken = this.#taken[name]
    if (taken?.revision === revision) return taken.records
    // `all()` is the collection's own array, which it changes in place.
    const records = own.all().slice() as readonly object[]
    this.#taken[name] = { revision, records }
    return records
  }

  #ownCollection<Name extends CollectionName>(name: Name): Collections[Name] {
    const collection = this.#own[name]
    if (!collection)
      throw new Error(
        `Failed to read the ${name}: this database reads them from its base until materialize() is called.`,
      )
    return collection
  }

  /** The collection to read: its own copy, else the base's. */
  #read<Name extends CollectionName>(name: Name): Collections[Name] {
    return this.#own[name] ?? this.#base!.#read(name)
  }

  #indexesOf(name: CollectionName): ReadonlyArray<Pick<KeyIndex<unknown>, 'noteUpdate' | 'invalidate'>> {
    return name === 'realEstateObjects' ? [this.#objectsById] : [this.#accountsByUsername, this.#accountsByToken]
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
      for (const original of data[name]) await collection.create(original)
      ;(this.#own as Record<CollectionName, AnyCollection>)[name] = collection
      this.#changes[name] = noChanges(collection)
      // Listened to only once the collection is filled, so filling pays nothing for it.
      watchCollection(
        collection,
        () => this.#changes[name],
        this.#indexesOf(name),
        () => {
          this.#collectionRevisions[name]++
          this.#edits.mark()
        },
      )
      for (const index of this.#indexesOf(name)) index.invalidate()
    }
    this.#source = data
  }

  #storeSettings(settings: StoredAccountSettings): StoredAccountSettings {
    this.#settings = settings
    this.#edits.mark()
    return settings
  }

  #serialize<T>(change: () => Promise<T> | T): Promise<T> {
    const result = this.#writes.then(change).finally(() => this.#edits.tell())
    this.#writes = result.catch(() => undefined)
    return result
  }

  /** A collection as handed out: the same collection, but a write through it tells the edit listeners when it ends. */
  #handOut<Name extends CollectionName>(name: Name): Collections[Name] {
    const handedOut = (this.#handedOut[name] ??= this.#edits.tellingWrites(this.#ownCollection(name)))
    return handedOut as Collections[Name]
  }
}
