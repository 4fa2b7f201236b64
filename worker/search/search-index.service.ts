import type { Services } from '../context'
import { type JobStatus, SEARCH_DOCUMENT_TYPES, type SearchDocumentType } from '../contracts/enums'
import type { EntitySuggestion, SearchGroup } from '../contracts/search'
import { assessmentKey, parseAssessmentKey, type SearchHit, type SearchViewer, searchRepo } from './search.repo'
import { assessmentSearchBody, assessmentSearchTitle, clientSearchBody } from './search-text'

/** At most this many words of a query count; more add cost and rarely precision. */
const MAX_TERMS = 8
/**
 * A query needs one word of at least two characters: a lone letter would match most of the index
 * (the prefix index starts at 2). Beside a longer word, a letter narrows ("c++ müller").
 */
const MIN_TERM_LENGTH = 2

/**
 * Turns what a person typed into an FTS5 prefix query. Only runs of letters and digits survive and
 * each is quoted, so FTS5 syntax in the input (NEAR, AND/OR/NOT, column filters, `*`, `^`, quotes,
 * parentheses) is plain text. Null: nothing worth searching.
 */
export function toPrefixQuery(text: string): string | null {
  const terms = text
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t.length > 0)
    .slice(0, MAX_TERMS)
  if (!terms.some((t) => t.length >= MIN_TERM_LENGTH)) return null
  return terms.map((t) => `"${t}"*`).join(' ')
}

/**
 * What a member may see of each document type (spec §6). Null: not in the overlay. Chat messages need
 * CHAT here and, per message, a chat the member may read (search.repo.ts readableChatMessages: team
 * chats their members only, applicant and job chats whoever may read the applicant or job).
 */
const READ_NEEDS: Record<SearchDocumentType, readonly string[] | null> = {
  candidate: ['APPLICANT_READ'],
  job: ['JOB_READ'],
  client: ['CLIENT_READ'],
  assessment: ['APPLICANT_READ', 'JOB_READ'],
  chat_message: ['CHAT'],
}

export function visibleTypes(permissions: readonly string[]): SearchDocumentType[] {
  const held = new Set(permissions)
  return SEARCH_DOCUMENT_TYPES.filter((type) => READ_NEEDS[type]?.every((p) => held.has(p)) ?? false)
}

function toSuggestion(hit: SearchHit): EntitySuggestion {
  const pair = hit.docType === 'assessment' ? parseAssessmentKey(hit.entityId) : null
  return {
    id: hit.entityId,
    title: hit.title,
    excerpt: hit.body || null,
    ...(pair ? { applicantId: pair.applicantId, jobId: pair.jobId } : {}),
    ...(hit.chatId ? { chatId: hit.chatId } : {}),
  }
}

/**
 * Global search over one tenant's candidates, clients, assessments (fit reports) and jobs, and the
 * writes other features call to keep the index current. Candidates and jobs are written by their own
 * repositories in the same D1 batch as the entity; clients and assessments through here.
 */
export function searchIndexService(services: Services) {
  const repo = (tenantId: string) => searchRepo(services.db.forTenant(tenantId), tenantId)

  return {
    /** Prefix search over every type, best first (the CLI, the reindex checks). */
    async search(tenantId: string, text: string, limit = 10): Promise<SearchHit[]> {
      const query = toPrefixQuery(text)
      return query ? repo(tenantId).matchAny(query, limit) : []
    },

    /** Quick suggestions, grouped by type in the order of SEARCH_DOCUMENT_TYPES, empty groups left out. */
    async autocomplete(tenantId: string, text: string, viewer: SearchViewer, perType: number): Promise<SearchGroup[]> {
      const query = toPrefixQuery(text)
      const types = visibleTypes(viewer.permissions)
      if (!query || types.length === 0) return []
      const hits = await repo(tenantId).matchGrouped(query, types, perType, viewer)
      return types
        .map((type) => ({ type, items: hits.filter((h) => h.docType === type).map(toSuggestion) }))
        .filter((group) => group.items.length > 0)
    },

    /** The best matches of one type: the job and applicant pickers. */
    async suggest(
      tenantId: string,
      type: SearchDocumentType,
      text: string,
      limit: number,
      filter: { jobStatus?: JobStatus } = {},
    ) {
      const query = toPrefixQuery(text)
      return query ? (await repo(tenantId).match(query, type, limit, filter)).map(toSuggestion) : []
    },

    /** A client was created or edited (clients feature): its name, address, culture and information. */
    async indexClient(
      tenantId: string,
      client: { id: string; name: string; address: string | null; culture: string | null; info: string | null },
    ) {
      await repo(tenantId)
        .upsertStatement({
          docType: 'client',
          entityId: client.id,
          title: client.name,
          body: clientSearchBody(client),
          updatedAt: services.now(),
        })
        .run()
    },

    /** Clients were deleted (clients feature). */
    async removeClients(tenantId: string, clientIds: readonly string[]) {
      if (clientIds.length === 0) return
      await repo(tenantId).removeStatement('client', clientIds).run()
    },

    /** A fit report was generated: the pair's assessment document now holds the latest one. */
    async indexAssessment(
      tenantId: string,
      report: {
        applicantId: string
        applicantName: string
        jobId: string
        jobTitle: string
        summary: string
        strengths: readonly { text: string }[]
        gaps: readonly { text: string }[]
        createdAt: number
      },
    ) {
      await repo(tenantId)
        .upsertStatement({
          docType: 'assessment',
          entityId: assessmentKey(report.applicantId, report.jobId),
          title: assessmentSearchTitle(report),
          body: assessmentSearchBody(report),
          updatedAt: report.createdAt,
        })
        .run()
    },
  }
}
