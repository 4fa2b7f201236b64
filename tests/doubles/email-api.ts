/**
 * A double of an HTTP email API in the Resend wire format: POST /emails with a bearer key and
 * `{ from, to[], subject, text, html, headers }`, answering `{ id }` (200) or `{ statusCode, message,
 * name }` (401/422). It records what it accepted.
 */
export interface AcceptedEmail {
  from: string
  to: string[]
  subject: string
  text: string
  html: string
  headers?: Record<string, string>
}

export function emailApiDouble(options: { apiKey: string }) {
  const accepted: AcceptedEmail[] = []
  const fetchDouble: typeof fetch = async (input, init) => {
    const request = new Request(input, init)
    if (request.method !== 'POST' || !new URL(request.url).pathname.endsWith('/emails')) {
      return Response.json({ statusCode: 404, message: 'Not found', name: 'not_found' }, { status: 404 })
    }
    if (request.headers.get('Authorization') !== `Bearer ${options.apiKey}`) {
      return Response.json(
        { statusCode: 401, message: 'API key is invalid', name: 'validation_error' },
        { status: 401 },
      )
    }
    const body = (await request.json()) as AcceptedEmail
    if (!body.from || !Array.isArray(body.to) || body.to.length === 0 || !body.subject) {
      return Response.json(
        { statusCode: 422, message: 'Missing required field', name: 'missing_required_field' },
        { status: 422 },
      )
    }
    accepted.push(body)
    return Response.json({ id: crypto.randomUUID() })
  }
  return { fetch: fetchDouble, accepted }
}
