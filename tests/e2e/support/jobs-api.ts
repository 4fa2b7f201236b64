import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/** Writes as the signed-in page: its session cookie, CSRF token and origin. */
async function post(page: Page, path: string, data: unknown) {
  const session = await page.request.get('/api/auth/session')
  const { csrfToken } = (await session.json()) as { csrfToken?: string }
  const response = await page.request.post(path, {
    headers: { 'X-CSRF-Token': csrfToken ?? '', Origin: new URL(page.url()).origin },
    data,
  })
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300)
  return response.json()
}

/**
 * A job opened through the API, so matching scores the organization's applicants: a skill and a
 * mandatory doctorate (most fail it, so knockouts show). For tests about what a match list looks
 * like, not about creating jobs (jobs.spec.ts does that through the screens).
 */
export async function openScoredJob(page: Page, title: string): Promise<string> {
  const job = (await post(page, '/api/jobs', {
    title,
    description:
      'We are looking for a software engineer who builds backend services in TypeScript and SQL and ' +
      'enjoys working with product teams on a recruiting platform.',
    requirements: [
      { attribute: 'skills', operator: 'EQUALS', value: 'TypeScript', mandatory: false },
      { attribute: 'degree', operator: 'GTE', value: 'doctorate', mandatory: true },
    ],
  })) as { id: string }
  await post(page, `/api/jobs/${job.id}/skill-weight`, { area: 'skills', value: 40 })
  await post(page, `/api/jobs/${job.id}/status`, { status: 'OPEN' })
  return job.id
}

/** Removes a job a test made, so later specs see the seeded organization as it was. */
export async function deleteJob(page: Page, jobId: string) {
  await post(page, `/api/jobs/${jobId}/delete`, {})
}
