/**
 * The server end-to-end tests and benchmarks run against: a fresh local state folder, migrations,
 * seed, then `wrangler dev` on the given port. The SPA must already be built (`npm run build`).
 *   node scripts/e2e-server.mjs <port> <state-dir>
 */
import { rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { ensureDevVars } from './lib/dev-vars.mjs'
import { root, runBin, runNode, startBin } from './lib/run.mjs'

/** A port nobody listens on right now (the OS picks it). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

const [port = '8790', state = '.wrangler/e2e-state'] = process.argv.slice(2)
rmSync(join(root, state), { recursive: true, force: true })
ensureDevVars()
runBin('wrangler', ['d1', 'migrations', 'apply', 'shortlist', '--local', '--persist-to', state], { stdio: 'ignore' })
runNode([join(root, 'scripts', 'seed-local.mjs'), '--persist-to', state])
// Google and Microsoft sign-in go to the local OpenID double (tests/doubles/oidc-provider.ts). The ids
// and secrets below are that double's fixed local client pairs, not secrets of any real provider.
const oidcPort = process.env.E2E_OIDC_PORT ?? '8796'
const oidc = startBin('tsx', [join(root, 'tests', 'doubles', 'oidc-provider.ts'), oidcPort], { stdio: 'ignore' })
// Images are read by the local OCR service (scripts/local-ocr), as under `npm start`, on a free port
// unless one is given: parallel test runs on one machine must not meet on it.
const ocrPort = process.env.E2E_OCR_PORT ?? String(await freePort())
const ocr = startBin('tsx', [join(root, 'scripts', 'local-ocr', 'ocr-server.ts'), ocrPort], { stdio: 'ignore' })
// Gmail and Microsoft Graph (the inbox): the mail provider double, with its demo mailbox.
// Asked before the OCR service has bound its port, so the OS may name that one again: skip it.
let mailPort = process.env.E2E_MAIL_PORT ?? String(await freePort())
while (mailPort === ocrPort) mailPort = String(await freePort())
const mail = startBin('tsx', [join(root, 'tests', 'doubles', 'mail-provider.ts'), mailPort], { stdio: 'ignore' })
const mailBase = `http://127.0.0.1:${mailPort}`
const oidcVars = [
  `APP_URL:http://127.0.0.1:${port}`,
  `OCR_URL:http://127.0.0.1:${ocrPort}/ocr`,
  'GOOGLE_CLIENT_ID:shortlist-local-google',
  'GOOGLE_CLIENT_SECRET:local-double-google-secret',
  `GOOGLE_ISSUER:http://127.0.0.1:${oidcPort}/google`,
  'MICROSOFT_CLIENT_ID:shortlist-local-microsoft',
  'MICROSOFT_CLIENT_SECRET:local-double-microsoft-secret',
  `MICROSOFT_ISSUER:http://127.0.0.1:${oidcPort}/microsoft`,
  // A failed webhook delivery is retried after 1 s here (30 s by default), so a test sees the retry.
  'WEBHOOK_RETRY_BASE_SECONDS:1',
  `GOOGLE_AUTH_URL:${mailBase}/google/o/oauth2/v2/auth`,
  `GOOGLE_TOKEN_URL:${mailBase}/google/token`,
  `GOOGLE_REVOKE_URL:${mailBase}/google/revoke`,
  `GMAIL_API_URL:${mailBase}/gmail`,
  `MICROSOFT_LOGIN_URL:${mailBase}/microsoft`,
  `MICROSOFT_GRAPH_URL:${mailBase}/graph`,
].flatMap((v) => ['--var', v])
const dev = startBin('wrangler', [
  'dev',
  ...oidcVars,
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
dev.on('exit', (code) => {
  oidc.kill('SIGTERM')
  ocr.kill('SIGTERM')
  mail.kill('SIGTERM')
  process.exit(code ?? 0)
})
