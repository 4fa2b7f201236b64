/**
 * Issue #12 done-when: "a job with a mandatory English ≥ professional knocks out none of the CVs
 * written in English", and the German nursing ad knocks out no nurse. CVs and ads are written here in
 * the shapes that failed (English not listed, "Fluent in Spanish", CEFR levels, Markdown, Europass),
 * parsed by the real parser and scored by the real matcher.
 */
import { describe, expect, it } from 'vitest'
import { parseJobDescription } from '../../../worker/engine/job-parsing/index'
import { type JobProfile, type Requirement, scoreMatch } from '../../../worker/engine/matching/index'
import { parseCv } from '../../../worker/engine/parsing/index'
import { writeFact } from '../../../worker/engine/prose/index'

const parse = (text: string) => parseCv(text, { today: '2026-11' })

const ENGLISH_CVS: Record<string, string> = {
  'lists English as native': `Daniel Brooks
Warehouse Team Leader
daniel.brooks@example.com | +44 7700 900123
Experience
Mar 2019 - Present Warehouse Team Leader, Northwind Logistics, Leeds
Led a team of twelve pickers and cut order errors by 30%.
Jun 2015 - Feb 2019 Warehouse Operative, Contoso Retail, Bradford
Education
2013 - 2015 BTEC Level 3 in Business, Leeds City College
Languages
English (native), Polish (basic)`,
  'lists no language at all': `Priya Raman
Software Engineer
priya.raman@example.com
Summary
Backend engineer who builds payment services and enjoys mentoring junior colleagues.
Work History
Jan 2020 - Present Software Engineer, Fabrikam Payments
Designed REST APIs in Java and Spring Boot and tuned PostgreSQL queries.
Aug 2017 - Dec 2019 Junior Developer, Tailspin Toys
Education
2013 - 2017 Bachelor of Engineering in Computer Science, Anna University`,
  'is "Fluent in Spanish" and says nothing of English': `Carlos Mendoza
Customer Service Representative
carlos.mendoza@example.com
Profile
Friendly customer service representative. Fluent in Spanish.
Experience
2018 - 2024 Customer Service Representative, Adventure Works Travel, Miami
Handled 60 calls a day and resolved billing disputes.
2016 - 2018 Cashier, Wide World Importers
Skills
Zendesk, Microsoft Excel, conflict resolution`,
  'lists only Norwegian': `Ingrid Solberg
Registered Nurse
ingrid.solberg@example.no
Experience
2015 - present Registered Nurse, Oslo University Hospital, intensive care unit
Monitored critically ill patients and trained new staff on ventilators.
Education
2011 - 2014 Bachelor of Nursing, Oslo Metropolitan University
Languages
Norwegian`,
  'gives CEFR levels for other languages': `Lucas Martin
Data Analyst
lucas.martin@example.fr
Experience
Sep 2021 - Present Data Analyst, Litware SA, Lyon
Built Tableau dashboards and automated reporting with Python and SQL.
Education
2016 - 2021 Master of Science in Statistics, Université Lyon 2
Languages
French C2, German B1, Italian A2`,
  'is written in Markdown with "English, Norwegian"': `# Erik Haugen
## Payroll Specialist

Email: erik.haugen@example.com

## Experience
### Payroll Specialist, Fjord Shipping AS
Feb 2016 – Present
- Monthly payroll for 400 employees

## Education
### Bachelor of Business Administration, BI Norwegian Business School
2012 - 2015

## Languages
English, Norwegian`,
  'is Europass-shaped with English on the CEFR grid': `Curriculum Vitae
PERSONAL INFORMATION Marta Kowalska
ul. Polna 3, 30-001 Kraków (Poland)
marta.kowalska@example.pl
WORK EXPERIENCE
03/2017–Present Accountant
Contoso Polska Sp. z o.o.
Month-end closing, VAT returns and monthly reports to the finance director for a group of five companies.
EDUCATION AND TRAINING
2012–2017 Master of Finance and Accounting
Cracow University of Economics
PERSONAL SKILLS
Mother tongue(s) Polish
Other language(s) UNDERSTANDING SPEAKING WRITING
English B2 C1 B2 B2 B2
© European Union, 2002-2017 | europass.europa.eu Page 1 / 2`,
  'claims "Bilingual: English and Tagalog"': `Maria Santos
Caregiver
maria.santos@example.com
Summary
Caring home-care aide with eight years of experience with elderly clients.
Employment
2016 - 2024 Home Care Aide, Bayside Senior Living, San Diego
Languages
Bilingual: English and Tagalog`,
  'is a student CV with only a language list in German words': `Jonas Weber
Student, Business Informatics
jonas.weber@example.com
Education
2022 - present Bachelor of Science in Business Informatics, University of Mannheim
Experience
Jun 2024 - Sep 2024 Intern, Proseware GmbH
Languages
German (mother tongue), Spanish (intermediate)`,
}

