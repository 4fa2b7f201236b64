import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { PERMISSION_PRESETS } from '../../../worker/contracts/permissions'
import { newId } from '../../../worker/lib/ids'
import { deliver } from '../../queues/support'
import { createTenant, type Tenant } from '../security/tenant-fixtures'
import { tenantSnapshot, tenantTables } from '../security/tenant-snapshot'
import { createApplicant, createJob, createOrganization, createUser, uniqueEmail } from '../support/factories'
import { call, type Session, signIn } from '../support/http'

const count = async (query: string, ...binds: unknown[]) =>
  (
    await env.DB.prepare(query)
      .bind(...binds)
      .first<{ n: number }>()
  )?.n ?? 0

/** Every object under a prefix in the local R2 bucket. */
async function objectsUnder(prefix: string): Promise<string[]> {
  const keys: string[] = []
  let cursor: string | undefined
  do {
    const page = await env.FILES.list({ prefix, ...(cursor ? { cursor } : {}) })
    keys.push(...page.objects.map((o) => o.key))
    cursor = page.truncated ? page.cursor : undefined
  } while (cursor)
  return keys
}

/**
 * Every column of every table (found in sqlite_master, FTS shadow tables and D1's own left out) and
 * how many rows hold `value` in it, whole or inside a text (JSON, scopes, keys).
 */
async function rowsMentioning(value: string): Promise<Record<string, number>> {
  const { results: tables } = await env.DB.prepare(
    `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'
       AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name NOT LIKE 'search\\_fts%' ESCAPE '\\'`,
  ).all<{ name: string }>()
  const found: Record<string, number> = {}
  for (const { name } of tables) {
    const { results: columns } = await env.DB.prepare(`SELECT name FROM pragma_table_info(?)`)
      .bind(name)
      .all<{ name: string }>()
    for (const column of columns) {
      const n = await count(
        `SELECT count(*) AS n FROM "${name}" WHERE CAST("${column.name}" AS TEXT) LIKE ?`,
        `%${value}%`,
      )
      if (n > 0) found[`${name}.${column.name}`] = n
    }
  }
  return found
}

async function platformAdmin() {
  const admin = await createUser({ userPermissions: [...PERMISSION_PRESETS.admin.user] })
  return { admin, session: await signIn(admin.email, admin.password) }
}

/** What the sweep's tenant owns, plus everything else an organization gathers over time. */
async function populatedTenant(label: string, word: string) {
  const tenant = await createTenant(label)
  const t = tenant.organizationId
  const { applicant, job, document, user } = tenant.ids
  const now = Date.now()
  const run = (query: string, ...binds: unknown[]) =>
    env.DB.prepare(query)
      .bind(...binds)
      .run()
  await run(
    `INSERT INTO fit_reports (id, tenant_id, job_id, applicant_id, language, content, model, prompt_version, created_at)
     VALUES (?, ?, ?, ?, 'en_US', '{}', 'embedded', 'test', ?)`,
    newId(),
    t,
    job,
    applicant,
    now,
  )
  await run(
    `INSERT INTO search_documents (tenant_id, doc_type, entity_id, title, body, updated_at)
     VALUES (?, 'candidate', ?, ?, 'searchable body', ?)`,
    t,
    applicant,
    `${word} Applicant`,
    now,
  )
  await run(
    `INSERT INTO failed_tasks (id, tenant_id, applicant_id, user_id, queue, message, error_type, idempotency_key, created_at, updated_at)
     VALUES (?, ?, ?, ?, 'shortlist-ingest', ?, 'CORRUPTED_FILE', ?, ?, ?)`,
    newId(),
    t,
    applicant,
    user,
    JSON.stringify({ kind: 'document.process', tenantId: t, documentId: document }),
    `failed-${newId()}`,
    now,
    now,
  )
  await run(
    `INSERT INTO invites (id, tenant_id, email, permissions, token_hash, expires_at, created_at)
     VALUES (?, ?, ?, '[]', ?, ?, ?)`,
    newId(),
    t,
    uniqueEmail('pending'),
    newId(),
    now + 86_400_000,
    now,
  )
  await run(
    `INSERT INTO usage_records (id, tenant_id, feature, quantity, period_start, idempotency_key, created_at)
     VALUES (?, ?, 'CV_UPLOAD', 1, ?, ?, ?)`,
    newId(),
    t,
    now,
    `usage-${newId()}`,
    now,
  )
  await run(
    `INSERT INTO comments (id, tenant_id, content_kind, content_id, author_id, text, created_at, updated_at)
     VALUES (?, ?, 'APPLICANT', ?, ?, 'A note', ?, ?)`,
    newId(),
    t,
    applicant,
    user,
    now,
    now,
  )
  // A job created through the API, with an Idempotency-Key: the stored answer is tenant data too.
  const created = await call('/api/jobs', {
    method: 'POST',
    session: tenant.admin.session,
    headers: { 'Idempotency-Key': `job-${newId()}` },
    json: { title: `${word} Engineer`, description: 'Builds data pipelines with Python and SQL every day.' },
  })
  expect(created.status, await created.clone().text()).toBeLessThan(300)
  // Objects: the CV, its derived text and the logo.
  const cvKey = `tenants/${t}/documents/${document}`
  await env.FILES.put(cvKey, 'cv bytes')
  await env.FILES.put(`${cvKey}.txt`, 'cv text')
  const logoKey = `tenants/${t}/logo/${newId()}`
  await env.FILES.put(logoKey, 'png bytes')
  await run('UPDATE organizations SET logo_key = ? WHERE id = ?', logoKey, t)
  await run('UPDATE users SET current_organization_id = ? WHERE id = ?', t, user)
  return tenant
}

