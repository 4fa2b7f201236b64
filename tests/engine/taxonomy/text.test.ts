import { describe, expect, it } from 'vitest'
import { parseDelimited, splitLabels } from '../../../worker/engine/taxonomy/build/csv'
import { iloForms } from '../../../worker/engine/taxonomy/build/occupations-build'
import { fold, phraseKey, tokenize } from '../../../worker/engine/taxonomy/text'

describe('fold and tokenize', () => {
  it('folds case, accents, special letters and apostrophes', () => {
    expect(fold('Teamfähigkeit')).toBe('teamfahigkeit')
    expect(fold('Łódź Straße Ørsted')).toBe('lodz strasse orsted')
    expect(fold('esprit d’équipe')).toBe('esprit dequipe')
  })

  it('keeps + and # and a leading dot, splits on other punctuation', () => {
    expect(tokenize('C++/C#, .NET, ASP.NET, node.js').map((t) => t.key)).toEqual([
      'c++',
      'c#',
      '.net',
      'asp',
      'net',
      'node',
      'js',
    ])
    expect(phraseKey('CI/CD')).toBe('ci cd')
  })

  it('maps tokens back to the original text', () => {
    const text = 'Über .NET'
    const [a, b] = tokenize(text)
    expect(text.slice(a?.start, a?.end)).toBe('Über')
    expect(text.slice(b?.start, b?.end)).toBe('.NET')
  })
})

describe('build helpers', () => {
  it('reads quoted CSV fields with commas, quotes and line breaks', () => {
    const rows = parseDelimited('a,b\n"x, y","line 1\nline ""2"""\nplain,\n')
    expect(rows).toEqual([
      { a: 'x, y', b: 'line 1\nline "2"' },
      { a: 'plain', b: '' },
    ])
    expect(splitLabels('one\ntwo | three')).toEqual(['one', 'two', 'three'])
  })

  it('turns inverted ILO index titles around', () => {
    expect(iloForms('Nurse, registered')).toEqual(['registered Nurse'])
    expect(iloForms('Operator, machine: drilling (mine)')).toEqual(['drilling machine Operator'])
    expect(iloForms('Teacher, of gifted children')).toEqual(['Teacher of gifted children'])
    expect(iloForms('Accountant')).toEqual(['Accountant'])
  })
})
