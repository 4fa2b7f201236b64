/**
 * Command line over the embedded engine (Node):
 *   npm run -s cli -- parse <file> [<file>...]
 * prints one JSON object per file (JSON Lines) with the parsed profile. A file that cannot be read
 * gives { file, error } and the run goes on; the exit status is non-zero only for misuse.
 *
 *   npm run -s cli -- parse-job <file> [<file>...]
 * prints one JSON object per job ad (JSON Lines): title (null when none), isco (4-digit ISCO-08 code or
 * null), skills, the proposed requirements, minYears and documentLanguage; { file, error } as above.
 *
 *   npm run -s cli -- match --job <job file> <cv file> [<cv file>...]
 * prints one JSON array sorted by score (highest first) with each CV's total, knockout flag and the
 * eight area scores; CVs that cannot be read follow as { file, error }.
 */
import { readFileSync } from 'node:fs'
import { basename } from 'node:path'
import { DocumentError, extractText, type OcrFunction } from '../worker/engine/documents/index'
import { parseJobDescription } from '../worker/engine/job-parsing/index'
import { detectLanguage } from '../worker/engine/language/index'
import { type MatchArea, type MatchResult, scoreMatch } from '../worker/engine/matching/index'
import { type ParsedCv, parseCv } from '../worker/engine/parsing/index'
import { loadOccupationVote } from '../worker/engine/taxonomy/index'
import { createLocalOcr, type LocalOcr } from './local-ocr/tesseract-ocr'

const USAGE = 'Usage: npm run -s cli -- parse|parse-job <file> [<file>...]'
const MATCH_USAGE = 'Usage: npm run -s cli -- match --job <job file> <cv file> [<cv file>...]'

/** The engine's area names → the CLI's short keys, in output order. */
const AREA_KEYS: readonly [MatchArea, string][] = [
  ['skills', 'skills'],
  ['seniority', 'seniority'],
  ['degree', 'degree'],
  ['language_proficiency', 'languages'],
  ['isco', 'isco'],
  ['professional_experience', 'experience'],
  ['culture_fit', 'culture'],
  ['notable_achievements', 'achievements'],
]

/** One scored CV as the match command prints it. */
export function matchRecord(file: string, result: MatchResult): Record<string, unknown> {
  const areas: Record<string, number> = {}
  for (const [area, key] of AREA_KEYS) areas[key] = result.areas[area].score
  return { file, score: result.score, knockout: result.knockout, areas }
}

/** The CLI's output keys, in this order (evidence, tagline and documentKind stay internal). */
export function cliRecord(file: string, cv: ParsedCv): Record<string, unknown> {
  return {
    file,
    isCv: cv.isCv,
    documentLanguage: cv.documentLanguage,
    name: cv.name,
    email: cv.email,
    phone: cv.phone,
    location: cv.location,
    links: cv.links,
    title: cv.title,
    summary: cv.summary,
    hardSkills: cv.hardSkills,
    softSkills: cv.softSkills,
    languages: cv.languages,
    degree: cv.degree,
    education: cv.education,
    experience: cv.experience,
    yearsOfExperience: cv.yearsOfExperience,
    seniority: cv.seniority,
    isco: cv.isco,
    achievements: cv.achievements,
  }
}

/** The parse-job command's output keys, in this order. */
export function jobRecord(file: string, text: string): Record<string, unknown> {
  const job = parseJobDescription(text)
  return {
    file,
    title: job.title === '' ? null : job.title,
    isco: job.isco?.code ?? null,
    skills: job.skills ?? [],
    requirements: job.requirements,
    minYears: job.minYears ?? null,
    documentLanguage: detectLanguage(text),
  }
}

