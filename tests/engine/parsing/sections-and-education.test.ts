import { describe, expect, it } from 'vitest'
import { findDegrees } from '../../../worker/engine/parsing/degrees'
import { headingKind, matchHeading } from '../../../worker/engine/parsing/sections'
import { foldPhrase } from '../../../worker/engine/parsing/text-utils'
import type { Line } from '../../../worker/engine/parsing/types'

const line = (text: string): Line => ({
  index: 0,
  text,
  bullet: false,
  allCaps: false,
  short: true,
  blankBefore: true,
  wordCount: 2,
  continuation: false,
})

describe('section headings', () => {
  it.each([
    ['Work Experience', 'experience'],
    ['Berufserfahrung', 'experience'],
    ['Expérience professionnelle', 'experience'],
    ['Experiencia laboral', 'experience'],
    ['Esperienze lavorative', 'experience'],
    ['Werkervaring', 'experience'],
    ['Doświadczenie zawodowe', 'experience'],
    ['Experiência Profissional', 'experience'],
    ['EDUCATION AND TRAINING', 'education'],
    ['Ausbildung', 'education'],
    ['Wykształcenie', 'education'],
    ['Formação académica', 'education'],
    ['Technical Skills', 'skills'],
    ['Kenntnisse:', 'skills'],
    ['Compétences', 'skills'],
    ['Sprachkenntnisse', 'languages'],
    ['Idiomas', 'languages'],
    ['Professional Summary', 'summary'],
    ['Über mich', 'summary'],
    ['Certifications', 'certifications'],
    ['Projekte', 'projects'],
    ['Awards and Honors', 'achievements'],
    ['Hobbies', 'interests'],
    ['References', 'references'],
    ['Persönliche Daten', 'personal'],
    ['E X P E R I E N C E', 'experience'],
  ])('%s → %s', (text, kind) => {
    expect(matchHeading(line(text))?.kind).toBe(kind)
  })

  it('does not take list items or sentences for headings', () => {
    for (const text of ['Project management', 'Research', 'Sales', 'Management', 'I have experience in sales.']) {
      expect(matchHeading(line(text))).toBeNull()
    }
    expect(headingKind(foldPhrase('Team leadership'))).toBeNull()
  })

  it('reads an inline heading with its content', () => {
    expect(matchHeading(line('Skills: Python, SQL'))).toEqual({
      kind: 'skills',
      heading: 'Skills',
      inline: 'Python, SQL',
    })
  })
})

describe('degree levels', () => {
  const level = (text: string) => findDegrees(text)[0]?.level ?? null
  it.each([
    ['B.Sc. in Physics', 'bachelor'],
    ['B.Tech, Computer Science', 'bachelor'],
    ['Licence en droit', 'bachelor'],
    ['Licenciatura em Gestão', 'bachelor'],
    ['Laurea triennale in Economia', 'bachelor'],
    ['Licencjat z ekonomii', 'bachelor'],
    ['Inżynier budownictwa', 'bachelor'],
    ['MSc Data Science', 'master'],
    ['M.C.A', 'master'],
    ['MBA', 'master'],
    ['Diplom-Informatiker', 'master'],
    ['Máster en Marketing', 'master'],
    ['Laurea magistrale in Fisica', 'master'],
    ['Magister prawa', 'master'],
    ['Mestrado em Engenharia', 'master'],
    ['PhD in Chemistry', 'doctorate'],
    ['Doktor der Naturwissenschaften', 'doctorate'],
    ['Doctorat en biologie', 'doctorate'],
    ['Dottorato di ricerca', 'doctorate'],
    ['Doutoramento em Física', 'doctorate'],
    ['Abitur', 'high_school'],
    ['Baccalauréat scientifique', 'high_school'],
    ['Bachillerato', 'high_school'],
    ['Diploma di maturità', 'high_school'],
    ['Matura', 'high_school'],
    ['High School Diploma', 'high_school'],
    ['Ausbildung zum Industriekaufmann', 'associate'],
    ['Associate of Applied Science', 'associate'],
    ['Diploma in Mechanical Engineering', 'associate'],
    ['Bac+5 en informatique', 'master'],
  ])('%s → %s', (text, expected) => {
    expect(level(text)).toBe(expected)
  })

  it('ignores look-alikes', () => {
    expect(findDegrees('MS Office, MS Excel')).toEqual([])
    expect(findDegrees('Certified Scrum Master')).toEqual([])
    expect(findDegrees('Driving licence B')).toEqual([])
    expect(findDegrees('Master data management')).toEqual([])
  })
})
