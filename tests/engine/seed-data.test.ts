import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildSeed, SEED_IDS, SEED_MARKER_KEY, type SeedData } from '../../db/seed/seed-data'
import type { SqlValue } from '../../db/seed/seed-sql'
import { ATTRIBUTE_KINDS } from '../../worker/contracts/enums'

const NOW = Date.UTC(2026, 4, 15, 9, 30)
const DAY_MS = 86_400_000
// Real hashes are salted; a fake one keeps the output comparable and the test fast.
const fakeHash = async (password: string) => `test$${password}`

function rowsOf(seed: SeedData, table: string): Record<string, SqlValue>[] {
  const found = seed.tables.find((t) => t.table === table)
  if (!found) throw new Error(`no seed table ${table}`)
  return found.rows
}

describe('seed data', () => {
  let seed: SeedData
  beforeAll(async () => {
    seed = await buildSeed({ now: NOW, hashPassword: fakeHash })
  })

  it('is deterministic for the same now', async () => {
    const again = await buildSeed({ now: NOW, hashPassword: fakeHash })
    expect(again).toEqual(seed)
  })

  it('keeps ids fixed when now changes, so re-seeding later inserts nothing new', async () => {
    const later = await buildSeed({ now: NOW + 7 * DAY_MS, hashPassword: fakeHash })
    const ids = (s: SeedData) => s.tables.map((t) => ({ table: t.table, ids: t.rows.map((r) => r.id ?? r.key) }))
    expect(ids(later)).toEqual(ids(seed))
  })

  it('hashes every password with the real scheme by default', async () => {
    const real = await buildSeed({ now: NOW })
    for (const row of rowsOf(real, 'credentials')) expect(String(row.secret)).toMatch(/^pbkdf2-sha256\$100000\$/)
  })

  it('gives every job attribute weights over all kinds that sum to 100', () => {
    const jobs = rowsOf(seed, 'jobs')
    expect(jobs.length).toBeGreaterThanOrEqual(4)
    for (const job of jobs) {
      const weights = JSON.parse(String(job.attribute_weights)) as Record<string, number>
      expect(Object.keys(weights).sort()).toEqual([...ATTRIBUTE_KINDS].sort())
      expect(Object.values(weights).reduce((a, b) => a + b, 0)).toBe(100)
      expect(String(job.title).length).toBeGreaterThanOrEqual(5)
      expect(String(job.description).length).toBeGreaterThanOrEqual(50)
    }
  })

  it('uses unique, lower-case user emails', () => {
    const emails = rowsOf(seed, 'users').map((u) => String(u.email))
    expect(new Set(emails).size).toBe(emails.length)
    for (const email of emails) expect(email).toBe(email.toLowerCase())
  })

  it('has no organization without an owner who is a member', () => {
    const userIds = new Set(rowsOf(seed, 'users').map((u) => u.id))
    const memberships = rowsOf(seed, 'memberships')
    const orgs = rowsOf(seed, 'organizations')
    expect(orgs.map((o) => o.id).sort()).toEqual(Object.values(SEED_IDS.organizations).sort())
    for (const org of orgs) {
      expect(org.owner_id).toBeTruthy()
      expect(userIds.has(org.owner_id)).toBe(true)
      expect(memberships.some((m) => m.tenant_id === org.id && m.user_id === org.owner_id)).toBe(true)
    }
  })

  it('scopes every tenant row to a seeded organization', () => {
    const orgIds = new Set(rowsOf(seed, 'organizations').map((o) => o.id))
    for (const { table, rows } of seed.tables) {
      for (const row of rows) if ('tenant_id' in row) expect(orgIds.has(row.tenant_id), table).toBe(true)
    }
  })

  it('spreads about 25 applicants per organization over three weeks, in both recent weeks', () => {
    const applicants = rowsOf(seed, 'applicants')
    for (const orgId of Object.values(SEED_IDS.organizations)) {
      const created = applicants.filter((a) => a.tenant_id === orgId).map((a) => Number(a.created_at))
      expect(created.length).toBeGreaterThanOrEqual(20)
      for (const at of created) expect(NOW - at).toBeLessThanOrEqual(21 * DAY_MS)
      const thisWeek = created.filter((at) => at > NOW - 7 * DAY_MS).length
      const lastWeek = created.filter((at) => at <= NOW - 7 * DAY_MS && at > NOW - 14 * DAY_MS).length
      expect(thisWeek).toBeGreaterThan(0)
      expect(lastWeek).toBeGreaterThan(0)
    }
    const skills = rowsOf(seed, 'applicant_skills')
    for (const a of applicants) {
      const hard = JSON.parse(String(a.hard_skills)) as string[]
      const rows = skills.filter((s) => s.applicant_id === a.id && s.kind === 'hard').map((s) => s.skill)
      expect(rows).toEqual(hard)
    }
  })

  it('puts both organizations on an active per-seat Team subscription and still offers Basic and Cloud', () => {
    for (const org of rowsOf(seed, 'organizations')) {
      expect(org.plan_name).toBe('standard')
      expect(org.subscription_status).toBe('ACTIVE')
    }
    const subscriptions = rowsOf(seed, 'subscriptions')
    expect(subscriptions.map((s) => [s.plan_id, s.status, s.seats, s.provider])).toEqual([
      [SEED_IDS.plans.team, 'ACTIVE', 10, 'local'],
      [SEED_IDS.plans.team, 'ACTIVE', 10, 'local'],
    ])
    const plans = rowsOf(seed, 'subscription_plans')
    expect(plans.map((p) => [p.id, p.name])).toEqual([
      [SEED_IDS.plans.basic, 'basic'],
      [SEED_IDS.plans.cloud, 'cloud'],
      [SEED_IDS.plans.team, 'standard'],
    ])
  })

  it('writes the seeded marker last', () => {
    const last = seed.tables.at(-1)
    expect(last?.table).toBe('platform_settings')
    expect(last?.rows[0]?.key).toBe(SEED_MARKER_KEY)
  })
})

describe('seed SQL against the migrated schema', () => {
  // node:sqlite (SQLite with FTS5, foreign keys on) stands in for D1: same CHECKs, FKs and triggers.
  it('applies cleanly, twice, without changing anything the second time', async () => {
    const { DatabaseSync } = await import('node:sqlite')
    const db = new DatabaseSync(':memory:')
    db.exec('PRAGMA foreign_keys = ON')
    const dir = join(import.meta.dirname, '../../db/migrations')
    for (const file of readdirSync(dir)
      .filter((f) => f.endsWith('.sql'))
      .sort()) {
      db.exec(readFileSync(join(dir, file), 'utf8'))
    }
    const seed = await buildSeed({ now: NOW, hashPassword: fakeHash })
    const snapshot = () => seed.tables.map(({ table }) => db.prepare(`SELECT * FROM "${table}" ORDER BY 1`).all())

    for (const statement of seed.statements) db.exec(statement)
    const first = snapshot()
    for (const [i, { table, rows }] of seed.tables.entries()) expect(first[i], table).toHaveLength(rows.length)

    const later = await buildSeed({ now: NOW + DAY_MS, hashPassword: async () => 'other' })
    for (const statement of later.statements) db.exec(statement)
    expect(snapshot()).toEqual(first)

    const hits = db
      .prepare(
        `SELECT d.entity_id FROM search_fts JOIN search_documents d ON d.rowid = search_fts.rowid
         WHERE search_fts MATCH ? AND d.tenant_id = ?`,
      )
      .all('"typescript"*', SEED_IDS.organizations.northwind)
    expect(hits.length).toBeGreaterThan(0)
    db.close()
  })
})
