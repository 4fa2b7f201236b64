import { chromium } from '@playwright/test'
import { getDocumentProxy, extractText as unpdfExtract } from 'unpdf'
import { makeCv, makeJob } from '../../tests/engine/matching/fixtures'
import { jpegFile, pngFile } from '../../tests/fixtures/documents/image-fixtures'
import { blankPagesPdf, encryptedPdf } from '../../tests/fixtures/documents/pdf-fixtures'
import { scannedPdf } from '../../tests/fixtures/documents/scan-fixtures'
import {
  concat,
  highRatioBombDocx,
  lyingSizeBombDocx,
  manyEntriesDocx,
  overlappingEntriesDocx,
} from '../../tests/fixtures/documents/zip-fixtures'
import { syntheticCv } from '../../tests/fixtures/synthetic-cv'
import { textToPdf } from '../../tests/fixtures/synthetic-pdf'
import { extractText } from '../../worker/engine/documents'
import { prepareCv, prepareJob, scoreMatch, scorePair } from '../../worker/engine/matching'
import { parseCv } from '../../worker/engine/parsing'
import { findSkills } from '../../worker/engine/taxonomy'
import { createLocalOcr } from '../local-ocr/tesseract-ocr'

const N = 40

/** CPU ms per document: the whole embedded pipeline against unpdf text extraction alone (the floor). */
export async function cpuBench() {
  const pdfs = await Promise.all(Array.from({ length: N }, (_, i) => textToPdf(syntheticCv(2000 + i).text)))
  // Warm both paths (pdf.js loads lazily; taxonomy indexes build once).
  await unpdfExtract(await getDocumentProxy(pdfs[0]!.slice()), { mergePages: true })
  parseCv((await extractText(pdfs[0]!.slice())).text)

  const floorStart = process.cpuUsage()
  for (const pdf of pdfs) await unpdfExtract(await getDocumentProxy(pdf.slice()), { mergePages: true })
  const floor = cpuMs(process.cpuUsage(floorStart)) / N

  const extractStart = process.cpuUsage()
  const texts: string[] = []
  for (const pdf of pdfs) texts.push((await extractText(pdf.slice())).text)
  const extract = cpuMs(process.cpuUsage(extractStart)) / N

  const parseStart = process.cpuUsage()
  for (const text of texts) parseCv(text)
  const parse = cpuMs(process.cpuUsage(parseStart)) / N

  console.info(`\nCPU per 2-page PDF CV (Node ${process.version}, ${N} synthetic CVs, warm)\n`)
  console.info('| step | CPU ms / document | vs unpdf floor |')
  console.info('|---|---:|---:|')
  console.info(`| unpdf extractText alone (floor) | ${floor.toFixed(2)} | 1.00 |`)
  console.info(`| engine text extraction (layout-aware) | ${extract.toFixed(2)} | ${(extract / floor).toFixed(2)} |`)
  console.info(`| parseCv | ${parse.toFixed(2)} | ${(parse / floor).toFixed(2)} |`)
  console.info(
    `| whole embedded pipeline | ${(extract + parse).toFixed(2)} | ${((extract + parse) / floor).toFixed(2)} |`,
  )
  await ocrBench()
}

const OCR_PAGES = 4

/**
 * OCR per page, apart from the pipeline above (it is not CPU of the Worker: Workers AI in production,
 * the local tesseract.js service under `npm start`). Pages are synthetic CVs rendered by Chromium at
 * A4 150 dpi, as a scanner or phone gives them; read as images and as scanned PDFs (JPEG pages, and PNG
 * pages that the PDF stores as raw pixels). Wall-clock ms; OCR runs in a worker thread.
 */
