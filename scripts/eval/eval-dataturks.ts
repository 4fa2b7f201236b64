/** DataTurks (plain-text Indeed resumes with span annotations): name, designation, degree level, skills recall. */
import { loadDataturks } from './collections'
import type { EvalContext } from './context'
import { goldDegreeLevel, sameName, skillPhrases, skillRecalled, titleMatches } from './match'
import { type Row, ratio } from './table'

export function evalDataturks(ctx: EvalContext): Row[] {
  const rows = loadDataturks(ctx.root)
  if (rows.length === 0) return []
  const n = { name: 0, title: 0, degree: 0, skills: 0 }
  const hit = { name: 0, title: 0, degree: 0, skills: 0 }
  for (const row of rows) {
    const { cv } = ctx.parseText(row.content)
    if (row.names.length > 0) {
      n.name++
      if (sameName(cv.name, row.names[0]!)) hit.name++
      else ctx.log('dataturks name', row.id, JSON.stringify(cv.name), '≠', JSON.stringify(row.names[0]))
    }
    if (row.designations.length > 0) {
      n.title++
      if (titleMatches(cv.title, row.designations)) hit.title++
      else
        ctx.log(
          'dataturks title',
          row.id,
          JSON.stringify(cv.title),
          '∉',
          JSON.stringify([...new Set(row.designations)].slice(0, 3)),
        )
    }
    const level = goldDegreeLevel(row.degrees)
    if (level) {
      n.degree++
      if (cv.degree === level) hit.degree++
      else ctx.log('dataturks degree', row.id, cv.degree, '≠', level, JSON.stringify(row.degrees.slice(0, 4)))
    }
    const skills = [...cv.hardSkills, ...cv.softSkills]
    for (const phrase of skillPhrases(row.skills)) {
      n.skills++
      if (skillRecalled(phrase, skills)) hit.skills++
      else ctx.log('dataturks skill missed', row.id, JSON.stringify(phrase))
    }
  }
  const c = `DataTurks (${rows.length} text resumes)`
  return [
    {
      collection: c,
      metric: 'name exact match',
      value: ratio(hit.name, n.name),
      count: `${hit.name}/${n.name}`,
      aim: '≥ 0.95',
    },
    {
      collection: c,
      metric: 'designation (title)',
      value: ratio(hit.title, n.title),
      count: `${hit.title}/${n.title}`,
    },
    {
      collection: c,
      metric: 'degree level',
      value: ratio(hit.degree, n.degree),
      count: `${hit.degree}/${n.degree}`,
      aim: '≥ 0.85',
    },
    {
      collection: c,
      metric: 'skills recall (phrases)',
      value: ratio(hit.skills, n.skills),
      count: `${hit.skills}/${n.skills}`,
      aim: '≥ 0.80',
    },
  ]
}
