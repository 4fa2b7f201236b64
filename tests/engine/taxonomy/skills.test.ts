import { describe, expect, it } from 'vitest'
import { findSkills, normalizeSkill, relatedSkills } from '../../../worker/engine/taxonomy'

const labels = (text: string, mode: 'section' | 'anywhere') => findSkills(text, mode).map((m) => m.label)

describe('findSkills: tools', () => {
  it.each([
    ['Python', 'Python'],
    ['JavaScript', 'JavaScript'],
    ['TypeScript', 'TypeScript'],
    ['React', 'React'],
    ['SQL', 'SQL'],
    ['Microsoft Excel', 'Microsoft Excel'],
    ['SAP', 'SAP'],
    ['AutoCAD', 'AutoCAD'],
    ['Salesforce', 'Salesforce'],
    ['Kubernetes', 'Kubernetes'],
    ['Docker', 'Docker'],
    ['AWS', 'AWS'],
  ])('finds %s in free text', (word, label) => {
    const text = `Over the last three years I shipped several internal products with ${word} for our finance team.`
    expect(labels(text, 'anywhere')).toContain(label)
  })

  it.each([
    ['JS', 'JavaScript'],
    ['k8s', 'Kubernetes'],
    ['MS Excel', 'Microsoft Excel'],
    ['MS-Excel', 'Microsoft Excel'],
    ['Postgres', 'PostgreSQL'],
    ['node.js', 'Node.js'],
    ['NodeJS', 'Node.js'],
    ['C++', 'C++'],
    ['C#', 'C#'],
    ['.NET', '.NET'],
    ['ReactJS', 'React'],
    ['Golang', 'Go'],
    ['Amazon Web Services', 'AWS'],
  ])('normalises the spelling %s to %s', (spelling, label) => {
    expect(labels(`Skills: ${spelling}, Git`, 'section')).toContain(label)
    expect(normalizeSkill(spelling)?.label).toBe(label)
  })

  it('keeps C and C++ apart and reads a typical skills line', () => {
    const found = labels('Languages: C, C++, C#, Java, Go, R, SQL', 'section')
    expect(found).toEqual(['C', 'C++', 'C#', 'Java', 'Go', 'R', 'SQL'])
  })

  it('reports offsets and the matched text', () => {
    const text = 'Tools: MS Excel and Node.js'
    const [excel, node] = findSkills(text, 'section')
    expect(excel).toMatchObject({ text: 'MS Excel', start: 7, end: 15, kind: 'hard' })
    expect(node?.text).toBe('Node.js')
    expect(text.slice(node?.start, node?.end)).toBe('Node.js')
  })

  it('prefers the longest match without overlaps', () => {
    const found = findSkills('Experience with React Native and ASP.NET Core', 'anywhere')
    expect(found.map((m) => m.label)).toEqual(['React Native', 'ASP.NET'])
    expect(found[1]?.text).toBe('ASP.NET Core')
  })

  it('does not join words across commas or line breaks', () => {
    expect(labels('machine, learning', 'section')).not.toContain('Machine learning')
    expect(labels('deep\nlearning', 'section')).not.toContain('Deep learning')
    expect(labels('machine learning', 'section')).toContain('Machine learning')
  })
})

describe('findSkills: soft skills in eight languages', () => {
  it.each([
    ['Strong teamwork and communication skills', ['Teamwork', 'Communication skills']],
    [
      'Teamfähigkeit, Kommunikationsfähigkeit und Belastbarkeit',
      ['Teamwork', 'Communication skills', 'Stress resistance'],
    ],
    ['Travail en équipe, esprit d’analyse, gestion du temps', ['Teamwork', 'Critical thinking', 'Time management']],
    ['Trabajo en equipo, liderazgo y resolución de problemas', ['Teamwork', 'Leadership', 'Problem solving']],
    [
      'Lavoro di squadra, capacità organizzative, problem solving',
      ['Teamwork', 'Organisational skills', 'Problem solving'],
    ],
    [
      'Teamwerk, communicatieve vaardigheden, klantgericht',
      ['Teamwork', 'Communication skills', 'Customer orientation'],
    ],
    ['Praca zespołowa, komunikatywność, zarządzanie czasem', ['Teamwork', 'Communication skills', 'Time management']],
    ['Trabalho em equipe, liderança, capacidade analítica', ['Teamwork', 'Leadership', 'Critical thinking']],
  ])('%s', (text, expected) => {
    const found = findSkills(text, 'section')
    expect(found.map((m) => m.label)).toEqual(expected)
    expect(found.every((m) => m.kind === 'soft')).toBe(true)
  })

  it('normalises single phrases to one canonical skill', () => {
    const teamwork = normalizeSkill('teamwork')
    expect(teamwork?.kind).toBe('soft')
    for (const phrase of [
      'Teamarbeit',
      'travail en équipe',
      'trabajo en equipo',
      'lavoro di squadra',
      'teamwerk',
      'praca zespołowa',
      'trabalho em equipe',
      'TEAM PLAYER',
    ]) {
      expect(normalizeSkill(phrase)?.id).toBe(teamwork?.id)
    }
  })
})

