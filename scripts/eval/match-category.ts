/**
 * Category retrieval: for every category a job is built twice, from its title alone ("INFORMATION-
 * TECHNOLOGY" → "Job title: Information Technology") and as a recruiter's sentence ("We are looking
 * for an experienced information technology to join our team.", one of several templates chosen by a
 * hash of the category, never per category). Every CV of the collection is scored against each job and
 * the ranking is judged by precision@10 and nDCG@10 with "same category" as the relevance. Ties count
 * as their expected value. The ideal precision@10 (fewer than 10 CVs in a category) is shown beside it.
 * The categories are split into half A (tuning) and half B (held out) by a hash of their name.
 */
import type { JobProfile } from '../../worker/engine/matching/index'
import { type Half, halfOf } from './job-data'
import { meanOf, ndcgAt, precisionAt } from './match-metrics'

/** "BUSINESS-DEVELOPMENT" → "Business Development"; "HR" and "PMO" stay upper case; "DotNet" stays. */
export function categoryTitle(category: string): string {
  return category
    .trim()
    .split(/[-_\s]+/)
    .filter((w) => w !== '')
    .map((w) =>
      w.length <= 3 && w === w.toUpperCase() ? w : w === w.toUpperCase() ? w[0] + w.slice(1).toLowerCase() : w,
    )
    .join(' ')
}

/** FNV-1a, the same as halfOf's, for choosing a template. */
function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0
  return h
}

/** The title as running text writes it: "Information Technology" → "information technology"; "HR", "DotNet", "SAP" stay. */
function inSentence(title: string): string {
  return title
    .split(' ')
    .map((w) => (/^\p{Lu}\p{Ll}+$/u.test(w) ? w.toLowerCase() : w))
    .join(' ')
}

const article = (phrase: string) => (/^[aeiou]/i.test(phrase) ? 'an' : 'a')

/**
 * Sentences the way recruiters open an ad ({a} is "a"/"an" before the phrase, {t} the title in running
 * text, {T} the title as written for German, where nouns keep their capital). Written once for all
 * categories; which one a category gets is a hash of its name.
 */
export const SENTENCE_TEMPLATES: readonly string[] = [
  'We are looking for an experienced {t} to join our team.',
  'Our client seeks {a} {t} who enjoys working in a fast-paced environment.',
  'Wir suchen zum nächstmöglichen Zeitpunkt eine/n {T} (m/w/d) in Vollzeit.',
  'Join us as {a} {t} and help our customers succeed.',
  "We're hiring {a} {t} to support our growing business.",
  'Are you {a} {t} looking for your next challenge? Apply today.',
]

/** The recruiter's sentence for a category (one template by hash of the category). */
export function categorySentence(category: string): string {
  const title = categoryTitle(category)
  const t = inSentence(title)
  const template = SENTENCE_TEMPLATES[hash(`template:${category}`) % SENTENCE_TEMPLATES.length] as string
  return template.replace('{a}', article(t)).replace('{t}', t).replace('{T}', title)
}

export type CategoryQuery = 'title' | 'sentence'

interface Figures {
  p10: { mean: number | null; n: number }
  idealP10: { mean: number | null; n: number }
  ndcg10: { mean: number | null; n: number }
}

export interface CategoryReport {
  collection: string
  cvs: number
  categories: number
  /** Per query kind: every category, then half A and half B. */
  figures: Record<CategoryQuery, Record<'all' | Half, Figures>>
  perCategory: {
    category: string
    half: Half
    query: CategoryQuery
    text: string
    /** The title the job parser read from the text. */
    title: string
    n: number
    p10: number
    ndcg10: number | null
  }[]
}

export function evalCategories(
  collection: string,
  items: readonly { category: string; cv: unknown }[],
  score: (cv: unknown, job: JobProfile) => number,
  parseJob: (text: string) => JobProfile,
): CategoryReport {
  const categories = [...new Set(items.map((i) => i.category))].sort()
  const perCategory: CategoryReport['perCategory'] = []
  const ideal = new Map<string, number>()
  for (const category of categories) {
    const relevant = items.map((i) => i.category === category)
    const n = relevant.filter(Boolean).length
    ideal.set(category, Math.min(10, n) / 10)
    const texts: [CategoryQuery, string][] = [
      ['title', `Job title: ${categoryTitle(category)}`],
      ['sentence', categorySentence(category)],
    ]
    for (const [query, text] of texts) {
      const job = parseJob(text)
      const scores = items.map((i) => score(i.cv, job))
      perCategory.push({
        category,
        half: halfOf(category),
        query,
        text,
        title: job.title,
        n,
        p10: precisionAt(10, scores, relevant),
        ndcg10: ndcgAt(
          10,
          scores,
          relevant.map((r) => (r ? 1 : 0)),
        ),
      })
    }
  }
  const figures = (query: CategoryQuery, half: 'all' | Half): Figures => {
    const rows = perCategory.filter((c) => c.query === query && (half === 'all' || c.half === half))
    return {
      p10: meanOf(rows.map((c) => c.p10)),
      idealP10: meanOf(rows.map((c) => ideal.get(c.category) ?? null)),
      ndcg10: meanOf(rows.map((c) => c.ndcg10)),
    }
  }
  const byHalf = (query: CategoryQuery) => ({
    all: figures(query, 'all'),
    A: figures(query, 'A'),
    B: figures(query, 'B'),
  })
  return {
    collection,
    cvs: items.length,
    categories: categories.length,
    figures: { title: byHalf('title'), sentence: byHalf('sentence') },
    perCategory,
  }
}
