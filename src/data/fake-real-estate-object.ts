/** @module One realistic, self-consistent real estate object from a seeded faker. */
import type { Faker } from '@faker-js/faker'
import type { Contact, RealEstateObject } from '../model/index.ts'
import { asciiLower, flatString } from './text.ts'
import { toFullDate } from './create-seeded-faker.ts'
import { textByNumber } from './text-by-number.ts'
import { fittingAdjectives, fittingTags, withoutConflicts, type ObjectFacts } from './fitting-words.ts'
import { objectDescription } from './object-description.ts'
import { propertyKinds } from './property-kinds.ts'
import {
  amenityLeadIns,
  cities,
  elevatorInspection,
  emailDomains,
  leaseClauses,
  leaseClausesByUse,
  maintenanceTasks,
  occupancyStates,
  streetSuffixes,
  utilities,
  type LeaseClause,
  type OccupancyState,
} from './vocabulary.ts'

const emptyContact: Contact = { name: '', phone: '', email: '' }
const monthsText = textByNumber((count) => `${count} months`)
const usdText = textByNumber((amount) => `${amount} USD`)
// Keyed by `units * 100 + let`; a few dozen texts in all.
const partialOccupancyText = textByNumber(
  (key) => `Partially occupied (${key % 100} of ${Math.floor(key / 100)} units)`,
)

/** A property of one unit is let whole or not at all. */
const singleUnitOccupancyStates = occupancyStates.filter((state) => state !== 'Partially occupied')
const tasksWithoutElevator = maintenanceTasks.filter((task) => task !== elevatorInspection)

/**
 * One generated object. Its words agree with its record: the description
 * names amenities from its own list, the name's adjective fits its area and
 * occupancy, and only an `Occupied` or `Partially occupied` object has a
 * tenant (a `Vacant` or `Under renovation` one offers its lease terms).
 */
export function fakeRealEstateObject(faker: Faker, id: string): RealEstateObject {
  const kind = faker.helpers.arrayElement(propertyKinds)
  // Composed from fixed lists rather than faker's address patterns: consistent (a city's own state and
  // ZIP prefix) and several times cheaper, which counts when seeding 100,000 objects.
  const street = `${streetName(faker.person.lastName())} ${faker.helpers.arrayElement(streetSuffixes)}`
  const { city, state, zip } = faker.helpers.arrayElement(cities)
  const address = flatString`${faker.number.int({ min: 1, max: 9999 })} ${street}, ${city}, ${state} ${zip}${faker.string.numeric(2)}`

  const area = faker.number.int(kind.area)
  // Walls, corridors and shared space make the rentable area a little smaller than the whole.
  const rentableArea = Math.round(area * faker.number.float({ min: 0.8, max: 1, fractionDigits: 2 }))
  const monthlyRent = Math.round((area * faker.number.int(kind.rentPerSquareMetre)) / 10) * 10

  const occupancy: OccupancyState = faker.helpers.arrayElement(kind.units ? occupancyStates : singleUnitOccupancyStates)
  const dateCreated = faker.date.past({ years: 6 })
  const hasDeposit = faker.datatype.boolean({ probability: 0.85 })
  const amenities = faker.helpers.arrayElements(kind.amenities, { min: 1, max: 4 })
  const owner = fakeContact(faker)
  const facts: ObjectFacts = { kind, area, occupancy, amenities }
  const adjective = faker.helpers.arrayElement(fittingAdjectives(facts))
  const hasElevator = kind.elevatorAssumed === true || amenities.includes('Elevator')

  return {
    id,
    name: flatString`${adjective} ${street} ${faker.helpers.arrayElement(kind.nouns)}`,
    description: objectDescription({
      kind,
      area,
      city,
      locationNote: faker.helpers.arrayElement(kind.locationNotes),
      amenities,
      leadIn: faker.helpers.arrayElement(amenityLeadIns),
    }),
    date_created: toFullDate(dateCreated),
    date_modified: faker.datatype.boolean({ probability: 0.15 })
      ? ''
      : toFullDate(faker.date.between({ from: dateCreated, to: faker.defaultRefDate() })),
    owner,
    tenant: occupancy === 'Occupied' || occupancy === 'Partially occupied' ? fakeTenant(faker, owner) : emptyContact,
    property_type: kind.type,
    property_address: address,
    property_area: String(area),
    rentable_area: String(rentableArea),
    occupancy: occupancy === 'Partially occupied' ? fakePartialOccupancy(faker, kind.units!) : occupancy,
    // Without a tenant, the lease fields are the terms on offer.
    lease_term: monthsText(faker.helpers.arrayElement(kind.leaseMonths)),
    rental_price: usdText(monthlyRent),
    maintenance_schedule: faker.helpers.arrayElements(hasElevator ? maintenanceTasks : tasksWithoutElevator, {
      min: 1,
      max: 4,
    }),
    utilities: faker.helpers.arrayElements(utilities, { min: 2, max: 5 }),
    amenities,
    lease_agreement_details: leaseText(faker.helpers.arrayElements(leaseClausesByUse[kind.use], { min: 2, max: 4 })),
    security_deposit: hasDeposit ? usdText(monthlyRent * faker.number.int({ min: 1, max: 3 })) : '',
    tags: withoutConflicts(faker.helpers.arrayElements(fittingTags(facts, adjective), { min: 0, max: 4 })),
  }
}

/** A street named after a family: a double-barrelled name of one family twice ("Kling-Kling") is the one name. */
function streetName(lastName: string): string {
  const hyphen = lastName.indexOf('-')
  if (hyphen === -1) return lastName
  const first = lastName.slice(0, hyphen)
  return lastName.slice(hyphen + 1) === first ? first : lastName
}

/** `Partially occupied (2 of 5 units)`: some, never all or none, of the units let. */
function fakePartialOccupancy(faker: Faker, units: { min: number; max: number }): string {
  const count = faker.number.int(units)
  return partialOccupancyText(count * 100 + faker.number.int({ min: 1, max: count - 1 }))
}

/** A tenant other than the owner: nobody rents from themself. */
function fakeTenant(faker: Faker, owner: Contact): Contact {
  let tenant = fakeContact(faker)
  while (tenant.name === owner.name) tenant = fakeContact(faker)
  return tenant
}

function fakeContact(faker: Faker): Contact {
  const firstName = faker.person.firstName()
  const lastName = faker.person.lastName()
  return {
    name: flatString`${firstName} ${lastName}`,
    phone: faker.phone.number({ style: 'national' }),
    email: flatString`${asciiLower(firstName)}.${asciiLower(lastName)}@${faker.helpers.arrayElement(emailDomains)}`,
  }
}

/** Lease texts by the clauses they join, in order: a few thousand texts for 100,000 objects. */
const leaseTexts = new Map<number, string>()

function leaseText(clauses: readonly LeaseClause[]): string {
  // The key spells the clauses' positions, one digit each in base `leaseClauses.length + 1`.
  let key = 0
  for (const clause of clauses) key = key * (leaseClauses.length + 1) + leaseClauses.indexOf(clause) + 1
  let text = leaseTexts.get(key)
  if (text === undefined) {
    text = clauses.join(' ')
    leaseTexts.set(key, text)
  }
  return text
}
