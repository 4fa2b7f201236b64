/**
 * CV shapes that mis-read facts on documents from outside the dev set (issue #12, "CVs"): each case
 * is a document written here in the failing shape, with the fact it must (not) yield.
 */
import { describe, expect, it } from 'vitest'
import { findDateRanges } from '../../../worker/engine/parsing/dates'
import { parseCv, readDocument } from '../../../worker/engine/parsing/index'
import { findSkills } from '../../../worker/engine/taxonomy/index'

const parse = (text: string) => parseCv(text, { today: '2026-11' })

describe('experience comes only from real positions', () => {
  it('a birth date under its label, nationality and a Europass footer are not jobs', () => {
    const cv = parse(
      [
        'Anna Nowak',
        'Personal information',
        'Date of birth',
        '14/05/1995',
        'Nationality Polish',
        'Work experience',
        '2019 - present Accountant, Contoso Ltd',
        '© European Union, 2002-2013 | europass.europa.eu',
        'Page 1 / 2',
        'Education and training',
        '2014 - 2018 Bachelor of Accounting, University of Warsaw',
      ].join('\n'),
    )
    expect(cv.experience).toEqual([{ title: 'Accountant', company: 'Contoso Ltd', start: '2019-01', end: 'present' }])
    expect(cv.yearsOfExperience).toBe(7.9)
  })

  it('a footer inside the experience section does not add eleven years', () => {
    const cv = parse(
      ['Maria Gomez', 'EXPERIENCE', '2019 - present  Accountant, Contoso Ltd', '© European Union, 2002-2013'].join(
        '\n',
      ),
    )
    expect(cv.experience.map((e) => e.company)).toEqual(['Contoso Ltd'])
  })

  it('two dates on consecutive lines with other words beside them are no range', () => {
    expect(findDateRanges('Born: 1995\nFeb 2020 Sales assistant')).toEqual([])
    // A two-line date column still joins: each date stands alone on its line.
    expect(findDateRanges('Jan 2015\nDec 2019')).toHaveLength(1)
  })

  it('"Over 20 years experience" opening the work history is read', () => {
    const cv = parse(
      [
        'Maria Gomez',
        'EXPERIENCE',
        'Over 20 years experience in accounting',
        '2019 - present Accountant, Contoso Ltd',
      ].join('\n'),
    )
    expect(cv.yearsOfExperience).toBe(20)
  })
})

describe('education', () => {
  it('a high-school diploma is high_school, and the school is the institution', () => {
    const cv = parse(
      [
        'John Carter',
        'EDUCATION',
        'High School Diploma, Colegio San Martin, 2012',
        'EXPERIENCE',
        'Sales assistant, Tienda Uno, 2013 - 2016',
      ].join('\n'),
    )
    expect(cv.degree).toBe('high_school')
    expect(cv.education).toEqual([
      { degree: 'High School Diploma', level: 'high_school', institution: 'Colegio San Martin', year: 2012 },
    ])
  })
})

describe('skills are skills, not words that share a spelling', () => {
  it('"San" of a school name, a closing "etc", "R" of "A/R" and "Spring" of "Spring 2014" are not skills', () => {
    const labels = (text: string, mode: 'section' | 'anywhere') => findSkills(text, mode).map((m) => m.label)
    expect(labels('Colegio San Martin', 'anywhere')).toEqual([])
    expect(labels('A/R, Balance sheet, Spring 2014, etc', 'section')).toEqual([])
    // The same skills written as such are still found.
    expect(labels('SAN storage, C/C++ and R, Spring Boot', 'section')).toEqual(
      expect.arrayContaining(['SAN', 'C', 'C++', 'R']),
    )
  })

  it('a skills list keeps A/R and Balance sheet whole and drops the list tail', () => {
    const cv = parse(['Maria Gomez', 'SKILLS', 'A/R, Balance sheet, Spring 2014, etc'].join('\n'))
    expect(cv.hardSkills).toEqual(['A/R', 'Balance sheet'])
  })
})

describe('spoken languages', () => {
  const cv = parse(
    [
      'Ola Nordmann',
      'ola@example.com',
      'Summary',
      'Bilingual sales professional. Fluent in Spanish and English.',
      'Experience',
      '2015 - 2020 Sales manager, Acme AS',
      'Languages',
      'English, Norwegian',
    ].join('\n'),
  )

  it('"Fluent in Spanish and English" states both languages', () => {
    expect(cv.languages).toEqual(
      expect.arrayContaining([
        { language: 'es', proficiency: 'full_professional' },
        { language: 'en', proficiency: 'full_professional' },
      ]),
    )
  })

  it('a languages section listing "English, Norwegian" without levels counts them at professional', () => {
    expect(cv.languages).toContainEqual({ language: 'no', proficiency: 'professional' })
  })

  it('"Bilingual sales professional" names no language', () => {
    expect(cv.languages).toHaveLength(3)
  })
})