const victimRows = async (tables: string[], tenantId: string) => {
  const rows: Record<string, number> = {}
  for (const table of tables) {
    const n = await count(`SELECT count(*) AS n FROM "${table}" WHERE tenant_id = ?`, tenantId)
    if (n > 0) rows[table] = n
  }
  return rows
}

describe('deleting an organization', () => {
  it('removes every row, object and index entry of it and nothing of another organization', async () => {
    const word = `Zx${newId().replace(/-/g, '').slice(-10)}`
    const otherWord = `Qy${newId().replace(/-/g, '').slice(-10)}`
    const victim: Tenant = await populatedTenant('Victim', word)
    const other: Tenant = await populatedTenant('Other', otherWord)
    const v = victim.organizationId
    const { session } = await platformAdmin()
    const tables = await tenantTables()

    const before = await victimRows(tables, v)
    expect(Object.keys(before)).toEqual(
      expect.arrayContaining([
        'applicants',
        'documents',
        'jobs',
        'matches',
        'fit_reports',
        'invites',
        'failed_tasks',
        'search_documents',
        'memberships',
        'idempotency_keys',
        'usage_records',
        'upload_status_items',
        'comments',
        'ai_models',
        'ai_prompts',
      ]),
    )
    const otherBefore = await tenantSnapshot(tables, [other.organizationId])
    const otherObjects = await objectsUnder(`tenants/${other.organizationId}/`)
    expect(await objectsUnder(`tenants/${v}/`)).toHaveLength(3)
    const fts = (w: string) => count(`SELECT count(*) AS n FROM search_fts WHERE search_fts MATCH ?`, w)
    // The seeded applicant's search document and the job created through the API.
    expect(await fts(word)).toBe(2)
    const otherFts = await fts(otherWord)
    expect(Object.keys(await rowsMentioning(v)).length).toBeGreaterThan(10)

    const res = await call(`/api/admin/tenants/${v}/delete`, { method: 'POST', session })
    expect(res.status, await res.clone().text()).toBe(200)

    expect(await victimRows(tables, v)).toEqual({})
    expect(await count('SELECT count(*) AS n FROM organizations WHERE id = ?', v)).toBe(0)
    // Nowhere, in no column of any table, is the organization's id left (sessions, users, JSON, scopes).
    expect(await rowsMentioning(v)).toEqual({})
    expect(await objectsUnder(`tenants/${v}/`)).toEqual([])
    expect(await fts(word)).toBe(0)
    // The other organization is untouched (each table's rows of it, by digest), and every table lost
    // exactly the deleted organization's rows.
    const otherAfter = await tenantSnapshot(tables, [other.organizationId])
    for (const table of tables) {
      const [countBefore, digestBefore] = (otherBefore[table] ?? '').split(' rows, ')
      const [countAfter, digestAfter] = (otherAfter[table] ?? '').split(' rows, ')
      expect(digestAfter, table).toBe(digestBefore)
      expect(Number(countAfter), table).toBe(Number(countBefore) - (before[table] ?? 0))
    }
    expect(await objectsUnder(`tenants/${other.organizationId}/`)).toEqual(otherObjects)
    expect(await fts(otherWord)).toBe(otherFts)
    expect(otherFts).toBe(2)

    // Its members keep their accounts, now without an organization; the old session is gone.
    expect(await count('SELECT count(*) AS n FROM users WHERE id IN (?, ?)', victim.admin.id, victim.ids.user)).toBe(2)
    const me = (await (await call('/api/auth/session', { session: victim.admin.session })).json()) as { user: unknown }
    expect(me.user).toBeNull()

    // Deleting again: it is gone.
    const again = await call(`/api/admin/tenants/${v}/delete`, { method: 'POST', session })
    expect(again.status).toBe(404)
  })

  it('a queued message of a deleted organization is dropped: acked, no failed task, nothing written', async () => {
    const org = await createOrganization()
    const { session } = await platformAdmin()
    expect((await call(`/api/admin/tenants/${org.id}/delete`, { method: 'POST', session })).status).toBe(200)
    const key = `late-${newId()}`
    const result = await deliver([
      {
        id: 'late-1',
        body: {
          kind: 'document.process',
          idempotencyKey: key,
          tenantId: org.id,
          userId: null,
          documentId: newId(),
          version: 1,
        },
      },
    ])
    expect(result.explicitAcks).toEqual(['late-1'])
    expect(result.retryMessages).toEqual([])
    expect(await count('SELECT count(*) AS n FROM failed_tasks WHERE idempotency_key = ?', key)).toBe(0)
    expect(await rowsMentioning(org.id)).toEqual({})
  })

  it('a member whose only organization it was keeps the account and signs in without one', async () => {
    const org = await createOrganization()
    const member = await createUser({ memberOf: [{ organizationId: org.id }] })
    const { session } = await platformAdmin()
    await call(`/api/admin/tenants/${org.id}/delete`, { method: 'POST', session })
    const memberSession = await signIn(member.email, member.password)
    const me = (await (await call('/api/auth/session', { session: memberSession })).json()) as {
      user: { organizationId: string | null; permissions: string[] }
    }
    expect(me.user.organizationId).toBeNull()
    expect(me.user.permissions).toContain('ORGANIZATION_CREATE')
  })
})

