/** Synthetic CVs and jobs for the scoring tests (written here, no real documents). */

import type { JobProfile, Requirement } from '../../../worker/engine/matching'
import type { ParsedCv } from '../../../worker/engine/parsing/types'

export function makeCv(overrides: Partial<ParsedCv> = {}): ParsedCv {
  return {
    isCv: true,
    documentKind: 'cv',
    documentLanguage: 'en',
    name: 'Alex Example',
    email: 'alex@example.test',
    phone: null,
    location: 'Berlin',
    links: [],
    title: 'Senior Software Developer',
    summary: 'Backend developer who enjoys mentoring and open communication in remote teams.',
    tagline: 'Senior Software Developer · Python, SQL',
    hardSkills: ['Python', 'SQL', 'Docker', 'JS'],
    softSkills: ['Teamwork'],
    languages: [
      { language: 'en', proficiency: 'full_professional' },
      { language: 'de', proficiency: 'limited_working' },
    ],
    degree: 'bachelor',
    education: [{ degree: 'BSc Computer Science', level: 'bachelor', institution: 'Example University', year: 2015 }],
    experience: [
      { title: 'Software Developer', company: 'Acme', start: '2019-01', end: 'present' },
      { title: 'Junior Developer', company: 'Beta', start: '2015-06', end: '2018-12' },
    ],
    yearsOfExperience: 9,
    seniority: 'advanced',
    isco: { code: '2512', title: 'Software developers' },
    achievements: ['Cut cloud costs by 30% in one year', 'Won the internal hackathon twice'],
    evidence: { summary: [{ line: 3, text: 'Backend developer who enjoys mentoring and open communication.' }] },
    ...overrides,
  }
}

export const req = (r: Partial<Requirement> & Pick<Requirement, 'attribute' | 'value'>): Requirement => ({
  operator: 'GTE',
  mandatory: false,
  ...r,
})

export function makeJob(overrides: Partial<JobProfile> = {}): JobProfile {
  return {
    title: 'Software Developer (m/w/d)',
    description: 'We build data products in Python and SQL for logistics customers across Europe, remote first.',
    requirements: [
      req({ attribute: 'skills', value: 'Python', mandatory: true }),
      req({ attribute: 'degree', value: 'bachelor' }),
      req({ attribute: 'language_proficiency', language: 'de', value: 'professional' }),
      req({ attribute: 'seniority', value: 'competent' }),
      req({ attribute: 'isco', operator: 'EQUALS', value: '2512' }),
    ],
    weights: {},
    isco: { code: '2512' },
    skills: ['PostgreSQL', 'Kubernetes', 'TypeScript'],
    minYears: 5,
    cultureKeywords: ['mentoring', 'remote', 'ownership'],
    ...overrides,
  }
}
