/**
 * resume_docs: gold sources (YAML/Markdown/LaTeX/entity list) against their rendered documents,
 * format invariance inside each folder, and documents that are not CVs (cover letters, job ads).
 */
import { basename, relative } from 'node:path'
import type { ParsedCv } from '../../worker/engine/parsing/index'
import type { DocFolder } from './collections'
import type { EvalContext } from './context'
import { jaccard, norm, sameEmail, sameName, samePhone, skillRecalled } from './match'
import { type Row, ratio } from './table'

export async function evalGoldSources(ctx: EvalContext, folders: DocFolder[]): Promise<Row[]> {
  let n = 0
  const hit = { name: 0, email: 0, phone: 0 }
  let skillN = 0
  let skillHit = 0
  let unreadable = 0
  for (const pair of folders.flatMap((f) => f.pairs)) {
    const doc = relative(ctx.root, pair.document)
    const { cv, error } = await ctx.parseFile(pair.document)
    n++
    if (!cv) {
      unreadable++
      ctx.log('gold unreadable', doc, error)
      continue
    }
    const g = pair.gold
    if (sameName(cv.name, g.name) || (!cv.name && !g.name)) hit.name++
    else ctx.log('gold name', doc, JSON.stringify(cv.name), '≠', JSON.stringify(g.name))
    if (sameEmail(cv.email, g.email)) hit.email++
    else ctx.log('gold email', doc, cv.email, '≠', g.email)
    if (samePhone(cv.phone, g.phone)) hit.phone++
    else ctx.log('gold phone', doc, cv.phone, '≠', g.phone)
    for (const skill of g.skills ?? []) {
      skillN++
      if (skillRecalled(skill, [...cv.hardSkills, ...cv.softSkills])) skillHit++
      else ctx.log('gold skill missed', doc, JSON.stringify(skill))
    }
  }
  const c = `resume_docs gold sources (${n} documents)`
  const rows: Row[] = [
    { collection: c, metric: 'name', value: ratio(hit.name, n), count: `${hit.name}/${n}`, aim: '≥ 0.95' },
    { collection: c, metric: 'email', value: ratio(hit.email, n), count: `${hit.email}/${n}`, aim: '≥ 0.98' },
    { collection: c, metric: 'phone', value: ratio(hit.phone, n), count: `${hit.phone}/${n}`, aim: '≥ 0.98' },
    {
      collection: c,
      metric: 'skills recall',
      value: ratio(skillHit, skillN),
      count: `${skillHit}/${skillN}`,
      aim: '≥ 0.80',
    },
  ]
  if (unreadable > 0)
    rows.push({ collection: c, metric: 'unreadable documents', value: String(unreadable), count: `${unreadable}/${n}` })
  return rows
}

const FIELDS = ['name', 'email', 'phone', 'title', 'degree', 'documentLanguage', 'isCv'] as const

export async function evalFormatInvariance(ctx: EvalContext, folders: DocFolder[]): Promise<Row[]> {
  let agree = 0
  let compared = 0
  let images = 0
  let unreadable = 0
  let members = 0
  const jaccards: number[] = []
  for (const folder of folders) {
    if (folder.formatGroup.length < 2) continue
    const parsed: { file: string; cv: ParsedCv }[] = []
    for (const file of folder.formatGroup) {
      members++
      const { cv, error } = await ctx.parseFile(file)
      if (cv) parsed.push({ file, cv })
      else {
        if (/\.(png|jpe?g)$/i.test(file)) images++
        else unreadable++
        ctx.log('format group unreadable', relative(ctx.root, file), error)
      }
    }
    if (parsed.length < 2) continue
    for (const field of FIELDS) {
      const values = parsed.map((p) =>
        JSON.stringify(typeof p.cv[field] === 'string' ? norm(p.cv[field] as string) : p.cv[field]),
      )
      const counts = new Map<string, number>()
      for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1)
      const mode = [...counts].sort((a, b) => b[1] - a[1])[0]![0]
      values.forEach((v, i) => {
        compared++
        if (v === mode) agree++
        else ctx.log('format disagreement', folder.name, field, basename(parsed[i]!.file), v, '≠ mode', mode)
      })
    }
    for (let i = 0; i < parsed.length; i++) {
      for (let j = i + 1; j < parsed.length; j++) {
        const a = parsed[i]!
        const b = parsed[j]!
        const value = jaccard([...a.cv.hardSkills, ...a.cv.softSkills], [...b.cv.hardSkills, ...b.cv.softSkills])
        jaccards.push(value)
        if (value < 0.9)
          ctx.log('format skills jaccard', folder.name, basename(a.file), basename(b.file), value.toFixed(2))
      }
    }
  }
  const c = `Format invariance (${members} documents)`
  const mean = jaccards.length ? (jaccards.reduce((x, y) => x + y, 0) / jaccards.length).toFixed(3) : 'n/a'
  const rows: Row[] = [
    {
      collection: c,
      metric: `field agreement with the group's mode (${FIELDS.join(', ')})`,
      value: ratio(agree, compared),
      count: `${agree}/${compared}`,
    },
    {
      collection: c,
      metric: 'skills Jaccard (mean over pairs)',
      value: mean,
      count: `${jaccards.length} pairs`,
      aim: '≥ 0.90',
    },
    {
      collection: c,
      metric: 'images without OCR (unreadable, excluded)',
      value: String(images),
      count: `${images}/${members}`,
    },
  ]
  if (unreadable > 0)
    rows.push({
      collection: c,
      metric: 'other unreadable',
      value: String(unreadable),
      count: `${unreadable}/${members}`,
    })
  return rows
}

export async function evalNonCv(ctx: EvalContext, folders: DocFolder[]): Promise<Row[]> {
  const letters = folders.flatMap((f) => f.coverLetters)
  const ads = folders.flatMap((f) => f.jobAds)
  let letterHit = 0
  let adHit = 0
  for (const file of letters) {
    const { cv, error } = await ctx.parseFile(file)
    if (cv?.documentKind === 'cover_letter') letterHit++
    else ctx.log('cover letter missed', relative(ctx.root, file), cv?.documentKind ?? error)
  }
  for (const file of ads) {
    const { cv, error } = await ctx.parseFile(file)
    if (cv && !cv.isCv) adHit++
    else ctx.log('job ad taken for a CV', relative(ctx.root, file), cv?.documentKind ?? error)
  }
  return [
    {
      collection: 'Cover letters',
      metric: 'flagged as cover_letter (isCv false)',
      value: ratio(letterHit, letters.length),
      count: `${letterHit}/${letters.length}`,
    },
    {
      collection: 'Job descriptions',
      metric: 'not taken for a CV',
      value: ratio(adHit, ads.length),
      count: `${adHit}/${ads.length}`,
    },
  ]
}
