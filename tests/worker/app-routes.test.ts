import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { createApp } from '../../worker/app'

/**
 * Concrete routes of an app, as `METHOD /path`. Middleware entries have method ALL; a route with
 * inline middleware (guard, validate) has one entry per handler, hence the Set.
 */
const routesOf = (app: ReturnType<typeof createApp>) => [
  ...new Set(app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`)),
]
const localOnly = (route: string) => /\/(bench|dev)\//.test(route)

describe('routes per deployment (APP_ENV, decided once)', () => {
  it('the production router has no benchmark or dev path at all', () => {
    const routes = routesOf(createApp('production'))
    expect(routes).toContain('GET /api/health')
    expect(routes.filter(localOnly)).toEqual([])
  })

  it('local and test mode have the benchmark, the dev mailbox, the chat room probe and the storage fault switch', () => {
    for (const appEnv of ['local', 'test']) {
      expect(routesOf(createApp(appEnv)).filter(localOnly).sort()).toEqual([
        'GET /api/dev/chat-rooms/:id',
        'GET /api/dev/mailbox',
        'GET /api/dev/mailbox/:id',
        'POST /api/dev/faults/cv-storage',
        'POST /api/jobs/bench/dashboard-setup',
        'POST /api/jobs/bench/match-applicant',
        'POST /api/jobs/bench/synthetic',
        'POST /api/search/bench/synthetic',
      ])
    }
  })

  it('an APP_ENV that is not local or test gets the production router', () => {
    expect(routesOf(createApp('staging')).filter(localOnly)).toEqual([])
  })

  it('in production a request to them is the ordinary 404', async () => {
    const app = createApp('production')
    const res = await app.fetch(new Request('http://localhost:8787/api/dev/mailbox'), env)
    expect(res.status).toBe(404)
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND')
  })
})
