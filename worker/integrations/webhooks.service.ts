import { planGate } from '../billing/entitlements.service'
import type { AuthState, Services } from '../context'
import type {
  CreatedWebhook,
  CreateWebhookRequest,
  UpdateWebhookRequest,
  Webhook,
  WebhookDelivery,
} from '../contracts/webhooks'
import { AppError } from '../lib/app-error'
import { encryptSecret } from '../lib/encryption'
import { newId } from '../lib/ids'
import { refusedWebhookAddress } from './webhook-address'
import { newWebhookSecret, secretExcerpt } from './webhook-signature'
import { type WebhookEndpointRow, webhooksRepo } from './webhooks.repo'

const notFound = () => new AppError('WEBHOOK_NOT_FOUND')

function toWebhook(row: Omit<WebhookEndpointRow, 'events'> & { events: Webhook['events'] }): Webhook {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    active: row.active,
    secretExcerpt: row.secretExcerpt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }
}

/** The address rules of this deployment: production calls only public https addresses (ADR 0037). */
export function addressRules(services: Services) {
  return {
    allowPrivate: services.config.WEBHOOKS_ALLOW_PRIVATE_ADDRESSES,
    httpsOnly: services.config.APP_ENV === 'production',
  }
}

function requireAllowedUrl(services: Services, url: string) {
  const refusal = refusedWebhookAddress(url, addressRules(services))
  if (refusal) throw new AppError('WEBHOOK_URL_NOT_ALLOWED', [{ path: 'url', message: refusal }])
}

/** Webhook endpoints of the current organization and their delivery log (issue 18 point 3, ADR 0037). */
export function webhooksService(services: Services, tenantId: string) {
  const repo = webhooksRepo(services.db.forTenant(tenantId), tenantId)

  async function requireEndpoint(id: string) {
    const row = await repo.get(id)
    if (!row) throw notFound()
    return row
  }

  return {
    async list(): Promise<Webhook[]> {
      return (await repo.list()).map(toWebhook)
    },

    async get(id: string): Promise<Webhook> {
      return toWebhook(await requireEndpoint(id))
    },

    /** Subscribes an endpoint; the answer holds the signing secret, which is never shown again. */
    async create(auth: AuthState, input: CreateWebhookRequest): Promise<CreatedWebhook> {
      await planGate(services, tenantId).requireFeature('INTEGRATIONS')
      requireAllowedUrl(services, input.url)
      const secret = newWebhookSecret()
      const id = newId(services.now())
      await repo.insert({
        id,
        url: input.url,
        description: input.description,
        events: input.events,
        secretEncrypted: await encryptSecret(services.config, secret),
        secretExcerpt: secretExcerpt(secret),
        createdBy: auth.user.id,
        at: services.now(),
      })
      return { ...toWebhook(await requireEndpoint(id)), secret }
    },

    async update(id: string, input: UpdateWebhookRequest): Promise<Webhook> {
      await requireEndpoint(id)
      await planGate(services, tenantId).requireFeature('INTEGRATIONS')
      if (input.url !== undefined) requireAllowedUrl(services, input.url)
      const patch = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined))
      if (!(await repo.update(id, patch, services.now()))) throw notFound()
      return toWebhook(await requireEndpoint(id))
    },

    async remove(id: string) {
      if (!(await repo.remove(id))) throw notFound()
      return { deleted: true as const }
    },

    async deliveries(id: string): Promise<WebhookDelivery[]> {
      await requireEndpoint(id)
      return repo.deliveries(id)
    },

    /**
     * Sends a logged delivery again, as a new delivery with the same body (the same event id, so a
     * receiver that already has it can tell) and a fresh signature timestamp.
     */
    async replay(id: string, deliveryId: string): Promise<WebhookDelivery> {
      await requireEndpoint(id)
      await planGate(services, tenantId).requireFeature('INTEGRATIONS')
      const original = await repo.delivery(id, deliveryId)
      if (!original) throw new AppError('WEBHOOK_DELIVERY_NOT_FOUND')
      const replayId = newId(services.now())
      await repo.insertReplay({
        id: replayId,
        endpointId: id,
        eventId: original.eventId,
        eventType: original.eventType,
        body: original.body,
        replayOf: original.id,
        at: services.now(),
      })
      await services.webhookQueue.sendBatch([
        { kind: 'webhook.deliver', idempotencyKey: `webhook:${replayId}`, tenantId, deliveryId: replayId },
      ])
      const replay = await repo.delivery(id, replayId)
      if (!replay) throw new AppError('WEBHOOK_DELIVERY_NOT_FOUND')
      const { body: _body, endpointId: _endpointId, ...shown } = replay
      return shown
    },
  }
}
