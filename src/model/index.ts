/** @module One definition of each resource of the interface. */
export { realEstateObjectSchema, type RealEstateObject } from './real-estate-object.ts'
export { userAccountSchema, type UserAccount } from './user-account.ts'
export {
  accountSettingsSchema,
  accountSettingsUpdateSchema,
  accountSettingsPatchSchema,
  storedAccountSettingsSchema,
  readOnlySettingsPaths,
  toUpdateForm,
  withUpdate,
  type AccountSettings,
  type AccountSettingsUpdate,
  type AccountSettingsPatch,
  type StoredAccountSettings,
} from './account-settings.ts'
export { contactSchema, type Contact } from './contact.ts'
export { planSchema, type Plan } from './plan.ts'
export { problemSchema, fieldErrorSchema, type Problem, type FieldError } from './problem.ts'
export {
  permissionNames,
  roles,
  roleIds,
  permissionsOfRole,
  isPermission,
  isRoleId,
  type Permission,
  type RoleId,
} from './permissions.ts'
export { isIanaTimeZone, isLanguageTag } from './domain-rules.ts'
export { validateSettingsPatch, type SettingsPatchResult } from './validate-settings-patch.ts'
