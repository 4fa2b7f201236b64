/**
 * `npm start`: build the SPA, migrate the local D1 database, seed demo data once, and serve
 * everything with `wrangler dev` (local D1, R2, Queues, Durable Objects; no Cloudflare account).
 */
import { join } from 'node:path'
import { root, runBin, runNode, runScript, startBin } from './lib/run.mjs'

const PORT = process.env.PORT ?? '8787'

runScript('build')
runBin('wrangler', ['d1', 'migrations', 'apply', 'shortlist', '--local'])
runNode([join(root, 'scripts', 'seed-local.mjs')])

console.info(`
  Shortlist is starting at http://localhost:${PORT}

  Demo sign-ins (local seed data):
    Northwind Talent (English)        owner@northwind.example      Owner-Secret-1
                                      admin@northwind.example      Admin-Secret-1
                                      user@northwind.example       User-Secret-1
    Alpenblick Personal GmbH (German) inhaber@alpenblick.example   Owner-Secret-1
                                      admin@alpenblick.example     Admin-Secret-1
                                      nutzer@alpenblick.example    User-Secret-1
    Platform admin                    admin@shortlist.local        Admin-Secret-1
`)

const dev = startBin('wrangler', ['dev', '--ip', '127.0.0.1', '--port', PORT, '--show-interactive-dev-session=false'])
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => dev.kill(signal))
dev.on('exit', (code) => process.exit(code ?? 0))
