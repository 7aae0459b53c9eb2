/** @module One realistic user account, consistent with the settings' bounds and plans. */
import type { Faker } from '@faker-js/faker'
import { roles, type RoleId, type StoredAccountSettings, type UserAccount } from '../model/index.ts'
import { asciiLower } from './text.ts'
import { fakeAuthToken, fakePasswordHash } from './fake-credentials.ts'
import { accountDescriptions, localeProfiles } from './vocabulary.ts'

export function fakeAccount(
  faker: Faker,
  id: string,
  settings: StoredAccountSettings,
  isUsernameTaken: (username: string) => boolean,
): UserAccount {
  const roleId = faker.helpers.weightedArrayElement<RoleId>([
    { value: 'administrator', weight: 1 },
    { value: 'agent', weight: 5 },
    { value: 'viewer', weight: 4 },
  ])
  const firstName = faker.person.firstName()
  const lastName = faker.person.lastName()
  const username = uniqueUsername(faker, firstName, lastName, settings.security_settings, isUsernameTaken)
  const locale = faker.helpers.arrayElement(localeProfiles)
  const { id: roleKey, name: roleName } = roles[roleId]

  return {
    id,
    description: faker.helpers.arrayElement(accountDescriptions[roleId]),
    enabled: faker.datatype.boolean({ probability: 0.9 }),
    first_name: firstName,
    middle_name: faker.datatype.boolean({ probability: 0.4 }) ? faker.person.middleName() : '',
    last_name: lastName,
    roles: { id: roleKey, name: roleName },
    preferences: {
      language: locale.language,
      time_zone: faker.helpers.arrayElement(locale.timeZones),
      notifications: faker.datatype.boolean({ probability: 0.7 }),
    },
    seurity_settings: {
      username,
      password: fakePasswordHash(faker),
      password_change_required: faker.datatype.boolean({ probability: 0.1 }),
      two_factor_auth:
        settings.security_settings.require_two_factor_auth || faker.datatype.boolean({ probability: 0.4 }),
    },
    subscription_management: {
      plan: structuredClone(faker.helpers.arrayElement(settings.subscription_management.plans)),
    },
    activity_logs: faker.datatype.boolean({ probability: 0.8 }),
    auth_token: fakeAuthToken(faker, username),
  }
}

type UsernameBounds = Pick<StoredAccountSettings['security_settings'], 'min_username_length' | 'max_username_length'>

/** `first.last` in plain ASCII, fitted to the settings' length bounds and made unique with a number. */
function uniqueUsername(
  faker: Faker,
  firstName: string,
  lastName: string,
  bounds: UsernameBounds,
  isTaken: (username: string) => boolean,
): string {
  let base = `${asciiLower(firstName)}.${asciiLower(lastName)}`
  if (base.length < bounds.min_username_length) base += faker.string.numeric(bounds.min_username_length - base.length)
  for (let attempt = 0; ; attempt++) {
    const suffix = attempt === 0 ? '' : String(attempt + 1)
    const candidate = base.slice(0, bounds.max_username_length - suffix.length) + suffix
    if (!isTaken(candidate)) return candidate
  }
}
