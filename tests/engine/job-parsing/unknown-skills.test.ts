import { describe, expect, it } from 'vitest'
import { parseJobDescription } from '../../../worker/engine/job-parsing/index'

// Synthetic ad: list items the taxonomy does not know stay as skill phrases.
const AD = `Structural Detailer
Requirements
- Zorblax frobnication
- quibble drafting
- Python
- Fluent English
- Bachelor degree
- 5 years of experience
Nice to have
- wibble modelling
About us
- Grumble works`

describe('parseJobDescription: unknown skill phrases', () => {
  it('keeps short unknown items under requirement headings, as written', () => {
    const job = parseJobDescription(AD)
    expect(job.skills).toEqual(expect.arrayContaining(['Zorblax frobnication', 'quibble drafting', 'wibble modelling']))
    expect(job.skills).toContain('Python')
  })

  it('not languages, degrees, numbers or items outside requirement sections', () => {
    const skills = parseJobDescription(AD).skills ?? []
    for (const s of ['Fluent English', 'Bachelor degree', '5 years of experience', 'Grumble works'])
      expect(skills).not.toContain(s)
  })
})
