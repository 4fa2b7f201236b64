/**
 * Writes dist/client/login.html: index.html with the sign-in page's markup already in #root (ADR 0049).
 * Run by `npm run build` after `vite build`. The markup comes from the real route, layout and
 * components (a server build of web/prerender/login-page.tsx, rendered once here), so FCP and LCP on
 * /login need only the HTML; the app then renders the same markup over it.
 *
 * Until the app is live, the form and the buttons are `inert`: typing into a field the app is about
 * to replace would be lost, and a button would do nothing. Links are plain links and work at once.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'
import { loginDocument } from './prerender/login-document'

const root = join(import.meta.dirname, '..')
const client = join(root, 'dist', 'client')
const serverOut = join(root, 'node_modules', '.cache', 'prerender-login')

await build({
  configFile: join(root, 'vite.config.ts'),
  logLevel: 'warn',
  build: {
    ssr: join(root, 'web', 'prerender', 'login-page.tsx'),
    outDir: serverOut,
    emptyOutDir: true,
    copyPublicDir: false,
  },
})
const { renderLoginPage } = (await import(pathToFileURL(join(serverOut, 'login-page.js')).href)) as {
  renderLoginPage: () => Promise<{ lang: string; title: string; markup: string }>
}
const page = await renderLoginPage()
writeFileSync(join(client, 'login.html'), loginDocument(readFileSync(join(client, 'index.html'), 'utf8'), page))
rmSync(serverOut, { recursive: true, force: true })
console.info('prerender: dist/client/login.html')
// The rendered app leaves timers behind (its query cache's and router's), which kept this build step
// alive for minutes after its work was done: the file is written, so the step ends here.
process.exit(0)
