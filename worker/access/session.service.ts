import type { AuthState, Services } from '../context'
import {
  ORGANIZATION_PERMISSIONS,
  type OrganizationPermission,
  OWNER_BILLING_PERMISSIONS,
  USER_PERMISSIONS,
} from '../contracts/permissions'
import type { SessionUser } from '../contracts/session'
import { randomToken, sha256Hex } from '../lib/crypto'
import { logoUrlOf } from '../tenants/logo-key'
import { type OrganizationRow, type SessionInsert, sessionRepo } from './session.repo'
import type { UserRow } from './user.repo'

const HOUR = 3_600_000
/** lastSeenAt is written at most this often, so reads do not turn into writes. */
const TOUCH_INTERVAL = 5 * 60_000

const USER_LEVEL = new Set<string>(USER_PERMISSIONS)
const ORGANIZATION_LEVEL = new Set<string>(ORGANIZATION_PERMISSIONS)

interface MembershipRow {
  permissions: OrganizationPermission[]
  organization: OrganizationRow
}

/**
 * Permissions are computed on every request from the user and the current membership, so a change by
 * an admin reaches live sessions at once (spec §4: "take effect shortly").
 */
export function toSessionUser(
  user: UserRow,
  requestedOrganizationId: string | null,
  memberships: MembershipRow[],
): SessionUser {
  // A suspended organization is left for one that is not, when the user has one (ADR 0010): members of
  // several organizations keep working; members of suspended ones only get ORGANIZATION_SUSPENDED.
  const requested = memberships.find((m) => m.organization.id === requestedOrganizationId)
  const open = (m: MembershipRow | undefined) => m !== undefined && m.organization.status !== 'SUSPENDED'
  const current = (open(requested) ? requested : memberships.find(open)) ?? requested ?? memberships[0] ?? null
  // Each source grants only its own level, whatever a stored list may contain.
  const permissions = new Set<string>(user.permissions.filter((p) => USER_LEVEL.has(p)))
  if (current) {
    for (const p of current.permissions) if (ORGANIZATION_LEVEL.has(p)) permissions.add(p)
    if (current.organization.ownerId === user.id) for (const p of OWNER_BILLING_PERMISSIONS) permissions.add(p)
    if (current.organization.status === 'SUSPENDED') permissions.add('ORGANIZATION_SUSPENDED')
  }
  if (user.status === 'SUSPENDED') permissions.add('SUSPENDED')
  const org = current?.organization ?? null
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    status: user.status,
    permissions: [...permissions].sort(),
    organizationId: org?.id ?? null,
    organization: org && {
      id: org.id,
      name: org.name,
      language: org.language,
      isAgency: org.isAgency,
      status: org.status,
      subscriptionStatus: org.subscriptionStatus,
      planName: org.planName,
      showMatchingScores: org.showMatchingScores,
      logoUrl: logoUrlOf(org.logoKey),
    },
    organizations: memberships.map(({ organization: o }) => ({
      id: o.id,
      name: o.name,
      language: o.language,
      isAgency: o.isAgency,
    })),
  }
}

export function sessionService(services: Services) {
  const repo = sessionRepo(services.db.platform())
  const { config } = services

  async function resolveById(sessionId: string): Promise<AuthState | null> {
    const loaded = await repo.load(sessionId)
    if (!loaded) return null
    const now = services.now()
    const { session, user } = loaded
    const idleUntil = session.lastSeenAt + config.SESSION_IDLE_HOURS * HOUR
    if (session.expiresAt <= now || idleUntil <= now) {
      await repo.delete(sessionId)
      return null
    }
    const sessionUser = toSessionUser(user, session.organizationId, loaded.memberships)
    // The first request of a session (it resolves the organization) and then at most every interval.
    if (session.lastSeenAt === session.createdAt || now - session.lastSeenAt > TOUCH_INTERVAL) {
      await repo.touch(sessionId, now, { userId: user.id, organizationId: sessionUser.organizationId })
    }
    return {
      sessionId,
      csrfToken: session.csrfToken,
      expiresAt: Math.min(session.expiresAt, now + config.SESSION_IDLE_HOURS * HOUR),
      user: sessionUser,
    }
  }

  return {
    /** Starts a session: a fresh 256-bit token every time; only its hash is stored. */
    async start(userId: string, userAgent: string | null, organizationId: string | null) {
      const token = randomToken()
      const now = services.now()
      const row: SessionInsert = {
        id: await sha256Hex(token),
        userId,
        organizationId,
        csrfToken: randomToken(),
        userAgent: userAgent?.slice(0, 256) ?? null,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: now + config.SESSION_TTL_HOURS * HOUR,
      }
      await repo.create(row)
      return { token, expiresAt: row.expiresAt }
    },

    /** The signed-in state of a session id (a chat socket re-checks its session with it), or null. */
    resolveById,

    /** The signed-in state for a cookie token, or null when it is unknown or expired. */
    async resolve(token: string): Promise<AuthState | null> {
      return resolveById(await sha256Hex(token))
    },

    /** Switches this session and remembers the choice for the user's next sign-in. */
    async switchOrganization(auth: AuthState, organizationId: string): Promise<AuthState | null> {
      await repo.setOrganization(auth.sessionId, auth.user.id, organizationId, services.now())
      return resolveById(auth.sessionId)
    },

    async end(sessionId: string) {
      await repo.delete(sessionId)
    },

    /** Password change or reset, suspension, deletion: every session of the user ends (but `except`). */
    async endAllOfUser(userId: string, except?: string) {
      await repo.deleteAllOfUser(userId, except)
    },

    /** Suspension of an organization: everyone working in it is signed out (but `except`, the admin). */
    async endAllInOrganization(organizationId: string, except?: string) {
      await repo.deleteAllInOrganization(organizationId, except)
    },

    /** A deleted organization: sessions and users that had it chosen start without one. */
    async forgetOrganization(organizationId: string) {
      await repo.forgetOrganization(organizationId)
    },
  }
}
