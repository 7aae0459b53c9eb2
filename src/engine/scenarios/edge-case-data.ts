/**
 * @module Data that breaks naive UIs while staying valid against the schema:
 * very long, non-Latin, right-to-left and emoji text, empty lists and dates,
 * extreme numbers, an empty middle name, the priciest plan, min = max bounds.
 */
import type { Plan, RealEstateObject, UserAccount } from '../../model/index.ts'
import type { SeedData } from '../../data/seed-data.ts'
import { charactersFrom, createSeededNumbers } from '../../data/seeded-random-numbers.ts'
import { fakeAuthToken } from '../../data/fake-credentials.ts'
import { wellKnownAccounts, wellKnownRealEstateObjects } from '../../../fixtures/index.ts'

const edgeCaseStream = 3

const longText = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length)

const blankObject = (id: string, base: RealEstateObject): RealEstateObject => ({ ...structuredClone(base), id })

const priciestPlan: Plan = {
  plan_name: 'Enterprise Unlimited Plus (grandfathered annual contract, billed monthly)',
  plan_features: Array.from({ length: 24 }, (_, index) => `Feature ${index + 1}: ${longText('priority ', 40).trim()}`),
  plan_price: 99999.99,
}

export function edgeCaseData(seeded: SeedData, { seed }: { seed: number }): SeedData {
  // The numbers a faker seeded with this stream draws, without loading faker.
  const numbers = createSeededNumbers([seed, edgeCaseStream])
  const faker = {
    string: { fromCharacters: (characters: string, length: number) => charactersFrom(numbers, characters, length) },
  }
  const [template] = seeded.realEstateObjects
  const [accountTemplate] = seeded.accounts
  if (!template || !accountTemplate) return seeded

  const objects: RealEstateObject[] = [
    {
      ...blankObject('re-edge-long-text', template),
      name: longText('Exceptionally Long Listing Name With Many Words ', 300),
      description: longText('A description that goes on and on, far longer than any card was designed for. ', 2000),
      property_address: longText('Unit 12, Building C, 1234 Extraordinarily Long Boulevard Name, ', 400),
      lease_agreement_details: longText('Clause: the tenant agrees to everything written here at great length. ', 1500),
      tags: Array.from({ length: 30 }, (_, index) => `tag-${index + 1}`),
    },
    {
      ...blankObject('re-edge-unicode', template),
      name: 'Ångström Hús · Zoë’s Café-Loft 東京 🏠✨',
      description: 'Ünïcödé everywhere: 日本語の説明, ελληνικά, кириллица, and emoji 👨‍👩‍👧‍👦🏳️‍🌈🧑🏽‍💻.',
      owner: { name: 'Zoë Ångström-Øster', phone: '+47 22 00 00 00', email: 'zoe.angstrom@example.no' },
      tenant: { name: '山田 太郎', phone: '+81 3-0000-0000', email: 'taro.yamada@example.jp' },
      tags: ['🐶 pet-friendly', 'naïve-café', '東京'],
    },
    {
      ...blankObject('re-edge-rtl', template),
      name: 'شقة مطلة على البحر — דירה עם נוף לים',
      description: 'وصف باللغة العربية مع أرقام 123 ونص مختلط English text في المنتصف.',
      property_address: 'שדרות רוטשילד 22, תל אביב-יפו',
      owner: { name: 'ليلى حداد', phone: '+971 4 000 0000', email: 'layla.haddad@example.ae' },
    },
    {
      ...blankObject('re-edge-empty', template),
      description: '',
      date_created: '',
      date_modified: '',
      tenant: { name: '', phone: '', email: '' },
      occupancy: 'Vacant',
      maintenance_schedule: [],
      utilities: [],
      amenities: [],
      lease_agreement_details: '',
      security_deposit: '',
      tags: [],
    },
    {
      ...blankObject('re-edge-huge', template),
      name: 'Regional Distribution Campus',
      property_type: 'Warehouse',
      property_area: '987654321.99',
      rentable_area: '987654321.99',
      lease_term: '1200 months',
      rental_price: '999999999 USD',
      security_deposit: '2999999997 USD',
    },
    {
      ...blankObject('re-edge-tiny', template),
      name: 'Storage Locker',
      property_type: 'Storage',
      property_area: '0.5',
      rentable_area: '0',
      lease_term: '1 months',
      rental_price: '1 USD',
      security_deposit: '0 USD',
    },
  ]

  const settings = structuredClone(seeded.settings)
  settings.subscription_management.plans.push(priciestPlan)
  // Equal bounds leave a form exactly one valid password length.
  settings.security_settings.min_password_length = 16
  settings.security_settings.max_password_length = 16

  const account = (id: string, username: string, changes: Partial<UserAccount>): UserAccount => {
    const base = structuredClone(accountTemplate)
    return {
      ...base,
      ...changes,
      id,
      seurity_settings: { ...base.seurity_settings, username, ...changes.seurity_settings },
      auth_token: fakeAuthToken(faker, username),
    }
  }
  const maxUsername = settings.security_settings.max_username_length
  const accounts: UserAccount[] = [
    account('acc-edge-unicode', 'zoe.angstrom', {
      first_name: 'Zoë',
      middle_name: '',
      last_name: 'Ångström-Øster 🌍',
      description: 'Ünïcödé and emoji in every name field 👩🏽‍💼',
    }),
    account('acc-edge-rtl', 'layla.haddad', {
      first_name: 'ليلى',
      middle_name: '',
      last_name: 'حداد',
      description: 'اسم باللغة العربية',
      preferences: { language: 'ar-AE', time_zone: 'Asia/Dubai', notifications: true },
    }),
    account('acc-edge-long', longText('maximilian.', maxUsername).replace(/\.$/, 'x'), {
      first_name: longText('Maximilian-Alexander ', 120).trim(),
      middle_name: '',
      last_name: longText('Wolfeschlegelsteinhausenbergerdorff ', 200).trim(),
      description: longText('An account with every text field as long as it gets. ', 1000),
      subscription_management: { plan: structuredClone(priciestPlan) },
    }),
  ]

  return {
    realEstateObjects: insertAfterWellKnown(seeded.realEstateObjects, objects, wellKnownRealEstateObjects.length),
    accounts: insertAfterWellKnown(seeded.accounts, accounts, wellKnownAccounts.length),
    settings,
  }
}

/** Listings name well-known records first; the edge cases come right after them. */
function insertAfterWellKnown<T>(records: T[], inserted: T[], wellKnownCount: number): T[] {
  return [...records.slice(0, wellKnownCount), ...inserted, ...records.slice(wellKnownCount)]
}
