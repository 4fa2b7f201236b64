/**
 * CVs of the matching evaluation, through the product path (extractText → parseCv), cached in
 * .tmp/eval-match/ (gitignored). The cache file is named by a hash of the documents, parsing and
 * taxonomy sources, so any change to the parser starts a fresh cache; matching code is not hashed
 * because it never changes a parsed CV.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { basename, join, relative } from 'node:path'
import { DocumentError, extractText } from '../../worker/engine/documents/index'
import { type ParsedCv, parseCv } from '../../worker/engine/parsing/index'

// "present" in a CV means this month: fixed so that runs are reproducible.
const TODAY = '2026-11'

function sourceHash(repo: string): string {
  const h = createHash('sha256')
  h.update(TODAY)
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = join(dir, e.name)
      if (e.isDirectory()) walk(p)
      else if (/\.(ts|json)$/.test(e.name)) h.update(relative(repo, p)).update(readFileSync(p))
    }
  }
  for (const d of ['documents', 'parsing', 'taxonomy']) walk(join(repo, 'worker', 'engine', d))
  return h.digest('hex').slice(0, 16)
}

export interface CvStore {
  fromFile(file: string): Promise<ParsedCv | null>
  fromText(id: string, text: string): ParsedCv
  save(): void
  stats(): { parsed: number; cached: number; failed: number }
}

export function createCvStore(repo: string, useCache: boolean): CvStore {
  const dir = join(repo, '.tmp', 'eval-match')
  const file = join(dir, `cvs-${sourceHash(repo)}.json`)
  const cache: Record<string, ParsedCv | null> =
    useCache && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, ParsedCv | null>) : {}
  let parsed = 0
  let cached = 0
  let failed = 0
  let dirty = false
  const remember = (key: string, cv: ParsedCv | null) => {
    cache[key] = cv
    dirty = true
    return cv
  }
  return {
    async fromFile(path) {
      const st = statSync(path)
      const key = `file:${path}:${st.size}:${Math.floor(st.mtimeMs)}`
      if (key in cache) {
        cached++
        return cache[key] ?? null
      }
      try {
        const doc = await extractText(new Uint8Array(readFileSync(path)), { filename: basename(path) })
        parsed++
        return remember(key, parseCv(doc.text, { filename: basename(path), today: TODAY }))
      } catch (error) {
        if (!(error instanceof DocumentError)) throw error
        failed++
        return remember(key, null)
      }
    },
    fromText(id, text) {
      const key = `text:${id}:${createHash('sha256').update(text).digest('hex').slice(0, 16)}`
      const hit = cache[key]
      if (hit) {
        cached++
        return hit
      }
      parsed++
      return remember(key, parseCv(text, { today: TODAY })) as ParsedCv
    },
    save() {
      if (!useCache || !dirty) return
      mkdirSync(dir, { recursive: true })
      writeFileSync(file, JSON.stringify(cache))
    },
    stats: () => ({ parsed, cached, failed }),
  }
}
