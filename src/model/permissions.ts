/**
 * @module Permission names and the fixed role table of the simulated
 * authentication. The interface names permissions only by example, so these
 * are the mock's choice (docs/decisions/roles-and-permissions.md).
 */
/**
 * The permissions a role may grant, as the simulated authentication names them.
 *
 * @example
 * ```ts
 * import { permissionNames } from 'real-estate-service-mock'
 *
 * const canEdit = (granted: readonly string[]) => permissionNames.every((name) => name !== 'edit_advertisements' || granted.includes(name))
 * ```
 */
export const permissionNames = [
  'create_advertisements',
  'read_advertisements',
  'edit_advertisements',
  'delete_advertisements',
  'manage_accounts',
] as const

export type Permission = (typeof permissionNames)[number]

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && (permissionNames as readonly string[]).includes(value)
}

/**
 * The fixed roles of the simulated authentication, by id, each with its name and permissions.
 *
 * @example
 * ```ts
 * import { roles } from 'real-estate-service-mock'
 *
 * roles.administrator.permissions // every permission
 * ```
 */
export const roles = {
  administrator: { id: 'administrator', name: 'Administrator', permissions: [...permissionNames] },
  agent: {
    id: 'agent',
    name: 'Agent',
    permissions: ['create_advertisements', 'read_advertisements', 'edit_advertisements'],
  },
  viewer: { id: 'viewer', name: 'Viewer', permissions: ['read_advertisements'] },
} as const satisfies Record<string, { id: string; name: string; permissions: readonly Permission[] }>

export type RoleId = keyof typeof roles

export function isRoleId(value: unknown): value is RoleId {
  return typeof value === 'string' && Object.hasOwn(roles, value)
}

/** The permissions of a role, by its id; none for a role the table does not know. */
export function permissionsOfRole(roleId: string): readonly Permission[] {
  return isRoleId(roleId) ? roles[roleId].permissions : []
}
