import { eq } from 'drizzle-orm'
import { organizations } from '../../../db/schema'
import type { OrganizationPermission } from '../../../worker/contracts/permissions'
import { createOrganization, createUser, db } from '../support/factories'
import { call, type Session, signIn } from '../support/http'
import { type StoredMail, tokenOf, waitForMail } from '../support/outbox'

export { errorCode, json, post } from '../jobs/support'

/** An organization whose signed-in owner holds every organization permission (and billing, by ownership). */
export async function ownedOrganization(overrides: Parameters<typeof createOrganization>[0] = {}) {
  const org = await createOrganization(overrides)
  const owner = await createUser({ name: 'Olivia Owner', memberOf: [{ organizationId: org.id }] })
  await db().update(organizations).set({ ownerId: owner.id }).where(eq(organizations.id, org.id))
  const session = await signIn(owner.email, owner.password)
  return { org, owner, session }
}

/** Another member of the organization, signed in. */
export async function member(organizationId: string, permissions?: OrganizationPermission[], name = 'Mia Member') {
  const user = await createUser({ name, memberOf: [{ organizationId, ...(permissions ? { permissions } : {}) }] })
  const session = await signIn(user.email, user.password)
  return { user, session }
}

export interface SessionBody {
  user: { id: string; organizationId: string | null; permissions: string[] } | null
}

export async function sessionOf(session: Session): Promise<SessionBody> {
  return (await (await call('/api/auth/session', { session })).json()) as SessionBody
}

/** Sends an invitation through the API and returns its mail and link token. */
export async function inviteViaApi(
  session: Session,
  email: string,
  choice: { preset?: string; permissions?: string[] } = { preset: 'user' },
): Promise<{ id: string; mail: StoredMail; token: string }> {
  const res = await call('/api/team', { method: 'POST', session, json: { email, ...choice } })
  const text = await res.text()
  if (res.status !== 201) throw new Error(`invite failed: ${res.status} ${text}`)
  const mail = await waitForMail(email.toLowerCase(), 'invite')
  return { id: (JSON.parse(text) as { id: string }).id, mail, token: tokenOf(mail) }
}
