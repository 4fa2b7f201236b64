import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { validateAiModel } from '../../web/features/ai-settings/ai-model-form'
import { makeUser, signedIn } from './support/fixtures'
import { json, mockApi } from './support/mock-api'
import { renderApp } from './support/render-app'
import { sseStream } from './support/sse'

const ORG_ADMIN = ['DASHBOARD', 'PROFILE', 'AI_MODEL_READ', 'AI_MODEL_UPDATE', 'AI_PROMPT_READ', 'AI_PROMPT_UPDATE']
const PLATFORM_ADMIN = ['DASHBOARD', 'PROFILE', 'ADMIN_READ', 'ADMIN_UPDATE', 'AI_MODEL_READ']

function model(purpose: string, overrides: Record<string, unknown> = {}) {
  return {
    id: `model-${purpose}`,
    purpose,
    provider: 'embedded',
    modelName: 'shortlist-engine',
    baseUrl: null,
    hasApiKey: false,
    isDefault: true,
    updatedAt: Date.UTC(2026, 10, 1),
    ...overrides,
  }
}

function prompt(purpose: string, overrides: Record<string, unknown> = {}) {
  return {
    id: `prompt-${purpose}`,
    purpose,
    template: `You are a careful assistant for ${purpose}. Answer in JSON.`,
    version: 1,
    isDefault: true,
    updatedAt: Date.UTC(2026, 10, 1),
    ...overrides,
  }
}

const models = () => ({
  models: [
    model('parse_cv'),
    model('fit_report', {
      id: 'model-own-fit',
      provider: 'openai-compatible',
      modelName: 'gpt-4o-mini',
      baseUrl: 'https://llm.example.com/v1',
      hasApiKey: true,
      isDefault: false,
    }),
    model('messages', { provider: 'workers-ai', modelName: '@cf/meta/llama-3.1-8b-instruct' }),
  ],
})

const modelNames = {
  providers: [
    { provider: 'embedded', available: true, models: ['shortlist-engine'] },
    { provider: 'workers-ai', available: false, models: ['@cf/meta/llama-3.1-8b-instruct'] },
    { provider: 'openai-compatible', available: true, models: ['gpt-4o-mini', 'gpt-4.1'] },
  ],
}

const session = (permissions: string[]) => ({
  'GET /api/auth/session': json(signedIn(makeUser({ permissions }))),
  'GET /api/upload-status': () => sseStream().response,
})

