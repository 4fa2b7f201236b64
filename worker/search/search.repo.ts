import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm'
import { chatMembers, chatMessages, chats, jobs, searchDocuments } from '../../db/schema'
import type { JobStatus, SearchDocumentType } from '../contracts/enums'
import type { Database } from '../db/database'

export interface SearchHit {
  docType: string
  entityId: string
  title: string
  /** The start of the document's text, for a second line under the title. */
  body: string
  /** A chat message's chat (the overlay opens the chat); null for other types. */
  chatId: string | null
}

/** Who is searching: chat messages are visible by chat (canUseChat in chats/chat-access.ts). */
export interface SearchViewer {
  userId: string
  permissions: readonly string[]
}

export interface SearchDocumentWrite {
  docType: SearchDocumentType
  entityId: string
  title: string
  body: string
  updatedAt: number
}

/** Characters of the body a hit carries: a line under the title, not the whole CV. */
const EXCERPT_CHARS = 160

/**
 * The scope tokens of migration 0011: 't' || hex(tenant_id), and that with 'x' || doc_type. SQLite's
 * hex() is the upper-case hex of the UTF-8 bytes; the tokenizer folds case, so this matches it.
 */
export function scopeToken(tenantId: string, docType?: SearchDocumentType): string {
  const hex = Array.from(new TextEncoder().encode(tenantId), (b) => b.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()
  return docType ? `t${hex}x${docType}` : `t${hex}`
}

/**
 * The FTS5 query of one scope and the user's terms. `terms` comes from toPrefixQuery (quoted words of
 * letters and digits only); the column filter keeps them to title and body, never the scope tokens.
 */
const scoped = (scope: string, terms: string) => `scope : "${scope}" AND {title body} : (${terms})`
/** The same terms in the title only: names, job titles, client names. */
const inTitle = (scope: string, terms: string) => `scope : "${scope}" AND {title} : (${terms})`

/**
 * One tenant's search documents (search_documents + the FTS5 index kept in sync by triggers,
 * migrations 0001, 0011 and 0013). The index holds every tenant; each query names the tenant's scope
 * token inside MATCH, so FTS5 reads only this tenant's postings and stops at the LIMIT. The join
 * checks tenant_id again: a second wall, not the filter.
 */
export function searchRepo(db: Database, tenantId: string) {
  const mine = eq(searchDocuments.tenantId, tenantId)

  /** The few hits' documents, in the order given (`f.hit`, `f.tier`, `f.score` from the subquery). */
  const documents = (hits: SQL, order: SQL) => sql`
    SELECT * FROM (
      SELECT d.doc_type AS docType, d.entity_id AS entityId, d.title AS title,
             substr(d.body, 1, ${EXCERPT_CHARS}) AS body,
             CASE WHEN d.doc_type = 'chat_message' THEN (
               SELECT m.chat_id FROM ${chatMessages} m WHERE m.tenant_id = d.tenant_id AND m.id = d.entity_id
             ) END AS chatId
      FROM (${hits}) f JOIN search_documents d ON d.rowid = f.hit
      WHERE d.tenant_id = ${tenantId}
      ORDER BY ${order}
    )`

  /** `only` narrows hits to the rowids of documents the viewer may open; `+rowid` keeps it a filter. */
  const narrowed = (only?: SQL) => (only ? sql`AND +rowid IN (${only})` : sql``)

  /**
   * Quick suggestions of one scope: matches in the title first, then matches anywhere, newest first in
   * each tier. Each tier stops at the LIMIT inside FTS5 (rowid order needs no sort), so the cost does
   * not grow with how many documents a short prefix matches; bm25 would score every match first
   * (measured at 100,000 documents: 4x slower, ADR 0026). Only the few hits are joined to documents:
   * as one join, SQLite may walk the tenant's documents and probe the FTS table per document.
   */
  const suggestions = (scope: string, terms: string, limit: number, only?: SQL) =>
    documents(
      sql`SELECT hit, min(tier) AS tier FROM (
            SELECT * FROM (SELECT rowid AS hit, 0 AS tier FROM search_fts
              WHERE search_fts MATCH ${inTitle(scope, terms)} ${narrowed(only)} ORDER BY rowid DESC LIMIT ${limit})
            UNION ALL
            SELECT * FROM (SELECT rowid AS hit, 1 AS tier FROM search_fts
              WHERE search_fts MATCH ${scoped(scope, terms)} ${narrowed(only)} ORDER BY rowid DESC LIMIT ${limit})
          ) GROUP BY hit ORDER BY tier, hit DESC LIMIT ${limit}`,
      sql`f.tier, f.hit DESC`,
    )

  /** Every match ranked by bm25 (title 10, body 1): the CLI's search, where completeness beats speed. */
  const ranked = (match: string, limit: number) =>
    documents(
      sql`SELECT rowid AS hit, rank AS score FROM search_fts WHERE search_fts MATCH ${match} ORDER BY rank LIMIT ${limit}`,
      sql`f.score`,
    )

  /** The rowids of the chat message documents the viewer may read: their chat's rule, as canUseChat. */
  const readableChatMessages = (viewer: SearchViewer) => {
    const held = new Set(viewer.permissions)
    const open = [
      held.has('APPLICANT_READ') ? sql`c.applicant_id IS NOT NULL` : null,
      held.has('JOB_READ') ? sql`c.job_id IS NOT NULL` : null,
      sql`(c.applicant_id IS NULL AND c.job_id IS NULL AND EXISTS (
        SELECT 1 FROM ${chatMembers} cm WHERE cm.tenant_id = c.tenant_id AND cm.chat_id = c.id AND cm.user_id = ${viewer.userId}))`,
    ].filter((part): part is SQL => part !== null)
    return sql`
      SELECT d.rowid FROM search_documents d
      JOIN ${chatMessages} m ON m.tenant_id = d.tenant_id AND m.id = d.entity_id AND m.deleted_at IS NULL
      JOIN ${chats} c ON c.tenant_id = m.tenant_id AND c.id = m.chat_id
      WHERE d.tenant_id = ${tenantId} AND d.doc_type = 'chat_message' AND (${sql.join(open, sql` OR `)})`
  }

  return {
    /**
     * The first `perType` suggestions of each document type, in one statement. Chat messages only from chats
     * the viewer may read; the caller decides which types the viewer may see at all.
     */
    async matchGrouped(
      terms: string,
      types: readonly SearchDocumentType[],
      perType: number,
      viewer: SearchViewer,
    ): Promise<SearchHit[]> {
      if (types.length === 0) return []
      const parts = types.map((type) =>
        suggestions(
          scopeToken(tenantId, type),
          terms,
          perType,
          type === 'chat_message' ? readableChatMessages(viewer) : undefined,
        ),
      )
      return db.all<SearchHit>(sql.join(parts, sql` UNION ALL `))
    },

    /** The best `limit` hits of any type (the CLI, the reindex checks: no viewer, chat messages included). */
    async matchAny(terms: string, limit: number): Promise<SearchHit[]> {
      return db.all<SearchHit>(ranked(scoped(scopeToken(tenantId), terms), limit))
    },

    /** The first `limit` suggestions of one document type (the job and applicant pickers). */
    async match(
      terms: string,
      type: SearchDocumentType,
      limit: number,
      filter: { jobStatus?: JobStatus } = {},
    ): Promise<SearchHit[]> {
      const status = filter.jobStatus
        ? sql`SELECT d.rowid FROM search_documents d JOIN ${jobs} j ON j.tenant_id = d.tenant_id AND j.id = d.entity_id
              WHERE d.tenant_id = ${tenantId} AND d.doc_type = 'job' AND j.status = ${filter.jobStatus}`
        : undefined
      return db.all<SearchHit>(suggestions(scopeToken(tenantId, type), terms, limit, status))
    },

    /** Writes (or rewrites) one document; an older write never replaces a newer one. */
    upsertStatement(doc: SearchDocumentWrite) {
      return db
        .insert(searchDocuments)
        .values({ tenantId, ...doc })
        .onConflictDoUpdate({
          target: [searchDocuments.tenantId, searchDocuments.docType, searchDocuments.entityId],
          set: { title: doc.title, body: doc.body, updatedAt: doc.updatedAt },
          setWhere: sql`excluded.updated_at >= ${searchDocuments.updatedAt}`,
        })
    },

    removeStatement(docType: SearchDocumentType, entityIds: readonly string[]) {
      return db
        .delete(searchDocuments)
        .where(and(mine, eq(searchDocuments.docType, docType), inArray(searchDocuments.entityId, [...entityIds])))
    },

    /**
     * The assessments (fit reports) of deleted applicants or jobs: their documents are keyed
     * `applicantId:jobId` (assessmentKey), so they go with either side. One statement per 50 ids
     * (D1 binds at most 100 parameters).
     */
    removeAssessmentsStatements(by: { applicantIds?: readonly string[]; jobIds?: readonly string[] }) {
      const patterns = [...(by.applicantIds ?? []).map((id) => `${id}:%`), ...(by.jobIds ?? []).map((id) => `%:${id}`)]
      const statements = []
      for (let i = 0; i < patterns.length; i += 50) {
        const likes = patterns.slice(i, i + 50).map((p) => sql`${searchDocuments.entityId} LIKE ${p}`)
        statements.push(
          db.delete(searchDocuments).where(and(mine, eq(searchDocuments.docType, 'assessment'), or(...likes))),
        )
      }
      return statements
    },
  }
}

/** The entity id of an applicant's assessment for a job: one search document per pair, the latest report. */
export const assessmentKey = (applicantId: string, jobId: string) => `${applicantId}:${jobId}`

export function parseAssessmentKey(key: string): { applicantId: string; jobId: string } | null {
  const at = key.indexOf(':')
  return at > 0 && at < key.length - 1 ? { applicantId: key.slice(0, at), jobId: key.slice(at + 1) } : null
}
