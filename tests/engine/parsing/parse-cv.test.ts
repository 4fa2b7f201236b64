import { describe, expect, it } from 'vitest'
import { parseCv } from '../../../worker/engine/parsing/index'
import { CV_DE, CV_EN, CV_ES, CV_FR, CV_IT, CV_NL, CV_PL, CV_PT } from './fixtures'

const today = '2024-06'

describe('parseCv on synthetic CVs in eight languages', () => {
  it('reads an English CV end to end', () => {
    const cv = parseCv(CV_EN, { today })
    expect(cv).toMatchObject({
      isCv: true,
      documentKind: 'cv',
      documentLanguage: 'en',
      name: 'Jane Marie Doe',
      email: 'jane.doe@example.com',
      phone: '+447700900123',
      location: 'Bristol, UK',
      title: 'Senior Software Engineer',
      degree: 'master',
    })
    expect(cv.links).toContain('linkedin.com/in/jane-doe-example')
    expect(cv.experience).toEqual([
      { title: 'Senior Software Engineer', company: 'Example Payments Ltd', start: '2020-01', end: 'present' },
      { title: 'Software Engineer', company: 'Sample Tech Inc.', start: '2016-03', end: '2019-12' },
    ])
    expect(cv.education.map((e) => [e.level, e.institution, e.year])).toEqual([
      ['master', 'University of Bristol', 2015],
      ['bachelor', 'University of Leeds', 2013],
    ])
    expect(cv.hardSkills).toEqual(expect.arrayContaining(['Python', 'Docker', 'Kubernetes']))
    expect(cv.softSkills.length).toBeGreaterThan(0)
    expect(cv.languages).toEqual([
      { language: 'en', proficiency: 'native_or_bilingual' },
      { language: 'de', proficiency: 'professional' },
    ])
    // 03/2016–12/2019 and 01/2020–06/2024 = 100 months; the stated "8 years" is smaller, so 8.3 stands.
    expect(cv.yearsOfExperience).toBe(8.3)
    expect(cv.seniority).toBe('advanced')
    expect(cv.isco?.code).toMatch(/^\d{4}$/)
    expect(cv.achievements.some((a) => a.includes('35%'))).toBe(true)
    expect(cv.summary).toContain('payment platforms')
    expect(cv.tagline).toContain('Senior Software Engineer')
    expect(cv.evidence.email?.[0]?.text).toContain('jane.doe@example.com')
  })

  const cases = [
    {
      lang: 'de',
      text: CV_DE,
      name: 'Max Mustermann',
      phone: '+493012345678',
      first: { title: 'Softwareentwickler', company: 'Beispiel GmbH', start: '2019-03', end: 'present' },
      degree: 'master',
      languages: { de: 'native_or_bilingual', en: 'full_professional', fr: 'elementary' },
    },
    {
      lang: 'fr',
      text: CV_FR,
      name: 'Claire Dupont',
      phone: '+33612345678',
      first: { title: 'Cheffe de projet', company: 'Exemple SA', start: '2021-01', end: 'present' },
      degree: 'master',
      languages: { fr: 'native_or_bilingual', en: 'full_professional', es: 'elementary' },
    },
    {
      lang: 'es',
      text: CV_ES,
      name: 'Lucía García Pérez',
      phone: '+34612345678',
      first: { title: 'Analista de datos', company: 'Ejemplo S.L.', start: '2019-03', end: 'present' },
      degree: 'bachelor',
      languages: { es: 'native_or_bilingual', en: 'full_professional' },
    },
    {
      lang: 'it',
      text: CV_IT,
      name: 'Giulia Bianchi',
      phone: '+393471234567',
      first: { title: 'Sviluppatrice web', company: 'Esempio S.r.l.', start: '2020-01', end: 'present' },
      degree: 'master',
      languages: { it: 'native_or_bilingual', en: 'professional' },
    },
    {
      lang: 'nl',
      text: CV_NL,
      name: 'Sanne de Vries',
      phone: '+31612345678',
      first: { title: 'Projectleider', company: 'Voorbeeld B.V.', start: '2018-01', end: 'present' },
      degree: 'master',
      languages: { nl: 'native_or_bilingual', en: 'full_professional' },
    },
    {
      lang: 'pl',
      text: CV_PL,
      name: 'Anna Kowalska',
      phone: '+48600123456',
      first: { title: 'Programistka', company: 'Przykład Sp. z o.o.', start: '2019-01', end: 'present' },
      degree: 'master',
      languages: { pl: 'native_or_bilingual', en: 'professional' },
    },
    {
      lang: 'pt',
      text: CV_PT,
      name: 'João Silva',
      phone: '+351912345678',
      first: { title: 'Engenheiro de software', company: 'Exemplo Lda', start: '2017-01', end: 'present' },
      degree: 'master',
      languages: { pt: 'native_or_bilingual', en: 'full_professional' },
    },
  ]

  for (const c of cases) {
    it(`reads a ${c.lang} CV: sections, contact, dates, degree and languages`, () => {
      const cv = parseCv(c.text, { today })
      expect(cv.isCv).toBe(true)
      expect(cv.documentLanguage).toBe(c.lang)
      expect(cv.name).toBe(c.name)
      expect(cv.email).toMatch(/@/)
      expect(cv.phone).toBe(c.phone)
      expect(cv.experience[0]).toEqual(c.first)
      expect(cv.experience).toHaveLength(2)
      expect(cv.title).toBe(c.first.title)
      expect(cv.degree).toBe(c.degree)
      expect(Object.fromEntries(cv.languages.map((l) => [l.language, l.proficiency]))).toEqual(c.languages)
      expect(cv.hardSkills.length).toBeGreaterThan(0)
      expect(cv.yearsOfExperience).toBeGreaterThan(0)
    })
  }

  it('is deterministic for a given reference month', () => {
    expect(parseCv(CV_DE, { today })).toEqual(parseCv(CV_DE, { today }))
  })

  it('invents nothing for text without CV content', () => {
    const cv = parseCv('', { today })
    expect(cv).toMatchObject({
      isCv: false,
      documentLanguage: null,
      name: null,
      email: null,
      phone: null,
      location: null,
      title: null,
      summary: null,
      tagline: null,
      degree: null,
      yearsOfExperience: null,
      seniority: null,
      isco: null,
    })
    expect([
      cv.links,
      cv.hardSkills,
      cv.softSkills,
      cv.languages,
      cv.education,
      cv.experience,
      cv.achievements,
    ]).toEqual([[], [], [], [], [], [], []])
  })
})
