import { describe, expect, it } from 'vitest'
import { categoryTitle } from '../../scripts/eval/match-category'
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
})
