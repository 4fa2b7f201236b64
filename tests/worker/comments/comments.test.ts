import { describe, expect, it } from 'vitest'
import { createJobViaApi, errorCode, json, post, signedInMember } from '../jobs/support'
import { createApplicant, createOrganization, createUser } from '../support/factories'
import { call, signIn } from '../support/http'

interface Comment {
  id: string
  text: string
  author: { id: string; name: string } | null
  mentions: { id: string; name: string }[]
  edited: boolean
  canEdit: boolean
  canDelete: boolean
}
interface Page {
  items: { subject: { kind: string; id: string; title: string }; excerpt: string; actor: { id: string } | null }[]
}

/** An organization with an admin author, a regular colleague and an applicant. */
async function setup() {
  const { org, user: author, session } = await signedInMember()
  const colleague = await createUser({
    name: 'Cleo Colleague',
    memberOf: [{ organizationId: org.id, permissions: ['APPLICANT_READ', 'JOB_READ'] }],
  })
  const applicant = await createApplicant(org.id, { name: 'Zoë Example' })
  return { org, author, session, colleague, applicant }
}

const notificationsOf = async (user: { email: string; password: string }) =>
  json<Page>(await call('/api/notifications', { session: await signIn(user.email, user.password) }))

describe('comments on applicants', () => {
  it('adds, lists, edits and deletes a comment, and notifies the mentioned colleague once', async () => {
    const { session, author, colleague, applicant } = await setup()
    const outsider = await createUser({ memberOf: [{ organizationId: (await createOrganization()).id }] })
    const created = await json<Comment>(
      await post(`/api/comments/applicants/${applicant.id}`, session, {
        text: '  @Cleo Colleague please call her  ',
        mentions: [colleague.id, outsider.id, author.id],
      }),
      201,
    )
    expect(created).toMatchObject({
      text: '@Cleo Colleague please call her',
      author: { id: author.id },
      edited: false,
      canEdit: true,
      canDelete: true,
    })
    // The outsider is no member: dropped. The author may mention themself but is not notified.
    expect(created.mentions.map((m) => m.id).sort()).toEqual([author.id, colleague.id].sort())
    const listed = await json<Comment[]>(await call(`/api/comments/applicants/${applicant.id}`, { session }))
    expect(listed.map((c) => c.id)).toEqual([created.id])

    const notified = await notificationsOf(colleague)
    expect(notified.items).toHaveLength(1)
    expect(notified.items[0]).toMatchObject({
      subject: { kind: 'applicant', id: applicant.id, title: 'Zoë Example' },
      excerpt: '@Cleo Colleague please call her',
      actor: { id: author.id },
    })
    expect((await notificationsOf(author)).items).toEqual([])
    expect((await notificationsOf(outsider)).items).toEqual([])

    // An edit that keeps the mention notifies nobody again.
    const edited = await json<Comment>(
      await post(`/api/comments/${created.id}/update`, session, { text: 'Called her', mentions: [colleague.id] }),
    )
    expect(edited).toMatchObject({ text: 'Called her', edited: true })
    expect((await notificationsOf(colleague)).items).toHaveLength(1)

    expect(await json(await post(`/api/comments/${created.id}/delete`, session))).toEqual({ ok: true })
    expect(await json<Comment[]>(await call(`/api/comments/applicants/${applicant.id}`, { session }))).toEqual([])
  })

  it("refuses an empty message with 'Message cannot be empty'", async () => {
    const { session, applicant } = await setup()
    for (const text of ['', '   \n ']) {
      const res = await post(`/api/comments/applicants/${applicant.id}`, session, { text })
      expect(res.status).toBe(400)
      const body = (await res.json()) as { error: { code: string; details: { message: string }[] } }
      expect(body.error.code).toBe('VALIDATION_FAILED')
      expect(body.error.details.map((d) => d.message)).toContain('Message cannot be empty')
    }
  })

  it('creates one comment for a repeated Idempotency-Key', async () => {
    const { session, applicant } = await setup()
    const send = () =>
      call(`/api/comments/applicants/${applicant.id}`, {
        method: 'POST',
        session,
        headers: { 'Idempotency-Key': 'comment-once' },
        json: { text: 'Only once' },
      })
    const first = await json<Comment>(await send(), 201)
    const second = await send()
    expect(second.headers.get('Idempotent-Replayed')).toBe('true')
    expect((await json<Comment>(second, 201)).id).toBe(first.id)
    expect(await json<Comment[]>(await call(`/api/comments/applicants/${applicant.id}`, { session }))).toHaveLength(1)
  })

  it("lets only the author edit, the author or an organization admin delete; a colleague's own comment is theirs", async () => {
    const { session, colleague, applicant } = await setup()
    const colleagueSession = await signIn(colleague.email, colleague.password)
    const mine = await json<Comment>(
      await post(`/api/comments/applicants/${applicant.id}`, session, { text: 'Admin' }),
      201,
    )
    const theirs = await json<Comment>(
      await post(`/api/comments/applicants/${applicant.id}`, colleagueSession, { text: 'Colleague' }),
      201,
    )
    const seenByColleague = await json<Comment[]>(
      await call(`/api/comments/applicants/${applicant.id}`, { session: colleagueSession }),
    )
    expect(seenByColleague.map((c) => [c.text, c.canEdit, c.canDelete])).toEqual([
      ['Admin', false, false],
      ['Colleague', true, true],
    ])
    for (const action of ['update', 'delete']) {
      const res = await post(`/api/comments/${mine.id}/${action}`, colleagueSession, { text: 'Hijacked' })
      expect(res.status).toBe(403)
      expect(await errorCode(res)).toBe('COMMENT_NOT_OWN')
    }
    // The admin may not rewrite a colleague's words, but may delete them.
    const rewrite = await post(`/api/comments/${theirs.id}/update`, session, { text: 'Rewritten' })
    expect(await errorCode(rewrite)).toBe('COMMENT_NOT_OWN')
    expect(await json(await post(`/api/comments/${theirs.id}/delete`, session))).toEqual({ ok: true })
  })

  it('answers APPLICANT_NOT_FOUND for a deleted, unknown or foreign applicant and FORBIDDEN without APPLICANT_READ', async () => {
    const { session } = await setup()
    const foreign = await createApplicant((await createOrganization()).id, { title: 'Foreign' })
    for (const id of [foreign.id, '01900000-0000-7000-8000-000000000000']) {
      expect(await errorCode(await call(`/api/comments/applicants/${id}`, { session }))).toBe('APPLICANT_NOT_FOUND')
      expect(await errorCode(await post(`/api/comments/applicants/${id}`, session, { text: 'x' }))).toBe(
        'APPLICANT_NOT_FOUND',
      )
    }
    const { session: jobsOnly, org } = await signedInMember(['JOB_READ'])
    const applicant = await createApplicant(org.id, { title: 'Hidden' })
    const res = await call(`/api/comments/applicants/${applicant.id}`, { session: jobsOnly })
    expect(res.status).toBe(403)
    expect(await errorCode(res)).toBe('FORBIDDEN')
  })

  it("answers COMMENT_NOT_FOUND for another tenant's comment", async () => {
    const { session, applicant } = await setup()
    const created = await json<Comment>(
      await post(`/api/comments/applicants/${applicant.id}`, session, { text: 'Mine' }),
      201,
    )
    const { session: stranger } = await signedInMember()
    for (const action of ['update', 'delete']) {
      const res = await post(`/api/comments/${created.id}/${action}`, stranger, { text: 'Theirs' })
      expect(res.status).toBe(404)
      expect(await errorCode(res)).toBe('COMMENT_NOT_FOUND')
    }
    expect((await json<Comment[]>(await call(`/api/comments/applicants/${applicant.id}`, { session })))[0]?.text).toBe(
      'Mine',
    )
  })
})

