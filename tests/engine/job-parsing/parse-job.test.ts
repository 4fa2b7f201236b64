import { describe, expect, it } from 'vitest'
import { parseJobDescription } from '../../../worker/engine/job-parsing/index'
import type { Requirement } from '../../../worker/engine/matching/types'

// Synthetic job ads written for these tests.
const EN = `Senior Backend Developer
About us
We are an international, remote-first startup with an agile team.
Requirements
- 5+ years of professional experience with Python
- Must have: Docker and PostgreSQL
- Bachelor's or Master's degree in Computer Science
- Fluent English (C1)
Nice to have
- Kubernetes
- German is a plus`

const DE = `Stellenbezeichnung: Softwareentwickler (m/w/d)
Über uns
Wir sind ein internationales Team mit flexiblen Arbeitszeiten und Homeoffice.
Ihr Profil
- Abgeschlossenes Studium der Informatik
- Mindestens 3 Jahre Berufserfahrung
- Java und SQL sind zwingend erforderlich
- Sehr gute Deutschkenntnisse und fließend Englisch
Von Vorteil
- Erfahrung mit Docker`

const FR = `Développeur Full Stack
Votre profil
- 3 ans d'expérience minimum en développement web
- JavaScript et React requis
- Anglais courant
- Docker serait un plus
Nous offrons une équipe agile et le télétravail partiel.`

const ES = `Puesto: Desarrollador Python
Requisitos
- 5 años de experiencia en desarrollo
- Python obligatorio
- Inglés nivel B2
- Se valorará experiencia con Docker
Ofrecemos teletrabajo y horario flexible.`

const PL = `Programista Java
Wymagania
- co najmniej 3 lata doświadczenia komercyjnego
- Java i Spring wymagane
- dobra znajomość języka angielskiego (B2)
Mile widziane
- Kubernetes
Oferujemy pracę zdalną w międzynarodowym zespole.`

const find = (reqs: Requirement[], attribute: string, value?: string) =>
  reqs.find((r) => r.attribute === attribute && (value === undefined || r.value === value || r.language === value))

