import type { Services } from '../context'
import { type SearchHit, searchRepo } from './search.repo'

const MAX_TERMS = 8

/**
 * Turns what a person typed into an FTS5 prefix query. Only runs of letters and digits survive and
 * each is quoted, so FTS5 syntax in the input (NEAR, column filters, quotes) is plain text.
 */
export function toPrefixQuery(text: string): string | null {
  const terms = text
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t.length > 0)
    .slice(0, MAX_TERMS)
  return terms.length ? terms.map((t) => `"${t}"*`).join(' ') : null
}

/** Global search over one tenant's candidates, jobs and clients. */
export function searchIndexService(services: Services) {
  const repo = (tenantId: string) => searchRepo(services.db.forTenant(tenantId), tenantId)
  return {
    /** Prefix search, best first. */
    async search(tenantId: string, text: string, limit = 10): Promise<SearchHit[]> {
      const query = toPrefixQuery(text)
      return query ? repo(tenantId).match(query, limit) : []
    },
  }
}