const ENGLISH_PROFESSIONAL: Requirement = {
  attribute: 'language_proficiency',
  operator: 'GTE',
  value: 'professional',
  language: 'en',
  mandatory: true,
}

/** A job ad whose one mandatory requirement the recruiter set to English ≥ professional. */
function englishJob(): JobProfile {
  const ad = parseJobDescription(
    'Operations Coordinator\nAbout the role\nYou will coordinate our teams across Europe.\nRequirements\n- Professional English is a must',
  )
  return { ...ad, requirements: [ENGLISH_PROFESSIONAL] }
}

describe('a mandatory "English ≥ professional" and CVs written in English', () => {
  it('the ad itself proposes an English requirement at professional or above', () => {
    const ad = parseJobDescription(
      'Operations Coordinator\nRequirements\n- Professional English is a must\n- Experience with SAP',
    )
    expect(ad.requirements).toContainEqual(
      expect.objectContaining({ attribute: 'language_proficiency', language: 'en', operator: 'GTE' }),
    )
  })

  it.each(Object.entries(ENGLISH_CVS))('knocks out no CV written in English: one that %s', (_shape, text) => {
    const cv = parse(text)
    expect(cv.documentLanguage).toBe('en')
    const result = scoreMatch(cv, englishJob())
    expect(result.knockout).toBe(false)
    expect(result.requirementOutcomes[0]?.outcome).toBe('match')
  })

  it('has at least eight varied English CVs', () => {
    expect(Object.keys(ENGLISH_CVS).length).toBeGreaterThanOrEqual(8)
  })

  it("where English is not stated, the evidence says the level was inferred from the CV's language", () => {
    const cv = parse(ENGLISH_CVS['lists no language at all']!)
    const outcome = scoreMatch(cv, englishJob()).requirementOutcomes[0]!
    expect(outcome.facts).toEqual([{ kind: 'cv_language', language: 'en', level: 'professional', inferred: true }])
    expect(writeFact(outcome.facts[0]!, 'en_US')).toContain("inferred from the CV's language")
    expect(writeFact(outcome.facts[0]!, 'de_DE')).toContain('abgeleitet aus der Sprache des Lebenslaufs')
  })

  it('where the CV states English itself, that level is used and not called inferred', () => {
    const cv = parse(ENGLISH_CVS['lists English as native']!)
    const outcome = scoreMatch(cv, englishJob()).requirementOutcomes[0]!
    expect(outcome.facts).toEqual([
      { kind: 'cv_language', language: 'en', level: 'native_or_bilingual', inferred: false },
    ])
  })

  it('a German CV with "Englisch: Grundkenntnisse" is knocked out', () => {
    const cv = parse(`Stefan Braun
Lagerist
stefan.braun@example.de | 0151 2345678
Berufserfahrung
04/2015 – heute Lagerist, Spedition Müller GmbH, Hamburg
Kommissionierung, Wareneingang und Inventur mit SAP.
Ausbildung
2012 – 2015 Ausbildung zur Fachkraft für Lagerlogistik, Berufsschule Hamburg
Sprachen
Deutsch: Muttersprache
Englisch: Grundkenntnisse`)
    expect(cv.documentLanguage).toBe('de')
    expect(cv.languages).toContainEqual({ language: 'en', proficiency: 'elementary' })
    const result = scoreMatch(cv, englishJob())
    expect(result.knockout).toBe(true)
    expect(result.requirementOutcomes[0]?.outcome).toBe('mismatch')
  })
})

