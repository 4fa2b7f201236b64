import { describe, expect, it } from 'vitest'
import { halfOf } from '../../scripts/eval/job-data'
import { categorySentence, categoryTitle, SENTENCE_TEMPLATES } from '../../scripts/eval/match-category'
import { ferrJobText } from '../../scripts/eval/match-ferr'
import { parseJobDescription } from '../../worker/engine/job-parsing/index'

describe('jobs the matching eval builds', () => {
  it('a category title reads like a job title', () => {
    expect(categoryTitle('INFORMATION-TECHNOLOGY')).toBe('Information Technology')
    expect(categoryTitle('HR')).toBe('HR')
    expect(categoryTitle('Web Designing')).toBe('Web Designing')
  })

  it('a skill-phrase job takes an occupation phrase as its title and lists every phrase', () => {
    const text = ferrJobText(['fleet management', 'zorblax frobnication', 'logistics manager'])
    expect(text.split('\n')[0]).toBe('Job title: logistics manager')
    const job = parseJobDescription(text)
    expect(job.title).toBe('logistics manager')
    expect(job.skills).toEqual(expect.arrayContaining(['zorblax frobnication']))
  })

  it('phrases a category as one recruiter sentence, the same for the same category', () => {
    const sentence = categorySentence('INFORMATION-TECHNOLOGY')
    expect(categorySentence('INFORMATION-TECHNOLOGY')).toBe(sentence)
    // Running text writes the title in lower case; German keeps the noun's capitals.
    expect(sentence).toMatch(/information technology|Information Technology/)
    expect(sentence).not.toMatch(/\{[aTt]\}/)
    // The templates are spread over categories by the hash, not one template for all.
    const categories = ['ACCOUNTANT', 'HR', 'SALES', 'CHEF', 'TEACHER', 'BANKING', 'AVIATION', 'FINANCE', 'ARTS']
    const used = new Set(categories.map((c) => SENTENCE_TEMPLATES.findIndex((t) => sameShape(t, categorySentence(c)))))
    expect(used.has(-1)).toBe(false)
    expect(used.size).toBeGreaterThan(2)
  })

  it('chooses "an" before a vowel and reads the category back as the title', () => {
    for (const c of ['ACCOUNTANT', 'ENGINEERING', 'Data Science', 'HR', 'CHEF']) {
      const sentence = categorySentence(c)
      expect(sentence).not.toMatch(/\ba [aeiou]/i)
      const title = parseJobDescription(sentence).title.replace(/\s*\(m\/w\/d\)$/, '')
      expect(title.toLowerCase()).toBe(categoryTitle(c).toLowerCase())
    }
  })

  it('splits ids into two halves by hash, stable and both used', () => {
    const ids = Array.from({ length: 40 }, (_, i) => `job-${i}`)
    const halves = ids.map(halfOf)
    expect(ids.map(halfOf)).toEqual(halves)
    expect(new Set(halves)).toEqual(new Set(['A', 'B']))
  })
})

/** Whether `sentence` is `template` with its placeholders filled. */
function sameShape(template: string, sentence: string): boolean {
  const pattern = template
    .split(/\{[aTt]\}/)
    .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
    .join('.+')
  return new RegExp(`^${pattern}$`).test(sentence)
}