describe('comments on jobs', () => {
  it('adds and lists a job comment with a job mention notification; needs JOB_READ', async () => {
    const { session, colleague } = await setup()
    const job = await createJobViaApi(session)
    await json<Comment>(
      await post(`/api/comments/jobs/${job.id}`, session, {
        text: '@Cleo Colleague shortlist?',
        mentions: [colleague.id],
      }),
      201,
    )
    expect((await json<Comment[]>(await call(`/api/comments/jobs/${job.id}`, { session }))).map((c) => c.text)).toEqual(
      ['@Cleo Colleague shortlist?'],
    )
    expect((await notificationsOf(colleague)).items[0]?.subject).toEqual({
      kind: 'job',
      id: job.id,
      title: 'Senior Data Engineer',
    })
    const { session: applicantsOnly } = await signedInMember(['APPLICANT_READ'])
    expect((await call(`/api/comments/jobs/${job.id}`, { session: applicantsOnly })).status).toBe(403)
    const other = await signedInMember()
    expect(await errorCode(await call(`/api/comments/jobs/${job.id}`, { session: other.session }))).toBe(
      'JOB_POSITION_NOT_FOUND',
    )
  })

  it('refuses editing a job comment without JOB_READ', async () => {
    const { org, session } = await setup()
    const job = await createJobViaApi(session)
    const lostAccess = await createUser({ memberOf: [{ organizationId: org.id, permissions: ['JOB_READ'] }] })
    const lostSession = await signIn(lostAccess.email, lostAccess.password)
    const comment = await json<Comment>(await post(`/api/comments/jobs/${job.id}`, lostSession, { text: 'Mine' }), 201)
    const applicantsOnly = await createUser({ memberOf: [{ organizationId: org.id, permissions: ['APPLICANT_READ'] }] })
    const res = await post(
      `/api/comments/${comment.id}/delete`,
      await signIn(applicantsOnly.email, applicantsOnly.password),
    )
    expect(res.status).toBe(403)
    expect(await errorCode(res)).toBe('FORBIDDEN')
  })

  it('answers 401 without a session', async () => {
    expect((await call('/api/comments/jobs/01900000-0000-7000-8000-000000000000')).status).toBe(401)
  })
})
