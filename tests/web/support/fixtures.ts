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
  '/api/metrics/applicants': { total: 1234, createdThisWeek: 13, createdLastWeek: 10 },
  '/api/metrics/jobs': { open: 7, openedThisWeek: 1, openedLastWeek: 3 },
  '/api/metrics/average-score': { average: null, count: 0, averageThisWeek: null, averageLastWeek: null },
  '/api/metrics/skills/applicants': {
    skills: [
      { skill: 'TypeScript', count: 40 },
      { skill: 'SQL', count: 25 },
    ],
  },
  '/api/metrics/skills/jobs': { skills: [{ skill: 'Kubernetes', count: 4 }] },
  '/api/metrics/skills/gap': { skills: [{ skill: 'Kubernetes', demand: 4, supply: 1, gap: 37.5 }] },
}
