import { fileURLToPath } from 'node:url'
import { tanstackRouterGenerator } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export default defineConfig({
  plugins: [
    // Regenerates web/route-tree.gen.ts (gitignored) so `npm run test:web` works on a fresh checkout.
    tanstackRouterGenerator({
      target: 'react',
      routesDirectory: fromRoot('./web/routes'),
      generatedRouteTree: fromRoot('./web/route-tree.gen.ts'),
      tmpDir: fromRoot('./node_modules/.cache/tanstack-router'),
      quoteStyle: 'single',
      semicolons: false,
    }),
    react(),
  ],
  test: {
    include: ['tests/web/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['./tests/web/setup.ts'],
    // Query retries and toasts use real timers; tests that need time control opt in to fake timers.
    testTimeout: 10_000,
  },
})
