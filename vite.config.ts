import { fileURLToPath } from 'node:url'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type PluginOption, type UserConfig } from 'vite'
import { compileHints } from './scripts/vite/compile-hints'
import { inlineStylesheet } from './scripts/vite/inline-stylesheet'
import { routePreload } from './scripts/vite/route-preload'

// Absolute paths: Vite's root is ./web (index.html lives there), while the router plugin, paraglide
// and the output directory are addressed from the repository root.
/** Routes whose loader stays in the entry (see codeSplittingOptions). */
const ENTRY_LOADERS = new Set(['/_guest/login', '/_authenticated/dashboard'])

/**
 * The entry and the modules it imports as the stages of the start (see the code-splitting groups):
 * keep in step with web/main.tsx. A stage missing here would be fetched on its own, a round trip later.
 */
const START_MODULES = [
  /\/web\/main\.tsx$/,
  /\/node_modules\/react-dom\/client\.js$/,
  /\/web\/api\/(client|query-client)\.ts$/,
  /\/node_modules\/@tanstack\/react-router\/dist\/esm\/index\.js$/,
  /\/web\/router\.tsx$/,
  /\/web\/start\/(router-stage|render-app)\.tsx?$/,
]

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export default defineConfig(async ({ command, isSsrBuild }): Promise<UserConfig> => {
  const plugins: PluginOption[] = []
  // Only in dev: the paraglide Vite plugin keeps `vite build` alive for ~30 s (STACK-NOTES §2);
  // `npm run build` compiles the messages with the CLI first instead.
  if (command === 'serve') {
    const { paraglideVitePlugin } = await import('@inlang/paraglide-js')
    plugins.push(
      paraglideVitePlugin({
        project: fromRoot('./project.inlang'),
        outdir: fromRoot('./web/paraglide'),
        // Same strategy as the CLI compile (`npm run i18n`), so dev and build behave alike.
        strategy: ['cookie', 'globalVariable', 'baseLocale'],
      }),
    )
  }
  plugins.push(
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader travels with its page code, so the query helpers and the contracts' zod schemas
      // they parse with are built when a page is first visited, not when the app starts (issue 19: the
      // schemas of every page were constructed at start-up, on the first paint's main thread). The two
      // first-load pages keep their loaders in the entry: their data is asked while their code loads.
      codeSplittingOptions: {
        splitBehavior: ({ routeId }) =>
          ENTRY_LOADERS.has(routeId) ? [['component'], ['errorComponent'], ['notFoundComponent']] : undefined,
        defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
      },
      routesDirectory: fromRoot('./web/routes'),
      generatedRouteTree: fromRoot('./web/route-tree.gen.ts'),
      // The default (.tanstack/ in the working directory) is not gitignored; keep scratch files in node_modules.
      tmpDir: fromRoot('./node_modules/.cache/tanstack-router'),
      quoteStyle: 'single',
      semicolons: false,
    }),
    react(),
    inlineStylesheet(),
    compileHints(['app']),
    // A cold /dashboard fetches its layout's and page's chunks with the entry (ADR 0050).
    routePreload({ '/dashboard': ['web/routes/_authenticated.tsx', 'web/routes/_authenticated/dashboard.tsx'] }),
  )
  return {
    root: fromRoot('./web'),
    plugins,
    build: {
      outDir: fromRoot('./dist/client'),
      emptyOutDir: true,
      // Few files on the first load (issue 19). Each file costs a round trip, and over HTTP/1.1 (wrangler
      // dev, many proxies) only six travel at once: the page waited on 40 preloads and then ~20 one-line
      // message chunks. Now everything the entry needs is one file, and a common chunk under 4 KB (a
      // message, a small helper) is copied into the route chunks that use it instead of fetched alone.
      rolldownOptions: {
        // The server build (scripts/prerender-login.ts renders /login at build time) keeps its entry's
        // exports; the browser entry exports nothing.
        preserveEntrySignatures: isSsrBuild ? 'strict' : false,
        // main.tsx imports its stages dynamically to evaluate them in tasks of their own, not to move
        // them out of the initial file (the warning's subject): that they stay in it is intended.
        onLog(level, log, handler) {
          if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && log.message.includes('dynamically imported by web/main.tsx'))
            return
          handler(level, log)
        },
        // Building a zod schema has no effect outside the schema: one that no code reads is dropped
        // instead of being constructed at start-up (a contract module imported for one constant built
        // all of its schemas, in the entry; issue 19). `withConfirmation` (worker/contracts/password-policy.ts)
        // builds a schema and nothing else: the Worker's password requests are not built in the browser.
        treeshake: { manualPureFunctions: ['z', 'withConfirmation'] },
        // The server build is one file for Node to import once; the browser's grouping does not apply.
        output: isSsrBuild
          ? { codeSplitting: false }
          : {
              codeSplitting: {
                // main.tsx imports its stages dynamically, so that each is evaluated in a task of its own
                // (ADR 0049 addendum); their modules stay in the one initial file all the same (the stages
                // cost no round trip).
                groups: [{ name: 'app', test: (id) => START_MODULES.some((module) => module.test(id)) }],
                experimentalInlineCommonChunks: { maxSize: 4096 },
              },
            },
      },
      // The stylesheet is inline in index.html (inlineStylesheet); a lazy route must not fetch it again.
      modulePreload: { resolveDependencies: (_file, deps) => deps.filter((dep) => !dep.endsWith('.css')) },
      // The one initial file is larger than Vite's 500 KB warning on purpose (about 195 KB gzip).
      chunkSizeWarningLimit: 800,
    },
    server: { proxy: { '/api': { target: 'http://127.0.0.1:8787', changeOrigin: false } } },
  }
})
