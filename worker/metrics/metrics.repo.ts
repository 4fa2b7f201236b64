import { sql } from 'drizzle-orm'
import type { Database } from '../db/database'

const DAY = 86_400_000

/** Dashboard figures for one tenant. Every query starts with tenant_id, matching the indexes. */
export function metricsRepo(db: Database, tenantId: string) {
  return {
    async applicantCounts(now: number) {
      const weekAgo = now - 7 * DAY
      const twoWeeksAgo = now - 14 * DAY
      const rows = await db.all<{ total: number; this_week: number; last_week: number }>(sql`
        SELECT count(*) AS total,
               coalesce(sum(created_at >= ${weekAgo}), 0) AS this_week,
               coalesce(sum(created_at >= ${twoWeeksAgo} AND created_at < ${weekAgo}), 0) AS last_week
        FROM applicants WHERE tenant_id = ${tenantId} AND deleted_at IS NULL`)
      const r = rows[0]
      return { total: r?.total ?? 0, createdThisWeek: r?.this_week ?? 0, createdLastWeek: r?.last_week ?? 0 }
    },

    async jobCounts(now: number) {
      const weekAgo = now - 7 * DAY
      const twoWeeksAgo = now - 14 * DAY
      const rows = await db.all<{ open: number; this_week: number; last_week: number }>(sql`
        SELECT coalesce(sum(status = 'OPEN'), 0) AS open,
               coalesce(sum(opened_at >= ${weekAgo}), 0) AS this_week,
               coalesce(sum(opened_at >= ${twoWeeksAgo} AND opened_at < ${weekAgo}), 0) AS last_week
        FROM jobs WHERE tenant_id = ${tenantId}`)
      const r = rows[0]
      return { open: r?.open ?? 0, openedThisWeek: r?.this_week ?? 0, openedLastWeek: r?.last_week ?? 0 }
    },

    /** Scores of the live pipeline: applicants not deleted, positions still open. */
    async averageScore(now: number) {
      const weekAgo = now - 7 * DAY
      const twoWeeksAgo = now - 14 * DAY
      const rows = await db.all<{
        average: number | null
        n: number
        this_week: number | null
        last_week: number | null
      }>(sql`
        SELECT avg(m.score) AS average, count(*) AS n,
               avg(CASE WHEN m.computed_at >= ${weekAgo} THEN m.score END) AS this_week,
               avg(CASE WHEN m.computed_at >= ${twoWeeksAgo} AND m.computed_at < ${weekAgo} THEN m.score END) AS last_week
        FROM matches m
        JOIN applicants a ON a.tenant_id = m.tenant_id AND a.id = m.applicant_id
        JOIN jobs j ON j.tenant_id = m.tenant_id AND j.id = m.job_id
        WHERE m.tenant_id = ${tenantId} AND a.deleted_at IS NULL AND j.status = 'OPEN'`)
      const r = rows[0]
      const round = (v: number | null | undefined) => (v == null ? null : Math.round(v * 10) / 10)
      return {
        average: round(r?.average),
        count: r?.n ?? 0,
        averageThisWeek: round(r?.this_week),
        averageLastWeek: round(r?.last_week),
      }
    },

    /** Hard skills most applicants have (soft skills say little about who can fill a position). */
    async availableSkills(limit: number) {
      return db.all<{ skill: string; count: number }>(sql`
        SELECT s.skill AS skill, count(DISTINCT s.applicant_id) AS count
        FROM applicant_skills s JOIN applicants a ON a.tenant_id = s.tenant_id AND a.id = s.applicant_id
        WHERE s.tenant_id = ${tenantId} AND s.kind = 'hard' AND a.deleted_at IS NULL
        GROUP BY s.skill ORDER BY count DESC, skill ASC LIMIT ${limit}`)
    },

    /** Skills that open jobs require. */
    async demandedSkills(limit: number) {
      return db.all<{ skill: string; count: number }>(sql`
        SELECT r.value AS skill, count(DISTINCT r.job_id) AS count
        FROM job_requirements r JOIN jobs j ON j.tenant_id = r.tenant_id AND j.id = r.job_id
        WHERE r.tenant_id = ${tenantId} AND r.attribute = 'skills' AND j.status = 'OPEN'
        GROUP BY r.value ORDER BY count DESC, skill ASC LIMIT ${limit}`)
    },

    /** Per demanded skill: open jobs requiring it, applicants having it, and the totals to compare shares. */
    async skillSupplyAndDemand() {
      const [skills, totals] = await Promise.all([
        db.all<{ skill: string; demand: number; supply: number }>(sql`
          SELECT r.value AS skill, count(DISTINCT r.job_id) AS demand,
                 (SELECT count(DISTINCT s.applicant_id) FROM applicant_skills s
                   JOIN applicants a ON a.tenant_id = s.tenant_id AND a.id = s.applicant_id
                   WHERE s.tenant_id = ${tenantId} AND s.kind = 'hard' AND a.deleted_at IS NULL
                     AND lower(s.skill) = lower(r.value)) AS supply
          FROM job_requirements r JOIN jobs j ON j.tenant_id = r.tenant_id AND j.id = r.job_id
          WHERE r.tenant_id = ${tenantId} AND r.attribute = 'skills' AND j.status = 'OPEN'
          GROUP BY r.value`),
        db.all<{ jobs: number; applicants: number }>(sql`
          SELECT (SELECT count(*) FROM jobs WHERE tenant_id = ${tenantId} AND status = 'OPEN') AS jobs,
                 (SELECT count(*) FROM applicants WHERE tenant_id = ${tenantId} AND deleted_at IS NULL) AS applicants`),
      ])
      return { skills, openJobs: totals[0]?.jobs ?? 0, applicants: totals[0]?.applicants ?? 0 }
    },
  }
}
