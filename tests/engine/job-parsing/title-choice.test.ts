import { describe, expect, it } from 'vitest'
import { chooseJobTitle } from '../../../worker/engine/job-parsing/title-choice'

describe('chooseJobTitle', () => {
  it('keeps the title the recruiter typed over the parsed one', () => {
    expect(chooseJobTitle('Head of Payroll', 'Payroll Specialist')).toBe('Head of Payroll')
  })

  it('fills an empty or blank field with the parsed title', () => {
    expect(chooseJobTitle('', 'Payroll Specialist')).toBe('Payroll Specialist')
    expect(chooseJobTitle('   ', 'Payroll Specialist')).toBe('Payroll Specialist')
    expect(chooseJobTitle(undefined, 'Payroll Specialist')).toBe('Payroll Specialist')
  })

  it('leaves the field empty when neither names a title', () => {
    expect(chooseJobTitle('', null)).toBe('')
    expect(chooseJobTitle(null, '')).toBe('')
  })
})
