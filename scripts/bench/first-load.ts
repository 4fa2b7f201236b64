/**
 * `npm run bench -- first-load`: what a phone downloads and how fast the first screens appear (issue 19).
 * - Initial JavaScript: the scripts index.html loads or preloads, gzip-compressed. Target ≤ 200 KB.
 * - Lighthouse (mobile, its default simulated slow 4G and CPU slowdown), performance score on /login
 *   and /dashboard (signed in). Target ≥ 0.95. Chromium is Debian's, started by chrome-launcher.
 * wrangler dev serves assets uncompressed while Cloudflare's edge compresses them, so the pages are
 * measured through a small gzip proxy in front of the bench server: the bytes a phone would receive.
 */
import { readFileSync } from 'node:fs'
import { createServer, request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { createGzip, gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import type { BenchSession } from './server'

const root = join(import.meta.dirname, '..', '..')
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)
const COMPRESSIBLE = /^(text\/|application\/(javascript|json)|image\/svg)/

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

/** A reverse proxy that gzips text answers, as Cloudflare's edge does in production. */
async function gzipProxy(target: string): Promise<{ base: string; close: () => void }> {
  const upstream = new URL(target)
  const server = createServer((req, res) => {
    const forward = httpRequest(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '')
        const accepts = String(req.headers['accept-encoding'] ?? '').includes('gzip')
        if (!accepts || !COMPRESSIBLE.test(type) || answer.headers['content-encoding']) {
          res.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(res)
          return
        }
        const headers = { ...answer.headers, 'content-encoding': 'gzip', vary: 'accept-encoding' }
        delete headers['content-length']
        res.writeHead(answer.statusCode ?? 502, headers)
        answer.pipe(createGzip()).pipe(res)
      },
    )
    forward.on('error', () => res.writeHead(502).end())
    req.pipe(forward)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { base: `http://127.0.0.1:${port}`, close: () => server.close() }
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
  console.log('\n### First load (issue 19)\n')
  console.log('| initial JavaScript | files | raw | gzip | target |')
  console.log('|---|--:|--:|--:|--:|')
  console.log(
    `| index.html scripts and preloads | ${js.files} | ${(js.raw / 1024).toFixed(1)} KB | ${(js.gzip / 1024).toFixed(1)} KB | ≤ 200 KB |`,
  )

  const proxy = await gzipProxy(base)
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
    console.log(`\nLighthouse ${RUNS}× per page, mobile (simulated slow 4G, 4× CPU slowdown), medians:\n`)
    console.log(
      '| page | performance | first contentful paint | largest contentful paint | total blocking time | target |',
    )
    console.log('|---|--:|--:|--:|--:|--:|')
    for (const [path, cookie] of [
      ['/login', undefined],
      ['/dashboard', session.cookie],
    ] as const) {
      const runs: PageRun[] = []
      for (let i = 0; i < RUNS; i++) runs.push(await audit(`${proxy.base}${path}`, chrome.port, cookie))
      const ms = (key: keyof PageRun) => `${(median(runs.map((run) => run[key])) / 1000).toFixed(2)} s`
      console.log(
        `| ${path} | ${median(runs.map((run) => run.score)).toFixed(2)} | ${ms('fcp')} | ${ms('lcp')} | ${Math.round(median(runs.map((run) => run.tbt)))} ms | ≥ 0.95 |`,
      )
    }
  } finally {
    chrome.kill()
    proxy.close()
  }
}
