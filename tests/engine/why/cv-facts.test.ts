/**
 * Issue #12, "CVs": the facts that went wrong on CVs from outside the dev set, each on a CV written
 * here in the failing shape (more shapes in tests/engine/parsing/unseen-shapes.test.ts and
 * markdown-and-footers.test.ts; the checklist in worker/engine/parsing/README.md maps them all).
 */
import { describe, expect, it } from 'vitest'
import { parseCv } from '../../../worker/engine/parsing/index'
import type { Seniority } from '../../../worker/engine/parsing/types'

const parse = (text: string, filename?: string) => parseCv(text, { today: '2026-11', filename })

describe('a student is no expert: personal data, school dates and footers are no jobs', () => {
  const STUDENT = `Laura Fischer
Date of birth 14/05/2003
Nationality German
Curriculum Vitae
Education
2005 - 2009 Kindergarten Sonnenschein
2009 - 2013 Primary school, Grundschule Am Park, Hamburg
2013 - 2021 Abitur, Gymnasium Altona, Hamburg
2021 - present Bachelor of Science in Psychology, University of Hamburg
Work experience
Jun 2023 - Aug 2023 Summer intern, Contoso GmbH
Skills
SPSS, Microsoft Excel
© European Union, 2002-2013 | europass.europa.eu`

  it('the one internship is the only job: months, not 21 years', () => {
    const cv = parse(STUDENT)
    expect(cv.experience).toEqual([
      { title: 'Summer intern', company: 'Contoso GmbH', start: '2023-06', end: '2023-08' },
    ])
    expect(cv.yearsOfExperience).toBeLessThan(1)
    expect(cv.seniority).toBe('beginner')
  })

  it('the school years are education, with no date words left in the degree or the school', () => {
    const cv = parse(STUDENT)
    expect(cv.education).toEqual(
      expect.arrayContaining([
        { degree: 'Abitur', level: 'high_school', institution: 'Gymnasium Altona', year: 2021 },
        {
          degree: 'Bachelor of Science in Psychology',
          level: 'bachelor',
          institution: 'University of Hamburg',
          year: null,
        },
      ]),
    )
    expect(cv.education.some((e) => /present|\d{4}/.test(`${e.degree ?? ''} ${e.institution ?? ''}`))).toBe(false)
    expect(cv.degree).toBe('bachelor')
  })
})

describe('seven positions and "Over 20 years experience"', () => {
  const positions = [
    ['Operations Director', 'Northwind Manufacturing', '2018 to present'],
    ['Plant Manager', 'Northwind Manufacturing', '2014 to 2018'],
    ['Production Manager', 'Contoso Industrial', '2010 to 2014'],
    ['Production Supervisor', 'Contoso Industrial', '2007 to 2010'],
    ['Shift Supervisor', 'Fabrikam Metals', '2004 to 2007'],
    ['Process Technician', 'Fabrikam Metals', '2002 to 2004'],
    ['Machine Operator', 'Tailspin Parts', '2000 to 2002'],
  ]
  const header = [
    'Robert Hayes',
    'Operations Director',
    'Professional Summary',
    'Over 20 years experience in manufacturing operations.',
    'Experience',
  ]

  it('with dates: seven jobs and the years they span', () => {
    const cv = parse([...header, ...positions.map(([t, c, d]) => `${t}, ${c} — ${d}`)].join('\n'))
    expect(cv.experience.map((e) => e.title)).toEqual(positions.map(([t]) => t))
    expect(cv.experience.at(-1)).toMatchObject({ start: '2000-01', end: '2002-12' })
    expect(cv.yearsOfExperience).toBe(26.9)
    expect(cv.seniority).toBe('expert')
  })

  it('without dates: the stated "Over 20 years" is the experience', () => {
    const cv = parse([...header, ...positions.map(([t, c]) => `${t}, ${c}`)].join('\n'))
    expect(cv.yearsOfExperience).toBe(20)
  })
})

describe('seniority across a working population is spread, not "nearly everyone Expert"', () => {
  const job = (title: string, company: string, range: string) => `${range} ${title}, ${company}`
  const CVS: [string, Seniority][] = [
    [`Ana Lima\nStudent\nExperience\n${job('Intern', 'Litware', 'Jun 2025 - Aug 2025')}`, 'beginner'],
    [
      `Ben Ode\nJunior Developer\nExperience\n${job('Junior Developer', 'Proseware', 'Jan 2024 - present')}`,
      'intermediate',
    ],
    [`Cleo Park\nAccountant\nExperience\n${job('Accountant', 'Fabrikam', 'Mar 2022 - present')}`, 'competent'],
    [
      'Dan Roy\nNurse\nExperience\n' +
        [job('Registered Nurse', 'City Hospital', '2019 - present'), job('Nurse', 'Care Home', '2016 - 2018')].join(
          '\n',
        ),
      'advanced',
    ],
    [
      'Eva Holm\nAccountant\nExperience\n' +
        [job('Accountant', 'Contoso', '2016 - present'), job('Accounts Assistant', 'Tailspin', '2012 - 2015')].join(
          '\n',
        ),
      'advanced',
    ],
    [
      'Finn Berg\nSenior Accountant\nExperience\n' +
        [job('Senior Accountant', 'Contoso', '2016 - present'), job('Accountant', 'Tailspin', '2011 - 2015')].join(
          '\n',
        ),
      'expert',
    ],
    [`Gia Russo\nTeam Lead\nExperience\n${job('Team Lead', 'Northwind', '2023 - present')}`, 'advanced'],
    [
      'Hugo Wolf\nWarehouse Operative\nExperience\n' +
        [job('Warehouse Operative', 'Northwind', '2010 - present'), job('Driver', 'Wingtip', '2004 - 2009')].join('\n'),
      'expert',
    ],
  ]

  it.each(CVS.map(([text, level]) => [text.split('\n')[1], level, text] as const))(
    'a CV headed "%s" is %s',
    (_title, level, text) => {
      expect(parse(text).seniority).toBe(level)
    },
  )

  it('experts are a minority of the set', () => {
    const experts = CVS.filter(([text]) => parse(text).seniority === 'expert').length
    expect(experts / CVS.length).toBeLessThanOrEqual(0.25)
  })
})

describe('never the file name or a section label as the name', () => {
  it('a CV that names nobody has no name, whatever its file is called', () => {
    const cv = parse(
      'Curriculum vitae\nPersonal information\nWork experience\n2019 - present Barista, Café Uno',
      'CV_Jane_Roe.docx',
    )
    expect(cv.name).toBeNull()
  })

  it('a Europass CV without its name line does not take "Angaben zur Person" or the file name', () => {
    const cv = parse(
      [
        'Europass',
        'Lebenslauf',
        'Angaben zur Person',
        'Adresse(n) Hauptstraße 5, 10115 Berlin',
        'Telefon +49 30 1234567',
        'Berufserfahrung',
        'Zeitraum 2010 - 2020',
        'Beruf oder Funktion Krankenpfleger',
        'Name und Adresse des Arbeitgebers Charité Berlin',
      ].join('\n'),
      'Lebenslauf_Stefan_Mueller.pdf',
    )
    expect(cv.name).toBeNull()
    expect(cv.experience).toEqual([
      { title: 'Krankenpfleger', company: 'Charité Berlin', start: '2010-01', end: '2020-12' },
    ])
  })
})
