/**
 * Loaders of the job-ad collections under a data folder laid out like shared/data/dev (the hidden
 * holdout has the same layout); a missing collection loads as empty. Each document gets a half, A
 * (tuning) or B (held out), from a hash of its id, so the split never depends on file order.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseCsv } from './match-data'

export type Half = 'A' | 'B'

/** FNV-1a over the id: a stable, even split that nobody can steer by choosing documents. */
export function halfOf(id: string): Half {
  let h = 0x811c9dc5
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193) >>> 0
  return h % 2 === 0 ? 'A' : 'B'
}

export interface PolishAd {
  id: string
  half: Half
  isco: string
  text: string
}

export function loadPolishAds(root: string): PolishAd[] {
  const file = join(root, 'polish_job_ads_kzis', 'ads.csv')
  if (!existsSync(file)) return []
  return parseCsv(readFileSync(file, 'utf8'))
    .filter((r) => r.id && r.text && /^\d{4}$/.test(r.isco08_4digit_approx ?? ''))
    .map((r) => ({
      id: r.id as string,
      half: halfOf(r.id as string),
      isco: r.isco08_4digit_approx as string,
      text: r.text as string,
    }))
}

export interface BoardAd {
  id: string
  half: Half
  title: string
  text: string
}

/**
 * A Glassdoor row laid out as the job board shows it, copied as text: company and rating, the title,
 * location, salary estimate (when known), then the description under its heading.
 */
export function boardText(r: Record<string, string>): string {
  const [company = '', rating = ''] = (r['Company Name'] ?? '').split('\n')
  const lines = [
    `${company.trim()}${rating.trim() ? ` ${rating.trim()} ★` : ''}`,
    r['Job Title'] ?? '',
    r.Location ?? '',
  ]
  const salary = r['Salary Estimate'] ?? ''
  if (salary && salary !== '-1') lines.push(salary)
  lines.push('', 'Job Description', r['Job Description'] ?? '')
  return lines.join('\n')
}

export function loadBoardAds(root: string): BoardAd[] {
  const file = join(root, 'glassdoor_ds_jobs', 'jobs.csv')
  if (!existsSync(file)) return []
  return parseCsv(readFileSync(file, 'utf8'))
    .filter((r) => r.id && r['Job Title'])
    .map((r) => ({
      id: r.id as string,
      half: halfOf(r.id as string),
      title: r['Job Title'] as string,
      text: boardText(r),
    }))
}

export interface SkillSpanDoc {
  id: string
  half: Half
  text: string
  /** Gold Skill and Knowledge spans, as written. */
  spans: string[]
}

// SkillSpan has no document markers: sentences are grouped in fixed runs, each run one "ad".
const SENTENCES_PER_DOC = 20

/** CoNLL sentences (token, skill tag, knowledge tag) → runs of sentences with their gold spans. */
export function loadSkillSpan(root: string): SkillSpanDoc[] {
  const docs: SkillSpanDoc[] = []
  for (const name of ['skillspan_house_dev.conll', 'skillspan_tech_dev.conll']) {
    const file = join(root, 'skillspan_job_skills', name)
    if (!existsSync(file)) continue
    const sentences = readFileSync(file, 'utf8').split(/\n\s*\n/)
    for (let s = 0; s < sentences.length; s += SENTENCES_PER_DOC) {
      const lines: string[] = []
      const spans: string[] = []
      for (const sentence of sentences.slice(s, s + SENTENCES_PER_DOC)) {
        const rows = sentence
          .split('\n')
          .map((l) => l.split('\t'))
          .filter((r) => r.length >= 3 && r[0] !== '')
        lines.push(rows.map((r) => r[0]).join(' '))
        for (const col of [1, 2]) {
          let span: string[] = []
          for (const r of rows) {
            const tag = r[col] ?? 'O'
            if (tag.startsWith('B')) {
              if (span.length) spans.push(span.join(' '))
              span = [r[0] as string]
            } else if (tag.startsWith('I') && span.length) span.push(r[0] as string)
            else if (span.length) {
              spans.push(span.join(' '))
              span = []
            }
          }
          if (span.length) spans.push(span.join(' '))
        }
      }
      const id = `${name}:${s / SENTENCES_PER_DOC}`
      if (spans.length) docs.push({ id, half: halfOf(id), text: lines.join('\n'), spans })
    }
  }
  return docs
}
