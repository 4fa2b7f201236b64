/**
 * `npm start`: build the SPA, migrate the local D1 database, seed demo data once, and serve
 * everything with `wrangler dev` (local D1, R2, Queues, Durable Objects; no Cloudflare account).
 */
import { join } from 'node:path'
import { ensureDevVars } from './lib/dev-vars.mjs'
import { root, runBin, runNode, runScript, startBin } from './lib/run.mjs'

const PORT = process.env.PORT ?? '8787'

runScript('build')
ensureDevVars()
runBin('wrangler', ['d1', 'migrations', 'apply', 'shortlist', '--local'])
runNode([join(root, 'scripts', 'seed-local.mjs')])

console.info(`
  Shortlist is starting at http://localhost:${PORT}

  Demo sign-ins (local seed data):
    Northwind Talent (English)        owner@northwind.example      Owner-Secret-1
                                      admin@northwind.example      Admin-Secret-1
                                      user@northwind.example       User-Secret-1
                                      suspended@northwind.example  Suspended-Secret-1 (suspended)
    Alpenblick Personal GmbH (German) inhaber@alpenblick.example   Owner-Secret-1
                                      admin@alpenblick.example     Admin-Secret-1
                                      nutzer@alpenblick.example    User-Secret-1
    Platform admin                    admin@shortlist.local        Admin-Secret-1
`)

// Google and Microsoft sign-in go to the local OpenID double (tests/doubles/oidc-provider.ts) on 8788.
// The ids and secrets below are that double's fixed local client pairs, not secrets of any real provider.
const OIDC_PORT = process.env.OIDC_PORT ?? '8788'
const oidc = startBin('tsx', [join(root, 'tests', 'doubles', 'oidc-provider.ts'), OIDC_PORT])
// Uploaded images and scanned CVs are read by the local OCR service (tesseract.js, scripts/local-ocr);
// in production Workers AI does it.
const OCR_PORT = process.env.OCR_PORT ?? '8789'
const ocr = startBin('tsx', [join(root, 'scripts', 'local-ocr', 'ocr-server.ts'), OCR_PORT])
// Connected mailboxes (the inbox) read Gmail and Microsoft Graph through the local mail double on 8785,
// which serves a demo mailbox of invented applications to every account that connects.
const MAIL_PORT = process.env.MAIL_PORT ?? '8785'
const mail = startBin('tsx', [join(root, 'tests', 'doubles', 'mail-provider.ts'), MAIL_PORT])
const mailBase = `http://127.0.0.1:${MAIL_PORT}`
const mailVars = [
  `GOOGLE_AUTH_URL:${mailBase}/google/o/oauth2/v2/auth`,
  `GOOGLE_TOKEN_URL:${mailBase}/google/token`,
  `GOOGLE_REVOKE_URL:${mailBase}/google/revoke`,
  `GMAIL_API_URL:${mailBase}/gmail`,
  `MICROSOFT_LOGIN_URL:${mailBase}/microsoft`,
  `MICROSOFT_GRAPH_URL:${mailBase}/graph`,
]
const oidcVars = [
  `APP_URL:http://localhost:${PORT}`,
  `OCR_URL:http://127.0.0.1:${OCR_PORT}/ocr`,
  'GOOGLE_CLIENT_ID:shortlist-local-google',
  'GOOGLE_CLIENT_SECRET:local-double-google-secret',
  `GOOGLE_ISSUER:http://127.0.0.1:${OIDC_PORT}/google`,
  'MICROSOFT_CLIENT_ID:shortlist-local-microsoft',
  'MICROSOFT_CLIENT_SECRET:local-double-microsoft-secret',
  `MICROSOFT_ISSUER:http://127.0.0.1:${OIDC_PORT}/microsoft`,
  ...mailVars,
].flatMap((v) => ['--var', v])

const dev = startBin('wrangler', [
  'dev',
  ...oidcVars,
  '--ip',
  '127.0.0.1',
  '--port',
  PORT,
  '--show-interactive-dev-session=false',
])
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => dev.kill(signal))

// The seed writes OPEN jobs straight into D1, so nothing has matched them yet: once the server answers,
// run the cron once (worker/housekeeping.ts starts matching for OPEN jobs that never had a run).
async function matchSeededJobs() {
  const base = `http://127.0.0.1:${PORT}`
  for (let attempt = 0; attempt < 180; attempt++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) {
        await fetch(`${base}/cdn-cgi/local/scheduled`)
        return
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
}
matchSeededJobs()
dev.on('exit', (code) => {
  oidc.kill('SIGTERM')
  ocr.kill('SIGTERM')
  mail.kill('SIGTERM')
  process.exit(code ?? 0)
})
