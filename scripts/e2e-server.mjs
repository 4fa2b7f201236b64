/**
 * The server end-to-end tests and benchmarks run against: a fresh local state folder, migrations,
 * seed, then `wrangler dev` on the given port. The SPA must already be built (`npm run build`).
 *   node scripts/e2e-server.mjs <port> <state-dir>
 */
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { root, runBin, runNode, startBin } from './lib/run.mjs'

const [port = '8790', state = '.wrangler/e2e-state'] = process.argv.slice(2)
rmSync(join(root, state), { recursive: true, force: true })
runBin('wrangler', ['d1', 'migrations', 'apply', 'shortlist', '--local', '--persist-to', state], { stdio: 'ignore' })
runNode([join(root, 'scripts', 'seed-local.mjs'), '--persist-to', state])
const dev = startBin('wrangler', [
  'dev',
  '--ip',
  '127.0.0.1',
  '--port',
  port,
  '--persist-to',
  state,
  '--inspector-port',
  '0',
  '--show-interactive-dev-session=false',
  '--log-level',
  'warn',
])
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => dev.kill(signal))
dev.on('exit', (code) => process.exit(code ?? 0))
