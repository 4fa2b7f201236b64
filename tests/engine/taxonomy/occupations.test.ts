import { describe, expect, it } from 'vitest'
import { classifyOccupation, iscoGroup } from '../../../worker/engine/taxonomy'

describe('classifyOccupation', () => {
  it.each([
    // English
    ['Software Developer', '2512'],
    ['Senior Software Engineer', '2512'],
    ['Registered Nurse', '2221'],
    ['Accountant', '2411'],
    ['Sales Representative', '3322'],
    ['Teacher', '2330'],
    ['Primary School Teacher', '2341'],
    ['Chef', '3434'],
    ['Truck Driver', '8332'],
    ['HR Manager', '1212'],
    ['Data Scientist', '2511'],
    ['Web Developer', '2513'],
    ['Mechanical Engineer', '2144'],
    ['Electrician', '7411'],
    ['Receptionist', '4226'],
    ['Graphic Designer', '2166'],
    ['Lawyer', '2611'],
    ['Pharmacist', '2262'],
    ['Forklift Operator', '8344'],
    ['System Administrator', '2522'],
    // German
    ['Softwareentwickler (m/w/d)', '2512'],
    ['Java-Entwickler', '2512'],
    ['Krankenschwester', '2221'],
    ['Buchhalterin', '2411'],
    ['Vertriebsmitarbeiter im Außendienst', '3322'],
    ['LKW-Fahrer', '8332'],
    ['Personalleiter', '1212'],
    // French
    ['infirmière', '2221'],
    ['comptable', '2411'],
    ['développeur web', '2513'],
    ['chauffeur poids lourd', '8332'],
    // Spanish
    ['desarrollador de software', '2512'],
    ['enfermera', '2221'],
    ['representante de ventas', '3322'],
    // Italian
    ['sviluppatore software', '2512'],
    ['infermiere', '2221'],
    ['contabile', '2411'],
    // Dutch
    ['softwareontwikkelaar', '2512'],
    ['verpleegkundige', '2221'],
    ['vrachtwagenchauffeur', '8332'],
    // Polish
    // ILO index: "Programmer, computer" is 2514 (applications programmers), as in KZiS.
    ['programista', '2514'],
    ['pielęgniarka', '2221'],
    ['przedstawiciel handlowy', '3322'],
    ['kierowca samochodu ciężarowego', '8332'],
    // Portuguese
    ['desenvolvedor de software', '2512'],
    ['enfermeira', '2221'],
    ['motorista de caminhão', '8332'],
  ])('%s → %s', (title, code) => {
    expect(classifyOccupation(title)?.code).toBe(code)
  })

  it('ignores the company, location and gender markers around the title', () => {
    expect(classifyOccupation('Full Stack Developer at Example Corp')?.code).toBe('2512')
    expect(classifyOccupation('Accountant | Berlin')?.code).toBe('2411')
    expect(classifyOccupation('Entwickler*in Backend')?.code).toBe('2512')
    expect(classifyOccupation('Infirmier (H/F)')?.code).toBe('2221')
  })

  it('returns the ISCO title with the code', () => {
    expect(classifyOccupation('nurse')).toEqual({ code: '2221', title: 'Nursing professionals' })
  })

  it('returns null when it cannot tell', () => {
    expect(classifyOccupation('')).toBeNull()
    expect(classifyOccupation('Intern')).toBeNull()
    expect(classifyOccupation('qwerty zxcvb asdf')).toBeNull()
    expect(classifyOccupation('constructor')).toBeNull()
  })
})

describe('iscoGroup', () => {
  it('knows every level', () => {
    expect(iscoGroup('2')).toMatchObject({ code: '2', level: 1, title: 'Professionals' })
    expect(iscoGroup('25')?.level).toBe(2)
    expect(iscoGroup('251')?.level).toBe(3)
    expect(iscoGroup('2512')).toEqual({ code: '2512', title: 'Software developers', level: 4 })
    expect(iscoGroup('0110')?.level).toBe(4)
  })

  it('returns null for unknown codes', () => {
    expect(iscoGroup('9999')).toBeNull()
    expect(iscoGroup('abc')).toBeNull()
    expect(iscoGroup('constructor')).toBeNull()
  })
})
