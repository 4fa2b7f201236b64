import { DEGREE_LEVELS, type LANGUAGE_PROFICIENCIES, type SENIORITY_LEVELS } from '../../worker/contracts/enums'
import { iscoGroup } from '../../worker/engine/taxonomy/occupations'
import type { Prng } from './prng'
import { EXTRA_LANGUAGES, FIRST_NAMES, LAST_NAMES, ROLES, type SeedLocale, SOFT_SKILLS } from './word-lists'

type Seniority = (typeof SENIORITY_LEVELS)[number]
type Proficiency = (typeof LANGUAGE_PROFICIENCIES)[number]
type Degree = (typeof DEGREE_LEVELS)[number]

export interface SyntheticProfile {
  title: string
  /** The occupation as the parser stores it (code and ISCO title), so matching and the profile read it. */
  isco: { code: string; title: string } | null
  yearsOfExperience: number
  seniority: Seniority
  degree: Degree
  languages: { language: string; proficiency: Proficiency }[]
}

export interface SyntheticApplicant {
  name: string
  tagline: string
  summary: string
  hardSkills: string[]
  softSkills: string[]
  profile: SyntheticProfile
  /** How long before "now" the applicant was created, in ms. */
  ageMs: number
}

const DAY_MS = 86_400_000
/** Spread over three weeks so "change versus last week" compares two non-empty weeks. */
export const APPLICANT_SPREAD_DAYS = 21

function seniorityFor(years: number): Seniority {
  if (years <= 1) return 'beginner'
  if (years <= 3) return 'intermediate'
  if (years <= 6) return 'competent'
  if (years <= 11) return 'advanced'
  return 'expert'
}

const SENIORITY_PREFIX: Record<Seniority, string> = {
  no_knowledge: '',
  beginner: 'Junior ',
  intermediate: '',
  competent: '',
  advanced: 'Senior ',
  expert: 'Lead ',
}

const DEGREE_TEXT: Record<SeedLocale, Record<Degree, string>> = {
  en: {
    no_education: 'self-taught',
    high_school: 'high-school diploma',
    associate: "associate's degree",
    bachelor: "bachelor's degree",
    master: "master's degree",
    doctorate: 'doctorate',
  },
  de: {
    no_education: 'Quereinstieg',
    high_school: 'Abitur',
    associate: 'Berufsausbildung',
    bachelor: 'Bachelorabschluss',
    master: 'Masterabschluss',
    doctorate: 'Promotion',
  },
}

function pickDegree(prng: Prng, min: Degree): Degree {
  const from = DEGREE_LEVELS.indexOf(min)
  // Mostly the usual degree for the role, sometimes one or two levels above.
  const step = prng.pick([0, 0, 0, 1, 1, 2])
  return DEGREE_LEVELS[Math.min(from + step, DEGREE_LEVELS.length - 2)]!
}

function languagesFor(prng: Prng, locale: SeedLocale): SyntheticProfile['languages'] {
  const english: Proficiency = prng.pick(['professional', 'full_professional', 'limited_working'])
  const langs: SyntheticProfile['languages'] =
    locale === 'de'
      ? [
          {
            language: 'de',
            proficiency: prng.pick(['native_or_bilingual', 'native_or_bilingual', 'full_professional']),
          },
          { language: 'en', proficiency: english },
        ]
      : [
          {
            language: 'en',
            proficiency: prng.pick(['native_or_bilingual', 'native_or_bilingual', 'full_professional']),
          },
        ]
  if (prng.next() < 0.4) {
    langs.push({ language: prng.pick(EXTRA_LANGUAGES), proficiency: prng.pick(['elementary', 'limited_working']) })
  }
  return langs
}

function summaryFor(locale: SeedLocale, p: SyntheticProfile, hard: string[], soft: string[]): string {
  const [a, b, c] = hard
  const degree = DEGREE_TEXT[locale][p.degree]
  if (locale === 'de') {
    const years = p.yearsOfExperience === 1 ? '1 Jahr' : `${p.yearsOfExperience} Jahren`
    return `${p.title} mit ${years} Berufserfahrung, Schwerpunkte ${a}, ${b} und ${c}. Stärken: ${soft.join(', ')}. Abschluss: ${degree}.`
  }
  const years = p.yearsOfExperience === 1 ? '1 year' : `${p.yearsOfExperience} years`
  return `${p.title} with ${years} of experience, focused on ${a}, ${b} and ${c}. Strengths: ${soft.join(', ').toLowerCase()}. Education: ${degree}.`
}

/** `count` distinct invented applicants for one organization, created within the last three weeks. */
export function syntheticApplicants(prng: Prng, locale: SeedLocale, count: number): SyntheticApplicant[] {
  const usedNames = new Set<string>()
  const out: SyntheticApplicant[] = []
  for (let i = 0; i < count; i++) {
    let name = ''
    do name = `${prng.pick(FIRST_NAMES[locale])} ${prng.pick(LAST_NAMES[locale])}`
    while (usedNames.has(name))
    usedNames.add(name)

    const role = prng.pick(ROLES)
    const years = prng.int(0, 20)
    const seniority = seniorityFor(years)
    const hardSkills = prng.sample(role.skills, prng.int(3, Math.min(6, role.skills.length)))
    const softSkills = prng.sample(SOFT_SKILLS[locale], prng.int(2, 4))
    const profile: SyntheticProfile = {
      title: role.title[locale],
      isco: occupationOf(role.isco),
      yearsOfExperience: years,
      seniority,
      degree: pickDegree(prng, role.minDegree),
      languages: languagesFor(prng, locale),
    }
    // Evenly over the spread, with jitter inside each slot, so every week gets some applicants.
    const slot = (APPLICANT_SPREAD_DAYS * DAY_MS) / count
    const ageMs = Math.floor(i * slot + prng.next() * slot * 0.9)
    out.push({
      name,
      tagline: `${SENIORITY_PREFIX[seniority]}${profile.title} · ${hardSkills[0]} · ${hardSkills[1]}`,
      summary: summaryFor(locale, profile, hardSkills, softSkills),
      hardSkills,
      softSkills,
      profile,
      ageMs,
    })
  }
  return out
}

function occupationOf(code: string) {
  const group = iscoGroup(code)
  return group ? { code: group.code, title: group.title } : null
}
