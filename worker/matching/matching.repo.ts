import { and, asc, eq, exists, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import { applicants, jobApplicants, jobRequirements, jobs } from '../../db/schema'
import type { Database } from '../db/database'
import { parseStored, parseStoredText } from '../lib/stored-json'
import { matchWritesRepo } from './match-writes.repo'
import { matchingRunsRepo } from './matching-runs.repo'
import {
  JobDerivedProfileSchema,
  PackedIds,
  PackedOpenJobs,
  PackedRequirements,
  PackedStoredCvs,
  StoredSkills,
} from './packed-rows'
import type { JobForMatching, RequirementRow, StoredCvRow } from './profiles'

/**
 * Data of background matching for one tenant: who may be matched with whom and what scoring reads
 * (applicant pages, jobs, requirements), with the runs (matching-runs.repo) and the stored scores
 * (match-writes.repo) alongside. Every query starts with tenant_id.
 */
export function matchingRepo(db: Database, tenantId: string) {
  const liveApplicant = and(
    eq(applicants.tenantId, tenantId),
    isNull(applicants.deletedAt),
    eq(applicants.processingState, 'PROCESSED'),
  )
  const assigned = (jobId: unknown, applicantId: unknown) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(jobApplicants)
        .where(
          and(
            eq(jobApplicants.tenantId, tenantId),
            sql`${jobApplicants.jobId} = ${jobId}`,
            sql`${jobApplicants.applicantId} = ${applicantId}`,
          ),
        ),
    )
  /** A pair is matched when assigned, or when both the job and the applicant match with all. */
  const eligibleForJob = (jobId: string, jobOption: string) =>
    jobOption === 'ALL'
      ? and(liveApplicant, or(eq(applicants.matchingOption, 'ALL'), assigned(jobId, applicants.id)))
      : and(liveApplicant, assigned(jobId, applicants.id))
  /** OPEN jobs an applicant may be matched with: assigned, or both sides match with all. */
  const openJobsOf = (applicantId: string, applicantOption: string) => {
    const open = and(eq(jobs.tenantId, tenantId), eq(jobs.status, 'OPEN'))
    return applicantOption === 'ALL'
      ? and(open, or(eq(jobs.matchingOption, 'ALL'), assigned(jobs.id, applicantId)))
      : and(open, assigned(jobs.id, applicantId))
  }
  const applicantColumns = {
    id: applicants.id,
    name: applicants.name,
    tagline: applicants.tagline,
    summary: applicants.summary,
    hardSkills: applicants.hardSkills,
    softSkills: applicants.softSkills,
    profile: applicants.profile,
    matchingOption: applicants.matchingOption,
    parsedByModel: applicants.parsedByModel,
    parsedByPromptVersion: applicants.parsedByPromptVersion,
    preparedCv: applicants.preparedCv,
    updatedAt: applicants.updatedAt,
  }
  const { matchingOption: _, ...scoringColumns } = applicantColumns
  /** The skill lists of an applicant row, parsed (the engine maps over them); the profile is read by toParsedCv. */
  function withSkills<T extends { id: string; hardSkills: string[]; softSkills: string[] }>(row: T): T {
    const at = { table: 'applicants', id: row.id }
    return {
      ...row,
      hardSkills: parseStored(StoredSkills, row.hardSkills, at),
      softSkills: parseStored(StoredSkills, row.softSkills, at),
    }
  }

  /** Requirements of one job, or of every OPEN job, in one packed value (requirement order kept). */
  async function readRequirements(scope: string | 'open'): Promise<Map<string, RequirementRow[]>> {
    const ofJobs = db
      .select({
        jobId: jobRequirements.jobId,
        attribute: jobRequirements.attribute,
        language: jobRequirements.language,
        operator: jobRequirements.operator,
        value: jobRequirements.value,
        maxValue: jobRequirements.maxValue,
        mandatory: jobRequirements.mandatory,
      })
      .from(jobRequirements)
      .innerJoin(jobs, and(eq(jobs.tenantId, jobRequirements.tenantId), eq(jobs.id, jobRequirements.jobId)))
      .where(
        and(
          eq(jobRequirements.tenantId, tenantId),
          scope === 'open' ? eq(jobs.status, 'OPEN') : eq(jobRequirements.jobId, scope),
        ),
      )
      .orderBy(asc(jobRequirements.id))
      .as('r')
    const packed = await db
      .select({
        packed: sql<string | null>`json_group_array(json_array(${ofJobs.jobId}, ${ofJobs.attribute},
          ${ofJobs.language}, ${ofJobs.operator}, ${ofJobs.value}, ${ofJobs.maxValue}, ${ofJobs.mandatory}))`,
      })
      .from(ofJobs)
    const out = new Map<string, RequirementRow[]>()
    const rows = parseStoredText(PackedRequirements, packed[0]?.packed ?? '[]', {
      table: 'job_requirements',
      id: `${tenantId}/${scope}`,
    })
    for (const [jobId, attribute, language, operator, value, maxValue, mandatory] of rows) {
      const row: RequirementRow = { attribute, language, operator, value, maxValue, mandatory: mandatory === 1 }
      const list = out.get(jobId)
      if (list) list.push(row)
      else out.set(jobId, [row])
    }
    return out
  }

  return {
    ...matchingRunsRepo(db, tenantId),
    ...matchWritesRepo(db, tenantId),

    async countApplicantsFor(jobId: string, jobOption: string) {
      const rows = await db
        .select({ n: sql<number>`count(*)` })
        .from(applicants)
        .where(eligibleForJob(jobId, jobOption))
      return rows[0]?.n ?? 0
    },

    /**
     * Ids of a job's applicants in order: the run is cut into batches along them. Packed into one JSON
     * value like storedCvPage (100,000 result rows would cost about 1.7 s of D1 overhead locally).
     */
    async applicantIdsFor(jobId: string, jobOption: string): Promise<string[]> {
      const ids = db
        .select({ id: applicants.id })
        .from(applicants)
        .where(eligibleForJob(jobId, jobOption))
        .orderBy(asc(applicants.id))
        .as('ids')
      const rows = await db.select({ packed: sql<string | null>`json_group_array(${ids.id})` }).from(ids)
      return parseStoredText(PackedIds, rows[0]?.packed ?? '[]', {
        table: 'applicants',
        id: `${tenantId}/${jobId}`,
      }).sort()
    },

    /**
     * A page of a job's applicants with ids in (after, upTo], in id order: a batch reads its range page
     * by page (keyset, no OFFSET) so memory stays flat whatever the batch size. Only the columns the
     * engine reads.
     */
    async applicantsPage(jobId: string, jobOption: string, after: string | null, upTo: string, limit: number) {
      const where = and(eligibleForJob(jobId, jobOption), lte(applicants.id, upTo))
      const rows = await db
        .select(scoringColumns)
        .from(applicants)
        .where(after ? and(where, gt(applicants.id, after)) : where)
        .orderBy(asc(applicants.id))
        .limit(limit)
      return rows.map(withSkills)
    },

    /**
     * The same page as applicantsPage, reduced to what scoring a job that never reads the CV itself
     * needs (the stored prepared CV and which model produced it), packed by SQLite into one JSON value:
     * local D1 costs about 17 µs per result row, so 1,000 rows as one value read several times faster.
     */
    async storedCvPage(
      jobId: string,
      jobOption: string,
      after: string | null,
      upTo: string,
      limit: number,
    ): Promise<StoredCvRow[]> {
      const where = and(eligibleForJob(jobId, jobOption), lte(applicants.id, upTo))
      const page = db
        .select({
          id: applicants.id,
          preparedCv: sql`${applicants.preparedCv}`.as('prepared_cv'),
          model: sql`${applicants.parsedByModel}`.as('model'),
          prompt: sql`${applicants.parsedByPromptVersion}`.as('prompt'),
        })
        .from(applicants)
        .where(after ? and(where, gt(applicants.id, after)) : where)
        .orderBy(asc(applicants.id))
        .limit(limit)
        .as('page')
      // The stored form is JSON text written by this code (drizzle's JSON column), so it is spliced in as
      // it is: json() would parse and print every one again (about a third of the read).
      const rows = await db
        .select({
          packed: sql<string | null>`'[' || group_concat('[' || json_quote(${page.id}) || ','
            || coalesce(${page.preparedCv}, 'null') || ',' || json_quote(${page.model}) || ','
            || json_quote(${page.prompt}) || ']', ',') || ']'`,
        })
        .from(page)
      const packed = parseStoredText(PackedStoredCvs, rows[0]?.packed ?? '[]', {
        table: 'applicants',
        id: `${tenantId}/${jobId}/${after ?? ''}..${upTo}`,
      })
      // An aggregate's order is not guaranteed: the page is put back in id order (the batch's cursor).
      packed.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
      return packed.map(([id, preparedCv, parsedByModel, parsedByPromptVersion]) => ({
        id,
        preparedCv,
        parsedByModel,
        parsedByPromptVersion,
      }))
    },

    async applicant(applicantId: string) {
      const rows = await db
        .select(applicantColumns)
        .from(applicants)
        .where(and(liveApplicant, eq(applicants.id, applicantId)))
        .limit(1)
      return rows[0] ? withSkills(rows[0]) : null
    },

    /** An applicant for explaining a stored score: not deleted, whatever its processing state. */
    async applicantForExplanation(applicantId: string) {
      const rows = await db
        .select(applicantColumns)
        .from(applicants)
        .where(and(eq(applicants.tenantId, tenantId), isNull(applicants.deletedAt), eq(applicants.id, applicantId)))
        .limit(1)
      return rows[0] ? withSkills(rows[0]) : null
    },

    /** Applicants of `ids` that are live and processed (others cannot be scored yet). */
    async applicantsByIds(ids: string[]) {
      if (ids.length === 0) return []
      const rows = await db
        .select(applicantColumns)
        .from(applicants)
        .where(and(liveApplicant, inArray(applicants.id, ids)))
      return rows.map(withSkills)
    },

    /** OPEN jobs an applicant may be matched with, given its own matching option. */
    /** How many OPEN jobs an applicant may be matched with (the size of its run). */
    async countOpenJobsFor(applicantId: string, applicantOption: string) {
      const rows = await db
        .select({ n: sql<number>`count(*)` })
        .from(jobs)
        .where(openJobsOf(applicantId, applicantOption))
      return rows[0]?.n ?? 0
    },

    /** OPEN jobs an applicant may be matched with, given its own matching option (packed like storedCvPage). */
    async openJobsFor(applicantId: string, applicantOption: string): Promise<JobForMatching[]> {
      const where = openJobsOf(applicantId, applicantOption)
      const rows = await db
        .select({
          packed: sql<string | null>`json_group_array(json_array(${jobs.id}, ${jobs.title},
            CASE WHEN ${jobs.profile} IS NULL THEN ${jobs.description} ELSE '' END,
            json(${jobs.attributeWeights}), json(${jobs.profile}), ${jobs.matchingOption}))`,
        })
        .from(jobs)
        .where(where)
      // The engine reads the ad only through `profile`; the text is sent only when that is missing.
      const packed = parseStoredText(PackedOpenJobs, rows[0]?.packed ?? '[]', {
        table: 'jobs',
        id: `${tenantId}/open-for/${applicantId}`,
      })
      return packed.map(([id, title, description, attributeWeights, profile, matchingOption]) => ({
        id,
        title,
        description,
        attributeWeights,
        profile,
        matchingOption,
      }))
    },

    async job(jobId: string) {
      const rows = await db
        .select({
          id: jobs.id,
          title: jobs.title,
          description: jobs.description,
          status: jobs.status,
          attributeWeights: jobs.attributeWeights,
          profile: jobs.profile,
          matchingOption: jobs.matchingOption,
        })
        .from(jobs)
        .where(and(eq(jobs.tenantId, tenantId), eq(jobs.id, jobId)))
        .limit(1)
      const row = rows[0]
      if (!row) return null
      return {
        ...row,
        profile: parseStored(JobDerivedProfileSchema.nullable(), row.profile, { table: 'jobs', id: row.id }),
      }
    },

    /** The requirements of the given jobs, grouped by job (for many jobs: every open job's, read at once). */
    async requirementsOf(jobIds: string[]): Promise<Map<string, RequirementRow[]>> {
      if (jobIds.length === 0) return new Map()
      const all = await readRequirements(jobIds.length === 1 ? (jobIds[0] as string) : 'open')
      if (jobIds.length === 1) return all
      const wanted = new Set(jobIds)
      for (const jobId of all.keys()) if (!wanted.has(jobId)) all.delete(jobId)
      return all
    },

    /** The requirements of every OPEN job of the tenant, packed into one value and grouped by job. */
    requirementsOfOpenJobs: () => readRequirements('open'),
  }
}

export type MatchingRepo = ReturnType<typeof matchingRepo>
