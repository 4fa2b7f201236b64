import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import { applicants, comments, jobs, memberships, users } from '../../db/schema'
import type { CommentMention } from '../contracts/comments'
import type { Database } from '../db/database'

/** The content kinds that carry comments today (spec §2: applicant detail, job detail). */
export type CommentSubjectKind = 'APPLICANT' | 'JOB'

export type CommentRow = Awaited<ReturnType<ReturnType<typeof commentsRepo>['get']>>

/** Most comments one subject lists; a conversation longer than this is not a comment thread. */
export const COMMENTS_PER_SUBJECT = 500

/** The comments of one tenant; every query leads with tenant_id (comments_tenant_content_created_idx). */
export function commentsRepo(db: Database, tenantId: string) {
  const columns = {
    id: comments.id,
    contentKind: comments.contentKind,
    contentId: comments.contentId,
    authorId: comments.authorId,
    authorName: users.name,
    text: comments.text,
    mentions: comments.mentions,
    createdAt: comments.createdAt,
    updatedAt: comments.updatedAt,
  }

  return {
    /** The applicant's name or the job's title; null when it is not this tenant's (or deleted). */
    async subjectTitle(kind: CommentSubjectKind, id: string): Promise<string | null> {
      if (kind === 'APPLICANT') {
        const rows = await db
          .select({ title: applicants.name })
          .from(applicants)
          .where(and(eq(applicants.tenantId, tenantId), eq(applicants.id, id), isNull(applicants.deletedAt)))
          .limit(1)
        return rows[0]?.title ?? null
      }
      const rows = await db
        .select({ title: jobs.title })
        .from(jobs)
        .where(and(eq(jobs.tenantId, tenantId), eq(jobs.id, id)))
        .limit(1)
      return rows[0]?.title ?? null
    },

    list(kind: CommentSubjectKind, contentId: string) {
      return db
        .select(columns)
        .from(comments)
        .leftJoin(users, eq(users.id, comments.authorId))
        .where(and(eq(comments.tenantId, tenantId), eq(comments.contentKind, kind), eq(comments.contentId, contentId)))
        .orderBy(asc(comments.createdAt), asc(comments.id))
        .limit(COMMENTS_PER_SUBJECT)
    },

    async get(id: string) {
      const rows = await db
        .select(columns)
        .from(comments)
        .leftJoin(users, eq(users.id, comments.authorId))
        .where(and(eq(comments.tenantId, tenantId), eq(comments.id, id)))
        .limit(1)
      return rows[0] ?? null
    },

    /** Of these user ids, the members of the tenant with their names (mentions of anyone else drop). */
    async members(userIds: readonly string[]): Promise<CommentMention[]> {
      if (userIds.length === 0) return []
      return db
        .select({ id: users.id, name: users.name })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(memberships.tenantId, tenantId), inArray(memberships.userId, [...userIds])))
    },

    async insert(row: {
      id: string
      contentKind: CommentSubjectKind
      contentId: string
      authorId: string
      text: string
      mentions: CommentMention[]
      at: number
    }) {
      const { at, ...values } = row
      await db.insert(comments).values({ tenantId, ...values, createdAt: at, updatedAt: at })
    },

    async update(id: string, text: string, mentions: CommentMention[], at: number) {
      await db
        .update(comments)
        .set({ text, mentions, updatedAt: at })
        .where(and(eq(comments.tenantId, tenantId), eq(comments.id, id)))
    },

    async remove(id: string) {
      await db.delete(comments).where(and(eq(comments.tenantId, tenantId), eq(comments.id, id)))
    },
  }
}
