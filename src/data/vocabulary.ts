/**
 * @module Word lists that make fake objects and accounts read like real ones.
 * Kept fixed here (not taken from faker or Intl) so that seeded output stays
 * the same across faker releases, Node versions and browsers.
 */

/** Homes and businesses differ in lease clauses and tags. */
export type PropertyUse = 'residential' | 'commercial'

/** How a description says each amenity: a noun phrase after "It has", or an adjective before the kind's noun. */
export const amenityWording: Readonly<Record<string, { says: string; as: 'noun' | 'adjective' }>> = {
  Balcony: { says: 'a balcony', as: 'noun' },
  Elevator: { says: 'an elevator', as: 'noun' },
  'In-unit laundry': { says: 'in-unit laundry', as: 'noun' },
  Dishwasher: { says: 'a dishwasher', as: 'noun' },
  'Bike storage': { says: 'bike storage', as: 'noun' },
  'Rooftop terrace': { says: 'a rooftop terrace', as: 'noun' },
  Concierge: { says: 'a concierge', as: 'noun' },
  Gym: { says: 'a gym', as: 'noun' },
  Furnished: { says: 'furnished', as: 'adjective' },
  Garden: { says: 'a garden', as: 'noun' },
  Garage: { says: 'a garage', as: 'noun' },
  Fireplace: { says: 'a fireplace', as: 'noun' },
  Patio: { says: 'a patio', as: 'noun' },
  'Basement storage': { says: 'basement storage', as: 'noun' },
  Driveway: { says: 'a driveway', as: 'noun' },
  'Swimming pool': { says: 'a swimming pool', as: 'noun' },
  'Private entrance': { says: 'a private entrance', as: 'noun' },
  'Shared courtyard': { says: 'a shared courtyard', as: 'noun' },
  'Shared laundry': { says: 'shared laundry', as: 'noun' },
  '24-hour access': { says: '24-hour access', as: 'noun' },
  'Conference rooms': { says: 'conference rooms', as: 'noun' },
  Reception: { says: 'a reception area', as: 'noun' },
  'Parking garage': { says: 'a parking garage', as: 'noun' },
  Kitchenette: { says: 'a kitchenette', as: 'noun' },
  'Fibre internet': { says: 'fibre internet', as: 'noun' },
  'Street frontage': { says: 'street frontage', as: 'noun' },
  'Display windows': { says: 'display windows', as: 'noun' },
  'Loading access': { says: 'loading access', as: 'noun' },
  'Storage room': { says: 'a storage room', as: 'noun' },
  'Customer parking': { says: 'customer parking', as: 'noun' },
  'Loading docks': { says: 'loading docks', as: 'noun' },
  'High ceilings': { says: 'high ceilings', as: 'noun' },
  'Truck court': { says: 'a truck court', as: 'noun' },
  'Sprinkler system': { says: 'a sprinkler system', as: 'noun' },
  'Office space': { says: 'office space', as: 'noun' },
}

/** How the sentence that lists a description's amenities begins. */
export const amenityLeadIns = ['It has', 'It comes with', 'It offers'] as const

export const nameAdjectives = [
  'Sunny',
  'Quiet',
  'Modern',
  'Historic',
  'Spacious',
  'Renovated',
  'Cozy',
  'Bright',
  'Central',
  'Riverside',
  'Parkside',
  'Elegant',
  'Corner',
] as const
export type NameAdjective = (typeof nameAdjectives)[number]

export const utilities = [
  'Electricity',
  'Water',
  'Gas',
  'Heating',
  'Cooling',
  'Internet',
  'Trash collection',
  'Sewer',
] as const

/** Due only where there is an elevator. */
export const elevatorInspection = 'Elevator inspection: every 6 months'

export const maintenanceTasks = [
  'HVAC service: quarterly',
  'HVAC filter change: every 3 months',
  'Fire alarm test: monthly',
  'Gutter cleaning: every autumn',
  'Window cleaning: twice a year',
  'Pest control: every 6 months',
  elevatorInspection,
  'Roof inspection: yearly',
  'Boiler service: yearly',
  'Landscaping: weekly in summer',
  'Common area cleaning: weekly',
] as const

const tags = [
  'pet-friendly',
  'furnished',
  'renovated',
  'transit-access',
  'parking',
  'waterfront',
  'downtown',
  'quiet-area',
  'family',
  'student-friendly',
  'commercial',
  'accessible',
  'energy-efficient',
  'available-now',
  'new-build',
] as const
export type Tag = (typeof tags)[number]

/** Tags that contradict each other: an object carries at most one of each pair. */
export const conflictingTags: readonly (readonly [Tag, Tag])[] = [
  ['renovated', 'new-build'],
  ['downtown', 'quiet-area'],
]

export const leaseClauses = [
  'Rent is due on the 1st of each month.',
  'No smoking anywhere on the premises.',
  'Pets allowed with written consent.',
  "Subletting requires the landlord's written approval.",
  'Tenant insures their own contents.',
  'Annual rent review in line with the consumer price index.',
  "Two months' notice required to terminate.",
  'Tenant is responsible for minor repairs under 150 USD.',
  'Utilities are billed separately each quarter.',
  "Six months' notice required to terminate.",
  "Tenant pays a share of the building's operating costs.",
  'Fit-out works are agreed with the landlord in advance.',
] as const
export type LeaseClause = (typeof leaseClauses)[number]

