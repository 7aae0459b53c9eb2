/**
 * @module Word lists that make fake objects and accounts read like real ones.
 * Kept fixed here (not taken from faker or Intl) so that seeded output stays
 * the same across faker releases, Node versions and browsers.
 */

export type PropertyKind = {
  type: string
  /** Inclusive range of the property area, in square metres. */
  area: { min: number; max: number }
  /** Monthly rent per square metre, in USD. */
  rentPerSquareMetre: { min: number; max: number }
  leaseMonths: readonly number[]
  nouns: readonly string[]
  amenities: readonly string[]
}

export const propertyKinds: readonly PropertyKind[] = [
  {
    type: 'Apartment',
    area: { min: 35, max: 160 },
    rentPerSquareMetre: { min: 14, max: 38 },
    leaseMonths: [6, 12, 12, 18, 24],
    nouns: ['Apartment', 'Flat', 'Loft', 'Residence'],
    amenities: ['Balcony', 'Elevator', 'In-unit laundry', 'Dishwasher', 'Bike storage', 'Rooftop terrace', 'Concierge', 'Gym'],
  },
  {
    type: 'House',
    area: { min: 90, max: 320 },
    rentPerSquareMetre: { min: 10, max: 24 },
    leaseMonths: [12, 24, 24, 36],
    nouns: ['House', 'Cottage', 'Family Home', 'Villa'],
    amenities: ['Garden', 'Garage', 'Fireplace', 'Patio', 'Basement storage', 'Driveway', 'Swimming pool'],
  },
  {
    type: 'Townhouse',
    area: { min: 80, max: 220 },
    rentPerSquareMetre: { min: 12, max: 28 },
    leaseMonths: [12, 18, 24],
    nouns: ['Townhouse', 'Row House'],
    amenities: ['Private entrance', 'Patio', 'Garage', 'Shared courtyard', 'Dishwasher'],
  },
  {
    type: 'Studio',
    area: { min: 22, max: 48 },
    rentPerSquareMetre: { min: 20, max: 45 },
    leaseMonths: [3, 6, 12],
    nouns: ['Studio', 'Micro Loft'],
    amenities: ['Furnished', 'Shared laundry', 'Elevator', 'Bike storage'],
  },
  {
    type: 'Office',
    area: { min: 80, max: 1500 },
    rentPerSquareMetre: { min: 18, max: 55 },
    leaseMonths: [36, 60, 60, 120],
    nouns: ['Office Suite', 'Business Center', 'Workspace'],
    amenities: ['24-hour access', 'Conference rooms', 'Reception', 'Parking garage', 'Kitchenette', 'Fibre internet'],
  },
  {
    type: 'Retail',
    area: { min: 45, max: 900 },
    rentPerSquareMetre: { min: 20, max: 70 },
    leaseMonths: [24, 36, 60],
    nouns: ['Storefront', 'Retail Unit', 'Shop'],
    amenities: ['Street frontage', 'Display windows', 'Loading access', 'Storage room', 'Customer parking'],
  },
  {
    type: 'Warehouse',
    area: { min: 400, max: 12000 },
    rentPerSquareMetre: { min: 4, max: 12 },
    leaseMonths: [36, 60, 84],
    nouns: ['Warehouse', 'Logistics Hall', 'Depot'],
    amenities: ['Loading docks', 'High ceilings', 'Truck court', 'Sprinkler system', 'Office space'],
  },
]

export const nameAdjectives = ['Sunny', 'Quiet', 'Modern', 'Historic', 'Spacious', 'Renovated', 'Cozy', 'Bright', 'Central', 'Riverside', 'Parkside', 'Elegant'] as const

export const utilities = ['Electricity', 'Water', 'Gas', 'Heating', 'Cooling', 'Internet', 'Trash collection', 'Sewer'] as const

export const maintenanceTasks = [
  'HVAC service: quarterly',
  'HVAC filter change: every 3 months',
  'Fire alarm test: monthly',
  'Gutter cleaning: every autumn',
  'Window cleaning: twice a year',
  'Pest control: every 6 months',
  'Elevator inspection: every 6 months',
  'Roof inspection: yearly',
  'Boiler service: yearly',
  'Landscaping: weekly in summer',
  'Common area cleaning: weekly',
] as const

