/**
 * The text of each kind of search document, written once here: the incremental writes (applicants,
 * jobs) and the rebuild (search-reindex.service.ts) must store the same text, so a rebuild changes
 * nothing that was indexed right.
 */
export function joinSearchText(...parts: (string | null | undefined)[]): string {
  return parts.filter((p): p is string => typeof p === 'string' && p.length > 0).join(' ')
}

export const candidateSearchBody = (a: {
  tagline: string | null
  summary: string | null
  hardSkills: readonly string[]
  softSkills: readonly string[]
}) => joinSearchText(a.tagline, a.summary, ...a.hardSkills, ...a.softSkills)

export const jobSearchBody = (j: { description: string }) => j.description

export const clientSearchBody = (c: { address: string | null; culture: string | null; info: string | null }) =>
  joinSearchText(c.address, c.culture, c.info)

/** An assessment (fit report) is found by the candidate and the job it is about, and its findings. */
export const assessmentSearchTitle = (a: { applicantName: string; jobTitle: string }) =>
  `${a.applicantName} – ${a.jobTitle}`

export const assessmentSearchBody = (r: {
  summary: string
  strengths: readonly { text: string }[]
  gaps: readonly { text: string }[]
}) => joinSearchText(r.summary, ...r.strengths.map((s) => s.text), ...r.gaps.map((g) => g.text))

/** A chat message's document: titled with its chat's name (chats.repo.ts writes it on send and edit). */
export const chatMessageSearchBody = (m: { text: string }) => m.text
