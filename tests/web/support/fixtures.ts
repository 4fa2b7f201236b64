import type { SessionUser } from '../../../web/api/session'

export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'user-1',
    email: 'ada@example.com',
    name: 'Ada Lovelace',
    status: 'ACTIVE',
    permissions: ['DASHBOARD', 'PROFILE', 'ORGANIZATION_CREATE'],
    organizationId: 'org-1',
    organization: {
      id: 'org-1',
      name: 'Acme Recruiting',
      language: 'en_US',
      isAgency: false,
      status: 'STANDARD',
      subscriptionStatus: 'ACTIVE',
      planName: 'basic',
      showMatchingScores: true,
      logoUrl: null,
    },
    organizations: [{ id: 'org-1', name: 'Acme Recruiting', language: 'en_US', isAgency: false }],
    ...overrides,
  }
}

export function signedIn(user: SessionUser = makeUser()) {
  return { user, csrfToken: 'csrf-token-1', expiresAt: Date.now() + 3_600_000 }
}

export const signedOut = { user: null }

export const dashboardMetrics = {
  '/api/metrics/applicants': { total: 1234, lastWeek: 1200 },
  '/api/metrics/jobs': { open: 7, lastWeek: 9 },
  '/api/metrics/average-score': { average: null, count: 0, lastWeek: null },
  '/api/metrics/skills/applicants': {
    skills: [
      { key: 'esco:typescript', skill: 'TypeScript', count: 40, lastWeek: 35 },
      { key: 'esco:sql', skill: 'SQL', count: 25, lastWeek: null },
    ],
  },
  '/api/metrics/skills/jobs': { skills: [{ key: 'onet:kubernetes', skill: 'Kubernetes', count: 4, lastWeek: 2 }] },
  '/api/metrics/skills/gap': {
    openJobs: 8,
    applicants: 100,
    skills: [{ key: 'onet:kubernetes', skill: 'Kubernetes', demand: 4, supply: 1, gap: 37.5, lastWeekGap: 20 }],
  },
}

/** A recruiter who may read, add and delete applicants. */
export function recruiter(overrides: Partial<SessionUser> = {}): SessionUser {
  return makeUser({
    permissions: ['DASHBOARD', 'PROFILE', 'APPLICANT_READ', 'APPLICANT_CREATE', 'APPLICANT_DELETE'],
    ...overrides,
  })
}

export function applicantRow(n: number, overrides: Record<string, unknown> = {}) {
  return {
    id: `app-${n}`,
    name: `Candidate ${n}`,
    filename: `cv-${n}.pdf`,
    tagline: `Engineer ${n}`,
    createdAt: Date.UTC(2026, 2, 14, 12),
    applicationsCount: n,
    openToAll: n % 2 === 0,
    processingState: 'PROCESSED',
    client: null,
    ...overrides,
  }
}

export function applicantDetail(overrides: Record<string, unknown> = {}) {
  return {
    id: 'app-1',
    name: 'Grace Hopper',
    tagline: 'Compiler engineer',
    summary: 'Builds compilers and teaches machines to read English.',
    hardSkills: ['COBOL', 'Compilers'],
    softSkills: ['Teaching'],
    matchingOption: 'ALL',
    processingState: 'PROCESSED',
    createdAt: Date.UTC(2026, 0, 2),
    updatedAt: Date.UTC(2026, 0, 3),
    profile: {
      documentLanguage: 'en',
      email: 'grace@example.com',
      phone: '+15550100',
      location: 'Arlington, VA',
      links: ['https://example.com/grace', 'javascript:alert(1)', 'github.com/grace'],
      title: 'Rear admiral',
      languages: [
        { language: 'en', proficiency: 'native_or_bilingual' },
        { language: 'de', proficiency: 'limited_working' },
      ],
      degree: 'doctorate',
      education: [{ degree: 'PhD Mathematics', level: 'doctorate', institution: 'Yale University', year: 1934 }],
      experience: [
        { title: 'Senior programmer', company: 'Remington Rand', start: '1949-06', end: 'present' },
        { title: 'Researcher', company: null, start: '1944', end: '1949-05' },
      ],
      yearsOfExperience: 40.5,
      seniority: 'expert',
      isco: { code: '2512', title: 'Software developers' },
      achievements: ['Wrote the first compiler'],
      corrected: null,
    },
    document: { id: 'app-1', filename: 'grace.pdf', contentType: 'application/pdf', sizeBytes: 123_456 },
    parsedBy: { model: 'embedded', promptVersion: '1' },
    ...overrides,
  }
}

/** A mention notification as GET /api/notifications lists it (unread unless `readAt` is given). */
export interface MentionFixture {
  id: string
  readAt: number | null
  [key: string]: unknown
}
export function mentionNotification(overrides: Record<string, unknown> = {}): MentionFixture {
  return {
    id: 'n-1',
    kind: 'MENTION',
    actor: { id: 'user-2', name: 'Cleo Colleague' },
    subject: { kind: 'applicant', id: 'app-1', title: 'Zoë Quellmann' },
    excerpt: '@Ada Lovelace please call her',
    createdAt: Date.UTC(2026, 2, 14, 12),
    readAt: null,
    ...overrides,
  }
}