export const tags = [
  'pet-friendly', 'furnished', 'renovated', 'transit-access', 'parking', 'waterfront', 'downtown', 'quiet-area',
  'family', 'student-friendly', 'commercial', 'accessible', 'energy-efficient', 'available-now', 'new-build',
] as const

export const leaseClauses = [
  'Rent is due on the 1st of each month.',
  'No smoking anywhere on the premises.',
  'Pets allowed with written consent.',
  'Subletting requires the landlord\'s written approval.',
  'Tenant insures their own contents.',
  'Annual rent review in line with the consumer price index.',
  'Two months\' notice required to terminate.',
  'Tenant is responsible for minor repairs under 150 USD.',
  'Utilities are billed separately each quarter.',
] as const

export const occupancyStates = ['Occupied', 'Occupied', 'Occupied', 'Vacant', 'Partially occupied', 'Under renovation'] as const

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
  agent: ['Leasing agent for residential listings.', 'Commercial property agent.', 'Agent handling new listings and viewings.'],
  viewer: ['Read-only access for reporting.', 'Accounting team member with read access.', 'Assistant who follows up on listings.'],
} as const

/** Real cities with their state and the first digits of their ZIP codes, so an address holds together. */
export const cities = [
  { city: 'Boston', state: 'MA', zip: '021' }, { city: 'Cambridge', state: 'MA', zip: '021' },
  { city: 'New York', state: 'NY', zip: '100' }, { city: 'Brooklyn', state: 'NY', zip: '112' },
  { city: 'Buffalo', state: 'NY', zip: '142' }, { city: 'Philadelphia', state: 'PA', zip: '191' },
  { city: 'Pittsburgh', state: 'PA', zip: '152' }, { city: 'Baltimore', state: 'MD', zip: '212' },
  { city: 'Washington', state: 'DC', zip: '200' }, { city: 'Richmond', state: 'VA', zip: '232' },
  { city: 'Raleigh', state: 'NC', zip: '276' }, { city: 'Charlotte', state: 'NC', zip: '282' },
  { city: 'Atlanta', state: 'GA', zip: '303' }, { city: 'Miami', state: 'FL', zip: '331' },
  { city: 'Orlando', state: 'FL', zip: '328' }, { city: 'Tampa', state: 'FL', zip: '336' },
  { city: 'Nashville', state: 'TN', zip: '372' }, { city: 'Chicago', state: 'IL', zip: '606' },
  { city: 'Detroit', state: 'MI', zip: '482' }, { city: 'Columbus', state: 'OH', zip: '432' },
  { city: 'Cleveland', state: 'OH', zip: '441' }, { city: 'Indianapolis', state: 'IN', zip: '462' },
  { city: 'Milwaukee', state: 'WI', zip: '532' }, { city: 'Minneapolis', state: 'MN', zip: '554' },
  { city: 'St. Louis', state: 'MO', zip: '631' }, { city: 'Kansas City', state: 'MO', zip: '641' },
  { city: 'New Orleans', state: 'LA', zip: '701' }, { city: 'Houston', state: 'TX', zip: '770' },
  { city: 'Dallas', state: 'TX', zip: '752' }, { city: 'Austin', state: 'TX', zip: '787' },
  { city: 'San Antonio', state: 'TX', zip: '782' }, { city: 'Denver', state: 'CO', zip: '802' },
  { city: 'Salt Lake City', state: 'UT', zip: '841' }, { city: 'Phoenix', state: 'AZ', zip: '850' },
  { city: 'Albuquerque', state: 'NM', zip: '871' }, { city: 'Las Vegas', state: 'NV', zip: '891' },
  { city: 'Los Angeles', state: 'CA', zip: '900' }, { city: 'San Diego', state: 'CA', zip: '921' },
  { city: 'San Francisco', state: 'CA', zip: '941' }, { city: 'Sacramento', state: 'CA', zip: '958' },
  { city: 'Portland', state: 'OR', zip: '972' }, { city: 'Seattle', state: 'WA', zip: '981' },
] as const

export const streetSuffixes = ['Street', 'Avenue', 'Road', 'Lane', 'Drive', 'Boulevard', 'Court', 'Place', 'Way', 'Terrace'] as const

export const emailDomains = ['example.com', 'example.net', 'example.org'] as const

/** How an object's description ends: what is near it. */
export const locationNotes = [
  'close to public transport',
  'a short walk from shops',
  'in a quiet neighbourhood',
  'with easy highway access',
  'near schools and parks',
] as const
