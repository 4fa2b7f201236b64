import { env } from 'cloudflare:workers'
import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { forbiddenIn } from '../../fixtures/forbidden-prose'
import { germanCvText } from '../../fixtures/german-cv'
import { uploadFiles, waitForDocument } from '../applicants/support'
import { createJob, createOrganization, createUser } from '../support/factories'
import { call, signIn } from '../support/http'

interface Report {
  summary: string
  strengths: { text: string; facts: string[] }[]
  gaps: { text: string; facts: string[] }[]
  knockouts: { text: string; facts: string[] }[]
  questions: string[]
  areas: { label: string }[]
}

const reportText = (r: Report) =>
  [
    r.summary,
    ...[...r.strengths, ...r.gaps, ...r.knockouts].flatMap((p) => [p.text, ...p.facts]),
    ...r.questions,
    ...r.areas.map((a) => a.label),
  ].join('\n')

/** A German organization, a German job and a German CV uploaded as `cv_final_2024.txt` without a name in it. */
async function setup() {
  const org = await createOrganization({ name: 'Alpenblick Personal GmbH', language: 'de_DE' })
  const user = await createUser({ name: 'Ingrid Alber', memberOf: [{ organizationId: org.id }] })
  const session = await signIn(user.email, user.password)
  const job = await createJob(org.id, {
    title: 'Konstrukteur:in Sondermaschinenbau',
    status: 'OPEN',
    requirements: [
      { attribute: 'skills', operator: 'EQUALS', value: 'SolidWorks', mandatory: true },
      { attribute: 'skills', operator: 'EQUALS', value: 'Technical drawing' },
      { attribute: 'skills', operator: 'EQUALS', value: 'Communication skills' },
      { attribute: 'degree', operator: 'GTE', value: 'master', mandatory: true },
      { attribute: 'language_proficiency', language: 'en', operator: 'GTE', value: 'full_professional' },
      { attribute: 'isco', operator: 'EQUALS', value: '2512' },
    ],
  })
  const [documentId] = await uploadFiles(session, [
    { name: 'cv_final_2024.txt', bytes: new TextEncoder().encode(germanCvText({ withName: false })) },
  ])
  expect((await waitForDocument(documentId!)).status).toBe('PROCESSED')
  const row = await env.DB.prepare('SELECT applicant_id AS id FROM documents WHERE id = ?')
    .bind(documentId)
    .first<{ id: string }>()
  return { session, job, applicantId: row!.id }
}

