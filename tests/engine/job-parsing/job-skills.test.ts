import { describe, expect, it } from 'vitest'
import { parseJobDescription } from '../../../worker/engine/job-parsing/index'
import { requirementObjects } from '../../../worker/engine/job-parsing/skill-context'

// Synthetic ads: a skill needs a taxonomy match in a skill context, not a word that is also a product.
const skillValues = (ad: string) =>
  parseJobDescription(ad)
    .requirements.filter((r) => r.attribute === 'skills')
    .map((r) => r.value)

describe('job-ad skills', () => {
  it('does not read "Act as the main contact" as the product Act!', () => {
    const job = parseJobDescription(
      'Customer Success Manager\nWhat you will do\n- Act as the main contact for our key accounts\n- Lead the onboarding of new customers',
    )
    expect(job.skills).not.toContain('Act!')
  })

  it('reads "CI" in a software ad as continuous integration, not integrated circuits', () => {
    const job = parseJobDescription('DevOps Engineer\nRequirements:\n- Experience with CI pipelines and Docker')
    expect(job.skills).toEqual(expect.arrayContaining(['CI/CD', 'Docker']))
    expect(job.skills).not.toContain('integrated circuits')
    // Written out, integrated circuits are still the skill.
    expect(
      parseJobDescription('Chip Designer\nRequirements:\n- Experience designing integrated circuits').skills,
    ).toContain('integrated circuits')
  })

  it('does not read the heading "Your profile" as Cerner ProFile', () => {
    const job = parseJobDescription('Data Analyst\nYour profile\n- SQL\n- Tableau')
    expect(job.skills).not.toContain('Cerner ProFile')
    expect(job.skills).toEqual(expect.arrayContaining(['SQL', 'Tableau']))
  })

  it('does not read a lower-case "profile" in a list item as Cerner ProFile', () => {
    expect(parseJobDescription('Sales Manager\nRequirements\n- strong profile in sales').skills).not.toContain(
      'Cerner ProFile',
    )
  })

  it('proposes Java and SQL for a Java developer ad', () => {
    const values = skillValues(
      'Java Developer\nAbout the role\nYou will build payment services.\nRequirements\n- 3+ years of experience with Java\n- Good knowledge of SQL and Spring Boot',
    )
    expect(values).toEqual(expect.arrayContaining(['Java', 'SQL']))
  })

  it('proposes the skills an accountant ad lists, not two of them', () => {
    const values = skillValues(
      'Senior Accountant\nRequirements\n- Knowledge of IFRS\n- Experience with SAP and Microsoft Excel\n- Payroll\n- Tax returns',
    )
    expect(values).toEqual(expect.arrayContaining(['IFRS', 'SAP', 'Microsoft Excel', 'Payroll']))
  })

  it('keeps a multi-word skill whole', () => {
    const job = parseJobDescription(
      'Data Scientist\nRequirements\n- Experience with machine learning and data analysis',
    )
    expect(job.skills).toEqual(expect.arrayContaining(['Machine learning']))
    expect(job.skills).not.toContain('Learning')
  })

  it('feeds skills from requirement sentences in five languages', () => {
    const ad = [
      'Software Engineer',
      'We build things. Experience with Python is what counts for us in this team.',
      'Sehr gute Kenntnisse in SAP sind wichtig für diese Stelle bei uns im Team.',
      'Dobra znajomość SQL jest potrzebna w tej pracy w naszym zespole na co dzień.',
      'Se piden conocimientos de Docker para este puesto en nuestro equipo de trabajo.',
      'Knowledge of Kubernetes helps you in the daily work with our platform team.',
    ].join('\n')
    expect(skillValues(ad)).toEqual(expect.arrayContaining(['Python', 'SAP', 'SQL', 'Docker', 'Kubernetes']))
  })

  it('keeps a requirement phrase and its skill apart in a list item', () => {
    expect(parseJobDescription('Programista Java\nWymagania\n- znajomość Java').skills).toEqual(['Java'])
  })

  it('reads the object of a requirement phrase up to the end of its clause', () => {
    expect(requirementObjects('Experience with Python and SQL; a driving licence')).toEqual(['Python and SQL'])
    expect(requirementObjects('Kenntnisse in SAP. Führerschein')).toEqual(['SAP'])
    expect(requirementObjects('Team player')).toEqual([])
  })
})
