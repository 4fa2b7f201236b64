import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, NETWORK_ERROR } from '../../web/api/client'
import { createQueryClient, GC_TIME_MS, MAX_RETRIES, retryDelay, shouldRetry } from '../../web/api/query-client'

const error = (status: number, code?: string) => new ApiError({ status, payload: null, code })

describe('retry policy (spec §7)', () => {
  it.each([500, 502, 503, 504, 429])('retries status %i', (status) => {
    expect(shouldRetry(0, error(status))).toBe(true)
  })

  it.each([400, 401, 403, 404, 409, 422])('never retries status %i', (status) => {
    expect(shouldRetry(0, error(status))).toBe(false)
  })

  it('never retries network failures or non-API errors', () => {
    expect(shouldRetry(0, error(0, NETWORK_ERROR))).toBe(false)
    expect(shouldRetry(0, new TypeError('boom'))).toBe(false)
  })

  it('gives up after 10 retries', () => {
    expect(MAX_RETRIES).toBe(10)
    expect(shouldRetry(9, error(500))).toBe(true)
    expect(shouldRetry(10, error(500))).toBe(false)
  })

  it('doubles the delay from 1 s up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 9].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000])
  })

  it('is the default of the app query client, with focus refetch and a 5 minute cache', () => {
    const defaults = createQueryClient().getDefaultOptions().queries
    expect(defaults?.retry).toBe(shouldRetry)
    expect(defaults?.retryDelay).toBe(retryDelay)
    expect(defaults?.refetchOnWindowFocus).toBe(true)
    expect(defaults?.gcTime).toBe(GC_TIME_MS)
    expect(GC_TIME_MS).toBe(300_000)
  })
})

describe('retry behaviour end to end', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('retries a 503 with backoff and then succeeds', async () => {
    vi.useFakeTimers()
    const queryClient = createQueryClient()
    let attempts = 0
    const promise = queryClient.fetchQuery({
      queryKey: ['flaky'],
      queryFn: async () => {
        attempts++
        if (attempts < 3) throw error(503)
        return 'ok'
      },
    })
    await vi.advanceTimersByTimeAsync(999)
    expect(attempts).toBe(1)
    await vi.advanceTimersByTimeAsync(1) // first retry after 1000 ms
    expect(attempts).toBe(2)
    await vi.advanceTimersByTimeAsync(2000) // second retry after 2000 ms more
    await expect(promise).resolves.toBe('ok')
    expect(attempts).toBe(3)
  })

  it('fails at once on a 401', async () => {
    const queryClient = createQueryClient()
    let attempts = 0
    await expect(
      queryClient.fetchQuery({
        queryKey: ['denied'],
        queryFn: async () => {
          attempts++
          throw error(401)
        },
      }),
    ).rejects.toBeInstanceOf(ApiError)
    expect(attempts).toBe(1)
  })
})
