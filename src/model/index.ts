/** @module One definition of each resource of the interface. */
export { realEstateObjectSchema, type RealEstateObject } from './real-estate-object.ts'
export { userAccountSchema, type UserAccount } from './user-account.ts'
export {
  accountSettingsSchema,
  accountSettingsUpdateSchema,
  accountSettingsPatchSchema,
  storedAccountSettingsSchema,
  toUpdateForm,
  withUpdate,
  type AccountSettings,
  type AccountSettingsUpdate,
  type AccountSettingsPatch,
  type StoredAccountSettings,
} from './account-settings.ts'
export type { Contact } from './contact.ts'
export type { Plan } from './plan.ts'
export { problemSchema, type Problem, type FieldError } from './problem.ts'
export {
  permissionNames,
  roles,
  permissionsOfRole,
  type Permission,
  type RoleId,
} from './permissions.ts'
export { validateSettingsPatch } from './validate-settings-patch.ts'
