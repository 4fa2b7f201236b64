/**
 * `npm run bench -- long-tasks`: the main-thread tasks of a cold /login and /dashboard load (issue 19).
 * Lighthouse's mobile score simulates a 4× slower CPU by multiplying the tasks it observes here, so
 * every task over 12.5 ms on this machine becomes blocking time. A Chromium trace (no throttling) lists
 * each top-level task over 10 ms with what ran inside it: the script evaluated or the function called
 * (file:line:column and name), style and layout, parsing, painting.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import puppeteer, { type Browser } from 'puppeteer-core'
import type { BenchSession } from './server'

const RUNS = Number(process.env.BENCH_TRACE_RUNS ?? 2)
const THRESHOLD_MS = 10
/** A folder to keep each run's trace in (open it in DevTools' Performance panel). */
const SAVE_DIR = process.env.BENCH_TRACE_SAVE
const PROFILE = process.env.BENCH_TRACE_PROFILE === '1'

interface TraceEvent {
  name: string
  cat: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: {
    name?: string
    data?: Record<string, unknown>
    beginData?: { dirtyObjects?: number; totalObjects?: number; partialLayout?: boolean; stackTrace?: unknown[] }
    elementCount?: number
  }
}

/** Work inside a task worth naming, by trace event name. */
const WORK: Record<string, (event: TraceEvent) => string> = {
  EvaluateScript: (e) => `evaluate ${short(String(e.args?.data?.url ?? ''))}`,
  'v8.compileModule': (e) => `compile ${short(String(e.args?.data?.fileName ?? ''))}`,
  'v8.evaluateModule': () => 'evaluate module',
  FunctionCall: (e) => {
    const d = e.args?.data ?? {}
    return `call ${String(d.functionName || '(anonymous)')} ${short(String(d.url ?? ''))}:${String(d.lineNumber ?? '?')}:${String(d.columnNumber ?? '?')}`
  },
  TimerFire: () => 'timer',
  FireAnimationFrame: () => 'animation frame',
  EventDispatch: (e) => `event ${String(e.args?.data?.type ?? '')}`,
  ParseHTML: () => 'parse HTML',
  ParseAuthorStyleSheet: () => 'parse CSS',
  UpdateLayoutTree: (e) => (e.args?.elementCount === undefined ? 'style' : `style ${e.args.elementCount} elements`),
  // How much of the tree a layout pass walked (dirty of total layout objects), and whether script
  // forced it (a stack trace: something measured the page inside a call).
  Layout: (e) => {
    const begin = e.args?.beginData
    const forced = begin?.stackTrace ? ' forced' : ''
    return begin?.totalObjects === undefined
      ? `layout${forced}`
      : `layout ${begin.dirtyObjects ?? '?'}/${begin.totalObjects} objects${forced}`
  },
  Paint: () => 'paint',
  'v8.run': () => 'v8',
  GCEvent: () => 'GC',
  MajorGC: () => 'major GC',
  MinorGC: () => 'minor GC',
}

/**
 * V8's own phases (categories v8 and disabled-by-default-v8.compile): compiling a function at its first
 * call (lazy compile), compiling a script or module, parsing, running microtasks. Without them the time
 * V8 spends compiling inside a task shows as its unexplained rest.
 */
const V8_WORK: Record<string, string> = {
  'V8.CompileLazy': 'v8 lazy compile',
  'V8.CompileCode': 'v8 compile',
  'V8.ScriptCompiler': 'v8 script compile',
  'V8.CompileScript': 'v8 script compile',
  'V8.CompileModule': 'v8 module compile',
  'V8.ParseProgram': 'v8 parse',
  'V8.ParseFunction': 'v8 parse function',
  'V8.PreParse': 'v8 preparse',
  'V8.StreamingFinalization': 'v8 streaming finalization',
  'V8.OptimizeCode': 'v8 optimize',
  'V8.DeserializeContext': 'v8 deserialize',
  'v8.compile': 'v8 compile',
  'v8.produceModuleCache': 'v8 code cache',
  'v8.produceCache': 'v8 code cache',
  RunMicrotasks: 'microtasks',
}

function label(event: TraceEvent): string | undefined {
  const v8 = V8_WORK[event.name]
  if (v8) return v8
  return WORK[event.name]?.(event)
}

function short(url: string) {
  return url.replace(/^https?:\/\/[^/]+/, '') || '(inline)'
}

interface LongTask {
  start: number
  duration: number
  parts: { label: string; self: number }[]
}

