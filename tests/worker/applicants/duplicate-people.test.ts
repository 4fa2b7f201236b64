import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { likelyMatch, mergedFields } from '../../../worker/applicants/duplicate-people'
import { nameKeyOf, personKeysOf, phoneKeyOf } from '../../../worker/applicants/person-keys'
import { createJob, createOrganization, createUser } from '../support/factories'
import { call, type Session, signIn } from '../support/http'
import { SYNTHETIC_CV, uploadFiles, waitForDocument } from './support'

const text = (s: string) => new TextEncoder().encode(s)

async function orgSession() {
  const org = await createOrganization()
  const user = await createUser({ memberOf: [{ organizationId: org.id }] })
  return { org, user, session: await signIn(user.email, user.password) }
}

/** The same person's CV again, written differently (another file, another content hash). */
const LATER_CV = SYNTHETIC_CV.replace('Apache Spark, Kubernetes', 'Apache Spark, Apache Kafka, Kubernetes').replace(
  'Data engineer with 9 years',
  'Data engineer with 10 years',
)

/** Another person of the same name: other contact data, another trade. */
const NAMESAKE_CV = `Marta Kowalczyk
Pastry Chef
marta.k.baking@example.org | +48 22 555 0199 | Kraków, Poland

EXPERIENCE
Pastry Chef, Café Słodki
04/2016 – Present
- Created seasonal dessert menus for a 60-seat café.

EDUCATION
Culinary Arts Diploma, Kraków Culinary School, 2015

SKILLS
Baking, Cake decorating, Chocolate tempering, Menu planning
`

async function processed(session: Session, files: { name: string; bytes: Uint8Array }[]) {
  const ids = await uploadFiles(session, files)
  for (const id of ids) expect(await waitForDocument(id)).toMatchObject({ status: 'PROCESSED' })
  return ids
}

const duplicatesOf = (session: Session, id: string) => call(`/api/applicants/${id}/duplicates`, { session })

