/**
 * Offline OCR for local runs and the CLI: tesseract.js with the language data of the
 * @tesseract.js-data packages (no download: tesseract.js would fetch data from a CDN without
 * `langPath`). One long-lived worker; requests run one at a time.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, readlinkSync, symlinkSync, unlinkSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { createWorker, OEM } from 'tesseract.js'

const require = createRequire(import.meta.url)

/** Languages read by default: the Latin and Cyrillic scripts of most CVs here. */
export const DEFAULT_OCR_LANGUAGES = ['eng', 'deu', 'pol', 'ukr']

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

export async function createLocalOcr(languages: readonly string[] = DEFAULT_OCR_LANGUAGES): Promise<LocalOcr> {
  // cacheMethod 'none': otherwise tesseract.js writes a copy of the data into the working directory.
  const worker = await createWorker([...languages], OEM.LSTM_ONLY, {
    langPath: languageFolder(languages),
    gzip: true,
    cacheMethod: 'none',
    // Without a handler tesseract.js rethrows a failed job (an undecodable image) outside any promise,
    // which ends the process; the job's own promise rejects anyway.
    errorHandler: () => {},
  })
  let queue: Promise<unknown> = Promise.resolve()
  return {
    recognize(image) {
      const run = queue.then(async () => (await worker.recognize(Buffer.from(image))).data.text)
      queue = run.catch(() => {})
      return run
    },
    terminate: () => worker.terminate().then(() => {}),
  }
}
