/**
 * More CV shapes of issue #12 that still mis-read facts: a CV written in Markdown, a skills line that
 * starts with "Over 10 years of …", a Europass footer at the end of the last section. Documents written
 * here in those shapes.
 */
import { describe, expect, it } from 'vitest'
import { parseCv } from '../../../worker/engine/parsing/index'
import { normalizeText, stripMarkdown } from '../../../worker/engine/parsing/normalize'
import { splitSkillItems } from '../../../worker/engine/parsing/skills'

const parse = (text: string) => parseCv(text, { today: '2026-11' })

const MARKDOWN_CV = `# Jonas Lindqvist
## Payroll Specialist

Email: jonas.lindqvist@example.com

## Skills
**Payroll**, Excel, SAP

## Experience
### Payroll Specialist, Fjord Logistics AB — Gothenburg
Feb 2016 – Present
- Monthly payroll for 400 employees

## Education
### Bachelor of Business Administration, University of Gothenburg
2012 - 2015

## Languages
English, Swedish`

describe('a CV written in Markdown', () => {
  it('heading markers and strong emphasis do not stay in the text', () => {
    expect(stripMarkdown('### Payroll Specialist ###')).toBe('Payroll Specialist')
    expect(stripMarkdown('**Payroll**, Excel')).toBe('Payroll, Excel')
    expect(stripMarkdown('C# and F#')).toBe('C# and F#')
    expect(normalizeText('#hashtag\n2 * 3 * 4')).toBe('#hashtag\n2 * 3 * 4')
  })

  it('reads the name, title, sections and jobs without "#" leaking into them', () => {
    const cv = parse(MARKDOWN_CV)
    expect(cv.name).toBe('Jonas Lindqvist')
    expect(cv.title).toBe('Payroll Specialist')
    expect(cv.experience).toEqual([
      {
        title: 'Payroll Specialist',
        company: expect.stringMatching(/^Fjord Logistics/),
        start: '2016-02',
        end: 'present',
      },
    ])
    expect(cv.hardSkills).toEqual(expect.arrayContaining(['Payroll', 'Microsoft Excel', 'SAP']))
    expect([...cv.hardSkills, ...cv.softSkills].some((s) => s.includes('#'))).toBe(false)
    expect(cv.education.map((e) => e.level)).toEqual(['bachelor'])
    expect(cv.languages.map((l) => l.language).sort()).toEqual(['en', 'sv'])
  })
})

describe('skills lines with years and footers', () => {
  it('"Over 10 years of bookkeeping" leaves no "Over" behind', () => {
    expect(splitSkillItems('Over 10 years of bookkeeping, Excel, Xero')).not.toContain('Over')
    const cv = parse('Anna Berg\nBookkeeper\n\nSKILLS\nOver 10 years of bookkeeping, Excel, Xero\nMore, Sage')
    expect(cv.hardSkills).toEqual(expect.arrayContaining(['Microsoft Excel', 'Xero']))
    expect(cv.hardSkills).not.toContain('Over')
    expect(cv.hardSkills).not.toContain('More')
  })

  it('a Europass footer after the languages is neither a skill nor a graduation year', () => {
    const cv = parse(
      [
        'Erik Dahl',
        'EDUCATION',
        'Bachelor of Science in Economics, University of Oslo',
        'LANGUAGES',
        'English, Norwegian',
        '© European Union, 2002-2013 | europass.europa.eu',
      ].join('\n'),
    )
    expect([...cv.hardSkills, ...cv.softSkills].some((s) => s.includes('European Union'))).toBe(false)
    expect(cv.education).toEqual([
      expect.objectContaining({ level: 'bachelor', institution: 'University of Oslo', year: null }),
    ])
  })
})

describe('normalizeText: a fullwidth dash whose last byte was lost', () => {
  // "－" (EF BC 8D) read as Windows-1252 keeps "ï¼"; 0x8D is no character there and is dropped.
  it('between two dates it is a range dash, so the range is read', () => {
    expect(normalizeText('Sales Manager 01/2015 ï¼ 07/2015 Company Name')).toBe(
      'Sales Manager 01/2015 – 07/2015 Company Name',
    )
    expect(normalizeText('2010ï¼2012')).toBe('2010–2012')
  })

  it('a CV whose ranges use it gets its positions and years', () => {
    const cv = parseCv(
      'Jane Roe\nSALES MANAGER\nExperience\nSales Manager 01/2015 ï¼ 07/2015 Company Name City , State\n' +
        'Resolved customer complaints.\nCashier 09/2014 ï¼ 01/2015 City , State\nHandled cash.\n',
      { today: '2026-11' },
    )
    expect(cv.experience.map((e) => [e.title, e.start, e.end])).toEqual([
      ['Sales Manager', '2015-01', '2015-07'],
      ['Cashier', '2014-09', '2015-01'],
    ])
    expect(cv.yearsOfExperience).not.toBeNull()
  })

  it('elsewhere it still separates like a bar', () => {
    expect(normalizeText('Company Name ï¼ City , State')).toBe('Company Name | City , State')
  })
})
