/** @module The shape of a database's records at one moment. */
import type { RealEstateObject, StoredAccountSettings, UserAccount } from '../model/index.ts'

/**
 * The records at one moment, by reference: records are never changed in
 * place, so a snapshot shares every record it holds with the database and
 * with other snapshots (structural sharing), and costs one array of
 * references per changed collection.
 */
export type DataSnapshot = {
  readonly realEstateObjects: readonly RealEstateObject[]
  readonly accounts: readonly UserAccount[]
  readonly settings: StoredAccountSettings
}
