import type { IncomingMessage, ServerResponse } from 'node:http'
import type { NewMessage } from '../demo-mailbox'
import { readBody, send } from './http'
import type { MailDoubleProvider, MailDoubleState } from './mail-double.state'

/** A message as the test controls take it: bytes in base64. */
export interface WireMessage extends Omit<NewMessage, 'attachments'> {
  attachments: { filename: string; contentType: string; base64: string; inline?: boolean }[]
}

export function toWire(m: NewMessage): WireMessage {
  return {
    ...m,
    attachments: m.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      base64: Buffer.from(a.bytes).toString('base64'),
      inline: a.inline,
    })),
  }
}

function fromWire(m: WireMessage): NewMessage {
  return {
    ...m,
    attachments: m.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      bytes: new Uint8Array(Buffer.from(a.base64, 'base64')),
      inline: a.inline,
    })),
  }
}

/**
 * Test controls (JSON) under /__test: PUT /mailbox {provider, email, messages}, POST /messages
 * {provider, email, message}, POST /expire-access {provider, email}, POST /revoke {provider, email},
 * POST /rate-limit {provider, email, count, retryAfter}, POST /expire-history {email},
 * GET /calls?provider=&email=.
 */
export function controlRoutes(state: MailDoubleState) {
  return async function control(req: IncomingMessage, res: ServerResponse, url: URL, route: string) {
    const body = req.method === 'GET' ? {} : (JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>)
    const provider = (body.provider ?? url.searchParams.get('provider')) as MailDoubleProvider
    const email = String(body.email ?? url.searchParams.get('email') ?? '').toLowerCase()
    if (route === '/mailbox' && req.method === 'PUT') {
      state.setMailbox(provider, email, (body.messages as WireMessage[]).map(fromWire))
      return send(res, 200, { ok: true })
    }
    if (route === '/messages' && req.method === 'POST') {
      const box = await state.mailboxOf(provider, email)
      const m = state.store(fromWire(body.message as WireMessage))
      m.to = email
      box.messages.push(m)
      return send(res, 200, { id: m.id })
    }
    if (route === '/expire-access' && req.method === 'POST') {
      for (const t of state.accessTokens.values()) if (t.provider === provider && t.email === email) t.expiresAt = 0
      return send(res, 200, { ok: true })
    }
    if (route === '/revoke' && req.method === 'POST') {
      for (const [k, t] of state.refreshTokens)
        if (t.provider === provider && t.email === email) state.refreshTokens.delete(k)
      for (const t of state.accessTokens.values()) if (t.provider === provider && t.email === email) t.expiresAt = 0
      return send(res, 200, { ok: true })
    }
    if (route === '/rate-limit' && req.method === 'POST') {
      state.rateLimits.set(state.keyOf(provider, email), {
        count: Number(body.count ?? 1),
        retryAfter: Number(body.retryAfter ?? 1),
      })
      return send(res, 200, { ok: true })
    }
    if (route === '/expire-history' && req.method === 'POST') {
      const box = await state.mailboxOf('google', email)
      box.oldestHistoryId = state.historyCounter + 1
      return send(res, 200, { ok: true })
    }
    if (route === '/calls' && req.method === 'GET') {
      return send(res, 200, { calls: state.calls.filter((c) => c.provider === provider && c.email === email) })
    }
    return send(res, 404, { error: 'not_found' })
  }
}
