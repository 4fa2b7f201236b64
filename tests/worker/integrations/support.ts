import type { PlanFeature } from '../../../worker/contracts/billing-plans'
import type { ApiScope } from '../../../worker/contracts/integrations'
import type { OrganizationPermission } from '../../../worker/contracts/permissions'
import { createPlan, feature, subscribe } from '../billing/support'
import { json, signedInMember as memberOnBasic } from '../jobs/support'
import { call, type Session } from '../support/http'

/** Every feature unlimited, with integrations and API access as given (both on by default). */
export function integrationsFeatures(options: { integrations?: boolean; apiAccess?: boolean } = {}): PlanFeature[] {
  return [
    feature({ feature: 'CV_UPLOAD' }),
    feature({ feature: 'JOB_POSTING' }),
    feature({ feature: 'CHAT' }),
    feature({ feature: 'TEAM_MEMBERS', quotaPeriod: 'TOTAL' }),
    feature({ feature: 'INTEGRATIONS', enabled: options.integrations ?? true }),
    feature({ feature: 'API_ACCESS', enabled: options.apiAccess ?? true }),
  ]
}

/** Puts the organization on a plan of its own that includes integrations and API access (ADR 0037). */
export async function withIntegrationsPlan(organizationId: string, features = integrationsFeatures()) {
  return subscribe(organizationId, await createPlan(features))
}

/**
 * A signed-in member of a new organization on a plan with integrations and API access: new
 * organizations start on Basic, which includes neither.
 */
export async function signedInMember(permissions?: OrganizationPermission[], org?: { id: string }) {
  const member = await memberOnBasic(permissions, org)
  if (!org) await withIntegrationsPlan(member.org.id)
  return member
}

export interface CreatedApp {
  id: string
  name: string
  permissions: ApiScope[]
  status: string
}

/** An app created through the API by the signed-in member, with the given scopes. */
export async function createAppViaApi(session: Session, permissions: ApiScope[], name = 'Careers site sync') {
  const res = await call('/api/apps', { method: 'POST', session, json: { name, description: 'Test app', permissions } })
  return json<CreatedApp>(res, 201)
}

/** A key of the app through the API; the answer is the only place the token appears. */
export async function createKeyViaApi(session: Session, appId: string, name = 'Production') {
  const res = await call(`/api/apps/${appId}/api-keys`, { method: 'POST', session, json: { name } })
  return json<{ id: string; name: string; excerpt: string; token: string; createdAt: number }>(res, 201)
}

/** An app with the scopes and one key: the token to call /api/v1 with. */
export async function apiKeyFor(session: Session, permissions: ApiScope[]) {
  const app = await createAppViaApi(session, permissions)
  const key = await createKeyViaApi(session, app.id)
  return { app, key, apiKey: key.token }
}
