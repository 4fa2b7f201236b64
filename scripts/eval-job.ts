/**
 * `npm run eval:job [-- --data <dir>]`: measures the job-ad parser on the dev evaluation set
 * (../shared/data/dev by default; the hidden holdout has the same layout) and prints a Markdown table.
 * Every collection is split in two halves by a hash of the document id (scripts/eval/job-data.ts):
 * rules are tuned on half A only; half B is the held-out figure.
 *
 *  - Polish ads (KZiS, title, category and body on one line): ISCO-08 agreement at 1, 2 and 4 digits
 *    over all ads (no code counts as wrong) and coverage (ads given any code).
 *  - Glassdoor ads laid out as the job board shows them: title exact match (case and spacing aside).
 *  - SkillSpan sentences, 20 per document: recall of gold Skill/Knowledge spans of 1–5 words by the
 *    parser's skills (the CV eval's rule: equal, containing or contained whole words, or same concept).
 */
import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseJobDescription } from '../worker/engine/job-parsing/index'
import { loadOccupationVote } from '../worker/engine/taxonomy/index'
import { type Half, loadBoardAds, loadPolishAds, loadSkillSpan } from './eval/job-data'
import { norm, skillPhrases, skillRecalled } from './eval/match'
import { ratio, stats } from './eval/table'

const here = dirname(fileURLToPath(import.meta.url))
const args = process.argv.slice(2)
const dataArg = args.indexOf('--data')
const root = resolve(
  dataArg >= 0 && args[dataArg + 1] ? args[dataArg + 1]! : join(here, '..', '..', 'shared', 'data', 'dev'),
)

interface Tally {
  hits: Record<Half, number>
  total: Record<Half, number>
}
const tally = (): Tally => ({ hits: { A: 0, B: 0 }, total: { A: 0, B: 0 } })
const count = (t: Tally, half: Half, hit: boolean) => {
  t.total[half]++
  if (hit) t.hits[half]++
}

interface Row {
  collection: string
  metric: string
  tally: Tally
  aim: string
}

function table(rows: Row[]): string {
  const cell = (t: Tally, h: Half) => `${ratio(t.hits[h], t.total[h])} (${t.hits[h]}/${t.total[h]})`
  return [
    '| collection | metric | half A (tuning) | half B (held out) | aim (B) |',
    '| --- | --- | ---: | ---: | ---: |',
    ...rows.map((r) => `| ${r.collection} | ${r.metric} | ${cell(r.tally, 'A')} | ${cell(r.tally, 'B')} | ${r.aim} |`),
  ].join('\n')
}

const verbose = args.includes('--verbose')

function main(): number {
  if (!existsSync(root)) {
    console.error(`No evaluation data at ${root} (pass --data <dir>).`)
    return 2
  }
  const ms: number[] = []
  const timed = (text: string) => {
    const t0 = performance.now()
    const job = parseJobDescription(text)
    ms.push(performance.now() - t0)
    return job
  }
  const rows: Row[] = []

  const polish = loadPolishAds(root)
  const [d1, d2, d4, covered] = [tally(), tally(), tally(), tally()]
  for (const ad of polish) {
    const code = timed(ad.text).isco?.code ?? ''
    count(d1, ad.half, code.slice(0, 1) === ad.isco.slice(0, 1))
    count(d2, ad.half, code !== '' && code.slice(0, 2) === ad.isco.slice(0, 2))
    count(d4, ad.half, code === ad.isco)
    count(covered, ad.half, code !== '')
    if (verbose && ad.half === 'A' && code !== ad.isco)
      console.info(`pl ${ad.isco} ${code || '-'} ${ad.text.slice(0, 90)}`)
  }
  const pl = 'Polish ads (KZiS)'
  rows.push(
    { collection: pl, metric: 'ISCO coverage', tally: covered, aim: '≥ 0.85' },
    { collection: pl, metric: 'ISCO 1-digit', tally: d1, aim: '' },
    { collection: pl, metric: 'ISCO 2-digit', tally: d2, aim: '≥ 0.60' },
    { collection: pl, metric: 'ISCO 4-digit', tally: d4, aim: '≥ 0.40' },
  )

  const board = tally()
  for (const ad of loadBoardAds(root)) {
    const title = timed(ad.text).title
    const hit = norm(title) === norm(ad.title)
    count(board, ad.half, hit)
    if (verbose && ad.half === 'A' && !hit) console.info(`board "${ad.title}" → "${title}"`)
  }
  rows.push({ collection: 'Glassdoor ads as a job board', metric: 'title exact', tally: board, aim: '≥ 0.95' })

  const recall = tally()
  for (const doc of loadSkillSpan(root)) {
    const skills = timed(doc.text).skills ?? []
    for (const gold of skillPhrases(doc.spans)) {
      const hit = skillRecalled(gold, skills)
      count(recall, doc.half, hit)
      if (verbose && doc.half === 'A' && !hit) console.info(`skill missed "${gold}"`)
    }
  }
  rows.push({ collection: 'SkillSpan (20 sentences a document)', metric: 'skill recall', tally: recall, aim: '≥ 0.50' })

  console.info(table(rows))
  const s = stats(ms)
  console.info(
    `\nparseJobDescription per document (n=${ms.length}): mean ${s.mean.toFixed(2)} ms, median ${s.median.toFixed(2)} ms, p95 ${s.p95.toFixed(2)} ms.`,
  )
  console.info(`Data: ${root}.`)
  return 0
}

await loadOccupationVote()
process.exitCode = main()
