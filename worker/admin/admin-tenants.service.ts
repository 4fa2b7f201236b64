import type { Services } from '../context'
import type { AdminInvitePreset, AdminTenantDetail, AdminTenantSummary } from '../contracts/admin-tenants'
import type { TenantKind, TenantStatus, UiLanguage } from '../contracts/enums'
import { ORGANIZATION_ADMIN_PERMISSIONS, PERMISSION_PRESETS } from '../contracts/permissions'
import { AppError } from '../lib/app-error'
import { newId } from '../lib/ids'
import { issueInvite } from '../team/invite-issuer'
import { adminTenantsRepo, type OrganizationChanges } from './admin-tenants.repo'
import { tenantDeletionService } from './tenant-deletion.service'

/** Who acts: the platform admin and their session (kept signed in when their own organization closes). */
export interface AdminActor {
  userId: string
  name: string
  sessionId: string
}

type Row = NonNullable<Awaited<ReturnType<ReturnType<typeof adminTenantsRepo>['find']>>>

function summaryOf(row: Row): AdminTenantSummary {
  const o = row.organization
  return {
    id: o.id,
    name: o.name,
    status: o.status,
    kind: o.kind,
    isAgency: o.isAgency,
    language: o.language,
    planName: o.planName,
    subscriptionStatus: o.subscriptionStatus,
    owner:
      o.ownerId && row.ownerEmail !== null ? { id: o.ownerId, name: row.ownerName ?? '', email: row.ownerEmail } : null,
    counts: {
      members: Number(row.members),
      applicants: Number(row.applicants),
      jobs: Number(row.jobs),
      invites: Number(row.invites),
    },
    createdAt: o.createdAt,
  }
}

/** What a platform admin may do to any organization (spec §6, §7 Admin tenants). */
export function adminTenantsService(services: Services) {
  const repo = adminTenantsRepo(services.db.platform())

  async function existing(tenantId: string) {
    const row = await repo.find(tenantId, services.now())
    if (!row) throw new AppError('ORGANIZATION_NOT_FOUND')
    return row
  }

  async function detail(tenantId: string, adminId: string): Promise<AdminTenantDetail> {
    const row = await existing(tenantId)
    const now = services.now()
    const [members, invites] = await Promise.all([repo.members(tenantId), repo.pendingInvites(tenantId, now)])
    const ownerId = row.organization.ownerId
    return {
      ...summaryOf(row),
      address: row.organization.address,
      members: members.map((m) => ({ ...m, owner: m.userId === ownerId })),
      invites,
      joined: members.some((m) => m.userId === adminId),
    }
  }

  /** The same invitation as the team screen's (worker/team/invite-issuer.ts), with a preset. */
  async function invite(actor: AdminActor, tenantId: string, input: { email: string; preset: AdminInvitePreset }) {
    await existing(tenantId)
    const permissions = [...PERMISSION_PRESETS[input.preset].organization]
    const sent = await issueInvite(
      services,
      tenantId,
      { id: actor.userId, name: actor.name },
      { email: input.email, permissions },
    )
    return { id: sent.id, email: sent.email, createdAt: sent.createdAt, expiresAt: sent.expiresAt }
  }

  return {
    detail,
    invite,

    async list(input: { search?: string; cursor?: string; limit: number }) {
      const { rows, nextCursor } = await repo.list(input, services.now())
      return { organizations: rows.map(summaryOf), nextCursor }
    },

    /**
     * A new organization without members; with `ownerEmail` its future owner is invited with the admin
     * preset and becomes the owner on accepting (worker/access/invite.repo.ts).
     */
    async create(
      actor: AdminActor,
      input: { name: string; kind: TenantKind; isAgency: boolean; language: UiLanguage; ownerEmail?: string },
    ) {
      const now = services.now()
      const id = newId(now)
      await repo.create({
        id,
        name: input.name,
        kind: input.kind,
        isAgency: input.isAgency,
        language: input.language,
        createdAt: now,
        updatedAt: now,
      })
      if (input.ownerEmail) await invite(actor, id, { email: input.ownerEmail, preset: 'admin' })
      return detail(id, actor.userId)
    },

    /**
     * Suspending closes the organization at once: its members' requests are refused
     * (ORGANIZATION_SUSPENDED, middleware/guard.ts) and their open tabs sign them out to /suspended on the
     * next session read. A member of another organization works on there. Sessions are kept so the
     * SPA can tell them why (ADR 0010 addendum).
     */
    async update(actor: AdminActor, tenantId: string, changes: OrganizationChanges & { status?: TenantStatus }) {
      await existing(tenantId)
      await repo.update(tenantId, changes, services.now())
      return detail(tenantId, actor.userId)
    },

    /** The admin becomes a member with every organization permission (to look into it or help). */
    async join(actor: AdminActor, tenantId: string) {
      await existing(tenantId)
      await repo.join(tenantId, actor.userId, [...ORGANIZATION_ADMIN_PERMISSIONS], newId(), services.now())
      return detail(tenantId, actor.userId)
    },

    /** Leaving is a no-op for a non-member; the owner cannot leave (hand over first). */
    async leave(actor: AdminActor, tenantId: string) {
      const { organization } = await existing(tenantId)
      if (organization.ownerId === actor.userId) throw new AppError('ORGANIZATION_OWNER_CANNOT_LEAVE')
      await repo.leave(tenantId, actor.userId)
      return detail(tenantId, actor.userId)
    },

    async delete(actor: AdminActor, tenantId: string) {
      return tenantDeletionService(services).delete(tenantId, actor.sessionId)
    },
  }
}
