import { cleanup } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { setCsrfTokenReader } from '../../web/api/client'
import { removeAllToasts } from '../../web/components/toast/toaster'
import { setLocale } from '../../web/paraglide/runtime'

// Any console.error (React act() warnings, failed prop types, router errors) fails the test:
// they are bugs even when the assertions pass.
let consoleErrors: unknown[][] = []

// The signed-in shell loads its header controls lazily (web/components/layout/deferred-shell.tsx), the
// root its toast region and the layout its upload-status stream (on the first toast, after the page's
// data, on an upload). Compiled here once, so a test's waiting time does not include Vite transforming
// those chunks. (Importing a module is not loading it in the app: toaster.ts still counts as not loaded.)
beforeAll(async () => {
  const { SHELL_PARTS } = await import('../../web/components/layout/deferred-shell')
  await Promise.all([
    ...Object.values(SHELL_PARTS).map((load) => load()),
    import('../../web/components/toast/toast-region'),
    import('../../web/features/upload-status/upload-status-live'),
  ])
})

beforeEach(() => {
  consoleErrors = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args)
  })
  setLocale('en', { reload: false })
})

afterEach(() => {
  cleanup()
  // The app's toaster is a module-level store: a toast of one test must not show up in the next.
  removeAllToasts()
  setCsrfTokenReader(() => undefined)
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  const errors = consoleErrors
  consoleErrors = []
  if (errors.length > 0) {
    throw new Error(`console.error was called:\n${errors.map((args) => args.map(String).join(' ')).join('\n')}`)
  }
})
