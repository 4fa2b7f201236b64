import { sql } from 'drizzle-orm'
import type { Database } from '../db/database'
import type { SkillKey } from './skill-key'

/**
 * The dashboard's counters (ADR 0027), written in the same D1 batch as the applicant write that changes
 * them, so a count never drifts from a half-written applicant. Every statement is guarded by the
 * applicant being live: re-storing a deleted applicant's profile changes no count. The daily roll-up
 * recounts everything (reconcile), which also covers rows written before the counters existed.
 */
export function metricCountersRepo(db: Database, tenantId: string) {
  const liveApplicant = (id: string) =>
    sql`EXISTS (SELECT 1 FROM applicants WHERE tenant_id = ${tenantId} AND id = ${id} AND deleted_at IS NULL)`

  return {
    /** Before an applicant is inserted or replaced: counts it once if it is new. */
    countNewApplicant(applicantId: string, at: number) {
      return db.run(sql`
        INSERT INTO tenant_counters (tenant_id, applicants, updated_at)
        SELECT ${tenantId}, 1, ${at}
        WHERE NOT EXISTS (SELECT 1 FROM applicants WHERE tenant_id = ${tenantId} AND id = ${applicantId})
        ON CONFLICT (tenant_id) DO UPDATE SET applicants = applicants + 1, updated_at = excluded.updated_at`)
    },

    /** Before an applicant's skill rows are replaced: takes its current hard skills off the supply. */
    releaseSkills(applicantId: string) {
      return db.run(sql`
        UPDATE skill_supply SET applicants = max(applicants - 1, 0)
        WHERE tenant_id = ${tenantId} AND ${liveApplicant(applicantId)} AND skill_key IN (
          SELECT skill_key FROM applicant_skills
          WHERE tenant_id = ${tenantId} AND applicant_id = ${applicantId} AND kind = 'hard' AND skill_key IS NOT NULL)`)
    },

    /** After an applicant's skill rows are written: adds its hard skills (canonical keys) to the supply. */
    claimSkills(applicantId: string, skills: SkillKey[]) {
      const packed = JSON.stringify(skills.map((k) => [k.key, k.label]))
      return db.run(sql`
        INSERT INTO skill_supply (tenant_id, skill_key, label, applicants)
        SELECT ${tenantId}, value ->> 0, value ->> 1, 1 FROM json_each(${packed})
        WHERE ${liveApplicant(applicantId)}
        ON CONFLICT (tenant_id, skill_key) DO UPDATE SET applicants = applicants + 1, label = excluded.label`)
    },

    /** After applicants were soft-deleted: they leave the applicant count and the skill supply. */
    async releaseDeleted(applicantIds: string[], at: number) {
      if (applicantIds.length === 0) return
      const ids = JSON.stringify(applicantIds)
      await db.batch([
        db.run(sql`
          UPDATE tenant_counters SET applicants = max(applicants - ${applicantIds.length}, 0), updated_at = ${at}
          WHERE tenant_id = ${tenantId}`),
        db.run(sql`
          UPDATE skill_supply SET applicants = max(applicants - (
            SELECT count(DISTINCT s.applicant_id) FROM applicant_skills s
            WHERE s.tenant_id = ${tenantId} AND s.skill_key = skill_supply.skill_key AND s.kind = 'hard'
              AND s.applicant_id IN (SELECT value FROM json_each(${ids}))), 0)
          WHERE tenant_id = ${tenantId} AND skill_key IN (
            SELECT skill_key FROM applicant_skills
            WHERE tenant_id = ${tenantId} AND kind = 'hard' AND applicant_id IN (SELECT value FROM json_each(${ids})))`),
      ])
    },

    /** Recounts both counters from the applicants themselves (the daily roll-up; also heals any drift). */
    async reconcile(at: number) {
      await db.batch([
        db.run(sql`
          INSERT INTO tenant_counters (tenant_id, applicants, updated_at)
          SELECT ${tenantId}, count(*), ${at} FROM applicants WHERE tenant_id = ${tenantId} AND deleted_at IS NULL
          ON CONFLICT (tenant_id) DO UPDATE SET applicants = excluded.applicants, updated_at = excluded.updated_at`),
        db.run(sql`UPDATE skill_supply SET applicants = 0 WHERE tenant_id = ${tenantId}`),
        // Labels written on claim (the taxonomy's) are kept; a key first seen here takes its text as written.
        db.run(sql`
          INSERT INTO skill_supply (tenant_id, skill_key, label, applicants)
          SELECT ${tenantId}, s.skill_key, min(s.skill), count(DISTINCT s.applicant_id)
          FROM applicant_skills s JOIN applicants a ON a.tenant_id = s.tenant_id AND a.id = s.applicant_id
          WHERE s.tenant_id = ${tenantId} AND s.kind = 'hard' AND s.skill_key IS NOT NULL AND a.deleted_at IS NULL
          GROUP BY s.skill_key
          ON CONFLICT (tenant_id, skill_key) DO UPDATE SET applicants = excluded.applicants`),
        db.run(sql`DELETE FROM skill_supply WHERE tenant_id = ${tenantId} AND applicants = 0`),
      ])
    },

    /** Skill rows stored before skill keys existed (or by a bulk path): up to `limit` of them. */
    async unkeyedSkills(limit: number) {
      return db.all<{ id: string; skill: string }>(sql`
        SELECT id, skill FROM applicant_skills WHERE tenant_id = ${tenantId} AND skill_key IS NULL LIMIT ${limit}`)
    },

    async setSkillKeys(rows: { id: string; key: string }[]) {
      if (rows.length === 0) return
      await db.run(sql`
        UPDATE applicant_skills SET skill_key = p.value ->> 1 FROM json_each(${JSON.stringify(rows.map((r) => [r.id, r.key]))}) AS p
        WHERE applicant_skills.tenant_id = ${tenantId} AND applicant_skills.id = p.value ->> 0`)
    },

    async applicants(): Promise<number> {
      const rows = await db.all<{ n: number }>(
        sql`SELECT applicants AS n FROM tenant_counters WHERE tenant_id = ${tenantId}`,
      )
      return rows[0]?.n ?? 0
    },

    /** The hard skills most applicants have. */
    async topSupply(limit: number) {
      return db.all<{ key: string; label: string; count: number }>(sql`
        SELECT skill_key AS key, label, applicants AS count FROM skill_supply
        WHERE tenant_id = ${tenantId} AND applicants > 0
        ORDER BY applicants DESC, label ASC LIMIT ${limit}`)
    },

    /** Supply of given skills (the demanded ones), by key. */
    async supplyOf(keys: string[]) {
      if (keys.length === 0) return new Map<string, number>()
      const rows = await db.all<{ key: string; count: number }>(sql`
        SELECT skill_key AS key, applicants AS count FROM skill_supply
        WHERE tenant_id = ${tenantId} AND skill_key IN (SELECT value FROM json_each(${JSON.stringify(keys)}))`)
      return new Map(rows.map((r) => [r.key, r.count]))
    },
  }
}
