import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { EMBEDDED_FIT_REPORT_VERSION } from '../../../worker/providers/ai/embedded.ai'
import { createApplicant, createJob, createOrganization, createUser } from '../support/factories'
import { call, signIn } from '../support/http'

async function setup(options: { isAgency?: boolean; language?: 'en_US' | 'de_DE' } = {}) {
  const org = await createOrganization({
    name: 'Fjord Talent',
    isAgency: options.isAgency ?? false,
    language: options.language ?? 'en_US',
  })
  const user = await createUser({ name: 'Ada Sample', memberOf: [{ organizationId: org.id }] })
  const session = await signIn(user.email, user.password)
  const applicant = await createApplicant(org.id, {
    name: 'Jonas Beispiel',
    title: 'Data Engineer',
    hardSkills: ['Python', 'SQL'],
    degree: 'bachelor',
    seniority: 'advanced',
    yearsOfExperience: 7,
    languages: [{ language: 'en', proficiency: 'full_professional' }],
  })
  const job = await createJob(org.id, {
    title: 'Senior Data Engineer',
    status: 'OPEN',
    requirements: [
      { attribute: 'skills', operator: 'EQUALS', value: 'Python', mandatory: true },
      { attribute: 'skills', operator: 'EQUALS', value: 'Apache Spark' },
      { attribute: 'degree', operator: 'GTE', value: 'master', mandatory: true },
    ],
  })
  return { org, session, applicant, job }
}

