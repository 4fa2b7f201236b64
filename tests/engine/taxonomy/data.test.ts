import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import groups from '../../../worker/engine/taxonomy/data/isco-groups.json'
import occupations from '../../../worker/engine/taxonomy/data/occupations.json'
import skills from '../../../worker/engine/taxonomy/data/skills.json'

const DATA = join(import.meta.dirname, '../../../worker/engine/taxonomy/data')

describe('generated taxonomy data', () => {
  // The Worker's limit is 3 MB gzip for the whole bundle (free plan); this data compresses to about a
  // third and the rest of the Worker takes about 1.7 MB gzip (`npm run size`). 2.5 MB held until the
  // occupation vote's word table (about 400 KB) arrived.
  it('stays within the Worker bundle budget (3 MB raw)', () => {
    const total = readdirSync(DATA)
      .filter((f) => f.endsWith('.json'))
      .reduce((n, f) => n + statSync(join(DATA, f)).size, 0)
    expect(total).toBeLessThanOrEqual(3 * 1024 * 1024)
  })

  it('has unique skill ids and aliases that point at existing skills', () => {
    const ids = skills.skills.map((s) => s[0])
    expect(new Set(ids).size).toBe(ids.length)
    const n = skills.skills.length
    for (const v of Object.values(skills.aliases as Record<string, number>)) {
      expect(v >> 2).toBeLessThan(n)
      expect(v & 3).toBeLessThanOrEqual(2)
    }
    for (const key of Object.keys(skills.caseForms))
      expect((skills.aliases as Record<string, number>)[key]! & 3).toBe(2)
  })

  it('maps titles only to ISCO unit groups that exist', () => {
    const known = new Set(Object.keys(groups))
    for (const code of new Set(Object.values(occupations.titles as Record<string, number>))) {
      expect(known.has(String(code).padStart(4, '0'))).toBe(true)
    }
  })

  it('carries the attribution note', () => {
    const readme = readFileSync(join(DATA, 'README.md'), 'utf8')
    for (const owner of ['ESCO', 'ILO', 'O*NET', 'CEFR', 'Europass']) expect(readme).toContain(owner)
  })
})