describe('Likely duplicate people (issue 19 point 3)', () => {
  it('flags the newer of two CVs with the same e-mail, on the newer applicant only', async () => {
    const { session } = await orgSession()
    const [first] = await processed(session, [{ name: 'marta-2023.txt', bytes: text(SYNTHETIC_CV) }])
    const [second] = await processed(session, [{ name: 'marta-2025.txt', bytes: text(LATER_CV) }])
    const res = await duplicatesOf(session, second!)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      items: [expect.objectContaining({ existingId: first, name: 'Marta Kowalczyk', match: 'email' })],
    })
    expect(await (await duplicatesOf(session, first!)).json()).toEqual({ items: [] })
  })

  it('does not flag a namesake with another profile', async () => {
    const { session } = await orgSession()
    await processed(session, [{ name: 'marta.txt', bytes: text(SYNTHETIC_CV) }])
    const [namesake] = await processed(session, [{ name: 'marta-chef.txt', bytes: text(NAMESAKE_CV) }])
    expect(await (await duplicatesOf(session, namesake!)).json()).toEqual({ items: [] })
  })

  it('keep dismisses the flag for good', async () => {
    const { session } = await orgSession()
    const [first] = await processed(session, [{ name: 'a.txt', bytes: text(SYNTHETIC_CV) }])
    const [second] = await processed(session, [{ name: 'b.txt', bytes: text(LATER_CV) }])
    const keep = () =>
      call(`/api/applicants/${second}/duplicates/keep`, { method: 'POST', session, json: { existingId: first } })
    expect((await keep()).status).toBe(200)
    expect(await (await duplicatesOf(session, second!)).json()).toEqual({ items: [] })
    // Kept is final: a repeat finds nothing open.
    expect((await keep()).status).toBe(404)
  })

  it('merge folds the newer applicant into the existing one and deletes it', async () => {
    const { org, session } = await orgSession()
    const [first] = await processed(session, [{ name: 'a.txt', bytes: text(SYNTHETIC_CV) }])
    const [second] = await processed(session, [{ name: 'b.txt', bytes: text(LATER_CV) }])
    const job = await createJob(org.id)
    await env.DB.prepare('INSERT INTO job_applicants (id, tenant_id, job_id, applicant_id) VALUES (?, ?, ?, ?)')
      .bind(crypto.randomUUID(), org.id, job.id, second)
      .run()

    const res = await call(`/api/applicants/${second}/duplicates/merge`, {
      method: 'POST',
      session,
      json: { existingId: first },
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ applicantId: first })

    expect((await call(`/api/applicants/${second}`, { session })).status).toBe(404)
    const kept = (await (await call(`/api/applicants/${first}`, { session })).json()) as { hardSkills: string[] }
    expect(kept.hardSkills).toEqual(expect.arrayContaining(['Apache Spark', 'Apache Kafka']))
    const docs = await env.DB.prepare('SELECT id FROM documents WHERE tenant_id = ? AND applicant_id = ? ORDER BY id')
      .bind(org.id, first)
      .all<{ id: string }>()
    expect(docs.results.map((d) => d.id)).toEqual([first, second])
    const assigned = await env.DB.prepare('SELECT applicant_id FROM job_applicants WHERE job_id = ?')
      .bind(job.id)
      .all<{ applicant_id: string }>()
    expect(assigned.results).toEqual([{ applicant_id: first }])
    // The flag went with the merged applicant: merging again finds nothing.
    const again = await call(`/api/applicants/${second}/duplicates/merge`, {
      method: 'POST',
      session,
      json: { existingId: first },
    })
    expect(again.status).toBe(404)
  })

  it("never flags or merges across organizations, and answers another organization's ids with 404", async () => {
    const a = await orgSession()
    const b = await orgSession()
    const [inA] = await processed(a.session, [{ name: 'a.txt', bytes: text(SYNTHETIC_CV) }])
    const [inB] = await processed(b.session, [{ name: 'b.txt', bytes: text(LATER_CV) }])
    expect(await (await duplicatesOf(b.session, inB!)).json()).toEqual({ items: [] })
    expect((await duplicatesOf(b.session, inA!)).status).toBe(404)
    for (const action of ['keep', 'merge']) {
      const res = await call(`/api/applicants/${inB}/duplicates/${action}`, {
        method: 'POST',
        session: b.session,
        json: { existingId: inA },
      })
      expect(res.status).toBe(404)
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('APPLICANT_NOT_FOUND')
    }
    expect((await call(`/api/applicants/${inA}`, { session: a.session })).status).toBe(200)
  })

  it('needs the delete permission to merge', async () => {
    const { org, session } = await orgSession()
    const [first] = await processed(session, [{ name: 'a.txt', bytes: text(SYNTHETIC_CV) }])
    const [second] = await processed(session, [{ name: 'b.txt', bytes: text(LATER_CV) }])
    const editor = await createUser({
      memberOf: [{ organizationId: org.id, permissions: ['APPLICANT_READ', 'APPLICANT_CREATE'] }],
    })
    const editorSession = await signIn(editor.email, editor.password)
    const res = await call(`/api/applicants/${second}/duplicates/merge`, {
      method: 'POST',
      session: editorSession,
      json: { existingId: first },
    })
    expect(res.status).toBe(403)
    expect((await call(`/api/applicants/${second}`, { session })).status).toBe(200)
  })
})

describe('person keys and merge rules', () => {
  it('meet the same person written differently', () => {
    expect(phoneKeyOf('+49 151 23456789')).toBe(phoneKeyOf('0151 2345 6789'))
    expect(nameKeyOf('Kowalczyk, Márta')).toBe(nameKeyOf('marta kowalczyk'))
    expect(nameKeyOf('Marta')).toBeNull()
    expect(personKeysOf('X Y', { email: ' Marta@Example.com ' }).emailKey).toBe('marta@example.com')
  })

  it('needs a close profile when only the name is the same', () => {
    const keys = personKeysOf('Marta Kowalczyk', null)
    const other = { id: 'o', emailKey: null, phoneKey: null, nameKey: keys.nameKey, profile: null }
    expect(
      likelyMatch(
        { keys, hardSkills: ['Python', 'SQL'], profile: null },
        { ...other, hardSkills: ['SQL', 'Python', 'Go'] },
      ),
    ).toBe('name')
    expect(
      likelyMatch({ keys, hardSkills: ['Python'], profile: null }, { ...other, hardSkills: ['Baking'] }),
    ).toBeNull()
  })

  it('keeps what the existing applicant has and fills the gaps', () => {
    const merged = mergedFields(
      {
        tagline: 'Data Engineer',
        summary: null,
        hardSkills: ['SQL'],
        softSkills: [],
        profile: { email: null, title: 'A' },
      },
      {
        tagline: 'Other',
        summary: 'New',
        hardSkills: ['sql', 'Kafka'],
        softSkills: ['Teamwork'],
        profile: { email: 'm@example.com', title: 'B' },
      },
    )
    expect(merged).toEqual({
      tagline: 'Data Engineer',
      summary: 'New',
      hardSkills: ['SQL', 'Kafka'],
      softSkills: ['Teamwork'],
      profile: { email: 'm@example.com', title: 'A' },
    })
  })
})
