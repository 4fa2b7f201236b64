/**
 * Loaders of the matching collections under a data folder laid out like shared/data/dev (the hidden
 * holdout has the same layout). Missing collections load as empty, so the eval still runs.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** RFC 4180 CSV: quoted fields may hold commas, doubled quotes and line breaks. First row = header. */
export function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') quoted = false
      else field += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      row.push(field)
      field = ''
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++
      row.push(field)
      rows.push(row)
      row = []
      field = ''
    } else field += c
  }
  if (field !== '' || row.length > 0) {
    row.push(field)
    rows.push(row)
  }
  const [header, ...body] = rows.filter((r) => r.some((f) => f !== ''))
  if (!header) return []
  const keys = header.map((h) => h.replace(/^\uFEFF/, '').trim())
  return body.map((r) => Object.fromEntries(keys.map((k, i) => [k, r[i] ?? ''])))
}

const readCsv = (file: string) => (existsSync(file) ? parseCsv(readFileSync(file, 'utf8')) : [])

export interface LivecareerCv {
  id: string
  category: string
  file: string
}

export function loadLivecareer(root: string): LivecareerCv[] {
  const dir = join(root, 'livecareer_resume_pdfs')
  return readCsv(join(dir, 'labels.csv'))
    .filter((r) => r.id && r.category && r.file && existsSync(join(dir, r.file)))
    .map((r) => ({ id: r.id as string, category: r.category as string, file: join(dir, r.file as string) }))
}

export interface FerrJob {
  jdId: string
  phrases: string[]
  /** resume id → HR score (1-7); a pair rated by several HRs keeps their mean. */
  labels: Map<string, number>
  /** model → recommended resume ids by rank (best first). */
  models: Map<string, { rank: number; resumeId: string }[]>
}

export function loadFerr(root: string): FerrJob[] {
  const dir = join(root, 'ferr_hr_relevance')
  const jobs = new Map<string, FerrJob>()
  for (const r of readCsv(join(dir, 'jd_skill_phrases.csv'))) {
    const phrases = (r.skill_phrases ?? '')
      .split('|')
      .map((p) => p.trim())
      .filter((p) => p !== '')
    jobs.set(r.jd_id as string, { jdId: r.jd_id as string, phrases, labels: new Map(), models: new Map() })
  }
  const sums = new Map<string, { sum: number; n: number }>()
  for (const r of readCsv(join(dir, 'labels.csv'))) {
    const key = `${r.jd_id}\t${r.resume_id}`
    const s = sums.get(key) ?? { sum: 0, n: 0 }
    s.sum += Number(r.score)
    s.n++
    sums.set(key, s)
  }
  for (const [key, s] of sums) {
    const [jd, resume] = key.split('\t') as [string, string]
    jobs.get(jd)?.labels.set(resume, s.sum / s.n)
  }
  for (const r of readCsv(join(dir, 'model_recommendations.csv'))) {
    const job = jobs.get(r.jd_id as string)
    if (!job) continue
    const list = job.models.get(r.model as string) ?? []
    list.push({ rank: Number(r.rank), resumeId: r.resume_id as string })
    job.models.set(r.model as string, list)
  }
  for (const job of jobs.values()) for (const list of job.models.values()) list.sort((a, b) => a.rank - b.rank)
  return [...jobs.values()].filter((j) => j.labels.size > 0)
}

export interface VanetikData {
  vacancies: { id: string; title: string; description: string }[]
  cvs: { id: string; file: string }[]
  /** CV id → each annotator's order of vacancies (1-based row numbers, best first), or null if missing. */
  rankings: { cv: string; annotators: (number[] | null)[] }[]
}

function parseOrder(s: string | undefined): number[] | null {
  if (!s?.trim()) return null
  const xs = s
    .replace(/[[\]\s]/g, '')
    .split(',')
    .map(Number)
  return xs.every((x) => Number.isInteger(x) && x > 0) ? xs : null
}

export function loadVanetik(root: string): VanetikData {
  const dir = join(root, 'vanetik_vacancy_cv_ranking')
  const vacancies = readCsv(join(dir, '5_vacancies.csv')).map((r) => ({
    id: r.id as string,
    title: (r.job_title ?? '').trim(),
    description: (r.job_description ?? '').trim(),
  }))
  const cvDir = join(dir, 'CV')
  const cvs = existsSync(cvDir)
    ? readdirSync(cvDir)
        .filter((f) => /\.docx?$/i.test(f))
        .map((f) => ({ id: f.replace(/\.docx?$/i, ''), file: join(cvDir, f) }))
        .sort((a, b) => Number(a.id) - Number(b.id))
    : []
  const rankings = readCsv(join(dir, 'rankings.csv')).map((r) => ({
    cv: r.cv as string,
    annotators: [
      parseOrder(r.annotator1_vacancy_order_best_to_worst),
      parseOrder(r.annotator2_vacancy_order_best_to_worst),
    ],
  }))
  return { vacancies, cvs, rankings }
}

export interface TextResume {
  id: string
  category: string
  text: string
}

export function loadUpdatedResumes(root: string): TextResume[] {
  return readCsv(join(root, 'updated_resume_dataset', 'resumes.csv'))
    .filter((r) => r.id && r.category && r.resume)
    .map((r) => ({ id: r.id as string, category: (r.category as string).trim(), text: r.resume as string }))
}
