/**
 * `npm run eval:parse [-- --data <dir>] [-- --verbose]`: measures the embedded CV parser on the dev
 * evaluation set (../shared/data/dev by default; the hidden holdout has the same layout) and prints a
 * Markdown table with counts. Text goes through the documents engine exactly as in the product.
 *
 * Rules (exact matching in scripts/eval/match.ts):
 *  - DataTurks: name exact (case/spacing-insensitive); designation = the title equals, contains or is
 *    contained in an annotated designation (whole words); degree level = highest level of the annotated
 *    degree phrases by the eval's own table; skills recall = annotated skill spans split into phrases of
 *    ≤ 5 words (headings dropped), a phrase counts when it equals, contains or is contained in an
 *    extracted skill (whole words) or the taxonomy maps it to an extracted skill's label.
 *  - resume_docs gold sources (YAML/Markdown/LaTeX/entity list) paired with their rendered documents.
 *  - LiveCareer PDFs (anonymised): any name, email or phone found is a false positive.
 *  - Format invariance: each folder's same-CV documents (formats, themes, page images): agreement of
 *    fields with the group's most common value; mean pairwise Jaccard of skill sets. Three figures: text
 *    formats only; with the images read by the local OCR (tesseract.js in-process, as the CLI does);
 *    with each image wrapped as a scanned PDF (no text layer) and read through the PDF scan path.
 *    OCR time per page image is reported apart.
 *  - Non-CV documents: cover letters must be flagged, job ads must not be taken for CVs.
 */
import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { OcrFunction } from '../worker/engine/documents/index'
import { resumeDocFolders } from './eval/collections'
import { createContext } from './eval/context'
import { evalDataturks } from './eval/eval-dataturks'
import { evalLivecareer } from './eval/eval-livecareer'
import { evalFormatInvariance, evalGoldSources, evalNonCv } from './eval/eval-resume-docs'
import { markdownTable, stats } from './eval/table'
import { CYRILLIC_OCR_LANGUAGES, createLocalOcr, LATIN_OCR_LANGUAGES, type LocalOcr } from './local-ocr/tesseract-ocr'

const here = dirname(fileURLToPath(import.meta.url))
const args = process.argv.slice(2)
const dataArg = args.indexOf('--data')
const root = resolve(
  dataArg >= 0 && args[dataArg + 1] ? args[dataArg + 1]! : join(here, '..', '..', 'shared', 'data', 'dev'),
)

async function main(): Promise<number> {
  if (!existsSync(root)) {
    console.error(`No evaluation data at ${root} (pass --data <dir>).`)
    return 2
  }
  const started = performance.now()
  // The local OCR starts on the first image and is timed per page (init apart).
  let localOcr: Promise<LocalOcr> | undefined
  let initMs = 0
  const ocrMs: number[] = []
  const ocr: OcrFunction = async (image) => {
    if (!localOcr) {
      const init = performance.now()
      localOcr = createLocalOcr()
      await localOcr
      initMs = performance.now() - init
    }
    const worker = await localOcr
    const start = performance.now()
    const text = await worker.recognize(image)
    ocrMs.push(performance.now() - start)
    return text
  }
  const ctx = createContext(root, args.includes('--verbose'), ocr)
  const folders = resumeDocFolders(root)
  const rows = [...evalDataturks(ctx), ...(await evalGoldSources(ctx, folders))]
  const livecareer = await evalLivecareer(ctx)
  rows.push(
    ...livecareer.rows,
    ...(await evalFormatInvariance(ctx, folders, 'text')),
    ...(await evalFormatInvariance(ctx, folders, 'images')),
    ...(await evalFormatInvariance(ctx, folders, 'scans')),
    ...(await evalNonCv(ctx, folders)),
  )
  if (localOcr) await (await localOcr).terminate()

  const parse = stats(livecareer.parseMs)
  const both = stats(livecareer.parseMs.map((p, i) => p + (livecareer.extractMs[i] ?? 0)))
  const extract = stats(livecareer.extractMs)
  console.info(markdownTable(rows))
  console.info('')
  console.info(
    `Per-CV time on the LiveCareer PDFs (n=${livecareer.parseMs.length}): parse only mean ${parse.mean.toFixed(1)} ms, ` +
      `median ${parse.median.toFixed(1)} ms, p95 ${parse.p95.toFixed(1)} ms; text extraction + parse mean ${both.mean.toFixed(1)} ms, ` +
      `median ${both.median.toFixed(1)} ms, p95 ${both.p95.toFixed(1)} ms (extraction alone mean ${extract.mean.toFixed(1)} ms).`,
  )
  if (ocrMs.length > 0) {
    const page = stats(ocrMs)
    console.info(
      `OCR (tesseract.js in-process, ${LATIN_OCR_LANGUAGES.join('+')} then ${CYRILLIC_OCR_LANGUAGES.join('+')} below 70 % confidence, n=${ocrMs.length} page images incl. scanned-PDF pages): ` +
        `mean ${page.mean.toFixed(0)} ms, median ${page.median.toFixed(0)} ms, p95 ${page.p95.toFixed(0)} ms per page; init ${initMs.toFixed(0)} ms.`,
    )
  }
  console.info(`Data: ${root}. Eval ran in ${((performance.now() - started) / 1000).toFixed(1)} s.`)
  return 0
}

main().then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error))
    process.exitCode = 1
  },
)
