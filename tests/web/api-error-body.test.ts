import { describe, expect, it } from 'vitest'
import { ApiError, request } from '../../web/api/client'
import { errorMessage } from '../../web/i18n/error-message'
import { ErrorBodySchema } from '../../worker/contracts/errors'
import { json, mockApi } from './support/mock-api'

/** The SPA reads error answers with the Worker's own schema (worker/contracts/errors.ts). */
async function failure(body: unknown, status: number, headers: Record<string, string> = {}): Promise<ApiError> {
  mockApi({ 'GET /api/x': new Response(JSON.stringify(body), { status, headers }) })
  const error = await request('/api/x', { headers: { 'X-Correlation-Id': 'sent-id' } }).catch((e: unknown) => e)
  if (!(error instanceof ApiError)) throw new Error('expected an ApiError')
  return error
}

describe('error answers parsed with ErrorBodySchema', () => {
  it('takes code, message and correlation id from a body of the one error shape', async () => {
    const body = {
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Validation failed',
        correlationId: 'server-id',
        details: [{ path: 'id', message: 'Invalid' }],
      },
    }
    expect(ErrorBodySchema.safeParse(body).success).toBe(true)
    const error = await failure(body, 400)
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', correlationId: 'server-id' })
    expect(error.message).toBe('Validation failed')
    expect(errorMessage(error)).toBe('Please check your entries.')
  })

  it('leaves the code empty for a code this build does not know, and shows the generic message', async () => {
    const error = await failure({ error: { code: 'TEAPOT', message: 'I am a teapot', correlationId: 'c' } }, 418, {
      'X-Correlation-Id': 'header-id',
    })
    expect(error.code).toBeUndefined()
    expect(error.status).toBe(418)
    // The correlation id still reaches the user (for support), from the header.
    expect(error.correlationId).toBe('header-id')
    expect(errorMessage(error)).toBe('Something went wrong!')
  })

  it('refuses a body that breaks the shape (details not a list, correlation id missing)', async () => {
    const broken = { error: { code: 'INTERNAL', message: 'x', correlationId: 'c', details: 'nope' } }
    expect(ErrorBodySchema.safeParse(broken).success).toBe(false)
    expect((await failure(broken, 500)).code).toBeUndefined()
    const noId = { error: { code: 'INTERNAL', message: 'x' } }
    const error = await failure(noId, 500)
    expect(error.code).toBeUndefined()
    expect(error.correlationId).toBe('sent-id')
  })

  it('still answers a non-JSON error page with its status', async () => {
    mockApi({ 'GET /api/x': new Response('<html>Bad gateway</html>', { status: 502 }) })
    const error = await request('/api/x').catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 502, code: undefined, payload: '<html>Bad gateway</html>' })
  })

  it('is not used for 2xx answers', async () => {
    mockApi({ 'GET /api/x': json({ error: { code: 'INTERNAL', message: 'x', correlationId: 'c' } }) })
    expect((await request('/api/x')).status).toBe(200)
  })
})
