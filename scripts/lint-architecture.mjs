#!/usr/bin/env node
// Architecture rules that Biome cannot express (ADR 0016), run by `npm run lint`:
//   1. SQL lives in repositories: outside `*.repo.ts`, `worker/db/**`, `worker/engine/**` and the
//      composition root, nothing in worker/ imports drizzle-orm, db/schema or names a D1 type.
//   2. Services get ports, not bindings: no `env.` read in `*.service.ts`, and no `services.env` /
//      `c.env` anywhere in worker/ but the composition roots.
// Usage: node scripts/lint-architecture.mjs [root]   (root defaults to the current directory)
// Prints `file:line: reason` per finding and exits 1 when there is any.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { pathToFileURL } from 'node:url'

/** Files that build services from the bindings: the only places that may touch them. */
const COMPOSITION_ROOTS = new Set(['worker/index.ts', 'worker/env.ts', 'worker/middleware/services.ts'])

const SQL_REASON = 'SQL belongs in a *.repo.ts (ADR 0016)'
const ENV_REASON = 'services use ports on the services object, not bindings from env (ADR 0016)'

/** Which rules apply to a file (path relative to the root, with forward slashes). */
function scopeOf(path) {
  const mayHaveSql =
    path.endsWith('.repo.ts') ||
    path.startsWith('worker/db/') ||
    path.startsWith('worker/engine/') ||
    COMPOSITION_ROOTS.has(path)
  return {
    sql: !mayHaveSql,
    serviceEnv: path.endsWith('.service.ts'),
    servicesEnv: !COMPOSITION_ROOTS.has(path) && !path.startsWith('worker/engine/'),
  }
}

/**
 * The source with comments blanked out (newlines kept, so line numbers hold): a comment that
 * mentions `env.FILES` or drizzle must not count. With `blankStrings`, string contents go too (a
 * message may say `env.FILES`); without it they stay, because import specifiers live there.
 */
export function stripComments(source, blankStrings = false) {
  let out = ''
  let i = 0
  let quote = null
  while (i < source.length) {
    const ch = source[i]
    const next = source[i + 1]
    if (quote) {
      const keep = (c) => (!blankStrings || c === '\n' ? c : ' ')
      if (ch === '\\') {
        out += keep(ch) + keep(next ?? '')
        i += 2
        continue
      }
      if (ch === quote) {
        quote = null
        out += ch
      } else out += keep(ch)
      i++
    } else if (ch === '/' && next === '/') {
      while (i < source.length && source[i] !== '\n') i++
    } else if (ch === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2)
      const stop = end === -1 ? source.length : end + 2
      out += source.slice(i, stop).replace(/[^\n]/g, ' ')
      i = stop
    } else {
      if (ch === "'" || ch === '"' || ch === '`') quote = ch
      out += ch
      i++
    }
  }
  return out
}

const lineAt = (text, index) => text.slice(0, index).split('\n').length

/** Module specifiers of static imports, re-exports and dynamic imports, with their line. */
function importsOf(code) {
  const found = []
  const patterns = [
    /\b(?:import|export)\s[^'"`;]*?\bfrom\s*(['"])([^'"]+)\1/g,
    /\bimport\s*(['"])([^'"]+)\1/g,
    /\bimport\s*\(\s*(['"])([^'"]+)\1\s*\)/g,
  ]
  for (const pattern of patterns) {
    for (const m of code.matchAll(pattern)) {
      found.push({ specifier: m[2], line: lineAt(code, m.index + m[0].lastIndexOf(m[2])) })
    }
  }
  return found
}

const isDrizzle = (specifier) => specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')
const isSchema = (specifier) => /(^|\/)db\/schema(\/|$)/.test(specifier)

/** Findings for one file's source. */
export function checkSource(path, source) {
  const scope = scopeOf(path)
  const code = stripComments(source)
  const bare = stripComments(source, true)
  const findings = []
  const seen = new Set()
  const add = (line, reason) => {
    // One finding per line and reason: `env.X.get(env.X.idFromName(…))` is one mistake.
    if (seen.has(`${line}:${reason}`)) return
    seen.add(`${line}:${reason}`)
    findings.push({ file: path, line, reason })
  }

  if (scope.sql) {
    for (const { specifier, line } of importsOf(code)) {
      if (isDrizzle(specifier)) add(line, `imports '${specifier}': ${SQL_REASON}`)
      else if (isSchema(specifier)) add(line, `imports '${specifier}': ${SQL_REASON}`)
    }
    for (const m of bare.matchAll(/\bD1[A-Z]\w*/g)) {
      add(lineAt(bare, m.index), `names the D1 type ${m[0]}: ${SQL_REASON}`)
    }
  }
  if (scope.servicesEnv) {
    for (const m of bare.matchAll(/\b(?:services|c)\s*\.\s*env\b/g)) {
      add(lineAt(bare, m.index), `reads ${m[0].replace(/\s/g, '')}: ${ENV_REASON}`)
    }
    for (const m of bare.matchAll(/\{[^{}]*\benv\b[^{}]*\}\s*=\s*(?:services|c)\b/g)) {
      add(
        lineAt(bare, m.index + m[0].search(/\benv\b/)),
        `takes env out of ${m[0].split('=').pop().trim()}: ${ENV_REASON}`,
      )
    }
  }
  if (scope.serviceEnv) {
    for (const m of bare.matchAll(/(?<![\w.])env\s*\.\s*[A-Za-z_]\w*/g)) {
      add(lineAt(bare, m.index), `reads ${m[0].replace(/\s/g, '')} in a service: ${ENV_REASON}`)
    }
  }
  return findings
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* sourceFiles(path)
    else if (/\.(ts|tsx|mts|js|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path
  }
}

/** Every finding under `<root>/worker`, sorted by file and line. */
export function checkTree(root) {
  const findings = []
  for (const file of sourceFiles(join(root, 'worker'))) {
    const path = relative(root, file).split(sep).join('/')
    findings.push(...checkSource(path, readFileSync(file, 'utf8')))
  }
  return findings.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const findings = checkTree(process.argv[2] ?? process.cwd())
  for (const f of findings) console.error(`${f.file}:${f.line}: ${f.reason}`)
  if (findings.length > 0) {
    console.error(`lint-architecture: ${findings.length} finding(s)`)
    process.exit(1)
  }
}
