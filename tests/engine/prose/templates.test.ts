import { describe, expect, it } from 'vitest'
import { MESSAGE_LANGUAGES, UI_LANGUAGES } from '../../../worker/contracts/enums'
import type { Fact, FactKind } from '../../../worker/engine/matching'
import { composeMessage, MESSAGE_PHRASES } from '../../../worker/engine/messages'
import { formatNumber, requirementLabel, requirementPhrase, skillName, writeFact } from '../../../worker/engine/prose'
import { forbiddenIn } from '../../fixtures/forbidden-prose'
import { req } from '../matching/fixtures'

// One fact of every kind, values as the engine writes them (codes, English taxonomy labels).
const FACTS: { [K in FactKind]: Extract<Fact, { kind: K }> } = {
  cv_language: { kind: 'cv_language', language: 'de', level: 'native_or_bilingual', inferred: false },
  cv_language_missing: { kind: 'cv_language_missing', language: 'fr' },
  cv_level: { kind: 'cv_level', attribute: 'degree', value: 'high_school' },
  cv_level_missing: { kind: 'cv_level_missing', attribute: 'seniority' },
  requirement_value_unknown: { kind: 'requirement_value_unknown', attribute: 'seniority', value: 'Guru' },
  cv_occupation: { kind: 'cv_occupation', code: '2144', title: 'Mechanical engineers' },
  cv_occupation_missing: { kind: 'cv_occupation_missing' },
  job_occupation: { kind: 'job_occupation', code: '2512' },
  requirement_no_skill: { kind: 'requirement_no_skill' },
  cv_skill: { kind: 'cv_skill', skill: 'Teamwork' },
  cv_skill_missing: { kind: 'cv_skill_missing', skill: 'Communication skills' },
  cv_skill_related: { kind: 'cv_skill_related', skill: 'MySQL', wanted: 'PostgreSQL' },
  cv_skill_mentioned: { kind: 'cv_skill_mentioned', skill: 'Project management', share: 0.5 },
  cv_titles: { kind: 'cv_titles', titles: ['Konstrukteurin', 'Technische Zeichnerin'] },
  cv_titles_missing: { kind: 'cv_titles_missing' },
  cv_title: { kind: 'cv_title', title: 'Konstrukteurin', matching: 2 },
  cv_title_mentioned: { kind: 'cv_title_mentioned', title: 'Konstrukteur:in' },
  cv_years: { kind: 'cv_years', years: 1 },
  cv_years_missing: { kind: 'cv_years_missing' },
  job_min_years: { kind: 'job_min_years', years: 2.5 },
  culture_mentioned: { kind: 'culture_mentioned', keyword: 'Nachhaltigkeit', text: 'Nachhaltigkeit ist mir wichtig' },
  culture_missing: { kind: 'culture_missing', keyword: 'Eigenverantwortung' },
  achievement: { kind: 'achievement', text: 'Kosten um 12 % gesenkt', quantified: true },
  achievements_missing: { kind: 'achievements_missing' },
}

