import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { applicants } from '../../../db/schema'
import type { ApplicantDetail } from '../../../worker/contracts/applicants'
import { isCurrentStoredCv } from '../../../worker/engine/matching'
import { errorCode, json, post, signedInMember } from '../jobs/support'
import { createApplicant, createJob, createOrganization, db } from '../support/factories'
import { call, type Session } from '../support/http'

interface ApplicantMatches {
  items: { jobId: string; knockout: boolean; knockouts: { attribute: string }[] }[]
}

const storedRow = async (id: string) => {
  const [row] = await db().select().from(applicants).where(eq(applicants.id, id))
  return row
}

async function matchesOf(session: Session, applicantId: string) {
  return json<ApplicantMatches>(await call(`/api/applicants/${applicantId}/match`, { session }))
}

describe('Edit CV: the whole profile the matcher reads', () => {
  it('stores experience, education, languages, seniority, occupation and contact; rebuilds the tagline; marks the corrections', async () => {
    const { org, session, user } = await signedInMember()
    const applicant = await createApplicant(org.id, {
      title: 'Data Engineer',
      hardSkills: ['SQL'],
      seniority: 'beginner',
      languages: [{ language: 'en', proficiency: 'elementary' }],
    })
    // The parser's evidence is kept beside the edited keys.
    await db()
      .update(applicants)
      .set({ profile: { ...applicant.profile, evidence: { title: [{ line: 1, text: 'Data Engineer' }] } } })
      .where(eq(applicants.id, applicant.id))

    const updated = await json<ApplicantDetail>(
      await post(`/api/applicants/${applicant.id}/update`, session, {
        profile: {
          email: 'ada@example.com',
          phone: '+49 30 1234567',
          location: 'Berlin',
          title: 'Senior Data Engineer',
          languages: [
            { language: 'en', proficiency: 'full_professional' },
            { language: 'de', proficiency: 'native_or_bilingual' },
          ],
          degree: 'master',
          education: [{ degree: 'M.Sc. Computer Science', level: 'master', institution: 'TU Berlin', year: 2014 }],
          experience: [{ title: 'Senior Data Engineer', company: 'Example AG', start: '2019-03', end: 'present' }],
          yearsOfExperience: 9,
          seniority: 'advanced',
          isco: '2521',
        },
      }),
    )
    expect(updated.profile).toMatchObject({
      email: 'ada@example.com',
      location: 'Berlin',
      title: 'Senior Data Engineer',
      languages: [
        { language: 'en', proficiency: 'full_professional' },
        { language: 'de', proficiency: 'native_or_bilingual' },
      ],
      degree: 'master',
      education: [{ degree: 'M.Sc. Computer Science', level: 'master', institution: 'TU Berlin', year: 2014 }],
      experience: [{ title: 'Senior Data Engineer', company: 'Example AG', start: '2019-03', end: 'present' }],
      yearsOfExperience: 9,
      seniority: 'advanced',
      isco: { code: '2521', title: 'Database designers and administrators' },
    })
    // The spec's seniority word, as the SPA names the level.
    expect(updated.tagline).toBe('Senior Data Engineer · Advanced · SQL')
    expect(updated.profile?.corrected).toMatchObject({
      fields: [
        'degree',
        'education',
        'email',
        'experience',
        'isco',
        'languages',
        'location',
        'phone',
        'seniority',
        'title',
        'yearsOfExperience',
      ],
      by: user.id,
    })
    const row = await storedRow(applicant.id)
    expect(row?.profile).toMatchObject({ evidence: { title: [{ line: 1, text: 'Data Engineer' }] } })
    expect(isCurrentStoredCv(row?.preparedCv)).toBe(true)
    expect(JSON.stringify(row?.preparedCv)).toContain('Senior Data Engineer')
  })

  it('keeps a tagline the recruiter wrote, and builds it again once it is emptied', async () => {
    const { org, session } = await signedInMember()
    const applicant = await createApplicant(org.id, { title: 'Data Engineer', hardSkills: ['SQL'] })
    const path = `/api/applicants/${applicant.id}/update`
    const own = await json<ApplicantDetail>(await post(path, session, { tagline: 'Pipelines at scale' }))
    expect(own.tagline).toBe('Pipelines at scale')
    // The form sends the tagline unchanged with other fields: still the recruiter's.
    const later = await json<ApplicantDetail>(
      await post(path, session, { tagline: 'Pipelines at scale', hardSkills: ['Python', 'SQL'] }),
    )
    expect(later.tagline).toBe('Pipelines at scale')
    const emptied = await json<ApplicantDetail>(await post(path, session, { tagline: '' }))
    expect(emptied.tagline).toBe('Data Engineer · Python, SQL')
    expect(emptied.profile?.corrected?.fields).toEqual(['hardSkills'])
    // A value sent unchanged is not a correction.
    const same = await json<ApplicantDetail>(await post(path, session, { name: applicant.name }))
    expect(same.profile?.corrected?.fields).toEqual(['hardSkills'])
  })

  it('refuses an invalid profile with 400 and the field named', async () => {
    const { org, session } = await signedInMember()
    const applicant = await createApplicant(org.id, { title: 'Data Engineer' })
    const path = `/api/applicants/${applicant.id}/update`
    const cases: [unknown, string][] = [
      [{ languages: [{ language: 'xx', proficiency: 'professional' }] }, 'profile.languages.0.language'],
      [{ languages: [{ language: 'en', proficiency: 'C1' }] }, 'profile.languages.0.proficiency'],
      [
        {
          languages: [
            { language: 'en', proficiency: 'professional' },
            { language: 'en', proficiency: 'elementary' },
          ],
        },
        'profile.languages',
      ],
      [{ seniority: 'Senior' }, 'profile.seniority'],
      [{ degree: 'phd' }, 'profile.degree'],
      [{ isco: '25' }, 'profile.isco'],
      // Four digits, but no ISCO-08 unit group: the taxonomy decides.
      [{ isco: '9999' }, 'profile.isco'],
      [{ email: 'not-an-email' }, 'profile.email'],
      [{ experience: [{ title: 'x', company: null, start: '2020-05', end: '2019-01' }] }, 'profile.experience.0.end'],
      [{ experience: [{ title: 'x', company: null, start: 'March 2020', end: null }] }, 'profile.experience.0.start'],
      [{ yearsOfExperience: -1 }, 'profile.yearsOfExperience'],
    ]
    for (const [profile, path_] of cases) {
      const res = await post(path, session, { profile })
      const body = (await res.json()) as { error: { code: string; details?: { path: string }[] } }
      expect(res.status, JSON.stringify(profile)).toBe(400)
      expect(body.error.code).toBe('VALIDATION_FAILED')
      expect(body.error.details?.map((d) => d.path)).toContain(path_)
    }
    const row = await storedRow(applicant.id)
    expect(row?.profile).toMatchObject({ languages: [], seniority: null, isco: null })
  })

  it('needs APPLICANT_CREATE, and an applicant of another organization is not found', async () => {
    const { org } = await signedInMember()
    const applicant = await createApplicant(org.id, { title: 'Data Engineer' })
    const reader = await signedInMember(['APPLICANT_READ'], org)
    const refused = await post(`/api/applicants/${applicant.id}/update`, reader.session, {
      profile: { seniority: 'expert' },
    })
    expect(refused.status).toBe(403)
    expect(await errorCode(refused)).toBe('FORBIDDEN')

    const outsider = await signedInMember(undefined, await createOrganization())
    const foreign = await post(`/api/applicants/${applicant.id}/update`, outsider.session, {
      profile: { seniority: 'expert' },
    })
    expect(foreign.status).toBe(404)
    expect(await errorCode(foreign)).toBe('APPLICANT_NOT_FOUND')
    expect((await storedRow(applicant.id))?.profile).toMatchObject({ seniority: null })
  })

  it('matches again: a corrected language level lifts the knockout', async () => {
    const { org, session } = await signedInMember()
    const applicant = await createApplicant(org.id, {
      title: 'Data Engineer',
      hardSkills: ['SQL'],
      languages: [{ language: 'en', proficiency: 'limited_working' }],
    })
    const job = await createJob(org.id, {
      status: 'OPEN',
      requirements: [
        {
          attribute: 'language_proficiency',
          language: 'en',
          operator: 'GTE',
          value: 'full_professional',
          mandatory: true,
        },
      ],
    })
    await json(await post(`/api/applicants/${applicant.id}/match-with-all`, session))
    const knockoutOf = async () => (await matchesOf(session, applicant.id)).items.find((i) => i.jobId === job.id)
    const deadline = () => Date.now() + 20_000
    let until = deadline()
    while ((await knockoutOf())?.knockout !== true && Date.now() < until) await new Promise((r) => setTimeout(r, 100))
    expect((await knockoutOf())?.knockouts.map((k) => k.attribute)).toEqual(['language_proficiency'])

    await json(
      await post(`/api/applicants/${applicant.id}/update`, session, {
        profile: { languages: [{ language: 'en', proficiency: 'full_professional' }] },
      }),
    )
    until = deadline()
    while ((await knockoutOf())?.knockout !== false && Date.now() < until) await new Promise((r) => setTimeout(r, 100))
    expect(await knockoutOf()).toMatchObject({ knockout: false, knockouts: [] })
  })
})
