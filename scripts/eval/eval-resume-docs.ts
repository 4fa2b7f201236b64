/**
 * resume_docs: gold sources (YAML/Markdown/LaTeX/entity list) against their rendered documents,
 * format invariance inside each folder, and documents that are not CVs (cover letters, job ads).
 */
import { basename, extname, relative } from 'node:path'
import { extractText } from '../../worker/engine/documents/index'
import type { ParsedCv } from '../../worker/engine/parsing/index'
import type { DocFolder } from './collections'
import type { EvalContext } from './context'
import { jaccard, norm, sameEmail, sameName, samePhone, skillRecalled } from './match'
import { pdfPages } from './read'
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
const IMAGE = /\.(png|jpe?g)$/i

/**
 * Which members each figure compares: the text formats only; the page images read by OCR; each page
 * image wrapped as a scanned PDF (no text layer, the page-image path of pdf-scan.ts).
 *
 * A page image shows one page, so it is compared with that page of the PDF it was made from (found by
 * name: "png_ink" → "…_InkTheme_….pdf" page 1, "resume-1" → "resume.pdf" page 2 when numbering starts
 * at 0); the page images of one PDF are joined in page order first. An image without a PDF source is
 * compared with every text member. Comparing a page-1 picture with a two-page CV would measure the
 * missing page, not the OCR.
 */
export type InvarianceVariant = 'text' | 'images' | 'scans'

const VARIANT_LABEL: Record<InvarianceVariant, string> = {
  text: 'Format invariance, text formats only',
  images: 'Format invariance with page images (local OCR)',
  scans: 'Format invariance with page images as scanned PDFs (local OCR)',
}

interface Compared {
  file: string
  cv: ParsedCv
}

