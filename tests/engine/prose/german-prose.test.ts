import { describe, expect, it } from 'vitest'
import { buildFitReport, type FitReport } from '../../../worker/engine/fit-report'
import { parseJobDescription } from '../../../worker/engine/job-parsing'
import { type JobProfile, scoreMatch } from '../../../worker/engine/matching'
import { composeMessage } from '../../../worker/engine/messages'
import { parseCv } from '../../../worker/engine/parsing'
import { writeFact } from '../../../worker/engine/prose'
import { writeReasoning } from '../../../worker/matching/reasoning'
import { forbiddenIn } from '../../fixtures/forbidden-prose'
import { germanCvText } from '../../fixtures/german-cv'
import { req } from '../matching/fixtures'

/** Every line of a report a reader sees. */
function reportText(r: FitReport): string {
  const points = [...r.strengths, ...r.gaps, ...r.knockouts].flatMap((p) => [p.text, ...p.facts])
  return [r.summary, ...points, ...r.questions, ...r.areas.map((a) => a.label)].join('\n')
}

// A job that asks for every kind of requirement, several of them missed, with German culture words.
const demanding: JobProfile = {
  title: 'Konstrukteur:in Sondermaschinenbau',
  description: 'Konstruktion von Verpackungsanlagen.',
  requirements: [
    req({ attribute: 'skills', value: 'SolidWorks', mandatory: true }),
    req({ attribute: 'skills', value: 'Communication skills' }),
    req({ attribute: 'skills', value: 'Siemens NX' }),
    req({ attribute: 'degree', operator: 'GTE', value: 'master', mandatory: true }),
    req({ attribute: 'language_proficiency', language: 'en', value: 'full_professional' }),
    req({
      attribute: 'language_proficiency',
      language: 'de',
      operator: 'BETWEEN',
      value: 'professional',
      maxValue: 'native_or_bilingual',
    }),
    req({ attribute: 'seniority', operator: 'EQUALS', value: 'expert' }),
    req({ attribute: 'isco', operator: 'EQUALS', value: '2512' }),
  ],
  weights: {},
  isco: { code: '2512' },
  skills: ['Project management', 'Problem solving', 'CATIA'],
  minYears: 12.5,
  cultureKeywords: ['Nachhaltigkeit', 'Eigenverantwortung'],
}

const parsedAd = parseJobDescription(
  [
    'Maschinenbauingenieur:in Konstruktion',
    'Ihre Aufgaben',
    '- Konstruktion von Baugruppen in SolidWorks',
    'Ihr Profil',
    '- Abgeschlossenes Studium des Maschinenbaus',
    '- Mindestens 5 Jahre Berufserfahrung in der Konstruktion',
    '- Sehr gute Deutsch- und gute Englischkenntnisse',
    '- Kenntnisse in CATIA und Projektmanagement',
  ].join('\n'),
)

