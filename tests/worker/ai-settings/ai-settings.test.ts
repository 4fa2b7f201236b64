import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { aiSettingsService } from '../../../worker/ai-settings/ai-settings.service'
import { PERMISSION_PRESETS } from '../../../worker/contracts/permissions'
import { createServices } from '../../../worker/middleware/services'
import { createOrganization, createUser } from '../support/factories'
import { call, signIn } from '../support/http'

interface Model {
  id: string
  purpose: string
  provider: string
  modelName: string
  hasApiKey: boolean
  isDefault: boolean
}
interface Prompt {
  id: string
  purpose: string
  template: string
  version: number
  isDefault: boolean
}

async function orgAdmin() {
  const org = await createOrganization()
  const user = await createUser({ memberOf: [{ organizationId: org.id }] })
  return { org, session: await signIn(user.email, user.password) }
}

async function models(session: Awaited<ReturnType<typeof signIn>>) {
  return ((await (await call('/api/ai-model', { session })).json()) as { models: Model[] }).models
}

describe('AI models per organization', () => {
  it('shows the platform defaults, overrides one purpose with an encrypted key, and sets it back to default', async () => {
    const { org, session } = await orgAdmin()
    const before = await models(session)
    // Only purposes whose setting the product reads are offered (OFFERED_AI_PURPOSES).
    expect(before.map((m) => m.purpose)).toEqual(['parse_cv', 'match_reasoning', 'fit_report', 'messages'])
    expect(before.every((m) => m.isDefault && m.provider === 'embedded')).toBe(true)
    const reasoning = before.find((m) => m.purpose === 'parse_cv')!

    const res = await call(`/api/ai-model/${reasoning.id}/update`, {
      method: 'POST',
      session,
      json: {
        provider: 'openai-compatible',
        modelName: 'gpt-4o-mini',
        baseUrl: 'https://llm.example/v1',
        apiKey: 'sk-test-123',
      },
    })
    expect(res.status).toBe(200)
    const updated = (await res.json()) as Model & { apiKey?: string }
    expect(updated).toMatchObject({ provider: 'openai-compatible', isDefault: false, hasApiKey: true })
    expect(JSON.stringify(updated)).not.toContain('sk-test-123')
    const stored = await env.DB.prepare('SELECT api_key_enc FROM ai_models WHERE tenant_id = ?')
      .bind(org.id)
      .first<{ api_key_enc: string }>()
    expect(stored?.api_key_enc).toMatch(/^v1\./)
    expect(stored?.api_key_enc).not.toContain('sk-test-123')
    const resolved = await aiSettingsService(createServices(env)).resolve(org.id, 'parse_cv')
    expect(resolved).toMatchObject({ provider: 'openai-compatible', modelName: 'gpt-4o-mini', apiKey: 'sk-test-123' })

    const back = await call(`/api/ai-model/${updated.id}/set-to-default`, { method: 'POST', session })
    expect(((await back.json()) as Model).isDefault).toBe(true)
    expect((await models(session)).find((m) => m.purpose === 'parse_cv')?.provider).toBe('embedded')
  })

  it('neither lists nor changes a purpose the product does not read', async () => {
    const { org, session } = await orgAdmin()
    const listed = await models(session) // writes the platform defaults on first read
    const hidden = await env.DB.prepare(
      "SELECT id FROM ai_models WHERE tenant_id IS NULL AND purpose = 'parse_job'",
    ).first<{ id: string }>()
    expect(hidden?.id).toBeTruthy()
    expect(listed.some((m) => m.purpose === 'parse_job')).toBe(false)
    const res = await call(`/api/ai-model/${hidden!.id}/update`, {
      method: 'POST',
      session,
      json: { provider: 'workers-ai', modelName: '@cf/meta/llama-3.1-8b-instruct' },
    })
    expect(res.status).toBe(404)
    const overrides = await env.DB.prepare('SELECT count(*) AS n FROM ai_models WHERE tenant_id = ?')
      .bind(org.id)
      .first<{ n: number }>()
    expect(overrides?.n).toBe(0)
  })

  it('an override of one organization is invisible to another', async () => {
    const a = await orgAdmin()
    const b = await orgAdmin()
    const target = (await models(a.session)).find((m) => m.purpose === 'parse_cv')!
    await call(`/api/ai-model/${target.id}/update`, {
      method: 'POST',
      session: a.session,
      json: { provider: 'workers-ai', modelName: '@cf/meta/llama-3.1-8b-instruct' },
    })
    const own = (await models(a.session)).find((m) => m.purpose === 'parse_cv')!
    expect(own.isDefault).toBe(false)
    expect((await models(b.session)).find((m) => m.purpose === 'parse_cv')?.isDefault).toBe(true)
    // B cannot touch A's row.
    const res = await call(`/api/ai-model/${own.id}/set-to-default`, { method: 'POST', session: b.session })
    expect(res.status).toBe(404)
  })

  it('needs a base URL for openai-compatible and refuses plain http to remote hosts', async () => {
    const { session } = await orgAdmin()
    const target = (await models(session))[0]!
    for (const json of [
      { provider: 'openai-compatible', modelName: 'x' },
      { provider: 'openai-compatible', modelName: 'x', baseUrl: 'http://llm.example/v1' },
    ]) {
      expect((await call(`/api/ai-model/${target.id}/update`, { method: 'POST', session, json })).status).toBe(400)
    }
  })

  it('lists model names per provider', async () => {
    const { session } = await orgAdmin()
    const body = (await (await call('/api/ai-model/model-names', { session })).json()) as {
      providers: { provider: string; available: boolean; models: string[] }[]
    }
    expect(body.providers.map((p) => p.provider)).toEqual(['embedded', 'workers-ai', 'openai-compatible'])
    // No Workers AI binding locally.
    expect(body.providers.find((p) => p.provider === 'workers-ai')?.available).toBe(false)
  })

  it('members without AI_MODEL_UPDATE may read but not change', async () => {
    const org = await createOrganization()
    const user = await createUser({
      memberOf: [{ organizationId: org.id, permissions: ['AI_MODEL_READ', 'AI_PROMPT_READ'] }],
    })
    const session = await signIn(user.email, user.password)
    const first = (await models(session))[0]!
    const res = await call(`/api/ai-model/${first.id}/update`, {
      method: 'POST',
      session,
      json: { provider: 'embedded', modelName: 'x' },
    })
    expect(res.status).toBe(403)
  })
})

