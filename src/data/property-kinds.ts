/**
 * @module The kinds of property a fake object can be (apartment, office,
 * warehouse…), each with the ranges and words that fit it. Fixed here, like
 * the rest of the vocabulary, so seeded output stays the same everywhere.
 */
import type { NameAdjective, PropertyUse, Tag } from './vocabulary.ts'

export type PropertyKind = {
  type: string
  /** How a description names the kind: "a warehouse of 900 m²". */
  descriptionNoun: string
  /** Homes and businesses differ in lease clauses and tags. */
  use: PropertyUse
  /** Inclusive range of the property area, in square metres. */
  area: { min: number; max: number }
  /** Monthly rent per square metre, in USD. */
  rentPerSquareMetre: { min: number; max: number }
  leaseMonths: readonly number[]
  /** The number of units a property of several units has; absent for one unit, which is never partially occupied. */
  units?: { min: number; max: number }
  /** An elevator goes without saying, so it is not among the amenities (an office building). */
  elevatorAssumed?: boolean
  /** First word of a name; `nameAdjectiveFits` leaves out the ones that contradict the record. */
  adjectives: readonly NameAdjective[]
  nouns: readonly string[]
  /** Each one a key of `amenityWording`. */
  amenities: readonly string[]
  /** How a description ends: what is near the property. */
  locationNotes: readonly string[]
  tags: readonly Tag[]
}

