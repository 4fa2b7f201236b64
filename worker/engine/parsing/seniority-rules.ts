/**
 * Seniority rule table (data). Years of experience give a base level; title words then cap it
 * (interns, juniors) or raise it (senior, lead, head…). Words are folded. Applied in seniority.ts.
 */

import { list } from './text-utils'
import type { Seniority } from './types'

/** Years → level: the first row whose `below` exceeds the years wins. */
export const YEARS_TO_SENIORITY: readonly { below: number; level: Seniority }[] = [
  { below: 1, level: 'beginner' },
  { below: 3, level: 'intermediate' },
  { below: 6, level: 'competent' },
  { below: 12, level: 'advanced' },
  { below: Number.POSITIVE_INFINITY, level: 'expert' },
]

/**
 * Years alone do not make an expert (ADR 0022): from 12 years a CV is expert only when one of its
 * positions carries a senior title (a rule with `min`: senior, lead, head…), or from 20 years on.
 * Otherwise it stays advanced. Without this, four in five CVs of a working population read "expert".
 */
export const EXPERT_EVIDENCE = { yearsWithSeniorTitle: 12, yearsAlone: 20 } as const

export interface TitleRule {
  words: readonly string[]
  /** The level is at most this (trainees stay beginners whatever their years). */
  max?: Seniority
  /** The level is at least this. */
  min?: Seniority
}

export const TITLE_RULES: readonly TitleRule[] = [
  {
    words: list(`
      intern|internship|trainee|apprentice|werkstudent|werkstudentin|praktikant|praktikantin|auszubildender|
      auszubildende|azubi|stagiaire|alternant|alternante|becario|becaria|practicante|tirocinante|stagista|
      tirocinio|stagiair|stazysta|stazystka|praktykant|praktykantka|estagiario|estagiaria|student|
      graduate trainee
    `),
    max: 'beginner',
  },
  {
    words: list(`
      junior|jr|entry level|graduate|mlodszy|mlodsza|assistant|assistente|asistente
    `),
    max: 'intermediate',
  },
  {
    words: list(`
      senior|sr|starszy|starsza|lead|leader|staff|architect|expert|specialist ii|manager|leiter|leiterin|
      responsable|jefe|kierownik|lider
    `),
    min: 'advanced',
  },
  {
    words: list(`
      principal|head|chief|director|directeur|directrice|directora|direttore|dyrektor|diretor|vp|vice president|
      cto|ceo|cfo|coo|cio|founder|co founder|partner|geschaftsfuhrer|bereichsleiter|prezes
    `),
    min: 'expert',
  },
]
