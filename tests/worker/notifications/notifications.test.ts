import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { createServices } from '../../../worker/middleware/services'
import { notifyMentions, toExcerpt } from '../../../worker/notifications/notifications.service'
import { errorCode, json, post, signedInMember } from '../jobs/support'
import { createOrganization, createUser } from '../support/factories'
import { call, signIn } from '../support/http'

interface Page {
  items: {
    id: string
    kind: string
    actor: { id: string; name: string } | null
    subject: { kind: string; id: string; title: string }
    excerpt: string
    readAt: number | null
  }[]
  nextCursor: string | null
  unread: number
}

const services = () => createServices(env)

async function team() {
  const org = await createOrganization()
  const author = await createUser({ name: 'Ada Author', memberOf: [{ organizationId: org.id }] })
  const colleague = await createUser({ name: 'Cleo Colleague', memberOf: [{ organizationId: org.id }] })
  return { org, author, colleague, session: await signIn(colleague.email, colleague.password) }
}

const mention = (tenantId: string, actorId: string, ids: string[], title = 'Zoë Example') =>
  notifyMentions(services(), {
    tenantId,
    actorId,
    mentionedUserIds: ids,
    subject: { kind: 'applicant', id: 'applicant-1', title },
    excerpt: `Hello   @Cleo,\nplease look at ${title}`,
  })

describe('notifyMentions', () => {
  it('notifies members of the tenant once each, never the author, and ignores unknown ids and outsiders', async () => {
    const { org, author, colleague, session } = await team()
    const outsider = await createUser({ memberOf: [{ organizationId: (await createOrganization()).id }] })
    const notified = await mention(org.id, author.id, [
      colleague.id,
      colleague.id,
      author.id,
      outsider.id,
      'no-such-user',
    ])
    expect(notified).toEqual([colleague.id])
    const page = await json<Page>(await call('/api/notifications', { session }))
    expect(page.unread).toBe(1)
    expect(page.items).toHaveLength(1)
    expect(page.items[0]).toMatchObject({
      kind: 'MENTION',
      actor: { id: author.id, name: 'Ada Author' },
      subject: { kind: 'applicant', id: 'applicant-1', title: 'Zoë Example' },
      excerpt: 'Hello @Cleo, please look at Zoë Example',
      readAt: null,
    })
    const outsiderSession = await signIn(outsider.email, outsider.password)
    expect((await json<Page>(await call('/api/notifications', { session: outsiderSession }))).items).toEqual([])
  })

  it('shortens long texts to one line of at most 200 characters', () => {
    const text = toExcerpt(`${'word '.repeat(100)}\n\nend`)
    expect(text.length).toBeLessThanOrEqual(200)
    expect(text.endsWith('…')).toBe(true)
    expect(text).not.toContain('\n')
  })
})

describe('GET /api/notifications', () => {
  it('lists newest first in pages', async () => {
    const { org, author, session } = await team()
    const colleagueId = (await json<{ id: string }[]>(await call('/api/team/names', { session }))).find(
      (n) => n.id !== author.id,
    )?.id as string
    for (const title of ['First', 'Second', 'Third']) await mention(org.id, author.id, [colleagueId], title)
    const first = await json<Page>(await call('/api/notifications?limit=2', { session }))
    expect(first.items.map((i) => i.subject.title)).toEqual(['Third', 'Second'])
    expect(first.unread).toBe(3)
    expect(first.nextCursor).toBe(first.items[1]?.id)
    const second = await json<Page>(await call(`/api/notifications?limit=2&cursor=${first.nextCursor}`, { session }))
    expect(second.items.map((i) => i.subject.title)).toEqual(['First'])
    expect(second.nextCursor).toBeNull()
  })

  it('shows only the current organization of a member of two', async () => {
    const { org, author, colleague, session } = await team()
    const other = await createOrganization()
    await createUser({ memberOf: [{ organizationId: other.id }] })
    await mention(org.id, author.id, [colleague.id], 'Here')
    // Notified in an organization the colleague is not a member of: ignored.
    await mention(other.id, author.id, [colleague.id], 'Elsewhere')
    const page = await json<Page>(await call('/api/notifications', { session }))
    expect(page.items.map((i) => i.subject.title)).toEqual(['Here'])
  })

  it('answers 401 without a session, 400 for a bad limit, NO_ORGANIZATION without a membership', async () => {
    expect(await errorCode(await call('/api/notifications'))).toBe('UNAUTHENTICATED')
    const { session } = await signedInMember(['APPLICANT_READ'])
    const bad = await call('/api/notifications?limit=500', { session })
    expect(bad.status).toBe(400)
    const loner = await createUser()
    const res = await call('/api/notifications', { session: await signIn(loner.email, loner.password) })
    expect(res.status).toBe(403)
    expect(await errorCode(res)).toBe('NO_ORGANIZATION')
  })
})

describe('read, read-all and delete', () => {
  it('marks one read, then all, and deletes one', async () => {
    const { org, author, colleague, session } = await team()
    await mention(org.id, author.id, [colleague.id], 'One')
    await mention(org.id, author.id, [colleague.id], 'Two')
    const [two, one] = (await json<Page>(await call('/api/notifications', { session }))).items
    expect(await json(await post(`/api/notifications/${one?.id}/read`, session))).toEqual({ unread: 1 })
    // Reading again changes nothing.
    expect(await json(await post(`/api/notifications/${one?.id}/read`, session))).toEqual({ unread: 1 })
    expect(await json(await post('/api/notifications/read-all', session))).toEqual({ unread: 0 })
    const page = await json<Page>(await call('/api/notifications', { session }))
    expect(page.items.every((i) => i.readAt !== null)).toBe(true)
    expect(await json(await post(`/api/notifications/${two?.id}/delete`, session))).toEqual({ unread: 0 })
    expect((await json<Page>(await call('/api/notifications', { session }))).items.map((i) => i.id)).toEqual([one?.id])
  })

  it("refuses another member's notification with NOTIFICATION_NOT_FOUND and changes nothing", async () => {
    const { org, author, colleague } = await team()
    await mention(org.id, author.id, [colleague.id])
    const colleagueSession = await signIn(colleague.email, colleague.password)
    const [item] = (await json<Page>(await call('/api/notifications', { session: colleagueSession }))).items
    const authorSession = await signIn(author.email, author.password)
    for (const action of ['read', 'delete']) {
      const res = await post(`/api/notifications/${item?.id}/${action}`, authorSession)
      expect(res.status).toBe(404)
      expect(await errorCode(res)).toBe('NOTIFICATION_NOT_FOUND')
    }
    const after = await json<Page>(await call('/api/notifications', { session: colleagueSession }))
    expect(after.items[0]).toMatchObject({ id: item?.id, readAt: null })
  })

  it('answers 400 for a malformed id and 403 without the CSRF token', async () => {
    const { session } = await team()
    expect((await post('/api/notifications/not%20an%20id/read', session)).status).toBe(400)
    const res = await call('/api/notifications/read-all', { method: 'POST', headers: { Cookie: session.cookie } })
    expect(res.status).toBe(403)
    expect(await errorCode(res)).toBe('CSRF_FAILED')
  })
})
