import { describe, expect, it } from 'vitest'
import type { OccupationSuggestion, SkillSuggestion } from '../../../worker/contracts/taxonomy'
import { errorCode, json, signedInMember } from '../jobs/support'
import { call } from '../support/http'

describe('taxonomy search for the pickers', () => {
  it('finds ISCO-08 unit groups by a job title in any dictionary language, or by code', async () => {
    const { session } = await signedInMember()
    const search = async (q: string) =>
      (
        await json<{ items: OccupationSuggestion[] }>(
          await call(`/api/taxonomy/occupations?q=${encodeURIComponent(q)}`, { session }),
        )
      ).items
    expect((await search('software dev'))[0]).toEqual({ code: '2512', title: 'Software developers', matched: null })
    // A German title the classifier reads by its compound head.
    expect((await search('Softwareentwickler'))[0]).toMatchObject({ code: '2512' })
    expect((await search('Buchhalter'))[0]).toMatchObject({ code: '2411', title: 'Accountants' })
    expect(await search('2512')).toEqual([{ code: '2512', title: 'Software developers', matched: null }])
    // A major group by its code (requirements may name one), then its unit groups.
    const byPrefix = await search('25')
    expect(byPrefix[0]).toEqual({
      code: '25',
      title: 'Information and communications technology professionals',
      matched: null,
    })
    expect(byPrefix.length).toBeGreaterThan(3)
    expect(byPrefix.slice(1).every((o) => o.code.startsWith('25') && o.code.length === 4)).toBe(true)
    expect(await search('qqqzzz')).toEqual([])
  })

  it('finds skills by a prefix of any of their names, with their kind', async () => {
    const { session } = await signedInMember()
    const search = async (q: string, limit = 10) =>
      (
        await json<{ items: SkillSuggestion[] }>(
          await call(`/api/taxonomy/skills?q=${encodeURIComponent(q)}&limit=${limit}`, { session }),
        )
      ).items
    expect((await search('pyth'))[0]).toMatchObject({ label: 'Python', kind: 'hard' })
    expect((await search('apache sp'))[0]).toMatchObject({ label: 'Apache Spark' })
    expect((await search('teamfähig'))[0]).toMatchObject({ label: 'Teamwork', kind: 'soft' })
    expect(await search('py', 3)).toHaveLength(3)
  })

  it('refuses an empty or oversized query with 400', async () => {
    const { session } = await signedInMember()
    for (const query of ['', '?q=', `?q=${'a'.repeat(101)}`, '?q=py&limit=500']) {
      const res = await call(`/api/taxonomy/skills${query}`, { session })
      expect(res.status, query).toBe(400)
      expect(await errorCode(res)).toBe('VALIDATION_FAILED')
    }
  })

  it('is open to those who edit jobs or CVs, and to no one else', async () => {
    expect((await call('/api/taxonomy/skills?q=py')).status).toBe(401)
    const reader = await signedInMember(['APPLICANT_READ', 'JOB_READ'])
    for (const path of ['/api/taxonomy/skills?q=py', '/api/taxonomy/occupations?q=nurse']) {
      const res = await call(path, { session: reader.session })
      expect(res.status).toBe(403)
      expect(await errorCode(res)).toBe('FORBIDDEN')
    }
    for (const permission of ['APPLICANT_CREATE', 'JOB_CREATE', 'JOB_UPDATE'] as const) {
      const member = await signedInMember([permission])
      expect((await call('/api/taxonomy/occupations?q=nurse', { session: member.session })).status).toBe(200)
    }
  })
})