describe('parseJobDescription', () => {
  it('reads an English ad', () => {
    const job = parseJobDescription(EN)
    expect(job.title).toBe('Senior Backend Developer')
    expect(job.isco?.code).toBe('2512')
    expect(job.minYears).toBe(5)
    expect(job.skills).toEqual(expect.arrayContaining(['Python', 'Docker', 'PostgreSQL', 'Kubernetes']))
    expect(find(job.requirements, 'skills', 'Docker')).toMatchObject({ operator: 'EQUALS', mandatory: true })
    expect(find(job.requirements, 'skills', 'PostgreSQL')?.mandatory).toBe(true)
    expect(find(job.requirements, 'skills', 'Kubernetes')?.mandatory).toBe(false)
    expect(find(job.requirements, 'degree')).toMatchObject({ operator: 'GTE', value: 'bachelor' })
    expect(find(job.requirements, 'language_proficiency', 'en')).toMatchObject({ operator: 'GTE' })
    expect(find(job.requirements, 'seniority')).toMatchObject({ operator: 'GTE', value: 'advanced' })
    expect(job.cultureKeywords).toEqual(expect.arrayContaining(['international', 'startup', 'agile', 'team']))
    expect(job.weights).toEqual({})
  })

  it('reads a German ad with a title label', () => {
    const job = parseJobDescription(DE)
    expect(job.title).toBe('Softwareentwickler (m/w/d)')
    expect(job.isco?.code).toBe('2512')
    expect(job.minYears).toBe(3)
    expect(find(job.requirements, 'degree', 'bachelor')).toBeDefined()
    expect(find(job.requirements, 'skills', 'Java')?.mandatory).toBe(true)
    expect(find(job.requirements, 'skills', 'Docker')?.mandatory).toBe(false)
    expect(find(job.requirements, 'language_proficiency', 'en')?.value).toBe('full_professional')
    expect(find(job.requirements, 'language_proficiency', 'de')?.value).toBe('professional')
    expect(job.cultureKeywords).toEqual(expect.arrayContaining(['team', 'homeoffice']))
  })

  it('reads a French ad', () => {
    const job = parseJobDescription(FR)
    expect(job.title).toBe('Développeur Full Stack')
    expect(job.isco?.code.startsWith('25')).toBe(true)
    expect(job.minYears).toBe(3)
    expect(find(job.requirements, 'skills', 'JavaScript')?.mandatory).toBe(true)
    expect(find(job.requirements, 'skills', 'Docker')?.mandatory).toBe(false)
    expect(find(job.requirements, 'language_proficiency', 'en')?.value).toBe('full_professional')
    expect(job.cultureKeywords).toContain('agile')
  })

  it('reads a Spanish ad', () => {
    const job = parseJobDescription(ES)
    expect(job.title).toBe('Desarrollador Python')
    expect(job.isco?.code).toBe('2512')
    expect(job.minYears).toBe(5)
    expect(find(job.requirements, 'skills', 'Python')?.mandatory).toBe(true)
    expect(find(job.requirements, 'skills', 'Docker')?.mandatory).toBe(false)
    expect(find(job.requirements, 'language_proficiency', 'en')?.value).toBe('professional')
    expect(job.cultureKeywords).toEqual(expect.arrayContaining(['teletrabajo', 'flexible']))
  })

  it('reads a Polish ad', () => {
    const job = parseJobDescription(PL)
    expect(job.title).toBe('Programista Java')
    expect(job.isco?.code.startsWith('251')).toBe(true)
    expect(job.minYears).toBe(3)
    expect(find(job.requirements, 'skills', 'Java')?.mandatory).toBe(true)
    expect(find(job.requirements, 'skills', 'Kubernetes')?.mandatory).toBe(false)
    expect(find(job.requirements, 'language_proficiency', 'en')).toBeDefined()
    expect(job.cultureKeywords).toEqual(expect.arrayContaining(['miedzynarodowym', 'zespole']))
  })

  it("an employer's invitation to join its team is no culture ask; the team's qualities still are", () => {
    const culture = (text: string) => parseJobDescription(text).cultureKeywords
    expect(culture('We are looking for an experienced accountant to join our team.')).toEqual([])
    expect(culture('Accountant\nJoin our growing team!')).toEqual([])
    expect(culture('Buchhalter (m/w/d)\nWerde Teil unseres Teams!')).toEqual([])
    expect(culture('Księgowa\nDołącz do naszego zespołu.')).toEqual([])
    expect(culture('Accountant\nJoin our international team.')).toEqual(['international'])
    // A team the ad describes, or teamwork it asks for, is one.
    expect(culture('Accountant\nYou work in an agile team.')).toEqual(expect.arrayContaining(['agile', 'team']))
    expect(culture('Accountant\nJoin our team. You value teamwork.')).toEqual(['teamwork'])
  })

  it('never invents: an ad that states nothing gives nulls and empty lists', () => {
    const job = parseJobDescription('Come and work with us.\nWe were founded 20 years ago.')
    expect(job.isco).toBeNull()
    expect(job.minYears).toBeNull()
    expect(job.requirements).toEqual([])
    expect(job.skills).toEqual([])
    expect(parseJobDescription('').title).toBe('')
  })

  it('does not read Scrum Master as a degree and takes the lowest years asked', () => {
    const job = parseJobDescription('Scrum Master\nRequirements\n- 3-5 years of experience as a Scrum Master')
    expect(find(job.requirements, 'degree')).toBeUndefined()
    expect(job.minYears).toBe(3)
  })

  it('reads an ad flattened to one long line: title before the first dash, cues per sentence', () => {
    const filler = 'Our product helps hospitals plan their shifts and we grow every year in many countries. '
    const line =
      'Data Analyst - Analytics - ' +
      filler.repeat(2) +
      'SQL is required for this role. Experience with Tableau would be a plus. At least 2 years of experience.'
    const job = parseJobDescription(line)
    expect(job.title).toBe('Data Analyst')
    expect(job.isco).not.toBeNull()
    expect(job.minYears).toBe(2)
    expect(find(job.requirements, 'skills', 'SQL')?.mandatory).toBe(true)
    expect(find(job.requirements, 'skills', 'Tableau')?.mandatory).toBe(false)
  })
})
