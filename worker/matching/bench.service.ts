import type { Services } from '../context'
import type { Weights } from '../contracts/jobs'
import { AppError } from '../lib/app-error'
import { newId } from '../lib/ids'
import { skillKeyOf } from '../metrics/skill-key'
import { benchRepo } from './bench.repo'
import { matchingRepo } from './matching.repo'
import { matchingService } from './matching.service'
import { deriveJobProfile, storedCvOf } from './profiles'

/** Invented profiles for `npm run bench -- match` (local and test only); no real person. */
const ROLES = [
  {
    title: 'Data Engineer',
    isco: '2521',
    skills: ['Python', 'SQL', 'Apache Spark', 'Airflow', 'Kafka', 'Docker', 'AWS'],
  },
  {
    title: 'Backend Developer',
    isco: '2512',
    skills: ['Java', 'Spring', 'PostgreSQL', 'Kubernetes', 'Docker', 'REST'],
  },
  { title: 'Frontend Developer', isco: '2513', skills: ['TypeScript', 'React', 'CSS', 'HTML', 'Jest', 'Figma'] },
  { title: 'Nurse', isco: '2221', skills: ['Patient care', 'Wound care', 'Medication administration', 'Triage'] },
  { title: 'Accountant', isco: '2411', skills: ['Bookkeeping', 'SAP', 'Excel', 'IFRS', 'Payroll', 'Tax'] },
  { title: 'Sales Manager', isco: '1221', skills: ['Negotiation', 'CRM', 'Salesforce', 'Forecasting', 'B2B sales'] },
] as const
const BENCH_WEIGHTS: Weights = {
  skills: 40,
  seniority: 10,
  degree: 10,
  language_proficiency: 10,
  isco: 10,
  professional_experience: 10,
  culture_fit: 5,
  notable_achievements: 5,
}
const DEGREES = ['high_school', 'associate', 'bachelor', 'master', 'doctorate'] as const
const SENIORITY = ['beginner', 'intermediate', 'competent', 'advanced', 'expert'] as const
const PROFICIENCY = [
  'elementary',
  'limited_working',
  'professional',
  'full_professional',
  'native_or_bilingual',
] as const
export const MAX_SYNTHETIC_PER_CALL = 5000

function rng(seed: number) {
  let s = seed >>> 0
  return () => {
    s = (s + 0x6d2b79f5) >>> 0
    let t = Math.imul(s ^ (s >>> 15), s | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Bulk data for the matching benchmark; its routes exist only in local and test mode (worker/app.ts). */
export function matchingBenchService(services: Services, tenantId: string) {
  const db = services.db.forTenant(tenantId)
  const bench = benchRepo(db, tenantId)

  return {
    /** `count` processed applicants with synthetic profiles, written straight to D1 (no matching queued). */
    async insertApplicants(count: number, seed: number, withSkills = false) {
      const next = rng(seed)
      const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T
      const now = services.now()
      const rows = Array.from({ length: count }, (_, i) => {
        const role = pick(ROLES)
        const years = Math.floor(next() * 20)
        const hardSkills = role.skills.filter(() => next() < 0.6)
        const columns = {
          name: `Synthetic ${seed}-${i}`,
          tagline: role.title,
          summary: `${role.title} with ${years} years of experience.`,
          hardSkills,
          softSkills: ['Teamwork'],
          profile: {
            title: role.title,
            degree: pick(DEGREES),
            seniority: SENIORITY[Math.min(4, Math.floor(years / 4))],
            yearsOfExperience: years,
            languages: [{ language: 'en', proficiency: pick(PROFICIENCY) }],
            isco: { code: role.isco, title: role.title },
            experience: [{ title: role.title, company: 'Example Ltd', start: '2015-01', end: 'present' }],
            achievements: next() < 0.3 ? ['Cut costs by 20%'] : [],
          },
        }
        return {
          id: newId(now),
          ...columns,
          processingState: 'PROCESSED' as const,
          parsedByModel: 'embedded',
          parsedByPromptVersion: 'bench',
          // As ingestion stores it (applicants/processing.service).
          preparedCv: storedCvOf(columns),
          createdAt: now,
          updatedAt: now,
        }
      })
      await bench.insertApplicants(rows)
      if (withSkills) {
        const keys = new Map<string, string | null>()
        const keyOf = (s: string) => {
          if (!keys.has(s)) keys.set(s, skillKeyOf(s)?.key ?? null)
          return keys.get(s) ?? null
        }
        await bench.insertSkills(
          rows.flatMap((r) => [
            ...r.hardSkills.map((skill) => ({
              id: newId(now),
              applicantId: r.id,
              skill,
              skillKey: keyOf(skill),
              kind: 'hard',
            })),
            ...r.softSkills.map((skill) => ({
              id: newId(now),
              applicantId: r.id,
              skill,
              skillKey: keyOf(skill),
              kind: 'soft',
            })),
          ]),
        )
      }
      return { inserted: rows.length, ids: rows.slice(0, 1).map((r) => r.id) }
    },

    /** `count` OPEN jobs matching with all, written straight to D1 (no matching queued). */
    async insertOpenJobs(count: number, seed: number) {
      const next = rng(seed)
      const now = services.now()
      const items = []
      for (let i = 0; i < count; i++) {
        const role = ROLES[Math.floor(next() * ROLES.length)] ?? ROLES[0]
        const id = newId(now)
        const title = `Senior ${role.title} ${i}`
        const description = `We are hiring a ${role.title} with ${role.skills.slice(0, 3).join(', ')}. Team spirit and remote work.`
        items.push({
          job: {
            id,
            title,
            description,
            status: 'OPEN' as const,
            matchingOption: 'ALL' as const,
            attributeWeights: BENCH_WEIGHTS,
            profile: deriveJobProfile(title, description),
            openedAt: now,
            createdAt: now,
            updatedAt: now,
          },
          requirements: [
            {
              id: newId(now),
              attribute: 'skills' as const,
              operator: 'EQUALS' as const,
              value: role.skills[0],
              mandatory: true,
            },
            {
              id: newId(now),
              attribute: 'degree' as const,
              operator: 'GTE' as const,
              value: 'bachelor',
              mandatory: false,
            },
          ],
        })
      }
      await bench.insertJobs(items)
      return { inserted: count }
    },

    /** Synthetic scores: `perJob` applicants for every open job (the dashboard's average fit score reads them). */
    insertMatches: (perJob: number) => bench.insertMatches(perJob, services.now()),

    /** Runs an applicant's matching in this request (the queue handler's code, no queue wait): how long it took. */
    async matchApplicantNow(applicantId: string, userId: string) {
      const repo = matchingRepo(db, tenantId)
      const started = Date.now()
      const applicant = await repo.applicant(applicantId)
      if (!applicant) throw new AppError('APPLICANT_NOT_FOUND')
      const total = await repo.countOpenJobsFor(applicantId, applicant.matchingOption)
      const run = await repo.startRun('applicant', applicantId, total, services.now())
      await matchingService(services, tenantId).runApplicant({
        kind: 'match.applicant',
        idempotencyKey: `bench:${applicantId}:${run}`,
        tenantId,
        userId,
        applicantId,
        run,
      })
      return { jobs: total, ms: Date.now() - started }
    },
  }
}