describe('German prose reads without English words or raw codes', () => {
  for (const [jobName, job] of [
    ['a demanding job', demanding],
    ['a parsed German ad', parsedAd],
  ] as const) {
    for (const withName of [true, false]) {
      it(`${jobName}, CV ${withName ? 'with' : 'without'} a name: fit report and reasoning`, () => {
        const cv = parseCv(germanCvText({ withName }))
        const match = scoreMatch(cv, job)
        const report = buildFitReport(match, {
          candidateName: cv.name ?? 'Bewerbung',
          jobTitle: job.title,
          language: 'de_DE',
        })
        expect(forbiddenIn(reportText(report))).toEqual([])
        expect(forbiddenIn(writeReasoning(match, 'de_DE'))).toEqual([])
      })
    }
  }

  it('the demanding job: knockouts, gaps and questions say what is missing, in German', () => {
    const match = scoreMatch(parseCv(germanCvText({ withName: true })), demanding)
    const report = buildFitReport(match, {
      candidateName: 'Johanna Beispiel',
      jobTitle: demanding.title,
      language: 'de_DE',
    })
    expect(report.knockouts.map((k) => k.text)).toEqual(['Abschluss mindestens Master'])
    expect(report.questions[0]).toBe(
      'Die Stelle setzt einen Abschluss mindestens auf dem Niveau „Master“ voraus. Gibt es in Ihrem Werdegang etwas, das wir hier übersehen haben?',
    )
    expect(report.gaps.map((g) => g.text)).toContain('Englisch mindestens verhandlungssicher')
    expect(report.gaps.map((g) => g.text)).toContain('Fähigkeit: Kommunikationsfähigkeit')
    // The CV's skills, read into English taxonomy labels, come back in German.
    const facts = report.strengths.flatMap((s) => s.facts)
    expect(facts).toContain('Fähigkeit im Lebenslauf: SolidWorks')
    // Ten years and a third in the CV, twelve and a half asked for: German decimals.
    const experience = match.areas.professional_experience.evidence.flatMap((e) => e.facts)
    expect(experience).toContainEqual({ kind: 'job_min_years', years: 12.5 })
    expect(experience.map((f) => writeFact(f, 'de_DE'))).toEqual([
      '10,3 Jahre Berufserfahrung laut Lebenslauf',
      'Die Stelle verlangt mindestens 12,5 Jahre',
      expect.stringMatching(/^Ähnlichste Position im Lebenslauf: |^Positionen im Lebenslauf: /),
    ])
    expect(reportText(report)).not.toMatch(/: 0\./)
    // No question turns an area's score into a requirement.
    for (const q of report.questions) expect(q).not.toMatch(/\d+ von 100|: \d/)
    expect(report.summary).toMatch(
      /^Johanna Beispiel erreicht \d+ von 100 Punkten für Konstrukteur:in Sondermaschinenbau\./,
    )
  })

  it('reasoning: rounded score, the fit report’s area names, German facts', () => {
    const match = scoreMatch(parseCv(germanCvText({ withName: true })), demanding)
    const text = writeReasoning(match, 'de_DE')
    expect(text).toMatch(/^Insgesamt \d+ von 100 Punkten\./)
    expect(text).toContain('Nicht erfüllte Pflichtanforderung: Abschluss mindestens Master.')
    const report = buildFitReport(match, { candidateName: 'X', jobTitle: 'Y', language: 'de_DE' })
    const strongest = /Am stärksten: ([\p{L} ]+) mit/u.exec(text)?.[1]
    expect(report.areas.map((a) => a.label)).toContain(strongest)
  })

  it('invite and reject, email and short text, with and without a parsed name', () => {
    for (const candidateName of ['Johanna Beispiel', null]) {
      for (const decision of ['invite', 'reject'] as const) {
        for (const channel of ['email', 'sms'] as const) {
          const m = composeMessage({
            decision,
            channel,
            language: 'de_DE',
            candidateName,
            jobTitle: demanding.title,
            organizationName: 'Alpenblick Personal GmbH',
            senderName: 'Ingrid Alber',
            strengths: ['Technical drawing', 'Teamwork', 'SolidWorks', 'Communication skills'],
          })
          const text = `${m.subject ?? ''}\n${m.body}`
          expect(forbiddenIn(text)).toEqual([])
          if (channel === 'email') {
            expect(m.body.split('\n')[0]).toBe(candidateName ? 'Guten Tag Johanna Beispiel,' : 'Guten Tag,')
          } else {
            expect(m.body.startsWith(candidateName ? 'Hallo Johanna Beispiel, ' : 'Hallo, ')).toBe(true)
          }
          if (decision === 'invite' && channel === 'email') {
            expect(m.body).toContain(
              'Besonders überzeugt hat uns Ihr Profil mit technisches Zeichnen, Teamfähigkeit und SolidWorks.',
            )
          }
        }
      }
    }
  })
})
