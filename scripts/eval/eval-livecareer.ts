/** LiveCareer PDFs (anonymised): any name, email or phone found is a false positive. Also times the parser. */
import { relative } from 'node:path'
import { evaluateRequirement } from '../../worker/engine/matching'
import { livecareerFiles } from './collections'
import type { EvalContext } from './context'
import { readDocumentFile } from './read'
import { type Row, ratio } from './table'

export interface LivecareerResult {
  rows: Row[]
  parseMs: number[]
  extractMs: number[]
}

const ENGLISH_PROFESSIONAL = {
  attribute: 'language_proficiency',
  operator: 'GTE',
  value: 'professional',
  maxValue: null,
  language: 'en',
  mandatory: true,
} as const

export async function evalLivecareer(ctx: EvalContext): Promise<LivecareerResult> {
  const files = livecareerFiles(ctx.root)
  const fp = { name: 0, email: 0, phone: 0, any: 0 }
  const parseMs: number[] = []
  const extractMs: number[] = []
  let failed = 0
  let isCv = 0
  // Issue #12: a mandatory "English ≥ professional" must not knock out CVs written in English.
  const english = { written: 0, knockedOut: 0 }
  // Issue #12: "nearly everyone is rated Expert"; the spread shows whether seniority is plausible.
  const seniority = new Map<string, number>()
  let withLanguages = 0
  for (const file of files) {
    const read = await readDocumentFile(file)
    if (read.text === null) {
      failed++
      ctx.log('livecareer unreadable', relative(ctx.root, file), read.error)
      continue
    }
    extractMs.push(read.extractMs)
    const { cv, ms } = ctx.parseText(read.text, file, read.writtenAt)
    parseMs.push(ms)
    if (cv.isCv) isCv++
    else ctx.log('livecareer not a CV?', relative(ctx.root, file), cv.documentKind)
    seniority.set(cv.seniority ?? 'none', (seniority.get(cv.seniority ?? 'none') ?? 0) + 1)
    if (cv.languages.length > 0) withLanguages++
    if (cv.documentLanguage === 'en') {
      english.written++
      if (evaluateRequirement(cv, ENGLISH_PROFESSIONAL).outcome === 'mismatch') english.knockedOut++
    }
    if (cv.name) fp.name++
    if (cv.email) fp.email++
    if (cv.phone) fp.phone++
    if (cv.name || cv.email || cv.phone) {
      fp.any++
      ctx.log(
        'livecareer contact FP',
        relative(ctx.root, file),
        JSON.stringify({ name: cv.name, email: cv.email, phone: cv.phone }),
      )
    }
  }
  const read = parseMs.length
  const c = `LiveCareer PDFs (${files.length}, anonymised)`
  const rows: Row[] = [
    {
      collection: c,
      metric: 'name false-positive rate',
      value: ratio(fp.name, read),
      count: `${fp.name}/${read}`,
      aim: '≤ 0.02',
    },
    {
      collection: c,
      metric: 'email false-positive rate',
      value: ratio(fp.email, read),
      count: `${fp.email}/${read}`,
      aim: '≤ 0.02',
    },
    {
      collection: c,
      metric: 'phone false-positive rate',
      value: ratio(fp.phone, read),
      count: `${fp.phone}/${read}`,
      aim: '≤ 0.02',
    },
    {
      collection: c,
      metric: 'any contact false positive',
      value: ratio(fp.any, read),
      count: `${fp.any}/${read}`,
      aim: '≤ 0.02',
    },
    { collection: c, metric: 'recognised as CV', value: ratio(isCv, read), count: `${isCv}/${read}` },
    {
      collection: c,
      metric: 'CVs in English knocked out by "English ≥ professional"',
      value: ratio(english.knockedOut, english.written),
      count: `${english.knockedOut}/${english.written}`,
      aim: '0',
    },
  ]
  const spread = ['none', 'no_knowledge', 'beginner', 'intermediate', 'competent', 'advanced', 'expert']
    .map((level) => `${level} ${seniority.get(level) ?? 0}`)
    .join(', ')
  rows.push(
    {
      collection: c,
      metric: `seniority rated expert (spread: ${spread})`,
      value: ratio(seniority.get('expert') ?? 0, read),
      count: `${seniority.get('expert') ?? 0}/${read}`,
    },
    {
      collection: c,
      metric: 'spoken languages found (listed or stated)',
      value: ratio(withLanguages, read),
      count: `${withLanguages}/${read}`,
    },
  )
  if (failed > 0)
    rows.push({
      collection: c,
      metric: 'unreadable (scans without OCR)',
      value: String(failed),
      count: `${failed}/${files.length}`,
    })
  return { rows, parseMs, extractMs }
}
