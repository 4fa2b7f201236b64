import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  ApiError,
  api,
  INVALID_RESPONSE,
  NETWORK_ERROR,
  parseJson,
  request,
  setCsrfTokenReader,
} from '../../web/api/client'
import { apiError, json, mockApi } from './support/mock-api'

describe('request()', () => {
  it('sends a correlation id and same-origin credentials on every call', async () => {
    const calls = mockApi({ 'GET /api/health': json({ ok: true }) })
    await request('/api/health')
    await request('/api/health')
    const [first, second] = calls
    expect(first?.headers.get('X-Correlation-Id')).toMatch(/^[0-9a-f-]{36}$/)
    expect(second?.headers.get('X-Correlation-Id')).not.toBe(first?.headers.get('X-Correlation-Id'))
    expect(first?.credentials).toBe('same-origin')
  })

  it('keeps a correlation id the caller chose', async () => {
    const calls = mockApi({ 'GET /api/health': json({ ok: true }) })
    await request('/api/health', { headers: { 'X-Correlation-Id': 'mine' } })
    expect(calls[0]?.headers.get('X-Correlation-Id')).toBe('mine')
  })

  it('sends the CSRF token from the session on writes only', async () => {
    setCsrfTokenReader(() => 'csrf-1')
    const calls = mockApi({ 'GET /api/x': json({}), 'POST /api/x': json({}) })
    await request('/api/x')
    await request('/api/x', { method: 'POST' })
    expect(calls[0]?.headers.has('X-CSRF-Token')).toBe(false)
    expect(calls[1]?.headers.get('X-CSRF-Token')).toBe('csrf-1')
  })

  it('throws an ApiError with status, payload, code and correlation id on non-2xx', async () => {
    mockApi({ 'POST /api/access/login': apiError('INVALID_CREDENTIALS', 401) })
    const failure = await request('/api/access/login', { method: 'POST' }).catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(ApiError)
    expect(failure).toMatchObject({
      status: 401,
      code: 'INVALID_CREDENTIALS',
      correlationId: 'server-correlation-id',
      payload: { error: { code: 'INVALID_CREDENTIALS' } },
    })
  })

  it('turns a fetch failure into a network ApiError (status 0)', async () => {
    mockApi({ 'GET /api/x': 'network-error' })
    const failure = await request('/api/x').catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(ApiError)
    expect(failure).toMatchObject({ status: 0, code: NETWORK_ERROR })
  })

  it('keeps an aborted request an abort, not a network error', async () => {
    mockApi({ 'GET /api/x': 'network-error' })
    const controller = new AbortController()
    controller.abort()
    const failure = await request('/api/x', { signal: controller.signal }).catch((e: unknown) => e)
    expect(failure).not.toBeInstanceOf(ApiError)
  })
})

describe('api (typed hc client) and parseJson()', () => {
  it('sends JSON through request() and returns the validated answer', async () => {
    const calls = mockApi({ 'POST /api/access/login': json({ outcome: 'SUCCESS' }) })
    const body = await parseJson(
      api.access.login.$post({ json: { email: 'a@b.example', password: 'x' } }),
      z.object({ outcome: z.string() }),
    )
    expect(body).toEqual({ outcome: 'SUCCESS' })
    expect(calls[0]?.body).toEqual({ email: 'a@b.example', password: 'x' })
    expect(calls[0]?.headers.get('X-Correlation-Id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('rejects an answer that breaks the contract', async () => {
    mockApi({ 'GET /api/health': json({ ok: 'yes' }) })
    await expect(parseJson(api.health.$get(), z.object({ ok: z.boolean() }))).rejects.toMatchObject({
      status: 200,
      code: INVALID_RESPONSE,
    })
  })
})