/** The clauses a lease of each use may hold: no pets in a warehouse, a longer notice for a business. */
export const leaseClausesByUse: Readonly<Record<PropertyUse, readonly LeaseClause[]>> = {
  residential: [
    'Rent is due on the 1st of each month.',
    'No smoking anywhere on the premises.',
    'Pets allowed with written consent.',
    "Subletting requires the landlord's written approval.",
    'Tenant insures their own contents.',
    'Annual rent review in line with the consumer price index.',
    "Two months' notice required to terminate.",
    'Tenant is responsible for minor repairs under 150 USD.',
    'Utilities are billed separately each quarter.',
  ],
  commercial: [
    'Rent is due on the 1st of each month.',
    'No smoking anywhere on the premises.',
    "Subletting requires the landlord's written approval.",
    'Tenant insures their own contents.',
    'Annual rent review in line with the consumer price index.',
    "Six months' notice required to terminate.",
    "Tenant pays a share of the building's operating costs.",
    'Fit-out works are agreed with the landlord in advance.',
  ],
}

/**
 * Occupancy, weighted by repetition. An object with a tenant is `Occupied` or (one of several units
 * let) `Partially occupied`; a `Vacant` or `Under renovation` one has none.
 */
export const occupancyStates = [
  'Occupied',
  'Occupied',
  'Occupied',
  'Vacant',
  'Partially occupied',
  'Under renovation',
] as const
export type OccupancyState = (typeof occupancyStates)[number]

/** Languages and the time zones of places where they are commonly used, so an account's two preferences agree. */
export const localeProfiles = [
  { language: 'en-US', timeZones: ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles'] },
  { language: 'en-GB', timeZones: ['Europe/London'] },
  { language: 'de-DE', timeZones: ['Europe/Berlin'] },
  { language: 'fr-FR', timeZones: ['Europe/Paris'] },
  { language: 'es-ES', timeZones: ['Europe/Madrid'] },
  { language: 'es-MX', timeZones: ['America/Mexico_City'] },
  { language: 'pt-BR', timeZones: ['America/Sao_Paulo'] },
  { language: 'it-IT', timeZones: ['Europe/Rome'] },
  { language: 'nl-NL', timeZones: ['Europe/Amsterdam'] },
  { language: 'pl-PL', timeZones: ['Europe/Warsaw'] },
  { language: 'ja-JP', timeZones: ['Asia/Tokyo'] },
] as const

export const accountDescriptions = {
  administrator: ['Office administrator; manages users and billing.', 'Head of operations with full account access.'],
  agent: [
    'Leasing agent for residential listings.',
    'Commercial property agent.',
    'Agent handling new listings and viewings.',
  ],
  viewer: [
    'Read-only access for reporting.',
    'Accounting team member with read access.',
    'Assistant who follows up on listings.',
  ],
} as const

/** Real cities with their state and the first digits of their ZIP codes, so an address holds together. */
export const cities = [
  { city: 'Boston', state: 'MA', zip: '021' },
  { city: 'Cambridge', state: 'MA', zip: '021' },
  { city: 'New York', state: 'NY', zip: '100' },
  { city: 'Brooklyn', state: 'NY', zip: '112' },
  { city: 'Buffalo', state: 'NY', zip: '142' },
  { city: 'Philadelphia', state: 'PA', zip: '191' },
  { city: 'Pittsburgh', state: 'PA', zip: '152' },
  { city: 'Baltimore', state: 'MD', zip: '212' },
  { city: 'Washington', state: 'DC', zip: '200' },
  { city: 'Richmond', state: 'VA', zip: '232' },
  { city: 'Raleigh', state: 'NC', zip: '276' },
  { city: 'Charlotte', state: 'NC', zip: '282' },
  { city: 'Atlanta', state: 'GA', zip: '303' },
  { city: 'Miami', state: 'FL', zip: '331' },
  { city: 'Orlando', state: 'FL', zip: '328' },
  { city: 'Tampa', state: 'FL', zip: '336' },
  { city: 'Nashville', state: 'TN', zip: '372' },
  { city: 'Chicago', state: 'IL', zip: '606' },
  { city: 'Detroit', state: 'MI', zip: '482' },
  { city: 'Columbus', state: 'OH', zip: '432' },
  { city: 'Cleveland', state: 'OH', zip: '441' },
  { city: 'Indianapolis', state: 'IN', zip: '462' },
  { city: 'Milwaukee', state: 'WI', zip: '532' },
  { city: 'Minneapolis', state: 'MN', zip: '554' },
  { city: 'St. Louis', state: 'MO', zip: '631' },
  { city: 'Kansas City', state: 'MO', zip: '641' },
  { city: 'New Orleans', state: 'LA', zip: '701' },
  { city: 'Houston', state: 'TX', zip: '770' },
  { city: 'Dallas', state: 'TX', zip: '752' },
  { city: 'Austin', state: 'TX', zip: '787' },
  { city: 'San Antonio', state: 'TX', zip: '782' },
  { city: 'Denver', state: 'CO', zip: '802' },
  { city: 'Salt Lake City', state: 'UT', zip: '841' },
  { city: 'Phoenix', state: 'AZ', zip: '850' },
  { city: 'Albuquerque', state: 'NM', zip: '871' },
  { city: 'Las Vegas', state: 'NV', zip: '891' },
  { city: 'Los Angeles', state: 'CA', zip: '900' },
  { city: 'San Diego', state: 'CA', zip: '921' },
  { city: 'San Francisco', state: 'CA', zip: '941' },
  { city: 'Sacramento', state: 'CA', zip: '958' },
  { city: 'Portland', state: 'OR', zip: '972' },
  { city: 'Seattle', state: 'WA', zip: '981' },
] as const

export const streetSuffixes = [
  'Street',
  'Avenue',
  'Road',
  'Lane',
  'Drive',
  'Boulevard',
  'Court',
  'Place',
  'Way',
  'Terrace',
] as const

export const emailDomains = ['example.com', 'example.net', 'example.org'] as const
