import type { ApiScope } from '../../../worker/contracts/integrations'
import { json } from '../jobs/support'
import { call, type Session } from '../support/http'

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