describe('Europass label/value layout (classic template)', () => {
  const cv = parse(
    [
      'Europass',
      'Lebenslauf',
      'Angaben zur Person',
      'Nachname(n) / Vorname(n) Müller Stefan',
      'Adresse(n) Hauptstraße 5, 10115 Berlin, Deutschland',
      'Telefon +49 30 1234567',
      'E-Mail stefan.mueller@example.de',
      'Staatsangehörigkeit Deutsch',
      'Geburtsdatum 14.05.1985',
      'Berufserfahrung',
      'Zeitraum 2010 - 2020',
      'Beruf oder Funktion Krankenpfleger',
      'Name und Adresse des Arbeitgebers Charité Berlin',
      'Schul- und Berufsbildung',
      'Zeitraum 2005 - 2008',
      'Bezeichnung der erworbenen Qualifikation Ausbildung zum Gesundheits- und Krankenpfleger',
      'Persönliche Fähigkeiten und Kompetenzen',
      'Muttersprache(n) Deutsch',
      'Sonstige Sprache(n) Englisch B2',
    ].join('\n'),
  )

  it('the name comes from its label, not from a section label or a personal-data line', () => {
    expect(cv.name).toBe('Müller Stefan')
  })

  it('the position, employer and dates come from their labels; training is education, not a job', () => {
    expect(cv.experience).toEqual([
      { title: 'Krankenpfleger', company: 'Charité Berlin', start: '2010-01', end: '2020-12' },
    ])
    expect(cv.degree).toBe('associate')
  })

  it('mother tongue and other languages are read', () => {
    expect(cv.languages).toEqual([
      { language: 'de', proficiency: 'native_or_bilingual' },
      { language: 'en', proficiency: 'professional' },
    ])
  })

  it('a CV of another layout with one such word is left alone', () => {
    const plain = parse(['Jane Roe', 'Work experience', 'Dates 2019 - 2021 Barista, Café Uno'].join('\n'))
    expect(plain.name).toBe('Jane Roe')
  })
})

describe('Europass language headings on their own lines (current template)', () => {
  const lines = (mother: string, other: string) =>
    [
      'Lebenslauf',
      'Angaben zur Person',
      'Müller Stefan',
      'Hauptstraße 5, 10115 Berlin (Deutschland)',
      'BERUFSERFAHRUNG',
      '01/2015–heute Gesundheits- und Krankenpfleger',
      'Charité Berlin',
      mother,
      'Deutsch',
      other,
      'VERSTEHEN SPRECHEN SCHREIBEN',
      'Englisch B2 B2 B1 B1 B2',
      'Polnisch A2 A2 A1 A1 A1',
    ].join('\n')

  it('"Muttersprache(n)" and "Weitere Sprachen" are languages headings, not lines of the last job', () => {
    const text = lines('Muttersprache(n)', 'Weitere Sprachen')
    const doc = readDocument(text)
    expect(doc.sections.filter((s) => s.kind === 'languages').map((s) => s.heading)).toEqual([
      'Muttersprache(n)',
      'Weitere Sprachen',
    ])
    const job = doc.sections.find((s) => s.kind === 'experience')
    expect(job?.lines.map((l) => l.text)).toEqual(['01/2015–heute Gesundheits- und Krankenpfleger', 'Charité Berlin'])
  })

  it('a language under a mother-tongue heading is native; the others keep their levels', () => {
    for (const [mother, other] of [
      ['Muttersprache(n)', 'Weitere Sprachen'],
      ['MUTTERSPRACHE(N):', 'WEITERE SPRACHE(N):'],
      ['Muttersprache', 'Sonstige Sprache(n)'],
    ] as const) {
      const cv = parse(lines(mother, other))
      expect(cv.languages).toEqual([
        { language: 'de', proficiency: 'native_or_bilingual' },
        { language: 'en', proficiency: 'professional' },
        { language: 'pl', proficiency: 'elementary' },
      ])
      expect(cv.experience).toHaveLength(1)
    }
  })
})

describe('a phone number gets a country only from the CV itself', () => {
  it('a Spanish-language CV from Lima keeps +51; without any country it gets none, never Spain', () => {
    const lima = parse(
      ['Lucía Quispe', 'Lima, Perú', 'Teléfono 987 654 321', 'Experiencia', '2019 - 2022 Contadora, Alicorp'].join(
        '\n',
      ),
    )
    expect(lima.phone).toBe('+51987654321')
    const nowhere = parse(
      ['Lucía Quispe', 'Teléfono 987 654 321', 'Experiencia', '2019 - 2022 Contadora, Alicorp'].join('\n'),
    )
    expect(nowhere.phone).not.toMatch(/^\+34/)
    expect(nowhere.phone?.replace(/\D/g, '')).toBe('987654321')
  })
})