export async function evalFormatInvariance(
  ctx: EvalContext,
  folders: DocFolder[],
  variant: InvarianceVariant = 'text',
): Promise<Row[]> {
  const mode = variant === 'scans' ? 'scan' : 'ocr'
  let agree = 0
  let compared = 0
  let imageAgree = 0
  let imageCompared = 0
  let images = 0
  let unreadableImages = 0
  let unreadable = 0
  let members = 0
  const jaccards: number[] = []
  const imageJaccards: number[] = []
  const skills = (cv: ParsedCv) => [...cv.hardSkills, ...cv.softSkills]
  for (const folder of folders) {
    if (folder.formatGroup.length < 2) continue
    const texts = folder.formatGroup.filter((f) => !IMAGE.test(f))
    const parsed: Compared[] = []
    for (const file of texts) {
      members++
      const { cv, error } = await ctx.parseFile(file)
      if (cv) parsed.push({ file, cv })
      else {
        unreadable++
        ctx.log('format group unreadable', relative(ctx.root, file), error)
      }
    }
    // Text formats: every field against the group's most common value, skills pairwise.
    for (const field of FIELDS) {
      if (parsed.length < 2) break
      const values = parsed.map((p) => fieldValue(p.cv, field))
      const counts = new Map<string, number>()
      for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1)
      const common = [...counts].sort((a, b) => b[1] - a[1])[0]![0]
      values.forEach((v, i) => {
        compared++
        if (v === common) agree++
        else ctx.log('format disagreement', folder.name, field, basename(parsed[i]!.file), v, '≠ mode', common)
      })
    }
    for (let i = 0; i < parsed.length; i++) {
      for (let j = i + 1; j < parsed.length; j++) {
        const value = jaccard(skills(parsed[i]!.cv), skills(parsed[j]!.cv))
        jaccards.push(value)
        if (value < 0.9)
          ctx.log(
            'format skills jaccard',
            folder.name,
            basename(parsed[i]!.file),
            basename(parsed[j]!.file),
            value.toFixed(2),
          )
      }
    }
    if (variant === 'text') continue

    // Page images: joined per source PDF, compared with the same pages of it.
    const folderImages = folder.formatGroup.filter((f) => IMAGE.test(f))
    const bySource = new Map<string, { file: string; page: number }[]>()
    for (const image of folderImages) {
      members++
      images++
      const source = sourceOf(image, folderImages, texts)
      const key = source ? source.file : `:${image}`
      bySource.set(key, [...(bySource.get(key) ?? []), { file: image, page: source?.page ?? 1 }])
    }
    for (const [source, pages] of bySource) {
      pages.sort((a, b) => a.page - b.page)
      const reads = await Promise.all(pages.map((p) => ctx.readFile(p.file, mode)))
      const failed = reads.filter((r) => r.text === null)
      for (const r of failed) ctx.log(`format group unreadable (${variant})`, relative(ctx.root, r.file), r.error)
      unreadableImages += failed.length
      if (failed.length === reads.length) continue
      const label = pages.map((p) => basename(p.file)).join('+')
      const fromImages = ctx.parseText(reads.map((r) => r.text ?? '').join('\n\n'), pages[0]!.file).cv
      let against: Compared[] = parsed
      if (!source.startsWith(':')) {
        const pdf = await pdfPages(source, pages[0]!.page, pages[pages.length - 1]!.page)
        const doc = pdf ? await extractText(pdf, { filename: basename(source) }).catch(() => null) : null
        if (doc)
          against = [
            {
              file: `${basename(source)} p${pages[0]!.page}–${pages[pages.length - 1]!.page}`,
              cv: ctx.parseText(doc.text, source, doc.writtenAt).cv,
            },
          ]
      }
      for (const other of against) {
        for (const field of FIELDS) {
          imageCompared++
          const a = fieldValue(fromImages, field)
          const b = fieldValue(other.cv, field)
          if (a === b) imageAgree++
          else ctx.log(`format disagreement (${variant})`, folder.name, field, label, a, '≠', basename(other.file), b)
        }
        const value = jaccard(skills(fromImages), skills(other.cv))
        imageJaccards.push(value)
        if (value < 0.9) {
          const a = new Set(skills(fromImages).map(norm))
          const b = new Set(skills(other.cv).map(norm))
          ctx.log(
            `format skills jaccard (${variant})`,
            folder.name,
            label,
            basename(other.file),
            value.toFixed(2),
            'only in image:',
            [...a].filter((x) => !b.has(x)).join(', '),
            '| only in text:',
            [...b].filter((x) => !a.has(x)).join(', '),
          )
        }
      }
    }
  }
  const mean = (values: number[]) =>
    values.length ? (values.reduce((x, y) => x + y, 0) / values.length).toFixed(3) : 'n/a'
  const c = `${VARIANT_LABEL[variant]} (${members} documents${variant === 'text' ? '' : `, ${images} page images`})`
  const rows: Row[] = [
    {
      collection: c,
      metric: `field agreement (${FIELDS.join(', ')})`,
      value: ratio(agree + imageAgree, compared + imageCompared),
      count: `${agree + imageAgree}/${compared + imageCompared}`,
    },
    {
      collection: c,
      metric: 'skills Jaccard (mean over pairs)',
      value: mean([...jaccards, ...imageJaccards]),
      count: `${jaccards.length + imageJaccards.length} pairs`,
      aim: '≥ 0.90',
    },
  ]
  if (variant !== 'text')
    rows.push(
      {
        collection: c,
        metric: 'page images alone: field agreement with the pages they show',
        value: ratio(imageAgree, imageCompared),
        count: `${imageAgree}/${imageCompared}`,
      },
      {
        collection: c,
        metric: 'page images alone: skills Jaccard with the pages they show',
        value: mean(imageJaccards),
        count: `${imageJaccards.length} pairs`,
        aim: '≥ 0.90',
      },
    )
  if (unreadableImages > 0)
    rows.push({
      collection: c,
      metric: 'page images unreadable (excluded)',
      value: String(unreadableImages),
      count: `${unreadableImages}/${images}`,
    })
  if (unreadable > 0)
    rows.push({
      collection: c,
      metric: 'other unreadable',
      value: String(unreadable),
      count: `${unreadable}/${members}`,
    })
  return rows
}

function fieldValue(cv: ParsedCv, field: (typeof FIELDS)[number]): string {
  const value = cv[field]
  return JSON.stringify(typeof value === 'string' ? norm(value) : value)
}

/**
 * The PDF a page image was made from, by name: the image's stem without a format prefix ("png_") and
 * page number ("-1") names it, matched at a word boundary of a PDF's stem ("ink" in "John_Doe_InkTheme_CV",
 * not "classic" in "EngineeringclassicTheme"); the shortest match wins. Page numbers start at 0 when a
 * sibling image has number 0.
 */
export function sourceOf(image: string, siblings: string[], texts: string[]): { file: string; page: number } | null {
  const stem = basename(image, extname(image))
  const numbered = /^(.*?)[-_](\d{1,3})$/.exec(stem)
  const base = (numbered ? numbered[1]! : stem).replace(/^(?:png|jpe?g|img|image|page)[-_]/i, '').toLowerCase()
  const zeroBased = siblings.some((s) => /[-_]0$/.test(basename(s, extname(s))))
  const page = numbered ? Number(numbered[2]) + (zeroBased ? 1 : 0) : 1
  const boundary = new RegExp(`(?:^|[-_ .])${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i')
  const candidates = texts
    .filter((t) => /\.pdf$/i.test(t))
    .filter((t) => boundary.test(basename(t, extname(t))))
    .sort((a, b) => basename(a).length - basename(b).length)
  return candidates[0] ? { file: candidates[0], page } : null
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
