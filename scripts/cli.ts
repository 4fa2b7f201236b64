/**
 * Command line over the embedded engine (Node):
 *   npm run -s cli -- parse <file> [<file>...]
 * prints one JSON object per file (JSON Lines) with the parsed profile. A file that cannot be read
 * gives { file, error } and the run goes on; the exit status is non-zero only for misuse.
 */
import { readFileSync } from 'node:fs'
import { basename } from 'node:path'
import { DocumentError, extractText } from '../worker/engine/documents/index'
import { type ParsedCv, parseCv } from '../worker/engine/parsing/index'

const USAGE = 'Usage: npm run -s cli -- parse <file> [<file>...]'

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

async function parseFile(file: string): Promise<Record<string, unknown>> {
  let bytes: Uint8Array
  try {
    bytes = new Uint8Array(readFileSync(file))
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    return {
      file,
      error: code === 'ENOENT' ? 'file not found' : code === 'EISDIR' ? 'is a directory' : 'cannot read the file',
    }
  }
  try {
    const doc = await extractText(bytes, { filename: basename(file) })
    return cliRecord(file, parseCv(doc.text, { filename: basename(file) }))
  } catch (error) {
    if (error instanceof DocumentError) return { file, error: error.reason }
    return { file, error: error instanceof Error ? error.message : String(error) }
  }
}

async function main(argv: string[]): Promise<number> {
  const [command, ...files] = argv
  if (!command || command === '-h' || command === '--help') {
    console.error(USAGE)
    return 2
  }
  if (command !== 'parse') {
    console.error(`Unknown command: ${command}\n${USAGE}`)
    return 2
  }
  if (files.length === 0) {
    console.error(`No files given.\n${USAGE}`)
    return 2
  }
  for (const file of files) process.stdout.write(`${JSON.stringify(await parseFile(file))}\n`)
  return 0
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error))
    process.exitCode = 1
  },
)