describe('organization AI models', () => {
  it('lists each purpose with provider, model and where it comes from', async () => {
    mockApi({ ...session(ORG_ADMIN), 'GET /api/ai-model': json(models()) })
    renderApp('/organization/ai-models')
    const table = await screen.findByRole('table', { name: 'AI models' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'CV parsing',
      'Fit reports',
      'Candidate messages',
    ])
    expect(rows[0]?.textContent).toContain('Built-in engine')
    expect(rows[0]?.textContent).toContain('Default')
    expect(rows[1]?.textContent).toContain('OpenAI-compatible')
    expect(rows[1]?.textContent).toContain('https://llm.example.com/v1 · key stored')
    expect(rows[1]?.textContent).toContain('Custom')
    // Only an override can be set back to the default.
    expect(within(rows[0] as HTMLElement).queryByRole('button', { name: /to default/ })).toBeNull()
    expect(within(rows[1] as HTMLElement).getByRole('button', { name: 'Set Fit reports to default' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'AI models' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('link', { name: 'AI prompts' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Default AI models' })).toBeNull()
  })

  it('is read-only without the update permission', async () => {
    mockApi({ ...session(['DASHBOARD', 'PROFILE', 'AI_MODEL_READ']), 'GET /api/ai-model': json(models()) })
    renderApp('/organization/ai-models')
    await screen.findByRole('table', { name: 'AI models' })
    expect(screen.getByText('You can view these settings, but not change them.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull()
    expect(screen.queryByRole('button', { name: /to default/ })).toBeNull()
  })

  it('shows base URL and key only for openai-compatible, and sends a key only when one is typed', async () => {
    const calls = mockApi({
      ...session(ORG_ADMIN),
      'GET /api/ai-model': json(models()),
      'GET /api/ai-model/model-names': json(modelNames),
      'POST /api/ai-model/model-parse_cv/update': json(model('parse_cv', { isDefault: false })),
    })
    const { user } = renderApp('/organization/ai-models')
    await screen.findByRole('table', { name: 'AI models' })
    await user.click(screen.getByRole('button', { name: 'Edit CV parsing' }))
    const dialog = await screen.findByRole('dialog', { name: 'AI model: CV parsing' })
    const provider = within(dialog).getByRole('combobox', { name: 'Provider' })
    await waitFor(() => expect(document.activeElement).toBe(provider))
    expect(within(dialog).queryByLabelText('Base URL')).toBeNull()
    expect(within(dialog).queryByLabelText('API key')).toBeNull()
    // Workers AI is not bound in this deployment: offered, but not choosable.
    await waitFor(() =>
      expect(within(dialog).getByRole('option', { name: 'Workers AI (not available here)' })).toBeTruthy(),
    )

    await user.selectOptions(provider, 'openai-compatible')
    const baseUrl = within(dialog).getByLabelText('Base URL')
    const key = within(dialog).getByLabelText('API key')
    expect(key.getAttribute('type')).toBe('password')
    expect(key.getAttribute('autocomplete')).toBe('new-password')
    // No key is stored for this purpose yet, so there is nothing to remove.
    expect(within(dialog).queryByRole('checkbox', { name: 'Remove the stored key' })).toBeNull()
    const name = within(dialog).getByRole('combobox', { name: 'Model' })
    const listId = name.getAttribute('list') ?? ''
    const suggestions = Array.from(document.getElementById(listId)?.querySelectorAll('option') ?? []).map(
      (o) => o.value,
    )
    expect(suggestions).toEqual(['gpt-4o-mini', 'gpt-4.1'])

    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(within(dialog).getByText('An OpenAI-compatible model needs a base URL')).toBeTruthy()
    expect(document.activeElement).toBe(baseUrl)
    await user.type(baseUrl, 'http://llm.example.com')
    expect(within(dialog).getByText('The base URL must use https')).toBeTruthy()
    await user.clear(baseUrl)
    await user.type(baseUrl, 'https://llm.example.com/v1')
    await user.clear(name)
    await user.type(name, 'gpt-4.1')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const update = calls.find((call) => call.path === '/api/ai-model/model-parse_cv/update')
    expect(update?.body).toEqual({
      provider: 'openai-compatible',
      modelName: 'gpt-4.1',
      baseUrl: 'https://llm.example.com/v1',
    })
    expect(await screen.findByText('The model for CV parsing is saved.')).toBeTruthy()
  })

  it('keeps, replaces or removes a stored key', async () => {
    const calls = mockApi({
      ...session(ORG_ADMIN),
      'GET /api/ai-model': json(models()),
      'GET /api/ai-model/model-names': json(modelNames),
      'POST /api/ai-model/model-own-fit/update': json(models().models[1]),
    })
    const { user } = renderApp('/organization/ai-models')
    await screen.findByRole('table', { name: 'AI models' })
    await user.click(screen.getByRole('button', { name: 'Edit Fit reports' }))
    const dialog = await screen.findByRole('dialog', { name: 'AI model: Fit reports' })
    const key = within(dialog).getByLabelText('API key')
    expect((key as HTMLInputElement).value).toBe('')
    expect(within(dialog).getByText(/A key is stored/)).toBeTruthy()
    await user.click(within(dialog).getByRole('checkbox', { name: 'Remove the stored key' }))
    expect((key as HTMLInputElement).disabled).toBe(true)
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(calls.find((call) => call.path === '/api/ai-model/model-own-fit/update')?.body).toEqual({
      provider: 'openai-compatible',
      modelName: 'gpt-4o-mini',
      baseUrl: 'https://llm.example.com/v1',
      apiKey: '',
    })
  })

  it('sets an override back to the default after asking', async () => {
    let overridden = true
    const calls = mockApi({
      ...session(ORG_ADMIN),
      'GET /api/ai-model': () =>
        json({ models: overridden ? models().models : [model('parse_cv'), model('fit_report'), model('messages')] }),
      'POST /api/ai-model/model-own-fit/set-to-default': () => {
        overridden = false
        return json(model('fit_report'))
      },
    })
    const { user } = renderApp('/organization/ai-models')
    await screen.findByRole('table', { name: 'AI models' })
    await user.click(screen.getByRole('button', { name: 'Set Fit reports to default' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Set Fit reports to default?' })
    expect(calls.some((call) => call.path.endsWith('/set-to-default'))).toBe(false)
    await user.click(within(confirm).getByRole('button', { name: 'Set to default' }))
    expect(await screen.findByText('Fit reports uses the default again.')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Set Fit reports to default' })).toBeNull())
    expect(calls.find((call) => call.path === '/api/ai-model/model-own-fit/set-to-default')?.method).toBe('POST')
  })
})

describe('organization AI prompts', () => {
  it('shows each prompt with its version, edits it and sets it back to default', async () => {
    let template = prompt('fit_report').template
    let own = false
    const calls = mockApi({
      ...session(ORG_ADMIN),
      'GET /api/ai-prompt': () =>
        json({
          prompts: [
            prompt('parse_cv', { version: 3 }),
            prompt('fit_report', { template, isDefault: !own, version: own ? 2 : 1 }),
          ],
        }),
      'POST /api/ai-prompt/prompt-fit_report/update': (call) => {
        template = (call.body as { template: string }).template
        own = true
        return json(prompt('fit_report', { template, isDefault: false, version: 2 }))
      },
      'POST /api/ai-prompt/prompt-fit_report/set-to-default': () => {
        own = false
        template = prompt('fit_report').template
        return json(prompt('fit_report'))
      },
    })
    const { user } = renderApp('/organization/ai-prompts')
    const card = await screen.findByRole('region', { name: 'Fit reports' })
    expect(card.textContent).toContain('Version 1')
    expect(within(card).getByText('Default')).toBeTruthy()
    expect(within(screen.getByRole('region', { name: 'CV parsing' })).getByText('Version 3')).toBeTruthy()

    await user.click(within(card).getByRole('button', { name: 'Edit Fit reports' }))
    const dialog = await screen.findByRole('dialog', { name: 'AI prompt: Fit reports' })
    const field = within(dialog).getByRole('textbox', { name: 'Prompt' })
    await user.clear(field)
    await user.type(field, 'Too short')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(within(dialog).getByText('Must be at least 20 characters')).toBeTruthy()
    await user.type(field, ' but now long enough to be saved.')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(calls.find((call) => call.path === '/api/ai-prompt/prompt-fit_report/update')?.body).toEqual({
      template: 'Too short but now long enough to be saved.',
    })
    await waitFor(() => expect(screen.getByRole('region', { name: 'Fit reports' }).textContent).toContain('Version 2'))
    expect(within(screen.getByRole('region', { name: 'Fit reports' })).getByText('Custom')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Set Fit reports to default' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Set Fit reports to default?' })
    await user.click(within(confirm).getByRole('button', { name: 'Set to default' }))
    await waitFor(() => expect(screen.getByRole('region', { name: 'Fit reports' }).textContent).toContain('Version 1'))
    expect(calls.some((call) => call.path === '/api/ai-prompt/prompt-fit_report/set-to-default')).toBe(true)
  })
})

describe('admin default AI settings', () => {
  it('edits the platform defaults through the admin endpoints, without set to default', async () => {
    const calls = mockApi({
      ...session(PLATFORM_ADMIN),
      'GET /api/admin/ai-model': json({ models: [model('parse_cv'), model('embeddings')] }),
      // Admins read the suggestions on their own path (they may hold no organization permission).
      'GET /api/admin/ai-model/model-names': json(modelNames),
      'POST /api/admin/ai-model/model-embeddings/update': json(model('embeddings')),
    })
    const { user } = renderApp('/admin/ai-models')
    const table = await screen.findByRole('table', { name: 'Default AI models' })
    expect(within(table).queryByText('Default')).toBeNull()
    expect(screen.queryByRole('button', { name: /to default/ })).toBeNull()
    expect(screen.getByRole('link', { name: 'Default AI prompts' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Edit Embeddings' }))
    const dialog = await screen.findByRole('dialog', { name: 'AI model: Embeddings' })
    const name = within(dialog).getByRole('combobox', { name: 'Model' })
    await user.clear(name)
    await user.type(name, 'shortlist-engine-2')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(calls.find((call) => call.path === '/api/admin/ai-model/model-embeddings/update')?.body).toEqual({
      provider: 'embedded',
      modelName: 'shortlist-engine-2',
      baseUrl: null,
    })
  })

  it('lists the default prompts for platform admins', async () => {
    mockApi({ ...session(PLATFORM_ADMIN), 'GET /api/admin/ai-prompt': json({ prompts: [prompt('messages')] }) })
    renderApp('/admin/ai-prompts')
    const card = await screen.findByRole('region', { name: 'Candidate messages' })
    expect(within(card).getByRole('button', { name: 'Edit Candidate messages' })).toBeTruthy()
    expect(within(card).queryByText('Default')).toBeNull()
  })

  it('keeps other users out of the admin screens', async () => {
    const calls = mockApi({ ...session(ORG_ADMIN), 'GET /api/metrics/applicants': json({}) })
    const { router } = renderApp('/admin/ai-models')
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    expect(calls.some((call) => call.path.startsWith('/api/admin/'))).toBe(false)
  })
})

describe('validateAiModel', () => {
  const values = {
    provider: 'openai-compatible' as const,
    modelName: 'm',
    baseUrl: '',
    apiKey: '',
    removeApiKey: false,
  }
  it('allows a local http endpoint for development', () => {
    expect(validateAiModel({ ...values, baseUrl: 'http://127.0.0.1:8080/v1' })).toEqual({
      ok: true,
      request: { provider: 'openai-compatible', modelName: 'm', baseUrl: 'http://127.0.0.1:8080/v1' },
    })
  })
  it('sends a typed key and never a base URL for other providers', () => {
    expect(validateAiModel({ ...values, baseUrl: 'https://x.example', apiKey: ' sk-1 ' })).toMatchObject({
      request: { apiKey: 'sk-1' },
    })
    expect(validateAiModel({ ...values, provider: 'embedded', baseUrl: 'https://x.example' })).toEqual({
      ok: true,
      request: { provider: 'embedded', modelName: 'm', baseUrl: null },
    })
    expect(validateAiModel({ ...values, modelName: '  ' })).toMatchObject({
      ok: false,
      errors: { modelName: 'Model name is required' },
    })
  })
})
