/**
 * `npm test`: typecheck, lint, engine unit tests (Node), Worker integration tests (workerd),
 * web component tests (happy-dom), then the end-to-end tests in Chromium against `wrangler dev`.
 * Stops at the first failing stage; prints one summary line with the test counts.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { ensureChromium } from './lib/chromium.mjs'
import { env, root } from './lib/run.mjs'

const tmp = join(root, '.tmp')
mkdirSync(tmp, { recursive: true })
const bin = (name) => join(root, 'node_modules', '.bin', name)
const vitest = (config, name, extraEnv = {}) => [
  bin('vitest'),
  [
    'run',
    '--config',
    config,
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${join(tmp, `results-${name}.json`)}`,
  ],
  name,
  extraEnv,
]

const stages = [
  ['npm', ['run', '-s', 'typecheck'], null],
  ['npm', ['run', '-s', 'lint'], null],
  vitest('vitest.node.config.ts', 'unit'),
  vitest('vitest.worker.config.ts', 'worker'),
  vitest('vitest.web.config.ts', 'web'),
  ['npm', ['run', '-s', 'build'], null],
  [bin('playwright'), ['test'], 'e2e'],
]

// Checked (and installed when possible) first, so a missing browser is known before the long stages.
const chromiumMissing = ensureChromium()

let passed = 0
let failed = 0
const started = Date.now()
for (const [command, args, name, extraEnv = {}] of stages) {
  const label = name ?? args.at(-1)
  if (name === 'e2e' && chromiumMissing) {
    console.error(`\n${chromiumMissing}`)
    console.info(`${passed} passed, ${failed} failed; the end-to-end stage did not run`)
    process.exit(1)
  }
  console.info(`\n── ${label} ──`)
  const resultFile = name && join(tmp, `results-${name}.json`)
  if (resultFile) rmSync(resultFile, { force: true })
  const t = Date.now()
  const run = spawnSync(command, args, { cwd: root, env: { ...env, CI: '1', ...extraEnv }, stdio: 'inherit' })
  if (resultFile && existsSync(resultFile)) {
    const report = JSON.parse(readFileSync(resultFile, 'utf8'))
    const counts = countResults(report)
    passed += counts.passed
    failed += counts.failed
    console.info(
      `── ${label}: ${counts.passed} passed, ${counts.failed} failed in ${((Date.now() - t) / 1000).toFixed(1)} s`,
    )
  }
  if (run.status !== 0) {
    console.error(`── ${label} failed (exit ${run.status ?? run.signal})`)
    console.info(`${passed} passed, ${Math.max(failed, 1)} failed`)
    process.exit(run.status || 1)
  }
}
console.info(`\nAll stages green in ${((Date.now() - started) / 1000).toFixed(0)} s`)
console.info(`${passed} passed, ${failed} failed`)

/** vitest's JSON reporter has numPassedTests; Playwright's has stats.expected / unexpected. */
function countResults(report) {
  if (typeof report.numPassedTests === 'number') return { passed: report.numPassedTests, failed: report.numFailedTests }
  return { passed: report.stats?.expected ?? 0, failed: (report.stats?.unexpected ?? 0) + (report.stats?.flaky ?? 0) }
}
