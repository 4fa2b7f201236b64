import { describe, expect, it } from 'vitest'
import { findPhrase, foldLine } from '../../../worker/engine/job-parsing/text-match'

/** findPhrase keeps its answer after the speed-up: the first phrase of the table, as whole words. */
describe('findPhrase', () => {
  const table = ['mother tongue', 'native', 'fluent', 'very good', 'c++']

  it('finds one-word and multi-word phrases as whole words only', () => {
    expect(findPhrase(foldLine('Fluent German'), table)).toBe('fluent')
    expect(findPhrase(foldLine('German: very good'), table)).toBe('very good')
    expect(findPhrase(foldLine('Polish (mother tongue)'), table)).toBe('mother tongue')
    expect(findPhrase(foldLine('Fluently spoken, a natively good coder'), table)).toBeNull()
    expect(findPhrase(foldLine('C++ and Go'), table)).toBe('c++')
  })

  it('answers with the first phrase of the table that occurs, not the first in the line', () => {
    expect(findPhrase(foldLine('fluent English, native Polish'), table)).toBe('native')
    expect(findPhrase(foldLine('very good English, mother tongue Polish'), table)).toBe('mother tongue')
  })

  it('answers each line for itself when lines and tables alternate', () => {
    const other = ['required', 'must have']
    const a = foldLine('Must have: fluent English')
    const b = foldLine('Nice to have: Spanish')
    expect(findPhrase(a, table)).toBe('fluent')
    expect(findPhrase(b, table)).toBeNull()
    expect(findPhrase(a, other)).toBe('must have')
    expect(findPhrase(b, other)).toBeNull()
    expect(findPhrase(a, table)).toBe('fluent')
  })
})
