import { z } from 'zod'
import {
  ORGANIZATION_PERMISSIONS,
  type OrganizationPermission,
  USER_PERMISSIONS,
  type UserPermission,
} from './permissions'

const USER_LEVEL = new Set<string>(USER_PERMISSIONS)
const ORGANIZATION_LEVEL = new Set<string>(ORGANIZATION_PERMISSIONS)

/**
 * The permission lists stored in users.permissions and memberships.permissions. A list of strings is
 * required (anything else is a corrupt row); names of the other level or no longer known are dropped,
 * because each source grants only its own level whatever a stored list may contain.
 */
export const StoredUserPermissionsSchema = z
  .array(z.string())
  .transform((list) => list.filter((p): p is UserPermission => USER_LEVEL.has(p)))
export const StoredOrganizationPermissionsSchema = z
  .array(z.string())
  .transform((list) => list.filter((p): p is OrganizationPermission => ORGANIZATION_LEVEL.has(p)))
