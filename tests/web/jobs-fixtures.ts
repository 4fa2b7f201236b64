import { makeUser } from './support/fixtures'

export const WEIGHTS = {
  skills: 30,
  seniority: 10,
  degree: 10,
  language_proficiency: 10,
  isco: 15,
  professional_experience: 15,
  culture_fit: 5,
  notable_achievements: 5,
}

/** A recruiter who may read, create, change and delete jobs and read applicants. */
export function jobRecruiter() {
  return makeUser({
    permissions: [
      'DASHBOARD',
      'PROFILE',
      'APPLICANT_READ',
      'APPLICANT_CREATE',
      'JOB_READ',
      'JOB_CREATE',
      'JOB_UPDATE',
      'JOB_DELETE',
      'ORGANIZATION_READ',
      'ORGANIZATION_UPDATE',
    ],
  })
}

export function jobDetail(overrides: Record<string, unknown> = {}) {
  return {
    id: 'job-1',
    title: 'Senior backend engineer',
    description: 'We build the recruiting platform and need someone who enjoys TypeScript and SQL a lot.',
    status: 'DRAFT',
    matchingOption: 'ALL',
    client: null,
    author: { id: 'user-1', name: 'Ada Lovelace' },
    requirements: [
      {
        id: 'r1',
        attribute: 'degree',
        language: null,
        operator: 'GTE',
        value: 'master',
        maxValue: null,
        mandatory: true,
      },
    ],
    weights: { weights: WEIGHTS, isSet: true },
    recruiters: [{ id: 'user-2', name: 'Grace Hopper', email: 'grace@example.com' }],
    counts: { assigned: 1, matched: 2, knockouts: 1 },
    matching: { pending: 0 },
    createdAt: Date.UTC(2026, 2, 14, 12),
    updatedAt: Date.UTC(2026, 2, 14, 12),
    openedAt: null,
    closedAt: null,
    ...overrides,
  }
}

const area = (score: number, weight: number) => ({ score, weight, neutral: false })

export function matchItem(n: number, overrides: Record<string, unknown> = {}) {
  return {
    applicantId: `app-${n}`,
    name: `Candidate ${n}`,
    tagline: null,
    score: 90 - n * 10,
    knockout: false,
    knockouts: [],
    areas: {
      skills: area(80, 30),
      seniority: area(60, 10),
      degree: area(100, 10),
      language_proficiency: area(50, 10),
      isco: area(70, 15),
      professional_experience: area(40, 15),
      culture_fit: area(50, 5),
      notable_achievements: area(20, 5),
    },
    computedAt: Date.UTC(2026, 2, 15),
    assigned: false,
    ...overrides,
  }
}
