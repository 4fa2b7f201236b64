import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { PERMISSION_PRESETS } from '../../../worker/contracts/permissions'
import { createOrganization, createUser, uniqueEmail } from '../support/factories'
import { call, signIn } from '../support/http'

const codeOf = (res: Response) => res.json().then((b) => (b as { error: { code: string } }).error.code)

async function platformAdmin() {
  const admin = await createUser({ userPermissions: [...PERMISSION_PRESETS.admin.user] })
  return { admin, session: await signIn(admin.email, admin.password) }
}

describe('admin users', () => {
  it('lists and searches users, with details and memberships', async () => {
    const { session } = await platformAdmin()
    const org = await createOrganization({ name: 'Searchable Org' })
    const target = await createUser({
      email: uniqueEmail('findme'),
      name: 'Findable Person',
      memberOf: [{ organizationId: org.id }],
    })
    const list = (await (await call('/api/admin/users?search=findable', { session })).json()) as {
      users: { id: string; organizations: number }[]
    }
    expect(list.users.map((u) => u.id)).toEqual([target.id])
    expect(list.users[0]?.organizations).toBe(1)
    const detail = (await (await call(`/api/admin/users/${target.id}`, { session })).json()) as {
      memberships: { name: string; owner: boolean }[]
    }
    expect(detail.memberships).toEqual([expect.objectContaining({ name: 'Searchable Org', owner: false })])
  })

  it('pages with a cursor', async () => {
    const { session } = await platformAdmin()
    for (let i = 0; i < 3; i++) await createUser({ name: `Pager ${i}`, email: uniqueEmail('pager') })
    const first = (await (await call('/api/admin/users?search=pager&limit=2', { session })).json()) as {
      users: { id: string }[]
      nextCursor: string
    }
    expect(first.users).toHaveLength(2)
    const second = (await (
      await call(`/api/admin/users?search=pager&limit=2&cursor=${first.nextCursor}`, { session })
    ).json()) as {
      users: { id: string }[]
      nextCursor: string | null
    }
    expect(second.users).toHaveLength(1)
    expect(second.nextCursor).toBeNull()
  })

  it('suspending ends every session of the user at once; lifting it lets them sign in again', async () => {
    const { session } = await platformAdmin()
    const org = await createOrganization()
    const user = await createUser({ memberOf: [{ organizationId: org.id }] })
    const userSession = await signIn(user.email, user.password)
    const res = await call('/api/admin/users/update-permissions', {
      method: 'POST',
      session,
      json: { userId: user.id, preset: 'suspend' },
    })
    expect(res.status).toBe(200)
    expect(((await res.json()) as { status: string }).status).toBe('SUSPENDED')
    const me = (await (await call('/api/auth/session', { session: userSession })).json()) as { user: unknown }
    expect(me.user).toBeNull()
    const login = await call('/api/access/login', {
      method: 'POST',
      json: { email: user.email, password: user.password },
    })
    expect(await codeOf(login)).toBe('ACCOUNT_SUSPENDED')

    await call('/api/admin/users/update-permissions', {
      method: 'POST',
      session,
      json: { userId: user.id, preset: 'user' },
    })
    await signIn(user.email, user.password)
  })

  it('nobody changes their own permissions', async () => {
    const { admin, session } = await platformAdmin()
    const res = await call('/api/admin/users/update-permissions', {
      method: 'POST',
      session,
      json: { userId: admin.id, preset: 'none' },
    })
    expect(res.status).toBe(403)
    expect(await codeOf(res)).toBe('OWN_PERMISSIONS')
  })

  it('deleting ends the sessions and removes the account; owners must hand over first', async () => {
    const { session } = await platformAdmin()
    const org = await createOrganization()
    const user = await createUser({ memberOf: [{ organizationId: org.id }] })
    const userSession = await signIn(user.email, user.password)
    expect((await call(`/api/admin/users/${user.id}/delete`, { method: 'POST', session })).status).toBe(200)
    expect(
      ((await (await call('/api/auth/session', { session: userSession })).json()) as { user: unknown }).user,
    ).toBeNull()
    const row = await env.DB.prepare('SELECT count(*) AS n FROM users WHERE id = ?')
      .bind(user.id)
      .first<{ n: number }>()
    expect(row?.n).toBe(0)

    const owner = await createUser()
    await env.DB.prepare('UPDATE organizations SET owner_id = ? WHERE id = ?').bind(owner.id, org.id).run()
    const refused = await call(`/api/admin/users/${owner.id}/delete`, { method: 'POST', session })
    expect(refused.status).toBe(409)
    expect(await codeOf(refused)).toBe('USER_OWNS_ORGANIZATION')
  })

  it('organization admins are not platform admins', async () => {
    const org = await createOrganization()
    const orgAdmin = await createUser({ memberOf: [{ organizationId: org.id }] })
    const session = await signIn(orgAdmin.email, orgAdmin.password)
    expect((await call('/api/admin/users', { session })).status).toBe(403)
    const res = await call('/api/admin/users/update-permissions', {
      method: 'POST',
      session,
      json: { userId: orgAdmin.id, preset: 'admin' },
    })
    expect(res.status).toBe(403)
  })

  it('unknown users give 404', async () => {
    const { session } = await platformAdmin()
    expect((await call('/api/admin/users/00000000-0000-7000-8000-000000000000', { session })).status).toBe(404)
  })
})
