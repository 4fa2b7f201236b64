import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { feature } from '../billing/support'
import { errorCode, json, signedInMember as memberOnBasic } from '../jobs/support'
import { v1 } from '../public-api/support'
import { call } from '../support/http'
import { createAppViaApi, createKeyViaApi, integrationsFeatures, withIntegrationsPlan } from './support'

const PLAN_MESSAGES = {
  PLAN_FEATURE_INTEGRATIONS:
    'Your plan does not include integrations. Upgrade your plan to create apps, API keys and webhooks.',
  PLAN_FEATURE_API_ACCESS: 'Your plan does not include API access. Upgrade your plan to use the API.',
  PLAN_LIMIT_API_ACCESS_PERIOD:
    'Your plan allows no more API requests in this billing period. Upgrade your plan to use the API.',
}

async function refusal(res: Response) {
  expect(res.status).toBe(402)
  return ((await res.json()) as { error: { code: keyof typeof PLAN_MESSAGES; message: string } }).error
}

describe('plan features of integrations (ADR 0037)', () => {
  it('Basic includes no integrations: apps and webhooks are refused with the upgrade message, reading is not', async () => {
    const { session } = await memberOnBasic()
    const app = await refusal(
      await call('/api/apps', { method: 'POST', session, json: { name: 'ATS', permissions: ['APPLICANT_READ'] } }),
    )
    expect(app).toMatchObject({ code: 'PLAN_FEATURE_INTEGRATIONS', message: PLAN_MESSAGES.PLAN_FEATURE_INTEGRATIONS })
    const hook = await refusal(
      await call('/api/webhooks', {
        method: 'POST',
        session,
        json: { url: 'https://hooks.example.com/h', events: ['applicant.processed'] },
      }),
    )
    expect(hook.code).toBe('PLAN_FEATURE_INTEGRATIONS')
    expect(await json(await call('/api/apps', { session }))).toEqual([])
    expect(await json(await call('/api/webhooks', { session }))).toEqual([])
  })

  it('integrations without API access: apps yes, keys no', async () => {
    const { session, org } = await memberOnBasic()
    await withIntegrationsPlan(org.id, integrationsFeatures({ apiAccess: false }))
    const app = await createAppViaApi(session, ['APPLICANT_READ'])
    const res = await call(`/api/apps/${app.id}/api-keys`, { method: 'POST', session, json: { name: 'Prod' } })
    expect(await refusal(res)).toMatchObject({
      code: 'PLAN_FEATURE_API_ACCESS',
      message: PLAN_MESSAGES.PLAN_FEATURE_API_ACCESS,
    })
    const keys = await env.DB.prepare('SELECT count(*) AS n FROM api_keys WHERE tenant_id = ?')
      .bind(org.id)
      .first<{ n: number }>()
    expect(keys?.n).toBe(0)
  })

  it('the public API answers only while the plan includes API access and has quota left', async () => {
    const { session, org } = await memberOnBasic()
    await withIntegrationsPlan(org.id)
    const app = await createAppViaApi(session, ['APPLICANT_READ'])
    const { token } = await createKeyViaApi(session, app.id)
    expect((await v1(token, '/applicants')).status).toBe(200)

    // A plan change without API access stops the key at once (the newest subscription applies).
    await new Promise((r) => setTimeout(r, 5))
    await withIntegrationsPlan(org.id, integrationsFeatures({ apiAccess: false }))
    expect(await refusal(await v1(token, '/applicants'))).toMatchObject({ code: 'PLAN_FEATURE_API_ACCESS' })

    // Two requests a period: the third is refused with the upgrade message, and is not counted.
    await new Promise((r) => setTimeout(r, 5))
    await withIntegrationsPlan(org.id, [
      ...integrationsFeatures().filter((f) => f.feature !== 'API_ACCESS'),
      feature({ feature: 'API_ACCESS', quota: 2 }),
    ])
    expect((await v1(token, '/applicants')).status).toBe(200)
    expect((await v1(token, '/applicants')).status).toBe(200)
    const over = await v1(token, '/applicants')
    expect(await refusal(over)).toMatchObject({
      code: 'PLAN_LIMIT_API_ACCESS_PERIOD',
      message: PLAN_MESSAGES.PLAN_LIMIT_API_ACCESS_PERIOD,
    })
    expect(await errorCode(await v1(token, '/applicants'))).toBe('PLAN_LIMIT_API_ACCESS_PERIOD')
  })
})
