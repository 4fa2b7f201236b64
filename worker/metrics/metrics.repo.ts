import { sql } from 'drizzle-orm'
import type { Database } from '../db/database'
import { parseStoredText } from '../lib/stored-json'
import { type SnapshotSkills, SnapshotSkillsSchema } from './snapshot-skills'

export interface Snapshot {
  day: number
  applicants: number
  openJobs: number
  averageScore: number | null
  skills: SnapshotSkills
}

/**
 * Dashboard figures of one tenant that are not counters (metric-counters.repo): open jobs and what they
 * require (at most a few thousand rows), the average score over the open jobs' index ranges, and the
 * daily snapshots. Every query starts with tenant_id.
 */
export function metricsRepo(db: Database, tenantId: string) {
  return {
    async openJobs(): Promise<number> {
      const rows = await db.all<{ n: number }>(
        sql`SELECT count(*) AS n FROM jobs WHERE tenant_id = ${tenantId} AND status = 'OPEN'`,
      )
      return rows[0]?.n ?? 0
    },

    /** Each (skill as written, open job) pair once: the service folds the skills through the taxonomy. */
    async demandedSkillRows() {
      return db.all<{ value: string; jobId: string }>(sql`
        SELECT DISTINCT r.value AS value, r.job_id AS jobId
        FROM jobs j CROSS JOIN job_requirements r ON r.tenant_id = j.tenant_id AND r.job_id = j.id
        WHERE j.tenant_id = ${tenantId} AND j.status = 'OPEN' AND r.attribute = 'skills'`)
    },

    /**
     * Scores of the live pipeline: open positions (matches_tenant_job_score_idx per job), applicants
     * not deleted.
     */
    async averageScore() {
      // CROSS JOIN keeps SQLite's join order: open jobs first, then each one's range of the score index
      // (the planner otherwise walks every score of the tenant and looks its job up).
      // All scores of open jobs from the score index alone, minus those of deleted applicants (few, found
      // through applicants_tenant_deleted_idx and matches_tenant_applicant_score_idx): no lookup per score.
      const [all, gone] = await Promise.all([
        db.all<{ total: number | null; n: number }>(sql`
          SELECT sum(m.score) AS total, count(*) AS n
          FROM jobs j CROSS JOIN matches m ON m.tenant_id = j.tenant_id AND m.job_id = j.id
          WHERE j.tenant_id = ${tenantId} AND j.status = 'OPEN'`),
        db.all<{ total: number | null; n: number }>(sql`
          SELECT sum(m.score) AS total, count(*) AS n
          FROM applicants a
          CROSS JOIN matches m ON m.tenant_id = a.tenant_id AND m.applicant_id = a.id
          CROSS JOIN jobs j ON j.tenant_id = m.tenant_id AND j.id = m.job_id
          WHERE a.tenant_id = ${tenantId} AND a.deleted_at IS NOT NULL AND j.status = 'OPEN'`),
      ])
      const n = (all[0]?.n ?? 0) - (gone[0]?.n ?? 0)
      const total = (all[0]?.total ?? 0) - (gone[0]?.total ?? 0)
      return { average: n > 0 ? Math.round((total / n) * 10) / 10 : null, count: n }
    },

    /** The stored average score and when it was computed (tenant_counters). */
    async cachedAverage() {
      const rows = await db.all<{ average: number | null; n: number; at: number | null }>(sql`
        SELECT average_score AS average, score_count AS n, score_computed_at AS at
        FROM tenant_counters WHERE tenant_id = ${tenantId}`)
      return rows[0] ?? null
    },

    async storeAverage(average: number | null, count: number, at: number) {
      await db.run(sql`
        INSERT INTO tenant_counters (tenant_id, applicants, average_score, score_count, score_computed_at)
        VALUES (${tenantId}, 0, ${average}, ${count}, ${at})
        ON CONFLICT (tenant_id) DO UPDATE SET average_score = excluded.average_score,
          score_count = excluded.score_count, score_computed_at = excluded.score_computed_at`)
    },

    /** The newest snapshot taken 7 to 13 days before `today`: "last week". */
    async snapshotAround(today: number): Promise<Snapshot | null> {
      const rows = await db.all<{
        day: number
        applicants: number
        open_jobs: number
        average_score: number | null
        skills: string
      }>(sql`
        SELECT day, applicants, open_jobs, average_score, skills FROM metric_snapshots
        WHERE tenant_id = ${tenantId} AND day BETWEEN ${today - 13} AND ${today - 7}
        ORDER BY day DESC LIMIT 1`)
      const r = rows[0]
      if (!r) return null
      return {
        day: r.day,
        applicants: r.applicants,
        openJobs: r.open_jobs,
        averageScore: r.average_score,
        skills: parseStoredText(SnapshotSkillsSchema, r.skills, {
          table: 'metric_snapshots',
          id: `${tenantId}:${r.day}`,
        }),
      }
    },

    async hasSnapshot(day: number): Promise<boolean> {
      const rows = await db.all<{ one: number }>(
        sql`SELECT 1 AS one FROM metric_snapshots WHERE tenant_id = ${tenantId} AND day = ${day}`,
      )
      return rows.length > 0
    },

    async writeSnapshot(s: Snapshot, at: number) {
      await db.run(sql`
        INSERT INTO metric_snapshots (tenant_id, day, applicants, open_jobs, average_score, skills, created_at)
        VALUES (${tenantId}, ${s.day}, ${s.applicants}, ${s.openJobs}, ${s.averageScore}, ${JSON.stringify(s.skills)}, ${at})
        ON CONFLICT (tenant_id, day) DO UPDATE SET applicants = excluded.applicants, open_jobs = excluded.open_jobs,
          average_score = excluded.average_score, skills = excluded.skills, created_at = excluded.created_at`)
    },
  }
}

/** Organizations without a snapshot for `day`: the roll-up's work list (platform-wide, by design). */
export function snapshotWorkRepo(db: Database) {
  return {
    async tenantsWithout(day: number, limit: number): Promise<string[]> {
      const rows = await db.all<{ id: string }>(sql`
        SELECT o.id AS id FROM organizations o
        WHERE NOT EXISTS (SELECT 1 FROM metric_snapshots s WHERE s.tenant_id = o.id AND s.day = ${day})
        ORDER BY o.id LIMIT ${limit}`)
      return rows.map((r) => r.id)
    },
  }
}
