import { describe, expect, it } from 'vitest'
import { searchOccupations, searchSkills } from '../../../worker/engine/taxonomy/search'

describe('taxonomy type-ahead', () => {
  it('ranks the whole title, then titles that start with the words, then titles that contain them', () => {
    const nurse = searchOccupations('nurse', 3).map((o) => o.code)
    expect(nurse[0]).toBe('2221')
    expect(searchOccupations('software dev', 1)).toEqual([
      { code: '2512', title: 'Software developers', matched: null },
    ])
    expect(searchOccupations('data eng', 1)[0]).toMatchObject({ code: '2521', matched: 'data engineer' })
  })

  it('gives one suggestion per occupation and per skill', () => {
    const codes = searchOccupations('developer', 25).map((o) => o.code)
    expect(new Set(codes).size).toBe(codes.length)
    const ids = searchSkills('java', 25).map((s) => s.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('finds skills by aliases in other languages and with symbols', () => {
    expect(searchSkills('c++', 1)[0]?.label).toBe('C++')
    expect(searchSkills('Teamfähigkeit', 1)[0]).toMatchObject({ label: 'Teamwork', kind: 'soft' })
    expect(searchSkills('   ', 5)).toEqual([])
  })

  it('does not load the occupation word table of the vote', async () => {
    const vote = await import('../../../worker/engine/taxonomy/occupation-vote')
    searchOccupations('Lagerist')
    expect(vote.voteOccupation({ title: 'Lagerist', body: 'Wir suchen einen Lageristen' })).toBeNull()
  })
})
