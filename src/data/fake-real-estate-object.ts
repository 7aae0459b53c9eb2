/** @module One realistic, self-consistent real estate object from a seeded faker. */
import type { Faker } from '@faker-js/faker'
import type { Contact, RealEstateObject } from '../model/index.ts'
import { asciiLower } from './ascii-lower.ts'
import { toFullDate } from './create-seeded-faker.ts'
import { flatString } from './flat-string.ts'
import { textByNumber } from './text-by-number.ts'
import {
  cities,
  emailDomains,
  leaseClauses,
  locationNotes,
  maintenanceTasks,
  nameAdjectives,
  occupancyStates,
  propertyKinds,
  streetSuffixes,
  tags,
  utilities,
} from './vocabulary.ts'

const emptyContact: Contact = { name: '', phone: '', email: '' }
const monthsText = textByNumber((count) => `${count} months`)
const usdText = textByNumber((amount) => `${amount} USD`)

export function fakeRealEstateObject(faker: Faker, id: string): RealEstateObject {
  const kind = faker.helpers.arrayElement(propertyKinds)
  // Composed from fixed lists rather than faker's address patterns: consistent (a city's own state and
  // ZIP prefix) and several times cheaper, which counts when seeding 100,000 objects.
  const street = `${faker.person.lastName()} ${faker.helpers.arrayElement(streetSuffixes)}`
  const { city, state, zip } = faker.helpers.arrayElement(cities)
  const address = flatString`${faker.number.int({ min: 1, max: 9999 })} ${street}, ${city}, ${state} ${zip}${faker.string.numeric(2)}`

  const area = faker.number.int(kind.area)
  // Walls, corridors and shared space make the rentable area a little smaller than the whole.
  const rentableArea = Math.round(area * faker.number.float({ min: 0.8, max: 1, fractionDigits: 2 }))
  const monthlyRent = Math.round((area * faker.number.int(kind.rentPerSquareMetre)) / 10) * 10

  const occupancy = faker.helpers.arrayElement(occupancyStates)
  const dateCreated = faker.date.past({ years: 6 })
  const hasDeposit = faker.datatype.boolean({ probability: 0.85 })

  return {
    id,
    name: flatString`${faker.helpers.arrayElement(nameAdjectives)} ${street} ${faker.helpers.arrayElement(kind.nouns)}`,
    description: flatString`${kind.type} of ${area} m² in ${city}. ${faker.helpers.arrayElement(kind.amenities)} and ${faker.helpers.arrayElement(kind.amenities).toLowerCase()}; ${faker.helpers.arrayElement(locationNotes)}.`,
    date_created: toFullDate(dateCreated),
    date_modified: faker.datatype.boolean({ probability: 0.15 })
      ? ''
      : toFullDate(faker.date.between({ from: dateCreated, to: faker.defaultRefDate() })),
    owner: fakeContact(faker),
    tenant: occupancy === 'Vacant' ? emptyContact : fakeContact(faker),
    property_type: kind.type,
    property_address: address,
    property_area: String(area),
    rentable_area: String(rentableArea),
    occupancy,
    lease_term: monthsText(faker.helpers.arrayElement(kind.leaseMonths)),
    rental_price: usdText(monthlyRent),
    maintenance_schedule: faker.helpers.arrayElements(maintenanceTasks, { min: 1, max: 4 }),
    utilities: faker.helpers.arrayElements(utilities, { min: 2, max: 5 }),
    amenities: faker.helpers.arrayElements(kind.amenities, { min: 1, max: 4 }),
    lease_agreement_details: leaseText(faker.helpers.arrayElements(leaseClauses, { min: 2, max: 4 })),
    security_deposit: hasDeposit ? usdText(monthlyRent * faker.number.int({ min: 1, max: 3 })) : '',
    tags: faker.helpers.arrayElements(tags, { min: 0, max: 4 }),
  }
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

/** Lease texts by the clauses they join, in order: 3,600 texts for 100,000 objects. */
const leaseTexts = new Map<number, string>()

function leaseText(clauses: readonly (typeof leaseClauses)[number][]): string {
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