/** A synthetic two-page CV (~6,000 characters) of the kind the parser feeds in. */
function syntheticCv(): string {
  const blocks = [
    'Jane Example\nSenior Software Engineer\njane@example.org · +49 30 1234567 · Berlin\n',
    'Summary\nEngineer with ten years of experience building web platforms, data pipelines and internal tools for finance and logistics teams. Comfortable owning features from the first sketch to production and mentoring younger colleagues.\n',
    'Skills\nPython, TypeScript, JavaScript, React, Node.js, PostgreSQL, Redis, Docker, Kubernetes, AWS, Terraform, Git, CI/CD, Agile, Scrum\nTeamwork, communication skills, problem solving, time management\n',
  ]
  const job =
    'Software Engineer, Example GmbH, 2019 - present\n- Designed and built a billing service in TypeScript and PostgreSQL that handles two million invoices a month.\n- Moved twelve services to Kubernetes on AWS with Terraform; cut hosting costs by a third.\n- Introduced code reviews, unit testing and a weekly architecture meeting for a team of eight.\n- Worked with product managers and designers to plan quarterly roadmaps.\n'
  let text = blocks.join('\n')
  while (text.length < 6000) text += `\n${job}`
  return text.slice(0, 6000)
}

// The timing half of the old performance test lives in the bench; what it found is behaviour.
describe('findSkills: a whole CV', () => {
  it('finds more than ten skills in a long synthetic CV', () => {
    expect(findSkills(syntheticCv(), 'anywhere').length).toBeGreaterThan(10)
  })
})

describe('findSkills: no false hits in free text', () => {
  const prose = [
    'I excel at building relationships and I go the extra mile for every client.',
    'We moved to a new office in spring and the team had to react quickly to a swift change.',
    'The project was a rust-belt revival programme; we talked about the word on the street.',
    'Grade C in maths, an R&D budget, C-level sponsors and a C.V. on request.',
    'She was a chef at heart but worked as a clerk with access to the archive.',
  ].join(' ')

  it('finds nothing in plain prose', () => {
    expect(findSkills(prose, 'anywhere')).toEqual([])
  })

  it('accepts the ambiguous names only in skills sections', () => {
    expect(labels('Go, R, C, Excel, Word, Access, Office', 'section')).toEqual([
      'Go',
      'R',
      'C',
      'Microsoft Excel',
      'Microsoft Word',
      'Microsoft Access',
      'Microsoft Office',
    ])
    expect(labels('We go home. R is a letter. C is too.', 'anywhere')).toEqual([])
  })

  it('trusts a capitalised tool name mid-sentence but not the verb', () => {
    expect(labels('I built the monthly report in Excel for the board.', 'anywhere')).toEqual(['Microsoft Excel'])
    expect(labels('I excel at reporting.', 'anywhere')).toEqual([])
    expect(labels('Excel is where I started.', 'anywhere')).toEqual([])
    expect(labels('Frontend work in React and Angular.', 'anywhere')).toEqual(['React', 'Angular'])
  })

  it('keeps one-letter languages away from R&D, C-level and initials', () => {
    expect(labels('R&D, C-level, C.V.', 'section')).toEqual([])
  })
})

describe('normalizeSkill', () => {
  it.each([
    ['Advanced MS Excel (5 years)', 'Microsoft Excel'],
    ['Kenntnisse in SAP', 'SAP'],
    ['very good knowledge of Python', 'Python'],
    ['Projektmanagement', 'Project management'],
    ['gestión de proyectos', 'Project management'],
    ['Buchhaltung', 'Accounting'],
  ])('%s → %s', (phrase, label) => {
    expect(normalizeSkill(phrase)?.label).toBe(label)
  })

  it('returns null for unknown or mixed phrases', () => {
    expect(normalizeSkill('walking my neighbour’s dog')).toBeNull()
    expect(normalizeSkill('Python and Excel')).toBeNull()
    expect(normalizeSkill('')).toBeNull()
    expect(normalizeSkill('constructor')).toBeNull()
    expect(findSkills('__proto__ constructor toString', 'section')).toEqual([])
  })
})

describe('relatedSkills', () => {
  it('relates programming languages to each other', () => {
    const python = normalizeSkill('Python')
    const related = relatedSkills(python?.id ?? '').map((s) => s.label)
    expect(related).toContain('Java')
    expect(related).not.toContain('Python')
    expect(related.length).toBeLessThanOrEqual(40)
  })

  it('relates tools of one O*NET family (spreadsheets)', () => {
    const excel = normalizeSkill('Excel')
    expect(relatedSkills(excel?.id ?? '').length).toBeGreaterThan(0)
  })

  it('returns nothing for an unknown id', () => {
    expect(relatedSkills('x:nope')).toEqual([])
  })
})