describe('AI prompts', () => {
  it('an organization edit bumps the version and is cited as org-vN; set to default restores the platform prompt', async () => {
    const { org, session } = await orgAdmin()
    const list = ((await (await call('/api/ai-prompt', { session })).json()) as { prompts: Prompt[] }).prompts
    const fit = list.find((p) => p.purpose === 'parse_cv')!
    expect(fit.isDefault).toBe(true)
    const template = 'Extract the profile from this CV; leave out what it does not say:\n{{cv_text}}'
    const first = (await (
      await call(`/api/ai-prompt/${fit.id}/update`, { method: 'POST', session, json: { template } })
    ).json()) as Prompt
    expect(first).toMatchObject({ isDefault: false, version: 1, template })
    const second = (await (
      await call(`/api/ai-prompt/${first.id}/update`, {
        method: 'POST',
        session,
        json: { template: `${template}\nBe brief.` },
      })
    ).json()) as Prompt
    expect(second.version).toBe(2)
    expect((await aiSettingsService(createServices(env)).resolve(org.id, 'parse_cv')).promptVersion).toBe('org-v2')
    const reset = (await (
      await call(`/api/ai-prompt/${second.id}/set-to-default`, { method: 'POST', session })
    ).json()) as Prompt
    expect(reset.isDefault).toBe(true)
    expect(reset.template).toBe(fit.template)
  })

  it('refuses a too short template', async () => {
    const { session } = await orgAdmin()
    const list = ((await (await call('/api/ai-prompt', { session })).json()) as { prompts: Prompt[] }).prompts
    const res = await call(`/api/ai-prompt/${list[0]!.id}/update`, {
      method: 'POST',
      session,
      json: { template: 'short' },
    })
    expect(res.status).toBe(400)
  })
})

describe('platform defaults (admin)', () => {
  it('a platform admin changes a default; organizations without an override follow it', async () => {
    const admin = await createUser({ userPermissions: [...PERMISSION_PRESETS.admin.user] })
    const adminSession = await signIn(admin.email, admin.password)
    const defaults = (
      (await (await call('/api/admin/ai-model', { session: adminSession })).json()) as { models: Model[] }
    ).models
    const target = defaults.find((m) => m.purpose === 'parse_cv')!
    const res = await call(`/api/admin/ai-model/${target.id}/update`, {
      method: 'POST',
      session: adminSession,
      json: { provider: 'workers-ai', modelName: '@cf/meta/llama-3.1-8b-instruct' },
    })
    expect(res.status).toBe(200)
    const { session } = await orgAdmin()
    expect((await models(session)).find((m) => m.purpose === 'parse_cv')).toMatchObject({
      provider: 'workers-ai',
      isDefault: true,
    })
  })

  it('a platform admin without any organization reads the model names on the admin path', async () => {
    const admin = await createUser({ userPermissions: [...PERMISSION_PRESETS.admin.user] })
    const session = await signIn(admin.email, admin.password)
    expect((await call('/api/ai-model/model-names', { session })).status).toBe(403)
    const res = await call('/api/admin/ai-model/model-names', { session })
    expect(res.status).toBe(200)
    expect(((await res.json()) as { providers: unknown[] }).providers).toHaveLength(3)
  })

  it('organization admins cannot reach the admin screens', async () => {
    const { session } = await orgAdmin()
    expect((await call('/api/admin/ai-model', { session })).status).toBe(403)
    expect((await call('/api/admin/ai-prompt', { session })).status).toBe(403)
    expect((await call('/api/admin/ai-model/model-names', { session })).status).toBe(403)
  })
})
