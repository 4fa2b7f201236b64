/**
 * A Europass PDF uploaded as a CV goes through the real pipeline (queue, documents engine in workerd,
 * embedded parser): the SkillsPassport XML it carries decides the applicant's fields. The text layer
 * of the fixture spells "Wisniewska" without its "ś" (its font has none); the XML keeps it, so the
 * stored name shows which of the two was read.
 */
import { describe, expect, it } from 'vitest'
import { europassPdf, SKILLS_PASSPORT } from '../../fixtures/documents/europass-fixtures'
import { createOrganization, createUser } from '../support/factories'
import { call, signIn } from '../support/http'
import { uploadFiles, waitForDocument } from './support'

describe('Europass PDF upload', () => {
  it('the embedded XML gives the name, phone, degree and languages; without it the text layer is read', async () => {
    const org = await createOrganization()
    const user = await createUser({ memberOf: [{ organizationId: org.id }] })
    const session = await signIn(user.email, user.password)
    const withXml = await europassPdf([{ name: 'attachment.xml', bytes: new TextEncoder().encode(SKILLS_PASSPORT) }])
    const [id, plainId] = await uploadFiles(session, [
      { name: 'europass.pdf', bytes: withXml },
      { name: 'europass-plain.pdf', bytes: await europassPdf() },
    ])
    expect(await waitForDocument(id!)).toMatchObject({ status: 'PROCESSED' })
    expect(await waitForDocument(plainId!)).toMatchObject({ status: 'PROCESSED' })

    type Detail = {
      name: string
      hardSkills: string[]
      profile: { phone: string | null; degree: string | null; languages: { language: string; proficiency: string }[] }
    }
    const detail = (await (await call(`/api/applicants/${id}`, { session })).json()) as Detail
    expect(detail.name).toBe('Zofia Wiśniewska')
    expect(detail.profile.phone).toBe('+48600123456')
    expect(detail.profile.degree).toBe('master')
    expect(detail.profile.languages).toContainEqual({ language: 'en', proficiency: 'professional' })
    expect(detail.hardSkills).toEqual(expect.arrayContaining(['IFRS', 'Microsoft Excel']))

    const plain = (await (await call(`/api/applicants/${plainId}`, { session })).json()) as Detail
    expect(plain.name).toBe('Zofia Wisniewska')
  })
})
