/** @module The model's two collections, each an @msw/data collection made from its resource's zod schema. */
import { Collection } from '@msw/data'
import { realEstateObjectSchema, userAccountSchema } from '../model/index.ts'

export const collectionNames = ['realEstateObjects', 'accounts'] as const
export type CollectionName = (typeof collectionNames)[number]

export type Collections = {
  realEstateObjects: Collection<typeof realEstateObjectSchema>
  accounts: Collection<typeof userAccountSchema>
}

/** An empty collection of each name. */
export const newCollection = {
  realEstateObjects: () => new Collection({ schema: realEstateObjectSchema }),
  accounts: () => new Collection({ schema: userAccountSchema }),
} satisfies { [Name in CollectionName]: () => Collections[Name] }
