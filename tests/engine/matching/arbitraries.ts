/** fast-check generators of synthetic CVs and jobs for the equivalence tests (no real documents). */
import fc from 'fast-check'
import {
  COMPARISON_OPERATORS,
  DEGREE_LEVELS,
  LANGUAGE_PROFICIENCIES,
  SENIORITY_LEVELS,
} from '../../../worker/contracts/enums'
import type { JobProfile, Requirement } from '../../../worker/engine/matching'
import type { ParsedCv } from '../../../worker/engine/parsing/types'
import { makeCv } from './fixtures'

const SKILLS = [
  'Python',
  'JS',
  'TypeScript',
  'SQL',
  'MySQL',
  'PostgreSQL',
  'Docker',
  'Kubernetes',
  'Teamwork',
  'Java',
  'React',
  'Microsoft Excel',
  'Zorblax',
  'stock audit',
  'tekla structures',
  'Fleet management',
  'Accounting',
]
const LANGS = ['en', 'de', 'fr', 'pl', 'German', 'Polish']
const ISCO = ['2512', '2514', '2521', '2611', '3512', '1212', '25', '2', ' 251 ']
const TITLES = ['Software Developer', 'Senior Accountant', 'Data Engineer', 'Nurse', 'Fleet Manager', 'Stock Auditor']
const TEXTS = [
  'Ran stock audit and fleet planning for remote teams',
  'Mentoring juniors, open communication, ownership of delivery',
  'Accounting and tax reports in Microsoft Excel',
  'Built structures in Tekla for steel detailing',
  'Developer of data pipelines',
]
const pick = <T>(xs: readonly T[]) => fc.constantFrom(...xs)

export const cvArb: fc.Arbitrary<ParsedCv> = fc
  .record({
    title: fc.option(pick(TITLES)),
    summary: fc.option(pick(TEXTS)),
    hardSkills: fc.uniqueArray(pick(SKILLS), { maxLength: 8 }),
    softSkills: fc.uniqueArray(pick(['Teamwork', 'Communication', 'Leadership']), { maxLength: 2 }),
    degree: fc.option(pick(DEGREE_LEVELS)),
    seniority: fc.option(pick(SENIORITY_LEVELS)),
    languages: fc.uniqueArray(
      fc.record({ language: pick(LANGS), proficiency: pick([...LANGUAGE_PROFICIENCIES, 'unknown' as never]) }),
      { maxLength: 3, selector: (l) => l.language },
    ),
    isco: fc.option(pick(ISCO.filter((c) => c.length === 4)).map((code) => ({ code, title: 'x' }))),
    yearsOfExperience: fc.option(fc.integer({ min: 0, max: 40 })),
    achievements: fc.array(pick(['Raised sales by 20%', 'Led the migration', 'Saved €2m a year']), { maxLength: 6 }),
    experience: fc.array(
      pick(TITLES).map((title) => ({ title, company: null, start: null, end: null })),
      { maxLength: 3 },
    ),
    evidence: fc
      .array(pick(TEXTS), { maxLength: 3 })
      .map((xs) => ({ other: xs.map((text, line) => ({ line, text })) })),
  })
  .map((r) => makeCv(r))

const reqArb: fc.Arbitrary<Requirement> = fc
  .oneof(
    fc.record({
      attribute: fc.constant('degree' as const),
      value: pick([...DEGREE_LEVELS, 'none']),
      maxValue: fc.option(pick(DEGREE_LEVELS)),
    }),
    fc.record({
      attribute: fc.constant('seniority' as const),
      value: pick(SENIORITY_LEVELS),
      maxValue: fc.option(pick([...SENIORITY_LEVELS, 'x'])),
    }),
    fc.record({
      attribute: fc.constant('language_proficiency' as const),
      language: pick(LANGS),
      value: pick(LANGUAGE_PROFICIENCIES),
      maxValue: fc.option(pick(LANGUAGE_PROFICIENCIES)),
    }),
    fc.record({ attribute: fc.constant('isco' as const), value: pick(ISCO), maxValue: fc.option(pick(ISCO)) }),
    fc.record({ attribute: fc.constant('skills' as const), value: pick([...SKILLS, '', 'python']) }),
  )
  .chain((base) =>
    fc.record({ operator: pick(COMPARISON_OPERATORS), mandatory: fc.boolean() }).map((rest) => ({ ...base, ...rest })),
  )

export const jobArb: fc.Arbitrary<JobProfile> = fc.record({
  title: pick([...TITLES, '', 'Senior Software Developer (m/w/d)']),
  description: fc.constant('A synthetic job description long enough to be a description of a job.'),
  requirements: fc.array(reqArb, { maxLength: 8 }),
  weights: fc.dictionary(pick(['skills', 'isco', 'experience', 'culture_fit']), fc.integer({ min: 0, max: 100 })),
  isco: fc.option(pick(ISCO).map((code) => ({ code }))),
  skills: fc.uniqueArray(pick(SKILLS), { maxLength: 6 }),
  minYears: fc.option(fc.integer({ min: 0, max: 15 })),
  cultureKeywords: fc.array(
    pick(['mentoring', 'remote', 'ownership', 'Python', 'remote teams', 'open communication']),
    {
      maxLength: 3,
    },
  ),
})
