import { encodeHexLowerCase } from '@oslojs/encoding'

/**
 * AWS Signature V4 query-string presigning (the S3 API that R2 speaks), with WebCrypto only.
 * The browser then PUTs the file straight into R2; the Worker never carries the bytes.
 */
export interface PresignInput {
  method: 'GET' | 'PUT'
  host: string
  /** Path with a leading slash, not yet URI-encoded (e.g. /bucket/tenants/t/documents/d). */
  path: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  expiresSeconds: number
  now: Date
}

const encoder = new TextEncoder()

async function hmac(key: Uint8Array<ArrayBuffer>, data: string): Promise<Uint8Array<ArrayBuffer>> {
  const k = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  return new Uint8Array(await crypto.subtle.sign('HMAC', k, encoder.encode(data)))
}

async function sha256Hex(data: string) {
  return encodeHexLowerCase(new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(data))))
}

/** RFC 3986 encoding as SigV4 wants it (slashes kept in paths). */
function uriEncode(value: string, keepSlash: boolean) {
  return [...encoder.encode(value)]
    .map((b) => {
      const c = String.fromCharCode(b)
      if (/[A-Za-z0-9\-._~]/.test(c) || (keepSlash && c === '/')) return c
      return `%${b.toString(16).toUpperCase().padStart(2, '0')}`
    })
    .join('')
}

export async function presignUrl(input: PresignInput): Promise<string> {
  const amzDate = input.now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
  const day = amzDate.slice(0, 8)
  const scope = `${day}/${input.region}/s3/aws4_request`
  const query: [string, string][] = [
    ['X-Amz-Algorithm', 'AWS4-HMAC-SHA256'],
    ['X-Amz-Credential', `${input.accessKeyId}/${scope}`],
    ['X-Amz-Date', amzDate],
    ['X-Amz-Expires', String(input.expiresSeconds)],
    ['X-Amz-SignedHeaders', 'host'],
  ]
  const canonicalQuery = query
    .map(([k, v]) => `${uriEncode(k, false)}=${uriEncode(v, false)}`)
    .sort()
    .join('&')
  const canonicalPath = uriEncode(input.path, true)
  const canonicalRequest = [
    input.method,
    canonicalPath,
    canonicalQuery,
    `host:${input.host}\n`,
    'host',
    'UNSIGNED-PAYLOAD',
  ].join('\n')
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, await sha256Hex(canonicalRequest)].join('\n')
  let key = await hmac(new Uint8Array(encoder.encode(`AWS4${input.secretAccessKey}`)), day)
  for (const part of [input.region, 's3', 'aws4_request']) key = await hmac(key, part)
  const signature = encodeHexLowerCase(await hmac(key, stringToSign))
  return `https://${input.host}${canonicalPath}?${canonicalQuery}&X-Amz-Signature=${signature}`
}
