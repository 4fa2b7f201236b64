import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { singleDatabaseResolver } from '../../../worker/db/database'
import { matchWritesRepo } from '../../../worker/matching/match-writes.repo'
import { createOrganization } from '../support/factories'

/**
 * What the tenant checks on `matches` (migration 0007) cost on the hot write path: the same rows
 * upserted through the repository with the triggers and, in this test's own storage, without them.
 * A small run here keeps the suite fast; ADR 0015 records a 100,000-row run (JOBS = 100, APPLICANTS =
 * 1,000).
 */
const JOBS = 10
const APPLICANTS = 1000

async function seed(tenantId: string) {
  const rows = (n: number) => `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${n})`
  await env.DB.batch([
    env.DB.prepare(
      `${rows(JOBS)} INSERT INTO jobs (id, tenant_id, title, description) SELECT ?1 || '-job-' || i, ?1, 'Job', 'Text' FROM n`,
    ).bind(tenantId),
    env.DB.prepare(
      `${rows(APPLICANTS)} INSERT INTO applicants (id, tenant_id, name) SELECT ?1 || '-app-' || i, ?1, 'Applicant' FROM n`,
    ).bind(tenantId),
  ])
}

async function timeUpsert(tenantId: string) {
  const writes = matchWritesRepo(singleDatabaseResolver(env.DB).forTenant(tenantId), tenantId)
  const areas = { skills: [80, 30, false], title: [60, 20, false] }
  const statements = []
  for (let j = 1; j <= JOBS; j++) {
    const page = Array.from({ length: APPLICANTS }, (_, i) => ({
      jobId: `${tenantId}-job-${j}`,
      applicantId: `${tenantId}-app-${i + 1}`,
      score: (i * 7) % 100,
      knockout: false,
      areas,
      evidence: { knockouts: [] },
      model: 'embedded',
      promptVersion: 'test',
    }))
    statements.push(...writes.upsertStatements(page, { computedAt: 1 }))
  }
  const started = performance.now()
  // One statement per page, as a job run writes them.
  for (const statement of statements) await env.DB.batch([statement])
  return performance.now() - started
}

describe('tenant check cost on matches', () => {
  it('measures the upsert of JOBS × APPLICANTS match rows with and without the triggers', async () => {
    const { results: triggers } = await env.DB.prepare(
      `SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'matches'`,
    ).all<{ name: string; sql: string }>()
    expect(triggers.length).toBe(4)
    const setChecks = async (on: boolean) => {
      for (const t of triggers) await env.DB.prepare(on ? t.sql : `DROP TRIGGER "${t.name}"`).run()
    }
    // Alternating rounds, each on a fresh tenant, so warm-up and table growth do not favour one side.
    const times = { checked: [] as number[], unchecked: [] as number[] }
    for (let round = 0; round < 2; round++) {
      for (const side of ['checked', 'unchecked'] as const) {
        const org = await createOrganization()
        await seed(org.id)
        if (side === 'unchecked') await setChecks(false)
        times[side].push(await timeUpsert(org.id))
        if (side === 'unchecked') await setChecks(true)
      }
    }
    const total = (xs: number[]) => xs.reduce((sum, x) => sum + x, 0)
    const [checked, unchecked] = [total(times.checked), total(times.unchecked)]
    console.info(
      `matches upsert of ${JOBS * APPLICANTS} rows (2 rounds each): ${times.checked.map((t) => t.toFixed(0)).join(' / ')} ms ` +
        `with tenant checks, ${times.unchecked.map((t) => t.toFixed(0)).join(' / ')} ms without ` +
        `(${(((checked - unchecked) / unchecked) * 100).toFixed(1)} %)`,
    )
    const count = await env.DB.prepare('SELECT count(*) AS n FROM matches').first<{ n: number }>()
    expect(count?.n).toBeGreaterThanOrEqual(4 * JOBS * APPLICANTS)
  })
})