describe('the German nursing ad ("Pflegefachkraft Intensivstation")', () => {
  const AD = `Pflegefachkraft Intensivstation (m/w/d)
Das Klinikum Nordstadt sucht zum nächstmöglichen Zeitpunkt Verstärkung für die interdisziplinäre Intensivstation.
Ihre Aufgaben
- Pflege und Überwachung von Intensivpatienten
- Mitwirkung bei ärztlichen Maßnahmen und Dokumentation
Ihr Profil
- Abgeschlossene Ausbildung als Pflegefachkraft oder Gesundheits- und Krankenpfleger (m/w/d)
- Fachweiterbildung Intensivpflege wünschenswert
- Sehr gute Deutschkenntnisse`

  const NURSES = [
    `Katrin Vogel
Gesundheits- und Krankenpflegerin
katrin.vogel@example.de | 0170 1234567
Berufserfahrung
04/2016 – heute Gesundheits- und Krankenpflegerin, Intensivstation, Universitätsklinikum Ulm
Betreuung von beatmeten Patienten und Einarbeitung neuer Kolleginnen.
09/2013 – 03/2016 Krankenpflegerin, Kreiskrankenhaus Biberach
Ausbildung
2010 – 2013 Ausbildung zur Gesundheits- und Krankenpflegerin, Pflegeschule Ulm
Sprachen
Deutsch (Muttersprache), Englisch (gute Kenntnisse)`,
    `Tomasz Nowak
Pflegefachkraft
tomasz.nowak@example.de
Berufserfahrung
2019 – heute Pflegefachkraft, Seniorenzentrum am Park, Köln
Grund- und Behandlungspflege, Wunddokumentation und Medikamentengabe im Team.
2015 – 2019 Krankenpfleger, Städtisches Krankenhaus Görlitz
Ausbildung
2011 – 2015 Bachelor Pflege, Universität Oppeln
Sprachen
Polnisch Muttersprache, Deutsch B2`,
  ]

  it('the title gets its occupation (ISCO 2221, nursing professionals)', () => {
    expect(parseJobDescription(AD).isco?.code).toBe('2221')
  })

  it('with the occupation and German made mandatory, neither nurse is knocked out', () => {
    const ad = parseJobDescription(AD)
    const job: JobProfile = {
      ...ad,
      requirements: [
        { attribute: 'isco', operator: 'EQUALS', value: ad.isco!.code, mandatory: true },
        { attribute: 'language_proficiency', operator: 'GTE', value: 'professional', language: 'de', mandatory: true },
        ...ad.requirements.filter((r) => r.attribute !== 'isco' && r.attribute !== 'language_proficiency'),
      ],
    }
    for (const text of NURSES) {
      const cv = parse(text)
      expect(cv.isco?.code).toBe('2221')
      const result = scoreMatch(cv, job)
      expect(result.knockouts).toEqual([])
      expect(result.knockout).toBe(false)
    }
  })

  it('a mandatory occupation still knocks out a CV of another occupation', () => {
    const ad = parseJobDescription(AD)
    const job: JobProfile = {
      ...ad,
      requirements: [{ attribute: 'isco', operator: 'EQUALS', value: ad.isco!.code, mandatory: true }],
    }
    const clerk = parse(
      'Ralf Schulz\nBuchhalter\nBerufserfahrung\n2014 – heute Buchhalter, Stadtwerke Nordstadt\nSprachen\nDeutsch Muttersprache',
    )
    expect(scoreMatch(clerk, job).knockout).toBe(true)
  })
})
