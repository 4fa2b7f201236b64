import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ensureChromium } from '../../scripts/lib/chromium.mjs'

const saved = process.env.CHROMIUM_PATH
afterEach(() => {
  if (saved === undefined) delete process.env.CHROMIUM_PATH
  else process.env.CHROMIUM_PATH = saved
})

describe('npm test checks for Chromium before the end-to-end stage', () => {
  it('is satisfied by an existing browser binary', () => {
    const dir = mkdtempSync(join(tmpdir(), 'chromium-'))
    process.env.CHROMIUM_PATH = join(dir, 'chromium')
    writeFileSync(process.env.CHROMIUM_PATH, '#!/bin/sh\n')
    expect(ensureChromium({ install: false })).toBeNull()
  })

  it('says in one sentence what to do when the browser is missing, instead of failing every test', () => {
    process.env.CHROMIUM_PATH = join(tmpdir(), 'no-such-dir', 'chromium')
    const message = ensureChromium({ install: false }) ?? ''
    expect(message).toContain(process.env.CHROMIUM_PATH)
    expect(message.split('. ').length).toBe(1)
  })
})
