import { env } from 'cloudflare:workers'
import type { OrganizationPermission } from '../../../worker/contracts/permissions'
import { sha256Hex } from '../../../worker/lib/crypto'
import { newId } from '../../../worker/lib/ids'
import { createOrganization, createUser, uniqueEmail } from '../support/factories'
import { signIn } from '../support/http'

/** An organization owned by a signed-in admin (every organization permission, the default of createUser). */
export async function ownedOrganization(overrides: Parameters<typeof createOrganization>[0] = {}) {
  const org = await createOrganization(overrides)
  const user = await createUser({ memberOf: [{ organizationId: org.id }] })
  await env.DB.prepare('UPDATE organizations SET owner_id = ? WHERE id = ?').bind(user.id, org.id).run()
  const session = await signIn(user.email, user.password)
  return { org, user, session }
}

/** Another member of `organizationId` with exactly these organization permissions, signed in. */
export async function memberOf(organizationId: string, permissions: OrganizationPermission[]) {
  const user = await createUser({ memberOf: [{ organizationId, permissions }] })
  return { user, session: await signIn(user.email, user.password) }
}

export async function pendingInvite(tenantId: string, expiresAt = Date.now() + 86_400_000) {
  await env.DB.prepare(
    'INSERT INTO invites (id, tenant_id, email, permissions, token_hash, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  )
    .bind(
      newId(),
      tenantId,
      uniqueEmail('invitee'),
      '["JOB_READ"]',
      await sha256Hex(crypto.randomUUID()),
      expiresAt,
      Date.now(),
    )
    .run()
}

export async function errorCodeOf(res: Response): Promise<string> {
  const body = (await res.json()) as { error?: { code: string } }
  return body.error?.code ?? `no error (status ${res.status})`
}

export async function organizationRow(id: string) {
  return env.DB.prepare('SELECT * FROM organizations WHERE id = ?').bind(id).first<Record<string, unknown>>()
}
