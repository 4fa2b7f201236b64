/**
 * Category retrieval: one job per category, built from the category's title alone ("INFORMATION-
 * TECHNOLOGY" → "Information Technology"); every CV of the collection is scored against it and the
 * ranking is judged by precision@10 and nDCG@10 with "same category" as the relevance. Ties count as
 * their expected value. The ideal precision@10 (fewer than 10 CVs in a category) is shown beside it.
 */
import type { JobProfile } from '../../worker/engine/matching/index'
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

export interface CategoryReport {
  collection: string
  cvs: number
  categories: number
  p10: { mean: number | null; n: number }
  idealP10: { mean: number | null; n: number }
  ndcg10: { mean: number | null; n: number }
  perCategory: { category: string; title: string; n: number; p10: number; ndcg10: number | null }[]
}

export function evalCategories(
  collection: string,
  items: readonly { category: string; cv: unknown }[],
  score: (cv: unknown, job: JobProfile) => number,
  parseJob: (text: string) => JobProfile,
): CategoryReport {
  const categories = [...new Set(items.map((i) => i.category))].sort()
  const perCategory: CategoryReport['perCategory'] = []
  const ideal: number[] = []
  for (const category of categories) {
    const title = categoryTitle(category)
    const job = parseJob(`Job title: ${title}`)
    const scores = items.map((i) => score(i.cv, job))
    const relevant = items.map((i) => i.category === category)
    const n = relevant.filter(Boolean).length
    ideal.push(Math.min(10, n) / 10)
    perCategory.push({
      category,
      title,
      n,
      p10: precisionAt(10, scores, relevant),
      ndcg10: ndcgAt(
        10,
        scores,
        relevant.map((r) => (r ? 1 : 0)),
      ),
    })
  }
  return {
    collection,
    cvs: items.length,
    categories: categories.length,
    p10: meanOf(perCategory.map((c) => c.p10)),
    idealP10: meanOf(ideal),
    ndcg10: meanOf(perCategory.map((c) => c.ndcg10)),
    perCategory,
  }
}
