import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { parseUploadStatusMessage, type UploadStatusItem } from '../../worker/contracts/upload-status'
import { createServices } from '../../worker/middleware/services'
import { uploadStatusService } from '../../worker/uploads/upload-status.service'
import { createOrganization, createUser } from '../worker/support/factories'
import { call, signIn } from '../worker/support/http'

const item = (documentId: string, createdAt: number): UploadStatusItem => ({
  documentId,
  filename: `${documentId}.pdf`,
  title: null,
  type: 'CV',
  status: 'PROCESSING',
  progress: 10,
  errorType: null,
  createdAt,
  updatedAt: createdAt,
})

/** Reads `count` server-sent events (their data) from a stream. */
async function readEvents(reader: ReadableStreamDefaultReader<Uint8Array>, count: number) {
  const decoder = new TextDecoder()
  const events: string[] = []
  let buffer = ''
  while (events.length < count) {
    const { value, done } = await reader.read()
    if (done) break
    buffer += decoder.decode(value, { stream: true })
    let end = buffer.indexOf('\n\n')
    while (end >= 0) {
      events.push(buffer.slice(0, end).replace(/^data: /, ''))
      buffer = buffer.slice(end + 2)
      end = buffer.indexOf('\n\n')
    }
  }
  return events
}

describe('GET /api/upload-status', () => {
  it('streams the stored items newest first, then live operations', async () => {
    const org = await createOrganization()
    const user = await createUser({ memberOf: [{ organizationId: org.id }] })
    const status = uploadStatusService(createServices(env), org.id, user.id)
    await status.set([item('old', 1000), item('new', 2000)])
    const session = await signIn(user.email, user.password)
    const res = await call('/api/upload-status', { session })
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('text/event-stream')
    const reader = res.body!.getReader()
    const [first] = await readEvents(reader, 1)
    expect(parseUploadStatusMessage(first!).map((op) => ('documentId' in op ? op.documentId : op.op))).toEqual([
      'CLEAR',
      'new',
      'old',
    ])
    await status.remove('old')
    const [second] = await readEvents(reader, 1)
    expect(parseUploadStatusMessage(second!)).toEqual([{ op: 'DELETE', documentId: 'old' }])
    await reader.cancel()
    expect((await status.list()).map((i) => i.documentId)).toEqual(['new'])
  })

  it('keeps each user and organization apart', async () => {
    const org = await createOrganization()
    const a = await createUser({ memberOf: [{ organizationId: org.id }] })
    const b = await createUser({ memberOf: [{ organizationId: org.id }] })
    await uploadStatusService(createServices(env), org.id, a.id).set([item('x', 1)])
    expect(await uploadStatusService(createServices(env), org.id, b.id).list()).toEqual([])
  })

  it('the hub ignores operations that break the contract', async () => {
    // The Durable Object itself, past the typed port: it must not trust what reaches it.
    const hub = env.UPLOAD_STATUS.get(env.UPLOAD_STATUS.idFromName('tenant:user'))
    expect(await hub.broadcast([{ op: 'BOGUS' }, { op: 'DELETE' }])).toBe(0)
  })
})

describe('parseUploadStatusMessage', () => {
  it('ignores keep-alives, junk and ops without a documentId', () => {
    expect(parseUploadStatusMessage('ping')).toEqual([])
    expect(parseUploadStatusMessage('   ')).toEqual([])
    expect(parseUploadStatusMessage('{not json')).toEqual([])
    expect(parseUploadStatusMessage('{"op":"CLEAR"}')).toEqual([])
    expect(
      parseUploadStatusMessage('[{"op":"CLEAR"},{"op":"DELETE"},{"op":7},{"op":"DELETE","documentId":"d"}]'),
    ).toEqual([{ op: 'CLEAR' }, { op: 'DELETE', documentId: 'd' }])
  })
})
