import { describe, expect, it } from 'vitest'
import { dutyPhrases } from '../../../worker/engine/job-parsing/duty-phrases'
import { parseJobDescription } from '../../../worker/engine/job-parsing/index'

// Synthetic ad laid out as a job board's key skills: the designation sits among the skills.
const KEY_SKILLS_AD = `Job title: Design Engineer
Requirements:
- steel detailing
- quibble drafting
- purchase executive
- sales executive/officer
- business alliances manager
- Oracle SQL Developer
- Entry level
- machine learning
Benefits:
- continuous learning
- international team`

describe('parseJobDescription: roles and levels in a requirements list', () => {
  const job = parseJobDescription(KEY_SKILLS_AD)
  const skills = (job.skills ?? []).map((s) => s.toLowerCase())

  it('a role named among the skills is no skill (it ends in a role noun and is no taxonomy skill)', () => {
    for (const role of ['purchase executive', 'sales executive/officer', 'business alliances manager'])
      expect(skills).not.toContain(role)
    expect(skills).toEqual(expect.arrayContaining(['steel detailing', 'quibble drafting']))
  })

  it('a tool named like a role stays a skill', () => {
    expect(skills).toContain('oracle sql developer')
  })

  it('a level item ("Entry level") is no skill', () => {
    expect(skills).not.toContain('entry level')
  })

  it('the title line "Design Engineer" is no duty', () => {
    expect(skills).not.toContain('design engineer')
    expect(job.title).toBe('Design Engineer')
  })

  it('a culture word inside a named skill is no culture keyword; on its own it still is', () => {
    expect(skills).toContain('machine learning')
    const only = parseJobDescription('Data Analyst\nRequirements:\n- machine learning\n- Python')
    expect(only.cultureKeywords ?? []).not.toContain('learning')
    expect(job.cultureKeywords).toEqual(expect.arrayContaining(['learning', 'international']))
  })
})

describe('dutyPhrases: a verb and a role noun', () => {
  it('as a whole line or a label value it is a title, not a duty', () => {
    expect(dutyPhrases('Design Engineer')).toEqual([])
    expect(dutyPhrases('Position: Support Specialist')).toEqual([])
  })

  it('inside a sentence it stays a duty, and with more words too', () => {
    expect(dutyPhrases('You will support engineers across the plant')).toEqual(['support engineers'])
    expect(dutyPhrases('Mentor junior developers')).toEqual(['Mentor junior developers'])
  })
})
