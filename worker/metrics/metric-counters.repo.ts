import { and, eq, inArray, sql } from 'drizzle-orm'
import { skillSupply, tenantCounters } from '../../db/schema'
import type { Database } from '../db/database'
import type { SkillKey } from './skill-key'

/** D1 binds at most 100 parameters per statement: 20 skill rows of 4 columns each. */
const SKILLS_PER_INSERT = 20

/**
 * The dashboard's counters (ADR 0027), written in the same D1 batch as the applicant write that changes
 * them, so a count never drifts from a half-written applicant. The write-path statements are query
 * builders (they join the caller's db.batch) and each is guarded by the applicant being live:
 * re-storing a deleted applicant's profile changes no count. The daily roll-up recounts everything
 * (reconcile), which also covers rows written before the counters existed.
 */
export function metricCountersRepo(db: Database, tenantId: string) {
  const d1 = db.$client
  const liveApplicant = (id: string) =>
    sql`EXISTS (SELECT 1 FROM applicants WHERE tenant_id = ${tenantId} AND id = ${id} AND deleted_at IS NULL)`
  const mineSupply = eq(skillSupply.tenantId, tenantId)

  return {
    /** Before an applicant is inserted or replaced: counts it once if it is new. */
    countNewApplicant(applicantId: string, at: number) {
      return [
        db.insert(tenantCounters).values({ tenantId, applicants: 0, updatedAt: at }).onConflictDoNothing(),
        db
          .update(tenantCounters)
          .set({ applicants: sql`${tenantCounters.applicants} + 1`, updatedAt: at })
          .where(
            and(
              eq(tenantCounters.tenantId, tenantId),
              sql`NOT EXISTS (SELECT 1 FROM applicants WHERE tenant_id = ${tenantId} AND id = ${applicantId})`,
            ),
          ),
      ] as const
    },

    /** Before an applicant's skill rows are replaced: takes its current hard skills off the supply. */
    releaseSkills(applicantId: string) {
      return db
        .update(skillSupply)
        .set({ applicants: sql`max(${skillSupply.applicants} - 1, 0)` })
        .where(
          and(
            mineSupply,
            liveApplicant(applicantId),
            sql`${skillSupply.skillKey} IN (SELECT skill_key FROM applicant_skills
              WHERE tenant_id = ${tenantId} AND applicant_id = ${applicantId} AND kind = 'hard' AND skill_key IS NOT NULL)`,
          ),
        )
    },

    /** After an applicant's skill rows are written: adds its hard skills (canonical keys) to the supply. */
    claimSkills(applicantId: string, skills: SkillKey[]) {
      if (skills.length === 0) return []
      const rows = skills.map((k) => ({ tenantId, skillKey: k.key, label: k.label, applicants: 0 }))
      const inserts = []
      for (let i = 0; i < rows.length; i += SKILLS_PER_INSERT) {
        inserts.push(
          db
            .insert(skillSupply)
            .values(rows.slice(i, i + SKILLS_PER_INSERT))
            .onConflictDoUpdate({
              target: [skillSupply.tenantId, skillSupply.skillKey],
              set: { label: sql`excluded.label` },
            }),
        )
      }
      return [
        ...inserts,
        db
          .update(skillSupply)
          .set({ applicants: sql`${skillSupply.applicants} + 1` })
          .where(
            and(
              mineSupply,
              inArray(
                skillSupply.skillKey,
                skills.map((k) => k.key),
              ),
              liveApplicant(applicantId),
            ),
          ),
      ]
    },

    /** After applicants were soft-deleted: they leave the applicant count and the skill supply. */
    async releaseDeleted(applicantIds: string[], at: number) {
      if (applicantIds.length === 0) return
      const ids = JSON.stringify(applicantIds)
      await d1.batch([
        d1
          .prepare(
            `UPDATE tenant_counters SET applicants = max(applicants - ?2, 0), updated_at = ?3 WHERE tenant_id = ?1`,
          )
          .bind(tenantId, applicantIds.length, at),
        d1
          .prepare(
            `UPDATE skill_supply SET applicants = max(applicants - (
               SELECT count(DISTINCT s.applicant_id) FROM applicant_skills s
               WHERE s.tenant_id = ?1 AND s.skill_key = skill_supply.skill_key AND s.kind = 'hard'
                 AND s.applicant_id IN (SELECT value FROM json_each(?2))), 0)
             WHERE tenant_id = ?1 AND skill_key IN (
               SELECT skill_key FROM applicant_skills
               WHERE tenant_id = ?1 AND kind = 'hard' AND applicant_id IN (SELECT value FROM json_each(?2)))`,
          )
          .bind(tenantId, ids),
      ])
    },

    /** Recounts both counters from the applicants themselves (the daily roll-up; also heals any drift). */
    async reconcile(at: number) {
      await d1.batch([
        d1
          .prepare(
            `INSERT INTO tenant_counters (tenant_id, applicants, updated_at)
             SELECT ?1, count(*), ?2 FROM applicants WHERE tenant_id = ?1 AND deleted_at IS NULL
             ON CONFLICT (tenant_id) DO UPDATE SET applicants = excluded.applicants, updated_at = excluded.updated_at`,
          )
          .bind(tenantId, at),
        d1.prepare('UPDATE skill_supply SET applicants = 0 WHERE tenant_id = ?1').bind(tenantId),
        // Labels written on claim (the taxonomy's) are kept; a key first seen here takes its text as written.
        d1
          .prepare(
            `INSERT INTO skill_supply (tenant_id, skill_key, label, applicants)
             SELECT ?1, s.skill_key, min(s.skill), count(DISTINCT s.applicant_id)
             FROM applicant_skills s JOIN applicants a ON a.tenant_id = s.tenant_id AND a.id = s.applicant_id
             WHERE s.tenant_id = ?1 AND s.kind = 'hard' AND s.skill_key IS NOT NULL AND a.deleted_at IS NULL
             GROUP BY s.skill_key
             ON CONFLICT (tenant_id, skill_key) DO UPDATE SET applicants = excluded.applicants`,
          )
          .bind(tenantId),
        d1.prepare('DELETE FROM skill_supply WHERE tenant_id = ?1 AND applicants = 0').bind(tenantId),
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
      const rows = await db
        .select({ n: tenantCounters.applicants })
        .from(tenantCounters)
        .where(eq(tenantCounters.tenantId, tenantId))
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
