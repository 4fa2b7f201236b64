/**
 * Discover the evaluation collections under a data folder with the layout of shared/data/dev (the
 * hidden holdout has the same layout): DataTurks JSONL, LiveCareer PDFs, and resume_docs folders with
 * their gold sources, format groups and non-CV documents. Rules are by file type and name pattern only.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename, extname, join } from 'node:path'
import { type Gold, goldFromLatex, goldFromMarkdown, goldFromYaml } from './gold'

export interface DataturksRow {
  id: string
  content: string
  names: string[]
  designations: string[]
  degrees: string[]
  skills: string[]
}

export function loadDataturks(root: string): DataturksRow[] {
  const file = join(root, 'dataturks_resume_ner', 'resumes.jsonl')
  if (!existsSync(file)) return []
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((line) => {
      const row = JSON.parse(line) as {
        id: string
        content: string
        annotation: { label: string[]; points: { text: string }[] }[] | null
      }
      const of = (label: string) =>
        (row.annotation ?? []).filter((a) => a.label.includes(label)).flatMap((a) => a.points.map((p) => p.text.trim()))
      return {
        id: row.id,
        content: row.content,
        names: of('Name'),
        designations: of('Designation'),
        degrees: of('Degree'),
        skills: of('Skills'),
      }
    })
}

export function livecareerFiles(root: string): string[] {
  const dir = join(root, 'livecareer_resume_pdfs')
  if (!existsSync(dir)) return []
  const out: string[] = []
  for (const cat of readdirSync(dir, { withFileTypes: true })) {
    if (!cat.isDirectory()) continue
    for (const f of readdirSync(join(dir, cat.name)))
      if (f.toLowerCase().endsWith('.pdf')) out.push(join(dir, cat.name, f))
  }
  return out.sort()
}

const DOC_EXT = new Set(['.pdf', '.docx', '.doc', '.txt', '.html', '.htm', '.png', '.jpg', '.jpeg', '.pptx'])
const IMAGE_EXT = new Set(['.png', '.jpg', '.jpeg'])
export const COVER_LETTER_NAME = /cover|letter|(?:^|_)cl_|lettera|anschreiben/i
export const JOB_AD_NAME = /(?:^|_)jd_|job_?desc/i

export interface GoldPair {
  gold: Gold
  goldFile: string
  document: string
}

export interface DocFolder {
  name: string
  documents: string[]
  pairs: GoldPair[]
  /** Documents that are the same CV in other formats or themes (gold-paired, same stem, or page images). */
  formatGroup: string[]
  coverLetters: string[]
  jobAds: string[]
}

const stem = (file: string) => basename(file, extname(file))

function readGold(file: string): Gold | null {
  const ext = extname(file).toLowerCase()
  const text = readFileSync(file, 'utf8')
  if (ext === '.yaml' || ext === '.yml') return /^cv:/m.test(text) ? goldFromYaml(text) : null
  if (ext === '.md') return goldFromMarkdown(text)
  if (ext === '.tex')
    return /\\documentclass/.test(text) && /\\(?:name|ecvname|fullname)\{/.test(text) ? goldFromLatex(text) : null
  if (ext === '.txt' && /^Name:\s*$/m.test(text)) return goldFromEntityList(text)
  return null
}

/** "Name:\nJane Doe\n\nSkills:\na, b" (the DataTurks sample output). */
function goldFromEntityList(text: string): Gold {
  const field = (label: string) => new RegExp(`^${label}:\\s*\\n+([^\\n]+)`, 'm').exec(text)?.[1]?.trim() ?? null
  const email = field('Email Address')
  const skills = field('Skills')
  return {
    name: field('Name'),
    email: email?.includes('@') ? email : null,
    phone: null,
    skills: skills
      ? skills
          .split(',')
          .map((s) => s.replace(/\([^)]*\)/g, '').trim())
          .filter(Boolean)
      : null,
  }
}

export function resumeDocFolders(root: string): DocFolder[] {
  const dir = join(root, 'resume_docs')
  if (!existsSync(dir)) return []
  const folders: DocFolder[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue
    const files = readdirSync(join(dir, entry.name))
      .map((f) => join(dir, entry.name, f))
      .sort()
    const golds = new Map<string, { file: string; gold: Gold }>()
    for (const f of files) {
      const gold = readGold(f)
      if (gold) golds.set(stem(f), { file: f, gold })
    }
    const goldFiles = new Set([...golds.values()].map((g) => g.file))
    const documents = files.filter((f) => DOC_EXT.has(extname(f).toLowerCase()) && !goldFiles.has(f))
    const coverLetters = documents.filter((f) => COVER_LETTER_NAME.test(basename(f)))
    const jobAds = documents.filter((f) => JOB_AD_NAME.test(basename(f)))
    const cvs = documents.filter((f) => !coverLetters.includes(f) && !jobAds.includes(f))
    const pairs: GoldPair[] = []
    for (const doc of cvs) {
      const g = golds.get(stem(doc))
      if (g && !IMAGE_EXT.has(extname(doc).toLowerCase())) pairs.push({ gold: g.gold, goldFile: g.file, document: doc })
    }
    const nonImage = cvs.filter((f) => !IMAGE_EXT.has(extname(f).toLowerCase()))
    if (pairs.length === 0 && golds.size === 1 && nonImage.length === 1) {
      const only = [...golds.values()][0]!
      pairs.push({ gold: only.gold, goldFile: only.file, document: nonImage[0]! })
    }
    const paired = new Set(pairs.map((p) => p.document))
    const allPaired = nonImage.length > 0 && nonImage.every((f) => paired.has(f))
    const formatGroup = cvs.filter((f) => {
      if (paired.has(f)) return true
      if (!IMAGE_EXT.has(extname(f).toLowerCase())) return golds.has(stem(f))
      return allPaired || [...golds.keys()].some((s) => stem(f).startsWith(`${s}-`) || stem(f).startsWith(`${s}_`))
    })
    folders.push({
      name: entry.name,
      documents,
      pairs,
      formatGroup: formatGroup.length >= 2 ? formatGroup : [],
      coverLetters,
      jobAds,
    })
  }
  return folders
}
