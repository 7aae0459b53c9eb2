/** @module The real estate object profile (interface section 2.1). */
import { withMeta, z } from './zod.ts'
import { contactSchema } from './contact.ts'
import { numericTextSchema, optionalDateSchema } from './domain-rules.ts'

/**
 * The schema of a real estate object, as `getRealEstateObject` answers it (zod 4).
 *
 * @example
 * ```ts
 * import { realEstateObjectSchema } from 'real-estate-service-mock'
 *
 * const object = realEstateObjectSchema.parse(await (await fetch('/svc/v1/RealEstateService/RealEstateObjects/re-0001')).json())
 * ```
 */
export const realEstateObjectSchema = withMeta(
  z.strictObject({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    date_created: optionalDateSchema,
    date_modified: optionalDateSchema,
    owner: contactSchema,
    tenant: contactSchema,
    property_type: z.string(),
    property_address: z.string(),
    property_area: numericTextSchema,
    rentable_area: numericTextSchema,
    occupancy: z.string(),
    lease_term: withMeta(z.string(), { examples: ['12 months'] }),
    rental_price: withMeta(z.string(), { examples: ['2450 USD'] }),
    maintenance_schedule: z.array(z.string()),
    utilities: z.array(z.string()),
    amenities: z.array(z.string()),
    lease_agreement_details: z.string(),
    security_deposit: withMeta(z.string(), { examples: ['4900 USD', ''] }),
    tags: z.array(z.string()),
  }),
  { title: 'Real estate object profile' },
)

/** A real estate object: the answer of `getRealEstateObject`, inferred from `realEstateObjectSchema`. */
export type RealEstateObject = z.infer<typeof realEstateObjectSchema>
