import { describe, expect, it } from 'vitest'
import { applyEdit, keepCorrections } from '../../../worker/applicants/profile-edit'

const row = {
  name: 'Ada Example',
  tagline: 'Data Engineer · Beginner · SQL',
  summary: null,
  hardSkills: ['SQL'],
  softSkills: [],
  profile: {
    documentLanguage: 'en',
    title: 'Data Engineer',
    seniority: 'beginner',
    languages: [],
    evidence: { x: [] },
  },
}

describe('a re-parse and the recruiter corrections (ADR 0031)', () => {
  const corrected = applyEdit(
    row,
    { hardSkills: ['SQL', 'Python'], profile: { languages: [{ language: 'en', proficiency: 'full_professional' }] } },
    { userId: 'u1', at: 1000 },
  )
  const edited = { ...corrected.columns, profile: corrected.profile }
  const reparsed = {
    columns: { ...row, tagline: 'Data Engineer · Beginner · Java', hardSkills: ['Java'] },
    profile: {
      ...row.profile,
      title: 'Lead Data Engineer',
      languages: [{ language: 'en', proficiency: 'elementary' }],
    },
  }

  it('keeps the corrected fields of the same document and takes the rest from the new parse', () => {
    const kept = keepCorrections(reparsed, edited)
    expect(kept.columns.hardSkills).toEqual(['SQL', 'Python'])
    expect(kept.profile.languages).toEqual([{ language: 'en', proficiency: 'full_professional' }])
    expect(kept.profile.title).toBe('Lead Data Engineer')
    expect(kept.profile.corrected).toEqual({ fields: ['hardSkills', 'languages'], at: 1000, by: 'u1' })
    // Skills feed the tagline, which the recruiter never wrote: built again from what is kept.
    expect(kept.columns.tagline).toBe('Lead Data Engineer · Beginner · SQL, Python')
  })

  it('a tagline the recruiter wrote survives too', () => {
    const own = applyEdit(edited, { tagline: 'Builds pipelines' }, { userId: 'u1', at: 2000 })
    const kept = keepCorrections(reparsed, { ...own.columns, profile: own.profile })
    expect(kept.columns.tagline).toBe('Builds pipelines')
  })

  it('without corrections (or for another document, where the caller passes null) the parse is taken whole', () => {
    expect(keepCorrections(reparsed, null)).toBe(reparsed)
    expect(keepCorrections(reparsed, { ...row })).toBe(reparsed)
  })

  it('a German CV gets the German seniority word in its tagline', () => {
    const german = applyEdit(
      { ...row, profile: { ...row.profile, documentLanguage: 'de' } },
      { profile: { seniority: 'advanced' } },
      { userId: null, at: 1 },
    )
    expect(german.columns.tagline).toBe('Data Engineer · Erfahren · SQL')
  })
})
