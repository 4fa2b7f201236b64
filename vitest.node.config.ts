import { defineConfig } from 'vitest/config'

/** Engine and script unit tests in plain Node. */
export default defineConfig({
  test: {
    include: [
      'tests/engine/**/*.test.ts',
      'tests/scripts/**/*.test.ts',
      'tests/contracts/**/*.test.ts',
      'tests/providers/**/*.test.ts',
    ],
    environment: 'node',
    setupFiles: ['./tests/support/fail-on-console-error.ts'],
  },
})