describe('facts in words', () => {
  it.each(UI_LANGUAGES)('%s: every kind has a sentence with its values and no code', (language) => {
    for (const fact of Object.values(FACTS)) {
      const text = writeFact(fact, language)
      expect(text).not.toMatch(/undefined|null|\[object|\w_\w/)
      expect(text.length).toBeGreaterThan(5)
    }
  })

  it('German: all facts pass the forbidden list; codes become names, numbers German', () => {
    const all = Object.values(FACTS).map((f) => writeFact(f, 'de_DE'))
    expect(forbiddenIn(all.join('\n'))).toEqual([])
    expect(writeFact(FACTS.cv_language, 'de_DE')).toBe('Deutsch: Muttersprache oder zweisprachig')
    expect(writeFact(FACTS.cv_skill_missing, 'de_DE')).toBe('Im Lebenslauf nicht gefunden: Kommunikationsfähigkeit')
    expect(writeFact(FACTS.cv_skill_mentioned, 'de_DE')).toBe(
      'Der Lebenslauf enthält 50\u00a0% der Wörter von „Projektmanagement“ außerhalb der Fähigkeiten',
    )
    expect(writeFact(FACTS.cv_years, 'de_DE')).toBe('1 Jahr Berufserfahrung laut Lebenslauf')
    expect(writeFact(FACTS.job_min_years, 'de_DE')).toBe('Die Stelle verlangt mindestens 2,5 Jahre')
    expect(writeFact({ kind: 'cv_language', language: 'en', level: 'professional', inferred: true }, 'de_DE')).toBe(
      'Englisch: gute Arbeitskenntnisse (abgeleitet aus der Sprache des Lebenslaufs)',
    )
  })

  it('English: names instead of codes, plural by count', () => {
    expect(writeFact(FACTS.cv_language, 'en_US')).toBe('German: native or bilingual')
    // Issue #12 point 6: an inferred level says where it came from.
    expect(writeFact({ kind: 'cv_language', language: 'en', level: 'professional', inferred: true }, 'en_US')).toBe(
      "English: professional working (inferred from the CV's language)",
    )
    expect(writeFact(FACTS.cv_level, 'en_US')).toBe('Degree in the CV: high school')
    expect(writeFact(FACTS.cv_years, 'en_US')).toBe('1 year of experience in the CV')
    expect(writeFact(FACTS.job_min_years, 'en_US')).toBe('The role asks for at least 2.5 years')
    expect(writeFact(FACTS.cv_occupation, 'en_US')).toBe('Occupation in the CV: Mechanical engineers (ISCO 2144)')
  })
})

describe('requirements in words', () => {
  const language = req({ attribute: 'language_proficiency', language: 'de', value: 'full_professional' })
  const between = req({ attribute: 'seniority', operator: 'BETWEEN', value: 'competent', maxValue: 'expert' })
  const isco = req({ attribute: 'isco', operator: 'EQUALS', value: '2512' })
  const soft = req({ attribute: 'skills', value: 'Teamfähigkeit' })
  const hard = req({ attribute: 'skills', value: 'Projektmanagement' })

  it('labels name the language, never its code', () => {
    expect(requirementLabel(language, 'en_US')).toBe('German at least full professional')
    expect(requirementLabel(language, 'de_DE')).toBe('Deutsch mindestens verhandlungssicher')
    expect(requirementLabel(between, 'de_DE')).toBe('Erfahrungsstufe zwischen kompetent und Experte')
    expect(requirementLabel(isco, 'en_US')).toBe('Occupation: Software developers (ISCO 2512)')
    expect(requirementLabel(isco, 'de_DE')).toBe('Beruf: ISCO-Gruppe 2512')
    expect(requirementLabel(soft, 'en_US')).toBe('Skill: Teamwork')
    expect(requirementLabel(req({ attribute: 'skills', value: 'Communication skills' }), 'de_DE')).toBe(
      'Fähigkeit: Kommunikationsfähigkeit',
    )
  })

  it('phrases fit inside a sentence', () => {
    expect(requirementPhrase(language, 'de_DE')).toBe(
      'Sprachkenntnisse in Deutsch mindestens auf dem Niveau „verhandlungssicher“',
    )
    expect(requirementPhrase(language, 'en_US')).toBe('German at least at the level "full professional"')
    expect(requirementPhrase(between, 'de_DE')).toBe(
      'Berufserfahrung auf einem Niveau zwischen „kompetent“ und „Experte“',
    )
    expect(requirementPhrase(isco, 'de_DE')).toBe('Erfahrung in der ISCO-Gruppe 2512')
    expect(requirementPhrase(soft, 'de_DE')).toBe('Teamfähigkeit')
    expect(requirementPhrase(soft, 'en_US')).toBe('teamwork')
    expect(requirementPhrase(hard, 'de_DE')).toBe('Kenntnisse in Projektmanagement')
    expect(requirementPhrase(hard, 'en_US')).toBe('knowledge of Project management')
    expect(requirementPhrase(req({ attribute: 'degree', operator: 'LTE', value: 'master' }), 'de_DE')).toBe(
      'einen Abschluss höchstens auf dem Niveau „Master“',
    )
  })

  it('a hand-typed level off the scale is shown as typed, not as a code', () => {
    expect(requirementLabel(req({ attribute: 'seniority', value: 'very_senior' }), 'de_DE')).toBe(
      'Erfahrungsstufe mindestens very senior',
    )
  })
})

describe('numbers and skill names', () => {
  it('scores are whole numbers in the reader’s locale', () => {
    expect(formatNumber(49.9, 'de_DE')).toBe('50')
    expect(formatNumber(1234.5, 'de_DE')).toBe('1.235')
    expect(formatNumber(1234.5, 'en_US')).toBe('1,235')
    expect(formatNumber(10.25, 'de_DE', 1)).toBe('10,3')
  })

  it('skills take the taxonomy’s name in the message language where it has one', () => {
    expect(skillName('Communication skills', 'de_DE')).toBe('Kommunikationsfähigkeit')
    expect(skillName('Teamfähigkeit', 'en_US')).toBe('Teamwork')
    expect(skillName('Python', 'de_DE')).toBe('Python')
    // No French names written yet: the recruiter's own words stay.
    expect(skillName('Teamwork', 'fr_FR')).toBe('Teamwork')
    expect(skillName('Grumble works', 'de_DE')).toBe('Grumble works')
  })
})

describe('messages without a parsed name', () => {
  const base = {
    decision: 'invite' as const,
    channel: 'email' as const,
    candidateName: null,
    jobTitle: 'Data Engineer',
    organizationName: 'Fjord Talent',
    senderName: 'Ada Sample',
    strengths: ['Python'],
  }

  it.each(MESSAGE_LANGUAGES)('%s: a neutral greeting in every decision, channel and register', (language) => {
    for (const register of ['formal', 'personal'] as const) {
      const phrases = MESSAGE_PHRASES[language]
      const own = register === 'personal' && phrases.personal ? { ...phrases, ...phrases.personal } : phrases
      for (const decision of ['invite', 'reject'] as const) {
        const email = composeMessage({ ...base, language, decision, register })
        expect(email.body.split('\n')[0]).toBe(own.greetingNoName)
        const sms = composeMessage({ ...base, language, decision, register, channel: 'sms' })
        expect(sms.body.startsWith(`${own.smsHelloNoName} `)).toBe(true)
        for (const text of [email.body, sms.body]) {
          expect(text).not.toMatch(/undefined|null|\$\{|\s[,،]| {2}/)
          expect(text).toContain('Data Engineer')
        }
      }
    }
  })

  it('with a name, the greeting names the person (and the personal register the first name)', () => {
    const named = { ...base, candidateName: 'Jonas Beispiel' }
    expect(composeMessage({ ...named, language: 'de_DE' }).body.split('\n')[0]).toBe('Guten Tag Jonas Beispiel,')
    expect(composeMessage({ ...named, language: 'de_DE', register: 'personal' }).body.split('\n')[0]).toBe(
      'Hallo Jonas,',
    )
    expect(composeMessage({ ...named, language: 'en_US', channel: 'sms' }).body).toMatch(/^Hi Jonas Beispiel, Fjord/)
    expect(composeMessage({ ...base, language: 'en_US' }).body.split('\n')[0]).toBe('Hello,')
  })
})

describe('the forbidden list', () => {
  it('catches what issue 19 found in German prose', () => {
    for (const found of [
      'CV: de native_or_bilingual',
      'Die Stelle verlangt Berufsfeld: 0. Wie würden Sie',
      'Insgesamt 49.9 von 100.',
      'Guten Tag cv_final_2024,',
      'Sprache (de) mindestens fließend',
      'Besonders überzeugt haben uns Ihre Communication skills',
      'Lebenslauf_final.pdf',
    ]) {
      expect(forbiddenIn(found), found).not.toEqual([])
    }
  })
})
