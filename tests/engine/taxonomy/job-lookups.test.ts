import { describe, expect, it } from 'vitest'
import { findSkills, knownOccupationTitle } from '../../../worker/engine/taxonomy/index'

describe('knownOccupationTitle', () => {
  it('knows a dictionary title with seniority and gender words around it', () => {
    expect(knownOccupationTitle('Senior Data Scientist (m/w/d)')?.code).toBe('2511')
    expect(knownOccupationTitle('Asystent księgowy')).not.toBeNull()
  })

  it('does not take a title followed by other words for a known title', () => {
    expect(knownOccupationTitle('Data Scientist Badania i rozwój')).toBeNull()
    expect(knownOccupationTitle('Northwind Analytics')).toBeNull()
  })
})

describe('findSkills with exactCaseForms', () => {
  it('asks a product spelled its own way to be spelled so, also in a list item', () => {
    expect(findSkills('Your profile', 'section').map((s) => s.label)).toContain('Cerner ProFile')
    expect(findSkills('Your profile', 'section', { exactCaseForms: true })).toEqual([])
    expect(findSkills('Cerner ProFile', 'section', { exactCaseForms: true }).map((s) => s.label)).toEqual([
      'Cerner ProFile',
    ])
  })
})
