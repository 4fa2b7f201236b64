import { queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import type { UiLanguage } from '../../worker/contracts/enums'
import { ErrorBodySchema } from '../../worker/contracts/errors'
import {
  type CreateTenantRequest,
  CreateTenantResponseSchema,
  LogoResponseSchema,
  SubscriptionPlansResponseSchema,
  TenantSchema,
  type UpdateTenantInfoRequest,
} from '../../worker/contracts/tenant'
import {
  ApiError,
  api,
  CORRELATION_HEADER,
  CSRF_HEADER,
  INVALID_RESPONSE,
  idempotencyKey,
  NETWORK_ERROR,
  parseJson,
} from './client'

export type { CreateTenantRequest, SubscriptionPlan, Tenant } from '../../worker/contracts/tenant'
export {
  LOGO_MAX_BYTES,
  LOGO_MAX_RATIO,
  LOGO_MAX_SIDE,
  LOGO_MIN_RATIO,
  logoRatioAllowed,
} from '../../worker/contracts/tenant'

// Keys carry the organization, so switching organizations never shows the previous one's settings.
export const tenantKey = (organizationId: string | null) => ['tenant', organizationId] as const

export const tenantQueries = {
  current: (organizationId: string | null) =>
    queryOptions({
      queryKey: [...tenantKey(organizationId), 'current'] as const,
      queryFn: ({ signal }) => parseJson(api.tenant.$get(undefined, { init: { signal } }), TenantSchema),
      staleTime: 30_000,
    }),
  plans: (organizationId: string | null) =>
    queryOptions({
      queryKey: [...tenantKey(organizationId), 'plans'] as const,
      queryFn: ({ signal }) =>
        parseJson(
          api.tenant['subscription-plans'].$get(undefined, { init: { signal } }),
          SubscriptionPlansResponseSchema,
        ),
      staleTime: 5 * 60_000,
    }),
}

export function createTenant(body: CreateTenantRequest, key: string) {
  return parseJson(api.tenant.$post({ json: body }, idempotencyKey(key)), CreateTenantResponseSchema)
}

export function updateTenantInfo(body: UpdateTenantInfoRequest) {
  return parseJson(api.tenant['update-info'].$post({ json: body }), TenantSchema)
}

export function setMatchingScores(showMatchingScores: boolean) {
  return parseJson(api.tenant['matching-scores'].$post({ json: { showMatchingScores } }), TenantSchema)
}

export function setTenantLanguage(language: UiLanguage) {
  return parseJson(api.tenant.language.$post({ json: { language } }), TenantSchema)
}

export function removeLogo() {
  return parseJson(api.tenant['remove-logo'].$post(), LogoResponseSchema)
}

export interface UploadLogoOptions {
  csrfToken: string
  /** 0–100 as the bytes leave the browser. */
  onProgress?: (percent: number) => void
  signal?: AbortSignal
}

/**
 * The raw image as the body (the server decides the type from the bytes). XMLHttpRequest rather than
 * fetch: only it reports upload progress. It keeps the API's conventions by hand: correlation id, CSRF
 * token, same-origin cookies, an ApiError for anything that is not 2xx.
 */
export function uploadLogo(file: Blob, options: UploadLogoOptions): Promise<z.infer<typeof LogoResponseSchema>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    const correlationId = crypto.randomUUID()
    xhr.open('POST', '/api/tenant/upload-logo')
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream')
    xhr.setRequestHeader(CORRELATION_HEADER, correlationId)
    xhr.setRequestHeader(CSRF_HEADER, options.csrfToken)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.((event.loaded / event.total) * 100)
    }
    const fail = () => reject(new ApiError({ status: 0, payload: null, code: NETWORK_ERROR, correlationId }))
    xhr.onerror = fail
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'))
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.onload = () => {
      const payload = parsePayload(xhr.responseText)
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = LogoResponseSchema.safeParse(payload)
        if (parsed.success) resolve(parsed.data)
        else reject(new ApiError({ status: xhr.status, payload, code: INVALID_RESPONSE, correlationId }))
        return
      }
      const body = ErrorBodySchema.safeParse(payload)
      reject(
        new ApiError({
          status: xhr.status,
          payload,
          code: body.success ? body.data.error.code : undefined,
          message: body.success ? body.data.error.message : undefined,
          correlationId: body.success ? body.data.error.correlationId : correlationId,
        }),
      )
    }
    xhr.send(file)
  })
}

function parsePayload(text: string): unknown {
  if (!text) return null
  try {
    const value: unknown = JSON.parse(text)
    return value
  } catch {
    return text
  }
}
