import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { createServices } from '../../../worker/middleware/services'
import { searchReindexService } from '../../../worker/search/search-reindex.service'
import { chatOrganization, post, send, teamChat } from './support'

const chatDocuments = async (tenantId: string) =>
  (
    await env.DB.prepare(
      "SELECT entity_id, title, body FROM search_documents WHERE tenant_id = ? AND doc_type = 'chat_message' ORDER BY body",
    )
      .bind(tenantId)
      .all<{ entity_id: string; title: string; body: string }>()
  ).results

describe('search index rebuild of chat messages', () => {
  it('rebuilds the live messages of the tenant with the same text, and drops deleted ones', async () => {
    const { session, org } = await chatOrganization()
    const other = await chatOrganization()
    const chat = await teamChat(session, [], 'Backend hiring')
    await send(session, chat.id, 'Alpha candidate looks good')
    const gone = await send(session, chat.id, 'Beta candidate declined')
    await post(`/api/chats/${chat.id}/delete-message`, session, { messageId: gone.id })
    await send(other.session, (await teamChat(other.session, [])).id, 'Other tenant text')
    const before = await chatDocuments(org.id)
    await env.DB.prepare("DELETE FROM search_documents WHERE tenant_id = ? AND doc_type = 'chat_message'")
      .bind(org.id)
      .run()

    const service = searchReindexService(createServices(env))
    await service.process({
      kind: 'search.reindex',
      idempotencyKey: `test:${org.id}`,
      tenantId: org.id,
      userId: null,
    })
    const after = await chatDocuments(org.id)
    expect(after).toEqual(before)
    expect(after).toEqual([
      { entity_id: expect.any(String), title: 'Backend hiring', body: 'Alpha candidate looks good' },
    ])
    expect((await service.progress(org.id)).state).toBe('DONE')
  })
})