async function parseFile(file: string, command: 'parse' | 'parse-job'): Promise<Record<string, unknown>> {
  const read = await readText(file)
  if ('error' in read) return { file, error: read.error }
  try {
    return command === 'parse-job'
      ? jobRecord(file, read.text)
      : cliRecord(
          file,
          parseCv(read.text, { filename: basename(file), writtenAt: read.writtenAt, europassXml: read.europassXml }),
        )
  } catch (error) {
    return { file, error: error instanceof Error ? error.message : String(error) }
  }
}

/** Images are read by the offline OCR (tesseract.js), started on the first image and kept for the rest. */
let localOcr: Promise<LocalOcr> | undefined
const ocr: OcrFunction = async (image) => {
  localOcr ??= createLocalOcr()
  return (await localOcr).recognize(image)
}

/** A file's text, or the reason it cannot be read (same wording as `parse`). */
async function readText(
  file: string,
): Promise<{ text: string; writtenAt: string | null; europassXml?: string | null } | { error: string }> {
  let bytes: Uint8Array
  try {
    bytes = new Uint8Array(readFileSync(file))
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    return {
      error: code === 'ENOENT' ? 'file not found' : code === 'EISDIR' ? 'is a directory' : 'cannot read the file',
    }
  }
  try {
    const doc = await extractText(bytes, { filename: basename(file), ocr })
    return { text: doc.text, writtenAt: doc.writtenAt, europassXml: doc.europassXml }
  } catch (error) {
    if (error instanceof DocumentError) return { error: error.reason }
    return { error: error instanceof Error ? error.message : String(error) }
  }
}

/** `match --job <job> <cv>...`: exit 2 on misuse or an unreadable job file. */
async function matchCommand(args: string[]): Promise<number> {
  const at = args.indexOf('--job')
  const jobFile = at >= 0 ? args[at + 1] : undefined
  const cvFiles = at >= 0 ? [...args.slice(0, at), ...args.slice(at + 2)] : args
  if (!jobFile || jobFile.startsWith('--') || cvFiles.length === 0) {
    console.error(`${jobFile ? 'No CV files given.' : 'No --job <file> given.'}\n${MATCH_USAGE}`)
    return 2
  }
  const job = await readText(jobFile)
  if ('error' in job) {
    console.error(`Cannot read the job file ${jobFile}: ${job.error}`)
    return 2
  }
  const profile = parseJobDescription(job.text)
  const scored: { file: string; score: number; record: Record<string, unknown> }[] = []
  const failed: Record<string, unknown>[] = []
  for (const file of cvFiles) {
    const cv = await readText(file)
    if ('error' in cv) {
      failed.push({ file, error: cv.error })
      continue
    }
    const result = scoreMatch(
      parseCv(cv.text, { filename: basename(file), writtenAt: cv.writtenAt, europassXml: cv.europassXml }),
      profile,
    )
    scored.push({ file, score: result.score, record: matchRecord(file, result) })
  }
  // Highest score first; ties keep the order the files were given in (Array.sort is stable).
  scored.sort((a, b) => b.score - a.score)
  process.stdout.write(`${JSON.stringify([...scored.map((s) => s.record), ...failed])}\n`)
  return 0
}

async function main(argv: string[]): Promise<number> {
  const [command, ...files] = argv
  if (!command || command === '-h' || command === '--help') {
    console.error(USAGE)
    return 2
  }
  if (command === 'match') return matchCommand(files)
  if (command !== 'parse' && command !== 'parse-job') {
    console.error(`Unknown command: ${command}\n${USAGE}`)
    return 2
  }
  if (files.length === 0) {
    console.error(`No files given.\n${USAGE}`)
    return 2
  }
  for (const file of files) process.stdout.write(`${JSON.stringify(await parseFile(file, command))}\n`)
  return 0
}

loadOccupationVote()
  .then(() => main(process.argv.slice(2)))
  .then(
    async (code) => {
      // The OCR worker thread would keep the process alive.
      if (localOcr) await (await localOcr).terminate()
      process.exitCode = code
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error))
      process.exitCode = 1
    },
  )
