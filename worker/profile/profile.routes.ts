import { Hono } from 'hono'
import { twoFactorService } from '../access/two-factor.service'
import type { AppEnv } from '../context'
import { OrganizationIdParam } from '../contracts/params'
import {
  ChangeEmailRequestSchema,
  ChangePasswordRequestSchema,
  SetEmailRequestSchema,
  TfaCompleteRequestSchema,
  TfaDisableRequestSchema,
  UnlinkCredentialRequestSchema,
  UpdateContactRequestSchema,
  UpdateNameRequestSchema,
} from '../contracts/profile'
import { AppError } from '../lib/app-error'
import { authOf, guard } from '../middleware/guard'
import { hitRateLimit } from '../middleware/rate-limit'
import { validate } from '../middleware/validate'
import { emailChangeService } from './email-change.service'
import { pictureService } from './picture.service'
import { profileService } from './profile.service'

const MINUTE = 60_000
/** Per account: guessing the current password from a stolen session is capped. */
const PASSWORD_CHANGE_PER_ACCOUNT = { name: 'password-change-account', limit: 10, windowMs: 15 * MINUTE }
/** Per account: each request sends a mail to an address of the requester's choice. */
const EMAIL_CHANGE_PER_ACCOUNT = { name: 'email-change-account', limit: 5, windowMs: 60 * MINUTE }
const PICTURE_PER_ACCOUNT = { name: 'picture-account', limit: 20, windowMs: 15 * MINUTE }

/**
 * Profile routes need no organization (a user without one still reaches them), so the guard asks
 * only for a live, unsuspended session, the CSRF token on writes and the PROFILE permission.
 */
const profile = guard({ permissions: ['PROFILE'] })
/** The caller's own membership: an organization the caller is not in answers 404. */

/** /api/my-profile: the signed-in user's own profile (spec §7 Profile). */
export const profileRoutes = new Hono<AppEnv>()
  .get('/', profile, async (c) => c.json(await profileService(c.get('services')).get(authOf(c).user.id)))
  .post('/name', profile, validate('json', UpdateNameRequestSchema), async (c) => {
    const { name, position } = c.req.valid('json')
    const services = c.get('services')
    const userId = authOf(c).user.id
    await profileService(services).updateName(userId, name, position)
    return c.json(await profileService(services).get(userId))
  })
  .post('/password', profile, validate('json', ChangePasswordRequestSchema), async (c) => {
    const { currentPassword, password } = c.req.valid('json')
    const auth = authOf(c)
    await hitRateLimit(c, PASSWORD_CHANGE_PER_ACCOUNT, auth.user.id)
    await profileService(c.get('services')).changePassword(auth.user.id, auth.sessionId, currentPassword, password)
    return c.json({ ok: true as const })
  })
  .post('/2fa/initiate', profile, async (c) => {
    const { user } = authOf(c)
    return c.json(await twoFactorService(c.get('services')).initiate(user.id, user.email))
  })
  .post('/2fa/complete', profile, validate('json', TfaCompleteRequestSchema), async (c) => {
    await twoFactorService(c.get('services')).complete(authOf(c).user.id, c.req.valid('json').code)
    return c.json({ tfaEnabled: true })
  })
  .post('/2fa/disable', profile, validate('json', TfaDisableRequestSchema), async (c) => {
    await twoFactorService(c.get('services')).disable(authOf(c).user.id, c.req.valid('json').code)
    return c.json({ tfaEnabled: false })
  })
  .get('/contact/:organizationId', profile, validate('param', OrganizationIdParam), async (c) =>
    c.json(await profileService(c.get('services')).contact(authOf(c).user.id, c.req.valid('param').organizationId)),
  )
  .post('/update-contact', profile, validate('json', UpdateContactRequestSchema), async (c) =>
    c.json(await profileService(c.get('services')).updateContact(authOf(c).user.id, c.req.valid('json'))),
  )
  .post('/upload-picture', profile, async (c) => {
    const userId = authOf(c).user.id
    await hitRateLimit(c, PICTURE_PER_ACCOUNT, userId)
    const bytes = new Uint8Array(await c.req.arrayBuffer())
    return c.json(await pictureService(c.get('services')).upload(userId, bytes))
  })
  .get('/picture', profile, async (c) => {
    const picture = await pictureService(c.get('services')).load(authOf(c).user.id)
    if (!picture) throw new AppError('PICTURE_NOT_FOUND')
    return c.body(picture.body, 200, {
      'Content-Type': picture.contentType,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, max-age=3600',
      'Content-Disposition': 'inline',
    })
  })
  .post('/change-email', profile, validate('json', ChangeEmailRequestSchema), async (c) => {
    const { email, password } = c.req.valid('json')
    const userId = authOf(c).user.id
    await hitRateLimit(c, EMAIL_CHANGE_PER_ACCOUNT, userId)
    await emailChangeService(c.get('services')).request(userId, email, password)
    return c.json({ ok: true as const })
  })
  // Public (public-routes.ts): the mailed link may be opened signed out; the token is the proof.
  .post('/set-email', validate('json', SetEmailRequestSchema), async (c) => {
    const auth = c.get('auth')
    const current = auth ? { userId: auth.user.id, sessionId: auth.sessionId } : null
    return c.json(await emailChangeService(c.get('services')).confirm(c.req.valid('json').token, current))
  })
  .get('/credentials', profile, async (c) =>
    c.json({ credentials: await profileService(c.get('services')).credentials(authOf(c).user.id) }),
  )
  .post('/unlink-credential', profile, validate('json', UnlinkCredentialRequestSchema), async (c) => {
    const services = c.get('services')
    const userId = authOf(c).user.id
    await profileService(services).unlink(userId, c.req.valid('json').kind)
    return c.json({ credentials: await profileService(services).credentials(userId) })
  })