describe('a German organization reads German prose (issue 19, point 6)', () => {
  it('fit report and invite: no English words, no codes, no file name greeted', async () => {
    const { session, job, applicantId } = await setup()
    const report = await call('/api/applicants/fit-report', {
      method: 'POST',
      session,
      json: { applicantId, jobId: job.id },
    })
    expect(report.status).toBe(200)
    const body = (await report.json()) as { report: Report & { language: string }; applicant: { name: string } }
    // The CV names nobody: the name is stored blank, never the file name (issue 12, point 5).
    expect(body.applicant.name).toBe('')
    const stored = await env.DB.prepare('SELECT name FROM applicants WHERE id = ?')
      .bind(applicantId)
      .first<{ name: string }>()
    expect(stored).toEqual({ name: '' })
    const detail = await call(`/api/applicants/${applicantId}`, { session })
    expect(((await detail.json()) as { name: string }).name).toBe('')
    const list = (await (await call('/api/applicants?limit=100', { session })).json()) as {
      items: { id: string; name: string; filename: string | null }[]
    }
    // The list carries the file name beside the blank name, for the screens to say which CV it is.
    expect(list.items.find((i) => i.id === applicantId)).toMatchObject({ name: '', filename: 'cv_final_2024.txt' })
    // Search finds the applicant by its CV's words, titled blank; a search by name copes with it.
    for (const query of ['SolidWorks', 'Johanna']) {
      const search = await call('/api/search/applicant-autocomplete', { method: 'POST', session, json: { query } })
      expect(search.status).toBe(200)
      const { items } = (await search.json()) as { items: { id: string; title: string }[] }
      expect(items.filter((i) => i.id === applicantId)).toEqual(
        query === 'SolidWorks' ? [expect.objectContaining({ id: applicantId, title: '' })] : [],
      )
    }
    expect(body.report.language).toBe('de_DE')
    expect(forbiddenIn(reportText(body.report))).toEqual([])
    expect(body.report.summary).toMatch(
      /^Die Bewerbung erreicht \d+ von 100 Punkten für Konstrukteur:in Sondermaschinenbau\./,
    )
    expect(body.report.knockouts.map((k) => k.text)).toEqual(['Abschluss mindestens Master'])

    for (const decision of ['invite', 'reject'] as const) {
      for (const channel of ['email', 'sms'] as const) {
        const res = await call('/api/applicants/fit-report/message', {
          method: 'POST',
          session,
          json: { applicantId, jobId: job.id, decision, channel, language: 'de_DE' },
        })
        expect(res.status).toBe(200)
        const m = (await res.json()) as { subject: string | null; body: string }
        expect(forbiddenIn(`${m.subject ?? ''}\n${m.body}`)).toEqual([])
        expect(m.body).not.toContain('cv_final')
        expect(m.body.startsWith(channel === 'email' ? 'Guten Tag,\n' : 'Hallo, ')).toBe(true)
        if (decision === 'invite' && channel === 'email') {
          // The job's skills the CV has, in German where the taxonomy has a German name.
          expect(m.body).toContain('Ihr Profil mit SolidWorks und technisches Zeichnen.')
        }
      }
    }

    // The PDF says that the CV names nobody, neither a blank nor the file name.
    const pdfRes = await call('/api/applicants/fit-report-pdf', {
      method: 'POST',
      session,
      json: { applicantId, jobId: job.id },
    })
    expect(pdfRes.status).toBe(200)
    expect(pdfRes.headers.get('Content-Disposition')).toContain('filename="fit-report-candidate-')
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdfRes.arrayBuffer())), {
      mergePages: true,
    })
    // The heading wraps in the PDF: compared with its lines joined.
    expect(text.replace(/\s+/g, ' ')).toContain(
      'Name im Lebenslauf nicht gefunden — Konstrukteur:in Sondermaschinenbau',
    )
    expect(text).not.toContain('cv_final')

    // A row stored before blank names, under its file name, is not greeted either.
    await env.DB.prepare("UPDATE applicants SET name = 'cv_final_2024' WHERE id = ?").bind(applicantId).run()
    const legacy = await call('/api/applicants/fit-report/message', {
      method: 'POST',
      session,
      json: { applicantId, jobId: job.id, decision: 'invite', channel: 'email', language: 'de_DE' },
    })
    expect(((await legacy.json()) as { body: string }).body.split('\n')[0]).toBe('Guten Tag,')

    // A name typed in later replaces the blank one and is greeted; a blank one typed in is refused.
    const blank = await call(`/api/applicants/${applicantId}/update`, { method: 'POST', session, json: { name: '  ' } })
    expect(blank.status).toBe(400)
    expect(JSON.stringify(await blank.json())).toContain('Name is required')
    const typed = await call(`/api/applicants/${applicantId}/update`, {
      method: 'POST',
      session,
      json: { name: 'Johanna Beispiel' },
    })
    expect(typed.status).toBe(200)
    expect(((await typed.json()) as { name: string }).name).toBe('Johanna Beispiel')
    const named = await call('/api/applicants/fit-report/message', {
      method: 'POST',
      session,
      json: { applicantId, jobId: job.id, decision: 'invite', channel: 'email', language: 'de_DE' },
    })
    expect(((await named.json()) as { body: string }).body.split('\n')[0]).toBe('Guten Tag Johanna Beispiel,')
  })

  it('the match reasoning is German too', async () => {
    const { session, job, applicantId } = await setup()
    let reasoning: { reasoning: string; areas: Record<string, { evidence: { facts: string[] }[] }> } | null = null
    const deadline = Date.now() + 20_000
    while (Date.now() < deadline) {
      const res = await call(`/api/jobs/${job.id}/match-reasoning?applicantId=${applicantId}`, { session })
      if (res.status === 200) {
        reasoning = (await res.json()) as typeof reasoning
        break
      }
      await new Promise((r) => setTimeout(r, 200))
    }
    expect(reasoning).not.toBeNull()
    const facts = Object.values(reasoning!.areas).flatMap((a) => a.evidence.flatMap((e) => e.facts))
    expect(facts.length).toBeGreaterThan(0)
    expect(forbiddenIn([reasoning!.reasoning, ...facts].join('\n'))).toEqual([])
    expect(reasoning!.reasoning).toMatch(/^Insgesamt \d+ von 100 Punkten\./)
  })
  it('a replaced CV that names nobody keeps the name the applicant already had', async () => {
    const { session, applicantId } = await setup()
    const typed = await call(`/api/applicants/${applicantId}/update`, {
      method: 'POST',
      session,
      json: { name: 'Johanna Beispiel' },
    })
    expect(typed.status).toBe(200)
    // Announced and uploaded, not started: the edit attaches it to the applicant (as the Edit CV action does).
    const bytes = new TextEncoder().encode(germanCvText({ withName: false }))
    const announced = await call('/api/applicants/upload-url', {
      method: 'POST',
      session,
      json: { files: [{ filename: 'lebenslauf_neu.txt', size: bytes.byteLength, contentType: 'text/plain' }] },
    })
    const [upload] = ((await announced.json()) as { uploads: { documentId: string; uploadUrl: string }[] }).uploads
    expect((await call(upload!.uploadUrl, { method: 'PUT', session, body: bytes })).status).toBe(200)
    const documentId = upload!.documentId
    const replaced = await call(`/api/applicants/${applicantId}/update`, {
      method: 'POST',
      session,
      json: { documentId },
    })
    expect(replaced.status).toBe(200)
    expect((await waitForDocument(documentId)).status).toBe('PROCESSED')
    const stored = await env.DB.prepare('SELECT name, document_id AS documentId FROM applicants WHERE id = ?')
      .bind(applicantId)
      .first<{ name: string; documentId: string }>()
    expect(stored).toEqual({ name: 'Johanna Beispiel', documentId })
  })
})
