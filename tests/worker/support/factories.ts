import { env } from 'cloudflare:workers'
import { credentials, memberships, organizations, users } from '../../../db/schema'
import { hashPassword } from '../../../worker/access/password'
import type { UiLanguage } from '../../../worker/contracts/enums'
import {
  ORGANIZATION_ADMIN_PERMISSIONS,
  type OrganizationPermission,
  REGULAR_USER_PERMISSIONS,
  type UserPermission,
} from '../../../worker/contracts/permissions'
import { singleDatabaseResolver } from '../../../worker/db/database'
import { newId } from '../../../worker/lib/ids'

export const db = () => singleDatabaseResolver(env.DB).platform()

/** A unique email per call so tests never collide on shared D1 state. */
export function uniqueEmail(prefix = 'user') {
  return `${prefix}-${newId().slice(-12)}@test.example`
}

export async function createOrganization(overrides: Partial<typeof organizations.$inferInsert> = {}) {
  const row = {
    id: newId(),
    name: `Org ${newId().slice(-6)}`,
    language: 'en_US' as UiLanguage,
    subscriptionStatus: 'ACTIVE' as const,
    ...overrides,
  }
  await db().insert(organizations).values(row)
  return row
}

export interface TestUserInput {
  email?: string
  password?: string
  name?: string
  userPermissions?: UserPermission[]
  status?: 'ACTIVE' | 'SUSPENDED'
  memberOf?: { organizationId: string; permissions?: OrganizationPermission[] }[]
}

export async function createUser(input: TestUserInput = {}) {
  const user = {
    id: newId(),
    email: (input.email ?? uniqueEmail()).toLowerCase(),
    name: input.name ?? 'Test User',
    permissions: input.userPermissions ?? [...REGULAR_USER_PERMISSIONS],
    status: input.status ?? 'ACTIVE',
  }
  const password = input.password ?? 'Secret-Pass-1'
  await db().insert(users).values(user)
  await db()
    .insert(credentials)
    .values({ id: newId(), userId: user.id, kind: 'PASSWORD', secret: await hashPassword(password) })
  for (const m of input.memberOf ?? []) {
    await db()
      .insert(memberships)
      .values({
        id: newId(),
        tenantId: m.organizationId,
        userId: user.id,
        permissions: m.permissions ?? [...ORGANIZATION_ADMIN_PERMISSIONS],
      })
  }
  return { ...user, password }
}
