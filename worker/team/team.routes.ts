import { type Context, Hono } from 'hono'
import { ACCOUNT_LIMITS, isCredentialFailure } from '../access/rate-limits'
import type { AppEnv } from '../context'
import { IdParam } from '../contracts/params'
import {
  CancelInviteRequestSchema,
  InviteMemberRequestSchema,
  JoinTeamRequestSchema,
  RemoveMemberRequestSchema,
  UpdateMemberPermissionsRequestSchema,
} from '../contracts/team'
import { logEvent } from '../lib/log'
import { authOf, guard, tenantOf } from '../middleware/guard'
import { idempotent } from '../middleware/idempotency'
import { clientAddress, hitRateLimit, limitFailures, type RateLimitRule } from '../middleware/rate-limit'
import { validate } from '../middleware/validate'
import { joinService } from './join.service'
import { teamRepo } from './team.repo'
import { type TeamActor, teamService } from './team.service'

// JOB_READ, not TEAM_READ: the list feeds the job's recruiter picker, and whoever may open a job (and
// change it with JOB_UPDATE) must be able to pick from the same names the job detail already shows.
const names = guard({ permissions: ['JOB_READ'], tenant: true })
const read = guard({ permissions: ['TEAM_READ'], tenant: true })
/** Spec §6: TEAM_UPDATE invites and removes users and sets their permissions. */
const update = guard({ permissions: ['TEAM_UPDATE'], tenant: true })
/** Joining needs a session only: the invitation itself is the permission, and it names the account. */
const signedIn = guard()

/**
 * Invitation mails per organization: generous for a team being set up, but an account with
 * TEAM_UPDATE cannot turn the organization into a mail cannon.
 */
export const INVITES_PER_ORGANIZATION: RateLimitRule = { name: 'team-invites', limit: 30, windowMs: 60 * 60_000 }

const service = (c: Context<AppEnv>) => teamService(c.get('services'), tenantOf(c))

function actorOf(c: Context<AppEnv>): TeamActor {
  const { user } = authOf(c)
  return { id: user.id, name: user.name, permissions: user.permissions }
}

/** An audit line per change to the team: who did what to whom (ids only, never emails). */
function audit(c: Context<AppEnv>, event: string, fields: Record<string, unknown>) {
  logEvent(
    'info',
    event,
    { correlationId: c.get('correlationId'), tenantId: tenantOf(c), actorId: authOf(c).user.id, ...fields },
    c.get('services').config.LOG_LEVEL,
  )
}

/** /api/team: the current organization's members and invitations (spec §7 Team). */
export const teamRoutes = new Hono<AppEnv>()
  .get('/', read, async (c) => c.json(await service(c).members()))
  .post('/', update, validate('json', InviteMemberRequestSchema), idempotent(), async (c) => {
    await hitRateLimit(c, INVITES_PER_ORGANIZATION, tenantOf(c))
    const invite = await service(c).invite(actorOf(c), c.req.valid('json'))
    audit(c, 'team_member_invited', { inviteId: invite.id, permissions: invite.permissions })
    return c.json(invite, 201)
  })
  .get('/all', read, async (c) => c.json(await service(c).all()))
  .get('/member/:id', read, validate('param', IdParam), async (c) =>
    c.json(await service(c).member(c.req.valid('param').id)),
  )
  .get('/invites', read, async (c) => c.json(await service(c).invites()))
  .get('/names', names, async (c) => {
    const tenantId = tenantOf(c)
    return c.json(await teamRepo(c.get('services').db.forTenant(tenantId), tenantId).names())
  })
  .post('/cancel-invite', update, validate('json', CancelInviteRequestSchema), async (c) => {
    const { id } = c.req.valid('json')
    await service(c).cancelInvite(id)
    audit(c, 'team_invite_cancelled', { inviteId: id })
    return c.json({ ok: true as const })
  })
  .post('/remove-user', update, validate('json', RemoveMemberRequestSchema), async (c) => {
    const { userId } = c.req.valid('json')
    await service(c).remove(actorOf(c), userId)
    audit(c, 'team_member_removed', { userId })
    return c.json({ ok: true as const })
  })
  .post('/update-user-permissions', update, validate('json', UpdateMemberPermissionsRequestSchema), async (c) => {
    const input = c.req.valid('json')
    const member = await service(c).updatePermissions(actorOf(c), input)
    audit(c, 'team_permissions_changed', { userId: input.userId, permissions: member.permissions })
    return c.json(member)
  })
  .post('/join', signedIn, validate('json', JoinTeamRequestSchema), idempotent(), async (c) => {
    const auth = authOf(c)
    // A wrong token counts against the client like on the other invitation routes.
    const joined = await limitFailures(
      c,
      ACCOUNT_LIMITS.tokenFailuresPerClient,
      clientAddress(c),
      isCredentialFailure,
      () => joinService(c.get('services')).join(auth, c.req.valid('json').token),
    )
    logEvent(
      'info',
      'team_joined',
      { correlationId: c.get('correlationId'), tenantId: joined.organizationId, userId: auth.user.id },
      c.get('services').config.LOG_LEVEL,
    )
    return c.json(joined)
  })
