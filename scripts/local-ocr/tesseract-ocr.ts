/**
 * Offline OCR for local runs and the CLI: tesseract.js with the language data of the
 * @tesseract.js-data packages (no download: tesseract.js would fetch data from a CDN without
 * `langPath`). Long-lived workers (a Latin pass, a Cyrillic pass on demand); requests run one at a time.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, readlinkSync, symlinkSync, unlinkSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { createWorker, OEM, PSM } from 'tesseract.js'

const require = createRequire(import.meta.url)

/**
 * Languages: the Latin-script pass reads every page; the Cyrillic pass only pages the first pass reads
 * poorly. One pass with all four let Ukrainian letter shapes into English words ("а YAML", "ВепдегсУ"
 * for "RenderCV", "о" for bullets), because look-alike letters of both scripts compete on every glyph.
 */
export const LATIN_OCR_LANGUAGES = ['eng', 'deu', 'pol']
export const CYRILLIC_OCR_LANGUAGES = ['ukr', 'eng']
export const DEFAULT_OCR_LANGUAGES = [...LATIN_OCR_LANGUAGES, 'ukr']
/** Mean word confidence (0–100) under which a page is read again with the Cyrillic languages. */
const SECOND_PASS_BELOW = 70

/**
 * Points `target` at `source`. A link left by another checkout (possibly deleted since: a dangling
 * link, which existsSync calls absent and symlinkSync then refuses) is replaced; a link another
 * process made at the same moment is fine when it points at the same file.
 */
function link(source: string, target: string) {
  try {
    if (readlinkSync(target) === source) return
    unlinkSync(target)
  } catch {
    // No link there yet.
  }
  try {
    symlinkSync(source, target)
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || readlinkSync(target) !== source) throw err
  }
}

/** tesseract.js wants ONE folder with every language's data: link each package's file into one. */
function languageFolder(languages: readonly string[]): string {
  const packages = dirname(require.resolve('@tesseract.js-data/eng/package.json'))
  // One folder per checkout, so two checkouts on one machine never re-point each other's links.
  const checkout = createHash('sha256').update(packages).digest('hex').slice(0, 12)
  const folder = join(tmpdir(), `shortlist-ocr-languages-${checkout}`)
  mkdirSync(folder, { recursive: true })
  for (const lang of languages) {
    const source = join(dirname(require.resolve(`@tesseract.js-data/${lang}/package.json`)), '4.0.0_best_int')
    link(join(source, `${lang}.traineddata.gz`), join(folder, `${lang}.traineddata.gz`))
  }
  return folder
}

export interface LocalOcr {
  recognize(image: Uint8Array): Promise<string>
  terminate(): Promise<void>
}

type TesseractWorker = Awaited<ReturnType<typeof createWorker>>

async function startWorker(languages: readonly string[]): Promise<TesseractWorker> {
  // cacheMethod 'none': otherwise tesseract.js writes a copy of the data into the working directory.
  const worker = await createWorker([...languages], OEM.LSTM_ONLY, {
    langPath: languageFolder(languages),
    gzip: true,
    cacheMethod: 'none',
    // Without a handler tesseract.js rethrows a failed job (an undecodable image) outside any promise,
    // which ends the process; the job's own promise rejects anyway.
    errorHandler: () => {},
  })
  // Full page layout analysis (the tesseract CLI's default): tesseract.js reads a page as one block of
  // uniform text, which dropped a CV's large-print name line and merged columns.
  await worker.setParameters({ tessedit_pageseg_mode: PSM.AUTO })
  return worker
}

/**
 * `languages` given: one pass with exactly those. Default: the Latin pass, and the Cyrillic pass
 * (started on first need) for pages the Latin pass reads with low confidence; the better reading wins.
 */
export async function createLocalOcr(languages?: readonly string[]): Promise<LocalOcr> {
  const first = await startWorker(languages ?? LATIN_OCR_LANGUAGES)
  let second: Promise<TesseractWorker> | undefined
  const read = async (image: Uint8Array) => {
    const latin = (await first.recognize(Buffer.from(image))).data
    if (languages || latin.confidence >= SECOND_PASS_BELOW) return latin.text
    second ??= startWorker(CYRILLIC_OCR_LANGUAGES)
    const cyrillic = (await (await second).recognize(Buffer.from(image))).data
    return cyrillic.confidence > latin.confidence ? cyrillic.text : latin.text
  }
  let queue: Promise<unknown> = Promise.resolve()
  return {
    recognize(image) {
      // One page at a time: each worker holds ~175 MB and a page takes all of a core anyway.
      const run = queue.then(() => read(image))
      queue = run.catch(() => {})
      return run
    },
    async terminate() {
      await first.terminate()
      if (second) await (await second).terminate()
    },
  }
}
