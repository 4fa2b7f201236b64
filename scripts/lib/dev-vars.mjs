/**
 * Local secrets for `wrangler dev`: .dev.vars (gitignored) gets a random DATA_ENCRYPTION_KEY on first
 * use, so no secret is ever committed and each checkout has its own.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { root } from './run.mjs'

export function ensureDevVars() {
  const file = join(root, '.dev.vars')
  const current = existsSync(file) ? readFileSync(file, 'utf8') : ''
  if (/^DATA_ENCRYPTION_KEY=/m.test(current)) return
  const line = `DATA_ENCRYPTION_KEY=${randomBytes(32).toString('base64')}\n`
  writeFileSync(file, current && !current.endsWith('\n') ? `${current}\n${line}` : current + line, { mode: 0o600 })
}
