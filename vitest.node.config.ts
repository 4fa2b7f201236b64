import { defineConfig } from 'vitest/config'

/** Engine and script unit tests in plain Node. */
export default defineConfig({
  test: {
    include: [
      'tests/engine/**/*.test.ts',
      'tests/scripts/**/*.test.ts',
      'tests/contracts/**/*.test.ts',
      // Worker code checked in Node by tools a Worker cannot run (types from tsconfig.worker.json).
      'tests/worker-node/**/*.test.ts',
      'tests/providers/**/*.test.ts',
    ],
    environment: 'node',
    // Speed is measured in benchmarks, not here: a CLI child process or a PDF build may take seconds on a busy
    // 2-core machine, and vitest's 5 s default turned that into failures that said nothing about behaviour.
    testTimeout: 30_000,
    setupFiles: ['./tests/support/fail-on-console-error.ts'],
  },
})