/** Top-level tasks of the page's main thread over the threshold, with their largest parts. */
export function longTasks(events: TraceEvent[], navigationStart: number): LongTask[] {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && isPage(events, e))
  if (!main) return []
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
  const tasks = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) / 1000 > THRESHOLD_MS)
  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0)
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && label(e))
    // Self time per labelled event: its duration minus that of labelled events directly inside it.
    const parts = inside.map((event) => {
      const eventEnd = event.ts + (event.dur ?? 0)
      const children = inside.filter(
        (other) => other !== event && other.ts >= event.ts && other.ts + (other.dur ?? 0) <= eventEnd,
      )
      const direct = children.filter(
        (child) =>
          !children.some(
            (mid) => mid !== child && mid.ts <= child.ts && mid.ts + (mid.dur ?? 0) >= child.ts + (child.dur ?? 0),
          ),
      )
      const self = (event.dur ?? 0) - direct.reduce((sum, child) => sum + (child.dur ?? 0), 0)
      return { label: label(event) ?? event.name, self: self / 1000 }
    })
    const merged = new Map<string, number>()
    for (const part of parts) merged.set(part.label, (merged.get(part.label) ?? 0) + part.self)
    return {
      start: (task.ts - navigationStart) / 1000,
      duration: (task.dur ?? 0) / 1000,
      parts: [...merged].map(([label, self]) => ({ label, self })).sort((a, b) => b.self - a.self),
    }
  })
}

/** The renderer process that navigated to the app (not an about:blank or extension renderer). */
function isPage(events: TraceEvent[], thread: TraceEvent) {
  return events.some(
    (e) =>
      e.pid === thread.pid &&
      e.name === 'navigationStart' &&
      String((e.args?.data as { documentLoaderURL?: string } | undefined)?.documentLoaderURL ?? '').startsWith('http'),
  )
}

async function traceOnce(browser: Browser, base: string, path: string, cookie?: string) {
  const page = await browser.newPage()
  const cdp = await page.createCDPSession()
  await cdp.send('Network.clearBrowserCache')
  await cdp.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'all' })
  await cdp.send('Network.clearBrowserCookies')
  if (cookie) {
    const [name = '', value = ''] = cookie.split('=', 2)
    await cdp.send('Network.setCookie', { name, value, url: base, httpOnly: true, sameSite: 'Lax' })
  }
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true })
  await page.tracing.start({
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'v8',
      'disabled-by-default-v8.compile',
      'blink.user_timing',
      // V8's sampling profiler, to attribute a task's time to functions (BENCH_TRACE_PROFILE=1 with
      // BENCH_TRACE_SAVE): it adds its own overhead to the tasks, so it is off for the figures.
      ...(PROFILE ? ['disabled-by-default-v8.cpu_profiler'] : []),
    ],
  })
  // Not `networkidle0`: the signed-in pages keep a connection open (session refresh, realtime).
  await page.goto(`${base}${path}`, { waitUntil: 'load', timeout: 60_000 })
  await new Promise((resolve) => setTimeout(resolve, 4000))
  const buffer = await page.tracing.stop()
  await page.close()
  const text = new TextDecoder().decode(buffer)
  if (SAVE_DIR) {
    mkdirSync(SAVE_DIR, { recursive: true })
    const name = `${path.replace(/\W+/g, '') || 'root'}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`
    writeFileSync(join(SAVE_DIR, name), text)
  }
  const { traceEvents } = JSON.parse(text) as { traceEvents: TraceEvent[] }
  const nav = traceEvents.find(
    (e) =>
      e.name === 'navigationStart' &&
      String((e.args?.data as { documentLoaderURL?: string } | undefined)?.documentLoaderURL ?? '').startsWith('http'),
  )
  return longTasks(traceEvents, nav?.ts ?? 0)
}

export async function longTasksBench(base: string, session: BenchSession) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
  try {
    console.info(`\n### Long tasks of a cold load (main thread, tasks > ${THRESHOLD_MS} ms, no throttling)\n`)
    // BENCH_FIRST_LOAD_PAGES=/dashboard narrows a run, as for first-load.
    const only = process.env.BENCH_FIRST_LOAD_PAGES?.split(',')
    for (const [path, cookie] of [
      ['/login', undefined],
      ['/dashboard', session.cookie],
    ] as const) {
      if (only && !only.includes(path)) continue
      for (let run = 1; run <= RUNS; run++) {
        const tasks = await traceOnce(browser, base, path, cookie)
        // A rough figure: Lighthouse counts only the tasks between the first paint and interactivity.
        const blocking = tasks.reduce((sum, task) => sum + Math.max(0, task.duration * 4 - 50), 0)
        console.info(
          `\n${path}, run ${run}: ${tasks.length} tasks over ${THRESHOLD_MS} ms; ×4 blocking time of all of them ≈ ${Math.round(blocking)} ms\n`,
        )
        console.info('| at ms | duration ms | largest parts (self ms) |')
        console.info('|--:|--:|---|')
        for (const task of tasks) {
          const parts = task.parts
            .filter((part) => part.self >= 1)
            .slice(0, 5)
            .map((part) => `${part.label} ${part.self.toFixed(1)}`)
            .join('; ')
          console.info(`| ${task.start.toFixed(0)} | ${task.duration.toFixed(1)} | ${parts} |`)
        }
      }
    }
  } finally {
    await browser.disconnect()
    chrome.kill()
  }
}