async function ocrBench() {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' })
  const jpegs: Uint8Array[] = []
  const pngs: Uint8Array[] = []
  try {
    const page = await browser.newPage({ viewport: { width: 1240, height: 1754 } })
    for (let i = 0; i < OCR_PAGES; i++) {
      const html = syntheticCv(3000 + i)
        .text.split('\n')
        .map((line) => `<div>${line.replace(/[<&]/g, (c) => (c === '<' ? '&lt;' : '&amp;')) || '&nbsp;'}</div>`)
        .join('')
      await page.setContent(`<body style="font:22px serif;padding:90px;margin:0;background:#fff">${html}</body>`)
      jpegs.push(new Uint8Array(await page.screenshot({ type: 'jpeg', quality: 85 })))
      pngs.push(new Uint8Array(await page.screenshot({ type: 'png' })))
    }
  } finally {
    await browser.close()
  }
  const initStart = performance.now()
  const local = await createLocalOcr()
  const init = performance.now() - initStart
  try {
    const ocr = (image: Uint8Array) => local.recognize(image)
    await extractText(jpegs[0]!.slice(), { ocr }) // warm
    const timed = async (run: () => Promise<unknown>) => {
      const start = performance.now()
      for (let i = 0; i < OCR_PAGES; i++) await run()
      return (performance.now() - start) / OCR_PAGES
    }
    let n = 0
    const image = await timed(() => extractText(jpegs[n++ % OCR_PAGES]!.slice(), { ocr }))
    const scans = await Promise.all(jpegs.map((jpeg) => scannedPdf([{ jpeg }])))
    const scan = await timed(() => extractText(scans[n++ % OCR_PAGES]!.slice(), { ocr }))
    const rawScans = await Promise.all(pngs.map((png) => scannedPdf([{ png }])))
    const raw = await timed(() => extractText(rawScans[n++ % OCR_PAGES]!.slice(), { ocr }))
    // The scan path without OCR: plan, inflate, PNG encode (what the Worker spends per page).
    const noOcr = async () => ''
    const decode = await timed(() => extractText(rawScans[n++ % OCR_PAGES]!.slice(), { ocr: noOcr }).catch(() => null))
    console.info(
      `\nOCR per page, apart from the pipeline (local tesseract.js, ${OCR_PAGES} A4 pages at 150 dpi, warm)\n`,
    )
    console.info('| step | ms / page |')
    console.info('|---|---:|')
    console.info(`| OCR worker start (once per process) | ${init.toFixed(0)} |`)
    console.info(`| JPEG image → text | ${image.toFixed(0)} |`)
    console.info(`| scanned PDF, JPEG page → text | ${scan.toFixed(0)} |`)
    console.info(`| scanned PDF, raw-pixel page → PNG → text | ${raw.toFixed(0)} |`)
    console.info(`| scanned PDF, raw-pixel page → PNG, without OCR (engine share) | ${decode.toFixed(0)} |`)
  } finally {
    await local.terminate()
  }
}

function cpuMs(usage: NodeJS.CpuUsage) {
  return (usage.user + usage.system) / 1000
}

/** Wall-clock microseconds per call of `fn`, after a warm-up. */
function perCallMicros(fn: () => void, runs: number) {
  for (let i = 0; i < Math.min(200, runs); i++) fn()
  const start = performance.now()
  for (let i = 0; i < runs; i++) fn()
  return ((performance.now() - start) * 1000) / runs
}

/** Taxonomy lookups and scoring: the per-pair costs matching will multiply. */
export function engineBench() {
  const text = syntheticCv(77).text.repeat(2)
  const skills = perCallMicros(() => findSkills(text, 'anywhere'), 300)
  const cv = makeCv({ hardSkills: ['Python', 'SQL', 'Docker', 'JS', 'React', 'Kubernetes', 'AWS', 'Git', 'Linux'] })
  const job = makeJob()
  const raw = perCallMicros(() => scoreMatch(cv, job), 2000)
  const prepared = prepareCv(cv)
  const fast = perCallMicros(() => scoreMatch(prepared, job), 2000)
  const preparedJob = prepareJob(job)
  const pair = perCallMicros(() => scorePair(prepared, preparedJob), 200_000)
  const many = manyApplicants()
  console.info('\nEngine calls (Node, warm)\n')
  console.info('| call | µs per call |')
  console.info('|---|---:|')
  console.info(`| findSkills on a ${text.length}-character CV | ${skills.toFixed(0)} |`)
  console.info(`| scoreMatch (CV not prepared) | ${raw.toFixed(1)} |`)
  console.info(`| scoreMatch (prepared CV) | ${fast.toFixed(1)} |`)
  console.info(`| scorePair (prepared CV and job) | ${pair.toFixed(2)} |`)
  console.info(`| prepareCv (${many.skillsPerCv} skills, once per CV) | ${many.prepareMicros.toFixed(1)} |`)
  console.info(`| prepareJob (${many.jobSkills} wanted skills, once per job) | ${many.prepareJobMicros.toFixed(0)} |`)
  console.info(
    `| scorePair, one job × ${many.cvs.toLocaleString('en')} distinct prepared CVs (median of ${many.rounds} rounds) | ${many.pairMicros.toFixed(2)} |`,
  )
}

