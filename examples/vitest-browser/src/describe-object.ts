/** @module One line about an object: where it is and what it costs. */
import type { RealEstateObject } from './service.ts'

export function describeObject(object: RealEstateObject): string {
  return `${object.property_address} · ${object.rental_price}`
}