describe('fit report', () => {
  it('summarises strengths, gaps and knockouts with evidence, and stores the generation', async () => {
    const { session, applicant, job } = await setup()
    const res = await call('/api/applicants/fit-report', {
      method: 'POST',
      session,
      json: { applicantId: applicant.id, jobId: job.id },
    })
    expect(res.status).toBe(200)
    const body = (await res.json()) as {
      report: {
        summary: string
        knockout: boolean
        knockouts: { text: string }[]
        strengths: { text: string; facts: string[] }[]
        questions: string[]
      }
      model: string
      promptVersion: string
    }
    expect(body.report.summary).toContain('Jonas Beispiel')
    expect(body.report.knockout).toBe(true)
    expect(body.report.knockouts.map((k) => k.text)).toEqual(["Degree at least master's degree"])
    expect(body.report.strengths.map((s) => s.text)).toContain('Skill: Python')
    expect(body.report.questions.length).toBeGreaterThan(1)
    // Who wrote it, as the AI port reported it, is what the stored report says too.
    expect(body).toMatchObject({ model: 'embedded', promptVersion: EMBEDDED_FIT_REPORT_VERSION })
    const { env } = await import('cloudflare:workers')
    const stored = await env.DB.prepare('SELECT model, prompt_version FROM fit_reports WHERE applicant_id = ?')
      .bind(applicant.id)
      .first<{ model: string; prompt_version: string }>()
    expect(stored).toEqual({ model: 'embedded', prompt_version: EMBEDDED_FIT_REPORT_VERSION })
  })

  it('writes the organization language by default (German) and downloads as a PDF', async () => {
    const { session, applicant, job } = await setup({ language: 'de_DE' })
    const res = await call('/api/applicants/fit-report-pdf', {
      method: 'POST',
      session,
      json: { applicantId: applicant.id, jobId: job.id },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('application/pdf')
    expect(res.headers.get('Content-Disposition')).toContain(
      'attachment; filename="fit-report-jonas-beispiel-senior-data-engineer.pdf"',
    )
    const pdf = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()))
    const { text } = await extractText(pdf, { mergePages: true })
    expect(text).toContain('Eignungsbericht')
    expect(text).toContain('Abschluss mindestens Master')
  })

  it('prints the drafted message in the PDF in its own script; an empty message body is refused', async () => {
    const { session, applicant, job } = await setup()
    const message = {
      language: 'uk_UA',
      subject: 'Запрошення на співбесіду',
      body: 'Шановний кандидате, запрошуємо вас.',
    }
    const res = await call('/api/applicants/fit-report-pdf', {
      method: 'POST',
      session,
      json: { applicantId: applicant.id, jobId: job.id, message },
    })
    expect(res.status).toBe(200)
    const pdf = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()))
    const { text } = await extractText(pdf, { mergePages: true })
    expect(text).toContain('Message to the candidate')
    expect(text).toContain('Subject: Запрошення на співбесіду')
    expect(text).toContain('Шановний кандидате, запрошуємо вас.')

    const empty = await call('/api/applicants/fit-report-pdf', {
      method: 'POST',
      session,
      json: { applicantId: applicant.id, jobId: job.id, message: { ...message, body: '   ' } },
    })
    expect(empty.status).toBe(400)
  })

  it('generates a German invite email and a Polish short text with its segments', async () => {
    const { session, applicant, job } = await setup()
    const de = await call('/api/applicants/fit-report/message', {
      method: 'POST',
      session,
      json: { applicantId: applicant.id, jobId: job.id, decision: 'invite', channel: 'email', language: 'de_DE' },
    })
    const email = (await de.json()) as { subject: string; body: string }
    expect(email.subject).toBe('Einladung zum Vorstellungsgespräch: Senior Data Engineer')
    expect(email.body).toContain('Ada Sample')
    expect(email.body).toContain('Python')
    const pl = await call('/api/applicants/fit-report/message', {
      method: 'POST',
      session,
      json: { applicantId: applicant.id, jobId: job.id, decision: 'reject', channel: 'sms', language: 'pl_PL' },
    })
    const sms = (await pl.json()) as { subject: null; body: string; sms: { encoding: string; segments: number } }
    expect(sms.subject).toBeNull()
    expect(sms.sms.encoding).toBe('UCS-2')
    expect(sms.sms.segments).toBeGreaterThanOrEqual(2)
  })

  it("an agency's staffing client keeps the agency's voice; a private client is not named", async () => {
    const { org, session, applicant, job } = await setup({ isAgency: true })
    const { env } = await import('cloudflare:workers')
    const clientId = crypto.randomUUID()
    await env.DB.prepare(
      "INSERT INTO clients (id, tenant_id, name, hire_type, privacy) VALUES (?, ?, 'Acme Rail', 'staffing', 'private')",
    )
      .bind(clientId, org.id)
      .run()
    await env.DB.prepare('UPDATE jobs SET client_id = ? WHERE id = ?').bind(clientId, job.id).run()
    const res = await call('/api/applicants/fit-report/message', {
      method: 'POST',
      session,
      json: { applicantId: applicant.id, jobId: job.id, decision: 'invite', channel: 'email', language: 'en_US' },
    })
    const body = ((await res.json()) as { body: string }).body
    expect(body).toContain('we at Fjord Talent are filling for one of our clients')
    expect(body).not.toContain('Acme Rail')
  })

  it("a recruiting client speaks in its own brand language's register; otherwise the organization's", async () => {
    const { org, session, applicant, job } = await setup({ isAgency: true })
    const { env } = await import('cloudflare:workers')
    const clientId = crypto.randomUUID()
    await env.DB.prepare(
      "INSERT INTO clients (id, tenant_id, name, hire_type, privacy, brand_language) VALUES (?, ?, 'Nordlicht Robotics', 'recruiting', 'shared', 'Duzt die Leser (du/ihr), persönlich und nahbar')",
    )
      .bind(clientId, org.id)
      .run()
    await env.DB.prepare('UPDATE jobs SET client_id = ? WHERE id = ?').bind(clientId, job.id).run()
    await env.DB.prepare(
      "UPDATE organizations SET brand_language = 'Siezt die Leser, höflich und förmlich' WHERE id = ?",
    )
      .bind(org.id)
      .run()
    const compose = async () =>
      (
        (await (
          await call('/api/applicants/fit-report/message', {
            method: 'POST',
            session,
            json: { applicantId: applicant.id, jobId: job.id, decision: 'invite', channel: 'email', language: 'de_DE' },
          })
        ).json()) as { body: string }
      ).body
    const personal = await compose()
    expect(personal).toMatch(/^Hallo Jonas,/)
    expect(personal).toContain('vielen Dank für deine Bewerbung als Senior Data Engineer bei Nordlicht Robotics.')
    expect(personal).toContain('Wir laden dich gerne')

    // Staffing: the agency speaks, in the organization's (formal) register.
    await env.DB.prepare("UPDATE clients SET hire_type = 'staffing' WHERE id = ?").bind(clientId).run()
    const agency = await compose()
    expect(agency).toMatch(/^Guten Tag Jonas Beispiel,/)
    expect(agency).toContain('die wir von Fjord Talent für Nordlicht Robotics besetzen')
  })

  it("refuses another organization's applicant or job, and unprocessed applicants", async () => {
    const a = await setup()
    const b = await setup()
    const cross = await call('/api/applicants/fit-report', {
      method: 'POST',
      session: a.session,
      json: { applicantId: a.applicant.id, jobId: b.job.id },
    })
    expect(cross.status).toBe(404)
    expect(((await cross.json()) as { error: { code: string } }).error.code).toBe('JOB_POSITION_NOT_FOUND')
    const crossApplicant = await call('/api/applicants/fit-report', {
      method: 'POST',
      session: a.session,
      json: { applicantId: b.applicant.id, jobId: a.job.id },
    })
    // Another organization's applicant is not found: "not processed yet" would confirm that it exists.
    expect(crossApplicant.status).toBe(404)
    expect(((await crossApplicant.json()) as { error: { code: string } }).error.code).toBe('APPLICANT_NOT_FOUND')
    const pending = await createApplicant(a.org.id, { processed: false })
    const res = await call('/api/applicants/fit-report', {
      method: 'POST',
      session: a.session,
      json: { applicantId: pending.id, jobId: a.job.id },
    })
    expect(((await res.json()) as { error: { code: string; message: string } }).error.message).toContain(
      'Failed to generate candidate fit report',
    )
  })

  it('needs APPLICANT_READ and JOB_READ', async () => {
    const { org, applicant, job } = await setup()
    const user = await createUser({ memberOf: [{ organizationId: org.id, permissions: ['APPLICANT_READ'] }] })
    const session = await signIn(user.email, user.password)
    const res = await call('/api/applicants/fit-report', {
      method: 'POST',
      session,
      json: { applicantId: applicant.id, jobId: job.id },
    })
    expect(res.status).toBe(403)
  })
})