const POOL = [
  'Python',
  'SQL',
  'Docker',
  'JS',
  'React',
  'Kubernetes',
  'AWS',
  'Git',
  'Linux',
  'Java',
  'C#',
  'PostgreSQL',
  'MySQL',
  'TypeScript',
  'Node.js',
  'Angular',
  'Vue.js',
  'Redis',
  'Kafka',
  'Spring',
  'Hibernate',
  'Jenkins',
  'Terraform',
  'Azure',
  'GCP',
  'Scrum',
  'Agile',
  'REST',
  'GraphQL',
  'HTML',
  'CSS',
  'Excel',
  'Accounting',
  'Sales',
  'Marketing',
  'Project management',
  'Teamwork',
  'Leadership',
  'Communication',
  'Tekla Structures',
  'Stock audit',
  'SAP',
]
const TITLES = ['Software Developer', 'Backend Engineer', 'Accountant', 'Sales Manager', 'Data Analyst', 'Nurse']

/** One realistic job (many wanted skills) against many distinct synthetic applicants, prepared once. */
function manyApplicants() {
  let seed = 7
  const rand = (n: number) => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff
    return seed % n
  }
  const cvs = 10_000
  const skillsPerCv = 20
  const parsed = Array.from({ length: cvs }, () =>
    makeCv({
      hardSkills: Array.from({ length: skillsPerCv }, () => POOL[rand(POOL.length)] as string),
      title: TITLES[rand(TITLES.length)] as string,
      yearsOfExperience: rand(25),
      isco: { code: ['2512', '2411', '1221', '2511', '2221'][rand(5)] as string, title: 'x' },
    }),
  )
  const t0 = performance.now()
  const prepared = parsed.map(prepareCv)
  const prepareMicros = ((performance.now() - t0) * 1000) / cvs
  const job = makeJob({ skills: POOL.slice(0, 30), title: 'Senior Backend Software Developer' })
  const t1 = performance.now()
  for (let i = 0; i < 100; i++) prepareJob(job)
  const prepareJobMicros = ((performance.now() - t1) * 1000) / 100
  const pj = prepareJob(job)
  const out = new Float64Array(8)
  // Rounds over all CVs; the median round is reported (the machine may be shared, one round can stall).
  const rounds: number[] = []
  let sink = 0
  for (let r = 0; r < 13; r++) {
    const t2 = performance.now()
    for (const p of prepared) sink += scorePair(p, pj, out).score
    if (r >= 3) rounds.push(((performance.now() - t2) * 1000) / cvs)
  }
  if (sink < 0) console.info(sink)
  const pairMicros = rounds.sort((a, b) => a - b)[rounds.length >> 1] as number
  return {
    cvs,
    rounds: rounds.length,
    skillsPerCv,
    jobSkills: pj.skills.length,
    prepareMicros,
    prepareJobMicros,
    pairMicros,
  }
}

/** How fast hostile files are refused (milliseconds, first call). */
export async function hostileBench() {
  const cases: [string, Uint8Array][] = [
    ['DOCX zip bomb (high ratio)', highRatioBombDocx()],
    ['DOCX lying about its size', lyingSizeBombDocx()],
    ['overlapping ZIP entries', overlappingEntriesDocx()],
    ['5,000 ZIP entries', manyEntriesDocx()],
    ['PDF with 2,000 pages', await blankPagesPdf(2000)],
    ['encrypted PDF', encryptedPdf()],
    ['JPEG + DOCX polyglot', concat([jpegFile(200, 200), highRatioBombDocx()])],
    ['PNG claiming 50,000 × 50,000', pngFile(50_000, 50_000, false)],
  ]
  console.info('\nHostile files refused by extractText (Node, first call)\n')
  console.info('| file | reason | ms |')
  console.info('|---|---|---:|')
  for (const [name, bytes] of cases) {
    const start = performance.now()
    const reason = await extractText(bytes).then(
      () => 'accepted (!)',
      (err: { reason?: string }) => err.reason ?? 'error',
    )
    console.info(`| ${name} | ${reason} | ${(performance.now() - start).toFixed(1)} |`)
  }
}
