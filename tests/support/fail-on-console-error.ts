import { afterEach, beforeEach } from 'vitest'

/** A console.error during a test fails it: errors must be asserted, not scrolled past. */
const original = console.error
let errors: unknown[][] = []
beforeEach(() => {
  errors = []
  console.error = (...args: unknown[]) => {
    errors.push(args)
  }
})
afterEach(() => {
  console.error = original
  if (errors.length) {
    const shown = errors.map((a) => a.map(String).join(' ')).join('\n')
    throw new Error(`console.error was called during the test:\n${shown}`)
  }
})