export const propertyKinds: readonly PropertyKind[] = [
  {
    type: 'Apartment',
    descriptionNoun: 'apartment',
    use: 'residential',
    area: { min: 35, max: 160 },
    rentPerSquareMetre: { min: 14, max: 38 },
    leaseMonths: [6, 12, 12, 18, 24],
    adjectives: [
      'Sunny',
      'Quiet',
      'Modern',
      'Bright',
      'Central',
      'Riverside',
      'Parkside',
      'Elegant',
      'Renovated',
      'Spacious',
      'Cozy',
    ],
    nouns: ['Apartment', 'Flat', 'Loft', 'Residence'],
    amenities: [
      'Balcony',
      'Elevator',
      'In-unit laundry',
      'Dishwasher',
      'Bike storage',
      'Rooftop terrace',
      'Concierge',
      'Gym',
      'Furnished',
    ],
    locationNotes: [
      'close to public transport',
      'a short walk from shops',
      'in a quiet neighbourhood',
      'near schools and parks',
    ],
    tags: [
      'pet-friendly',
      'furnished',
      'renovated',
      'transit-access',
      'parking',
      'waterfront',
      'downtown',
      'quiet-area',
      'student-friendly',
      'accessible',
      'energy-efficient',
      'available-now',
      'new-build',
    ],
  },
  {
    type: 'House',
    descriptionNoun: 'house',
    use: 'residential',
    area: { min: 90, max: 320 },
    rentPerSquareMetre: { min: 10, max: 24 },
    leaseMonths: [12, 24, 24, 36],
    adjectives: ['Sunny', 'Quiet', 'Historic', 'Riverside', 'Parkside', 'Renovated', 'Spacious', 'Cozy'],
    nouns: ['House', 'Cottage', 'Family Home', 'Villa'],
    amenities: ['Garden', 'Garage', 'Fireplace', 'Patio', 'Basement storage', 'Driveway', 'Swimming pool'],
    locationNotes: [
      'in a quiet neighbourhood',
      'near schools and parks',
      'a short drive from downtown',
      'close to public transport',
    ],
    tags: [
      'pet-friendly',
      'renovated',
      'parking',
      'waterfront',
      'quiet-area',
      'family',
      'accessible',
      'energy-efficient',
      'available-now',
      'new-build',
    ],
  },
  {
    type: 'Townhouse',
    descriptionNoun: 'townhouse',
    use: 'residential',
    area: { min: 80, max: 220 },
    rentPerSquareMetre: { min: 12, max: 28 },
    leaseMonths: [12, 18, 24],
    adjectives: ['Modern', 'Historic', 'Quiet', 'Bright', 'Parkside', 'Renovated', 'Elegant'],
    nouns: ['Townhouse', 'Row House'],
    amenities: ['Private entrance', 'Patio', 'Garage', 'Shared courtyard', 'Dishwasher'],
    locationNotes: [
      'close to public transport',
      'a short walk from shops',
      'in a quiet neighbourhood',
      'near schools and parks',
    ],
    tags: [
      'pet-friendly',
      'renovated',
      'transit-access',
      'parking',
      'quiet-area',
      'family',
      'energy-efficient',
      'available-now',
      'new-build',
    ],
  },
  {
    type: 'Studio',
    descriptionNoun: 'studio',
    use: 'residential',
    area: { min: 22, max: 48 },
    rentPerSquareMetre: { min: 20, max: 45 },
    leaseMonths: [3, 6, 12],
    adjectives: ['Bright', 'Cozy', 'Modern', 'Central', 'Sunny', 'Renovated'],
    nouns: ['Studio', 'Micro Loft'],
    amenities: ['Furnished', 'Shared laundry', 'Elevator', 'Bike storage'],
    locationNotes: [
      'close to public transport',
      'a short walk from shops',
      'near the university',
      'in a lively neighbourhood',
    ],
    tags: [
      'pet-friendly',
      'furnished',
      'renovated',
      'transit-access',
      'downtown',
      'student-friendly',
      'energy-efficient',
      'available-now',
      'new-build',
    ],
  },
  {
    type: 'Office',
    descriptionNoun: 'office',
    use: 'commercial',
    area: { min: 80, max: 1500 },
    rentPerSquareMetre: { min: 18, max: 55 },
    leaseMonths: [36, 60, 60, 120],
    units: { min: 2, max: 8 },
    elevatorAssumed: true,
    adjectives: ['Modern', 'Central', 'Riverside', 'Renovated', 'Spacious'],
    nouns: ['Office Suite', 'Business Center', 'Workspace'],
    amenities: ['24-hour access', 'Conference rooms', 'Reception', 'Parking garage', 'Kitchenette', 'Fibre internet'],
    locationNotes: ['close to public transport', 'in the business district', 'a short walk from restaurants'],
    tags: [
      'commercial',
      'renovated',
      'transit-access',
      'parking',
      'waterfront',
      'downtown',
      'accessible',
      'energy-efficient',
      'available-now',
      'new-build',
    ],
  },
  {
    type: 'Retail',
    descriptionNoun: 'retail unit',
    use: 'commercial',
    area: { min: 45, max: 900 },
    rentPerSquareMetre: { min: 20, max: 70 },
    leaseMonths: [24, 36, 60],
    adjectives: ['Central', 'Corner', 'Modern', 'Renovated'],
    nouns: ['Storefront', 'Retail Unit', 'Shop'],
    amenities: ['Street frontage', 'Display windows', 'Loading access', 'Storage room', 'Customer parking'],
    locationNotes: ['in a busy shopping district', 'in a pedestrian zone', 'next to a supermarket'],
    tags: [
      'commercial',
      'renovated',
      'transit-access',
      'parking',
      'downtown',
      'accessible',
      'available-now',
      'new-build',
    ],
  },
  {
    type: 'Warehouse',
    descriptionNoun: 'warehouse',
    use: 'commercial',
    area: { min: 400, max: 12000 },
    rentPerSquareMetre: { min: 4, max: 12 },
    leaseMonths: [36, 60, 84],
    units: { min: 2, max: 6 },
    adjectives: ['Modern', 'Riverside', 'Spacious', 'Renovated'],
    nouns: ['Warehouse', 'Logistics Hall', 'Depot'],
    amenities: ['Loading docks', 'High ceilings', 'Truck court', 'Sprinkler system', 'Office space'],
    locationNotes: ['with easy highway access', 'in an industrial park', 'close to a rail freight terminal'],
    tags: ['commercial', 'parking', 'waterfront', 'energy-efficient', 'available-now', 'new-build'],
  },
]
