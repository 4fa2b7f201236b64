import { and, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm'
import { applicantDuplicates, applicants, comments, documents, jobApplicants } from '../../db/schema'
import type { DuplicateMatch } from '../contracts/enums'
import type { Database } from '../db/database'
import { newId } from '../lib/ids'
import type { PersonKeys } from './person-keys'

export interface PersonCandidate {
  id: string
  emailKey: string | null
  phoneKey: string | null
  nameKey: string | null
  hardSkills: string[]
  profile: Record<string, unknown> | null
}

/** Likely duplicate people of one tenant (issue 19): found by person keys, flagged, merged or kept. */
export function duplicatesRepo(db: Database, tenantId: string) {
  const live = and(eq(applicants.tenantId, tenantId), isNull(applicants.deletedAt))
  const pair = (applicantId: string, existingId: string) =>
    and(
      eq(applicantDuplicates.tenantId, tenantId),
      eq(applicantDuplicates.applicantId, applicantId),
      eq(applicantDuplicates.existingId, existingId),
    )

  return {
    /** Live applicants created before `before` that share a key with `keys` (at most 20). */
    async candidates(selfId: string, keys: PersonKeys, before: number): Promise<PersonCandidate[]> {
      const matches = [
        keys.emailKey ? eq(applicants.emailKey, keys.emailKey) : undefined,
        keys.phoneKey ? eq(applicants.phoneKey, keys.phoneKey) : undefined,
        keys.nameKey ? eq(applicants.nameKey, keys.nameKey) : undefined,
      ].filter((m) => m !== undefined)
      if (matches.length === 0) return []
      return db
        .select({
          id: applicants.id,
          emailKey: applicants.emailKey,
          phoneKey: applicants.phoneKey,
          nameKey: applicants.nameKey,
          hardSkills: applicants.hardSkills,
          profile: applicants.profile,
        })
        .from(applicants)
        .where(and(live, ne(applicants.id, selfId), lt(applicants.createdAt, before), or(...matches)))
        .limit(20)
    },

    /** Flags `applicantId` as a likely duplicate of each found person; a kept pair stays kept. */
    flagStatements(applicantId: string, found: { existingId: string; match: DuplicateMatch }[], at: number) {
      return found.map((f) =>
        db
          .insert(applicantDuplicates)
          .values({ id: newId(at), tenantId, applicantId, existingId: f.existingId, match: f.match, createdAt: at })
          .onConflictDoNothing(),
      )
    },

    /** The open flags of a live applicant, with the live people they point at. */
    async openFor(applicantId: string) {
      return db
        .select({
          existingId: applicantDuplicates.existingId,
          match: applicantDuplicates.match,
          createdAt: applicantDuplicates.createdAt,
          name: applicants.name,
          tagline: applicants.tagline,
        })
        .from(applicantDuplicates)
        .innerJoin(
          applicants,
          and(eq(applicants.tenantId, applicantDuplicates.tenantId), eq(applicants.id, applicantDuplicates.existingId)),
        )
        .where(
          and(
            eq(applicantDuplicates.tenantId, tenantId),
            eq(applicantDuplicates.applicantId, applicantId),
            eq(applicantDuplicates.state, 'OPEN'),
            isNull(applicants.deletedAt),
          ),
        )
        .orderBy(applicantDuplicates.createdAt)
    },

    async isOpen(applicantId: string, existingId: string) {
      const rows = await db
        .select({ id: applicantDuplicates.id })
        .from(applicantDuplicates)
        .where(and(pair(applicantId, existingId), eq(applicantDuplicates.state, 'OPEN')))
        .limit(1)
      return rows.length > 0
    },

    /** "Different people": the flag is dismissed for good. False if there was no open flag. */
    async keep(applicantId: string, existingId: string, userId: string, at: number) {
      const rows = await db
        .update(applicantDuplicates)
        .set({ state: 'KEPT', resolvedBy: userId, resolvedAt: at })
        .where(and(pair(applicantId, existingId), eq(applicantDuplicates.state, 'OPEN')))
        .returning({ id: applicantDuplicates.id })
      return rows.length > 0
    },

    /**
     * What belongs to the duplicate moves to the person it duplicates, in one batch: its CV files, its
     * job assignments (unless already assigned), its comments; its flags go.
     */
    async moveBelongings(fromId: string, toId: string) {
      const assigned = db
        .select({ jobId: jobApplicants.jobId })
        .from(jobApplicants)
        .where(and(eq(jobApplicants.tenantId, tenantId), eq(jobApplicants.applicantId, toId)))
      await db.batch([
        db
          .update(documents)
          .set({ applicantId: toId })
          .where(and(eq(documents.tenantId, tenantId), eq(documents.applicantId, fromId))),
        db
          .update(jobApplicants)
          .set({ applicantId: toId })
          .where(
            and(
              eq(jobApplicants.tenantId, tenantId),
              eq(jobApplicants.applicantId, fromId),
              sql`${jobApplicants.jobId} NOT IN ${assigned}`,
            ),
          ),
        db
          .update(comments)
          .set({ contentId: toId })
          .where(
            and(eq(comments.tenantId, tenantId), eq(comments.contentKind, 'APPLICANT'), eq(comments.contentId, fromId)),
          ),
        db
          .delete(applicantDuplicates)
          .where(
            and(
              eq(applicantDuplicates.tenantId, tenantId),
              or(inArray(applicantDuplicates.applicantId, [fromId]), inArray(applicantDuplicates.existingId, [fromId])),
            ),
          ),
      ])
    },
  }
}