describe('deleting a user', () => {
  async function userWithData() {
    const org = await createOrganization()
    const colleague = await createUser({ memberOf: [{ organizationId: org.id }] })
    const email = uniqueEmail('leaving')
    const user = await createUser({ email, memberOf: [{ organizationId: org.id }] })
    const session: Session = await signIn(user.email, user.password)
    const applicant = await createApplicant(org.id)
    const job = await createJob(org.id)
    const now = Date.now()
    const run = (query: string, ...binds: unknown[]) =>
      env.DB.prepare(query)
        .bind(...binds)
        .run()
    await run('UPDATE applicants SET author_id = ? WHERE id = ?', user.id, applicant.id)
    await run('UPDATE jobs SET author_id = ? WHERE id = ?', user.id, job.id)
    await run(
      `INSERT INTO comments (id, tenant_id, content_kind, content_id, author_id, text, created_at, updated_at)
       VALUES (?, ?, 'APPLICANT', ?, ?, 'Kept for the organization', ?, ?)`,
      newId(),
      org.id,
      applicant.id,
      user.id,
      now,
      now,
    )
    await run(
      'INSERT INTO job_recruiters (id, tenant_id, job_id, user_id) VALUES (?, ?, ?, ?)',
      newId(),
      org.id,
      job.id,
      user.id,
    )
    await run(
      `INSERT INTO failed_tasks (id, tenant_id, user_id, queue, message, idempotency_key, created_at, updated_at)
       VALUES (?, ?, ?, 'shortlist-ingest', ?, ?, ?, ?)`,
      newId(),
      org.id,
      user.id,
      JSON.stringify({ kind: 'search.reindex', idempotencyKey: 'k', tenantId: org.id, userId: user.id }),
      `failed-${newId()}`,
      now,
      now,
    )
    await run(
      `INSERT INTO invites (id, tenant_id, email, permissions, token_hash, expires_at, accepted_at, created_at)
       VALUES (?, ?, ?, '[]', ?, ?, ?, ?)`,
      newId(),
      org.id,
      email,
      newId(),
      now + 1000,
      now,
      now,
    )
    await run(
      `INSERT INTO outbox_mails (id, to_address, subject, text_body, kind, created_at) VALUES (?, ?, 'Hi', 'Hello', 'invite', ?)`,
      newId(),
      email,
      now,
    )
    // The picture through the real endpoint (a 1×1 PNG), so the key is where the product puts it.
    const png = Uint8Array.from(
      atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
      (c) => c.charCodeAt(0),
    )
    const picture = await call('/api/my-profile/upload-picture', {
      method: 'POST',
      session,
      headers: { 'Content-Type': 'image/png' },
      body: png,
    })
    expect(picture.status, await picture.clone().text()).toBe(200)
    // A stored Idempotency-Key answer of theirs.
    await call('/api/jobs', {
      method: 'POST',
      session,
      headers: { 'Idempotency-Key': `job-${newId()}` },
      json: { title: 'Their job', description: 'A job description that is long enough to be accepted.' },
    })
    return { org, colleague, user, session, applicant, job }
  }

  it('removes the account and everything that names it; authored content stays without an author', async () => {
    const { user, session: userSession, applicant, job, colleague } = await userWithData()
    const { session } = await platformAdmin()
    expect(await objectsUnder(`users/${user.id}/`)).toHaveLength(1)
    const mentionsBefore = await rowsMentioning(user.id)
    expect(Object.keys(mentionsBefore)).toEqual(
      expect.arrayContaining(['users.id', 'sessions.user_id', 'credentials.user_id', 'memberships.user_id']),
    )

    const res = await call(`/api/admin/users/${user.id}/delete`, { method: 'POST', session })
    expect(res.status, await res.clone().text()).toBe(200)

    expect(await rowsMentioning(user.id)).toEqual({})
    expect(await rowsMentioning(user.email)).toEqual({})
    expect(await objectsUnder(`users/${user.id}/`)).toEqual([])
    expect(await count('SELECT count(*) AS n FROM applicants WHERE id = ? AND author_id IS NULL', applicant.id)).toBe(1)
    expect(await count('SELECT count(*) AS n FROM jobs WHERE id = ? AND author_id IS NULL', job.id)).toBe(1)
    expect(
      await count(`SELECT count(*) AS n FROM comments WHERE content_id = ? AND author_id IS NULL`, applicant.id),
    ).toBe(1)
    expect(await count('SELECT count(*) AS n FROM users WHERE id = ?', colleague.id)).toBe(1)
    const me = (await (await call('/api/auth/session', { session: userSession })).json()) as { user: unknown }
    expect(me.user).toBeNull()
  })

  it('refuses an owner, oneself, and an unknown id', async () => {
    const { admin, session } = await platformAdmin()
    const owner = await createUser()
    await createOrganization({ ownerId: owner.id })
    const owns = await call(`/api/admin/users/${owner.id}/delete`, { method: 'POST', session })
    expect(owns.status).toBe(409)
    const self = await call(`/api/admin/users/${admin.id}/delete`, { method: 'POST', session })
    expect(self.status).toBe(403)
    const unknown = await call(`/api/admin/users/${newId()}/delete`, { method: 'POST', session })
    expect(unknown.status).toBe(404)
    expect(await count('SELECT count(*) AS n FROM users WHERE id = ?', owner.id)).toBe(1)
  })
})
