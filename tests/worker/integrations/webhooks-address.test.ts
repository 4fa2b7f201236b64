import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { refusedWebhookAddress } from '../../../worker/integrations/webhook-address'
import { webhooksService } from '../../../worker/integrations/webhooks.service'
import { AppError } from '../../../worker/lib/app-error'
import { createServices } from '../../../worker/middleware/services'
import { signedInMember } from './support'
import { consume, createWebhook, deliveriesOf, loggedDelivery, message } from './webhooks-support'

/** The address guard: private, loopback and metadata addresses refused at creation and at delivery. */

describe('webhook addresses', () => {
  const production = { allowPrivate: false, httpsOnly: true }
  it('refuses loopback, private, link-local, metadata and internal names; allows public https', () => {
    for (const url of [
      'https://127.0.0.1/h',
      'https://localhost/h',
      'https://api.localhost/h',
      'https://10.1.2.3/h',
      'https://172.20.0.1/h',
      'https://192.168.1.10/h',
      'https://100.64.0.1/h',
      'https://169.254.169.254/latest/meta-data',
      'https://metadata.google.internal/computeMetadata/v1',
      'https://0.0.0.0/h',
      'https://2130706433/h',
      'https://0x7f.1/h',
      'https://[::1]/h',
      'https://[::ffff:127.0.0.1]/h',
      'https://[::ffff:a9fe:a9fe]/h',
      'https://[fd00:ec2::254]/h',
      'https://[fe80::1]/h',
      'https://intranet/h',
      'https://printer.local/h',
    ]) {
      expect(refusedWebhookAddress(url, production), url).toBe('PRIVATE_ADDRESS')
    }
    expect(refusedWebhookAddress('http://hooks.example.com/h', production)).toBe('SCHEME')
    for (const url of ['https://hooks.example.com/h', 'https://8.8.8.8/h', 'https://[2606:4700::1111]/h']) {
      expect(refusedWebhookAddress(url, production), url).toBeNull()
    }
    // Local runs and tests: a receiver on localhost, over http.
    expect(refusedWebhookAddress('http://127.0.0.1:8123/h', { allowPrivate: true, httpsOnly: false })).toBeNull()
  })

  it('refuses a private endpoint when the deployment does not allow them, at creation and at delivery', async () => {
    const { org, user, session } = await signedInMember()
    const base = createServices(env)
    const strict = { ...base, config: { ...base.config, WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: false } }
    const auth = { user: { id: user.id } } as Parameters<ReturnType<typeof webhooksService>['create']>[0]
    for (const url of ['http://127.0.0.1:8080/h', 'http://169.254.169.254/latest', 'http://localhost/h']) {
      const refused = await webhooksService(strict, org.id)
        .create(auth, { url, description: null, events: ['applicant.processed'] })
        .catch((e: unknown) => e)
      expect(refused).toBeInstanceOf(AppError)
      expect((refused as AppError).code).toBe('WEBHOOK_URL_NOT_ALLOWED')
    }
    // An endpoint stored while allowed (local) is not called once the rule holds: no request leaves.
    const hook = await createWebhook(session)
    const delivery = await loggedDelivery(org.id, hook.id)
    let calls = 0
    const result = await consume(
      message(org.id, delivery.id),
      1,
      async () => {
        calls += 1
        return new Response('ok')
      },
      strict,
    )
    expect(calls).toBe(0)
    expect(result.explicitAcks).toHaveLength(1)
    const [logged] = await deliveriesOf(session, hook.id)
    expect(logged).toMatchObject({
      status: 'FAILED',
      attempts: 0,
      lastError: 'The address is not allowed (PRIVATE_ADDRESS)',
    })
  })
})
