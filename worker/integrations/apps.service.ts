import { planGate } from '../billing/entitlements.service'
import type { AuthState, Services } from '../context'
import type { App, AppDetails, CreateAppRequest, CreatedApiKey } from '../contracts/integrations'
import { API_SCOPES, type ApiScope } from '../contracts/integrations'
import { AppError } from '../lib/app-error'
import { newId } from '../lib/ids'
import { newApiToken } from './api-token'
import { type AppRow, appsRepo } from './apps.repo'

const appNotFound = () => new AppError('APP_NOT_FOUND')
const SCOPES = new Set<string>(API_SCOPES)

type ListedApp = Omit<AppRow, 'tenantId' | 'permissions'> & { permissions: string[]; keyCount: number }

function toApp(row: ListedApp): App {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status,
    installed: row.installed,
    // Only the public API's scopes are ever stored; anything else in a row grants nothing.
    permissions: row.permissions.filter((p): p is ApiScope => SCOPES.has(p)),
    keyCount: row.keyCount,
    createdAt: row.createdAt,
  }
}

/** Custom apps of the current organization and their API keys (spec §7 Apps, ADR 0035). */
export function appsService(services: Services, tenantId: string) {
  const repo = appsRepo(services.db.forTenant(tenantId), tenantId)

  async function requireApp(id: string) {
    const row = await repo.get(id)
    if (!row) throw appNotFound()
    return row
  }

  return {
    async list(): Promise<App[]> {
      return (await repo.list()).map(toApp)
    },

    names: () => repo.names(),

    async details(id: string): Promise<AppDetails> {
      const row = await requireApp(id)
      return { ...toApp(row), apiKeys: await repo.keys(id) }
    },

    /** An app never carries more than its creator holds in this organization (spec §6, ADR 0035). */
    async create(auth: AuthState, input: CreateAppRequest): Promise<App> {
      await planGate(services, tenantId).requireFeature('INTEGRATIONS')
      const held = new Set(auth.user.permissions)
      const missing = input.permissions.filter((p) => !held.has(p))
      if (missing.length > 0) {
        throw new AppError(
          'PERMISSION_NOT_HELD',
          missing.map((p) => ({ path: 'permissions', message: p })),
        )
      }
      const id = newId(services.now())
      await repo.insert({ id, ...input, createdBy: auth.user.id, at: services.now() })
      return toApp(await requireApp(id))
    },

    async install(id: string): Promise<App> {
      if (!(await repo.setInstalled(id))) throw appNotFound()
      return toApp(await requireApp(id))
    },

    async setStatus(id: string, status: App['status']): Promise<App> {
      if (!(await repo.setStatus(id, status))) throw appNotFound()
      return toApp(await requireApp(id))
    },

    async keys(appId: string) {
      await requireApp(appId)
      return repo.keys(appId)
    },

    /** Creates a key; the answer holds the full token, which is stored only as its SHA-256. */
    async createKey(auth: AuthState, appId: string, name: string): Promise<CreatedApiKey> {
      await requireApp(appId)
      // A key is for the public API: the plan must include integrations and API access (ADR 0037).
      const gate = planGate(services, tenantId)
      await gate.requireFeature('INTEGRATIONS')
      await gate.requireFeature('API_ACCESS')
      const token = await newApiToken()
      const id = newId(services.now())
      const at = services.now()
      await repo.insertKey({
        id,
        appId,
        name,
        tokenHash: token.hash,
        excerpt: token.excerpt,
        createdBy: auth.user.id,
        at,
      })
      return { id, name, excerpt: token.excerpt, createdAt: at, lastUsedAt: null, token: token.token }
    },

    async deleteKey(appId: string, keyId: string) {
      await requireApp(appId)
      if (!(await repo.deleteKey(appId, keyId))) throw new AppError('API_KEY_NOT_FOUND')
      return { deleted: true as const }
    },
  }
}
