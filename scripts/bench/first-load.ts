/**
 * `npm run bench -- first-load`: what a phone downloads and how fast the first screens appear (issue 19).
 * - Initial JavaScript: the scripts index.html loads or preloads, gzip-compressed. Target ≤ 200 KB.
 * - Lighthouse (mobile, its default simulated slow 4G and CPU slowdown), performance score on /login
 *   and /dashboard (signed in). Target ≥ 0.95. Chromium is Debian's, started by chrome-launcher.
 * wrangler dev compresses assets as Cloudflare's edge does, so the bytes are those a phone would receive.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import type { BenchSession } from './server'

const root = join(import.meta.dirname, '..', '..')
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)

/** The JavaScript of the first load: every script and modulepreload named by index.html. */
export function initialJavaScript() {
  const html = readFileSync(join(root, 'dist', 'client', 'index.html'), 'utf8')
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '')
  let raw = 0
  let gzip = 0
  for (const file of files) {
    const bytes = readFileSync(join(root, 'dist', 'client', file))
    raw += bytes.byteLength
    gzip += gzipSync(bytes).byteLength
  }
  return { files: files.length, raw, gzip }
}

interface PageRun {
  score: number
  fcp: number
  lcp: number
  tbt: number
}

async function audit(url: string, port: number, cookie?: string): Promise<PageRun> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  })
  const lhr = result?.lhr
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`)
  const metric = (id: string) => Number(lhr.audits[id]?.numericValue ?? Number.NaN)
  return {
    score: lhr.categories.performance?.score ?? 0,
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN

export async function firstLoadBench(base: string, session: BenchSession) {
  const js = initialJavaScript()
  console.info('\n### First load (issue 19)\n')
  console.info('| initial JavaScript | files | raw | gzip | target |')
  console.info('|---|--:|--:|--:|--:|')
  console.info(
    `| index.html scripts and preloads | ${js.files} | ${(js.raw / 1024).toFixed(1)} KB | ${(js.gzip / 1024).toFixed(1)} KB | ≤ 200 KB |`,
  )

  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  })
  try {
    console.info(`\nLighthouse ${RUNS}× per page, mobile (simulated slow 4G, 4× CPU slowdown), medians:\n`)
    console.info(
      '| page | performance | first contentful paint | largest contentful paint | total blocking time | target |',
    )
    console.info('|---|--:|--:|--:|--:|--:|')
    for (const [path, cookie] of [
      ['/login', undefined],
      ['/dashboard', session.cookie],
    ] as const) {
      const runs: PageRun[] = []
      for (let i = 0; i < RUNS; i++) runs.push(await audit(`${base}${path}`, chrome.port, cookie))
      const ms = (key: keyof PageRun) => `${(median(runs.map((run) => run[key])) / 1000).toFixed(2)} s`
      console.info(
        `| ${path} | ${median(runs.map((run) => run.score)).toFixed(2)} | ${ms('fcp')} | ${ms('lcp')} | ${Math.round(median(runs.map((run) => run.tbt)))} ms | ≥ 0.95 |`,
      )
    }
  } finally {
    chrome.kill()
  }
}
