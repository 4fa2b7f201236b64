/**
 * `npm run bench -- first-load`: what a phone downloads and how fast the first screens appear (issue 19).
 * - Initial JavaScript: the scripts index.html loads or preloads, gzip-compressed. Target ≤ 200 KB.
 * - Lighthouse (mobile, its default simulated slow 4G and CPU slowdown), performance score on /login
 *   and /dashboard (signed in). Target ≥ 0.95. Chromium is Debian's, started by chrome-launcher.
 * wrangler dev compresses assets as Cloudflare's edge does, so the bytes are those a phone would receive.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import puppeteer, { type Browser } from 'puppeteer-core'
import { startHttp2Front } from './h2-front'
import type { BenchSession } from './server'

const root = join(import.meta.dirname, '..', '..')
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)
/** A folder to keep each run's Lighthouse report in (its network log is the page's waterfall). */
const SAVE_DIR = process.env.BENCH_LIGHTHOUSE_SAVE
/**
 * Lighthouse's simulated phone is this machine's CPU slowed 4×, so the score depends on the host: a
 * host half as fast blocks twice as long. BENCH_CPU_SLOWDOWN=8 asks how the page fares on such a host
 * (Lighthouse's benchmark index, printed with the results, says how fast this one is).
 */
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4)

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
  cls: number
  lcpElement: string
  /** Lighthouse's measure of the host CPU (higher is faster; it warns below 1,000). */
  benchmarkIndex: number
}

/**
 * Every run starts cold (no HTTP cache, no storage), as a first visit does. A signed-in run puts the
 * session cookie into the browser's cookie jar, where a real browser keeps it: an `extraHeaders`
 * cookie is dropped by Chromium as soon as the page sets a cookie of its own (the language cookie),
 * which signed the measured page out half-way and measured the sign-in page instead.
 */
async function startCold(browser: Browser, base: string, cookie?: string) {
  const page = await browser.newPage()
  const cdp = await page.createCDPSession()
  await cdp.send('Network.clearBrowserCache')
  await cdp.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'all' })
  if (cookie) {
    const [name = '', value = ''] = cookie.split('=', 2)
    await cdp.send('Network.setCookie', { name, value, url: base, httpOnly: true, sameSite: 'Lax' })
  }
  await page.close()
}

async function audit(browser: Browser, base: string, path: string, port: number, cookie?: string): Promise<PageRun> {
  await startCold(browser, base, cookie)
  const result = await lighthouse(`${base}${path}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // Lighthouse would also clear the cookie set above; startCold has cleared everything else.
    disableStorageReset: true,
    throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN },
  })
  const lhr = result?.lhr
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${path}`)
  if (SAVE_DIR) {
    mkdirSync(SAVE_DIR, { recursive: true })
    const name = `${path.replace(/\W+/g, '') || 'root'}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`
    writeFileSync(join(SAVE_DIR, name), JSON.stringify(lhr))
  }
  const metric = (id: string) => Number(lhr.audits[id]?.numericValue ?? Number.NaN)
  const lcpNode = (lhr.audits['lcp-breakdown-insight']?.details as { items?: { nodeLabel?: string }[] } | undefined)
    ?.items?.[1]
  return {
    score: lhr.categories.performance?.score ?? 0,
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    lcpElement: lcpNode?.nodeLabel ?? '',
    benchmarkIndex: lhr.environment.benchmarkIndex,
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN

export async function firstLoadBench(server: string, session: BenchSession) {
  const front =
    process.env.BENCH_FIRST_LOAD_H2 === '1' ? await startHttp2Front(server, Number(new URL(server).port) + 1) : null
  const base = front?.base ?? server
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
      ...(front ? ['--ignore-certificate-errors'] : []),
    ],
  })
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
  try {
    console.info(
      `\nLighthouse ${RUNS}× per page, mobile (simulated slow 4G, ${CPU_SLOWDOWN}× CPU slowdown), medians:\n`,
    )
    console.info(
      '| page | performance (range) | first contentful paint | largest contentful paint | total blocking time | layout shift | host CPU index | target |',
    )
    console.info('|---|--:|--:|--:|--:|--:|--:|--:|')
    const elements: string[] = []
    // BENCH_FIRST_LOAD_PAGES=/login narrows a run (an A/B comparison of one page on a shared machine).
    const only = process.env.BENCH_FIRST_LOAD_PAGES?.split(',')
    for (const [path, cookie] of [
      ['/login', undefined],
      ['/dashboard', session.cookie],
    ] as const) {
      if (only && !only.includes(path)) continue
      const runs: PageRun[] = []
      for (let i = 0; i < RUNS; i++) runs.push(await audit(browser, base, path, chrome.port, cookie))
      const mid = (key: 'score' | 'fcp' | 'lcp' | 'tbt' | 'cls' | 'benchmarkIndex') =>
        median(runs.map((run) => run[key]))
      const s = (key: 'fcp' | 'lcp') => `${(mid(key) / 1000).toFixed(2)} s`
      const scores = runs.map((run) => run.score)
      const range = `${Math.min(...scores).toFixed(2)}–${Math.max(...scores).toFixed(2)}`
      console.info(
        `| ${path} | ${mid('score').toFixed(2)} (${range}) | ${s('fcp')} | ${s('lcp')} | ${Math.round(mid('tbt'))} ms | ${mid('cls').toFixed(3)} | ${Math.round(mid('benchmarkIndex'))} | ≥ 0.95 |`,
      )
      elements.push(`${path}: ${[...new Set(runs.map((run) => run.lcpElement))].join(' / ')}`)
    }
    // Which element was the largest paint: the page itself, not an error notice or the sign-in form.
    console.info(`\nLargest contentful paint element — ${elements.join('; ')}`)
  } finally {
    await browser.disconnect()
    chrome.kill()
    front?.stop()
  }
}
