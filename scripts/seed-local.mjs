/**
 * Seeds the local D1 database (miniflare) once: `npm run db:seed:local` or from `npm start`.
 *   node scripts/seed-local.mjs [--persist-to <dir>] [--force]
 * Skips when the platform_settings 'seed' marker row exists; --force applies it anyway, which is
 * harmless because every seed INSERT is ON CONFLICT DO NOTHING. Run the migrations first.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

const root = fileURLToPath(new URL('..', import.meta.url))
const { values } = parseArgs({ options: { 'persist-to': { type: 'string' }, force: { type: 'boolean' } } })

// Wrangler and tsx need Node 22; the node package in node_modules provides it even when PATH has Node 20.
const localNode = join(root, 'node_modules', '.bin', 'node')
const node = existsSync(localNode) ? localNode : process.execPath
const wranglerBin = join(root, 'node_modules', 'wrangler', 'bin', 'wrangler.js')
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' }
const persist = values['persist-to'] ? ['--persist-to', values['persist-to']] : []
const sqlFile = join(root, '.tmp', 'seed.sql')

function run(args, capture = false) {
  const result = spawnSync(node, args, {
    cwd: root,
    env,
    encoding: 'utf8',
    stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  })
  if (result.error) throw result.error
  return result
}

function alreadySeeded() {
  const sql = "SELECT value FROM platform_settings WHERE key = 'seed'"
  const result = run(
    [wranglerBin, 'd1', 'execute', 'shortlist', '--local', ...persist, '--json', '--command', sql],
    true,
  )
  if (result.status !== 0) {
    const output = `${result.stdout}\n${result.stderr}`
    if (output.includes('no such table')) {
      console.error('seed: the local database has no schema yet; run `npm run db:migrate:local` first.')
    } else {
      console.error(output)
    }
    process.exit(1)
  }
  const [first] = JSON.parse(result.stdout)
  return (first?.results?.length ?? 0) > 0
}

if (!values.force && alreadySeeded()) {
  console.info('seed: local database already seeded, nothing to do.')
  process.exit(0)
}

if (run(['--import', 'tsx', join(root, 'scripts', 'seed.ts'), '--out', sqlFile]).status !== 0) process.exit(1)
// Captured: wrangler prints one JSON result per statement, which is only worth showing on failure.
const applied = run(
  [wranglerBin, 'd1', 'execute', 'shortlist', '--local', ...persist, '--yes', '--file', sqlFile],
  true,
)
if (applied.status !== 0) {
  console.error(`${applied.stdout}\n${applied.stderr}`)
  process.exit(applied.status ?? 1)
}
console.info('seed: local database seeded.')
