import type { Services } from '../context'
import type { ApplicantMetrics, AverageScoreMetrics, JobMetrics, SkillCounts, SkillGaps } from '../contracts/metrics'
import { metricsRepo } from './metrics.repo'

const TOP_SKILLS = 10

/**
 * A skill gap is a skill whose share among open jobs exceeds its share among applicants: demand the
 * talent pool does not cover. `gap` is that difference in percentage points.
 */
export function skillGaps(input: {
  skills: { skill: string; demand: number; supply: number }[]
  openJobs: number
  applicants: number
}) {
  const { openJobs, applicants } = input
  if (openJobs === 0) return []
  return input.skills
    .map((s) => {
      const demandShare = (100 * s.demand) / openJobs
      const supplyShare = applicants === 0 ? 0 : (100 * s.supply) / applicants
      return {
        skill: s.skill,
        demand: s.demand,
        supply: s.supply,
        gap: Math.round((demandShare - supplyShare) * 10) / 10,
      }
    })
    .filter((s) => s.gap > 0)
    .sort((a, b) => b.gap - a.gap || a.skill.localeCompare(b.skill))
    .slice(0, TOP_SKILLS)
}

export function metricsService(services: Services, tenantId: string) {
  const repo = metricsRepo(services.db.forTenant(tenantId), tenantId)
  return {
    applicants: (): Promise<ApplicantMetrics> => repo.applicantCounts(services.now()),
    jobs: (): Promise<JobMetrics> => repo.jobCounts(services.now()),
    averageScore: (): Promise<AverageScoreMetrics> => repo.averageScore(services.now()),
    availableSkills: async (): Promise<SkillCounts> => ({ skills: await repo.availableSkills(TOP_SKILLS) }),
    demandedSkills: async (): Promise<SkillCounts> => ({ skills: await repo.demandedSkills(TOP_SKILLS) }),
    skillGaps: async (): Promise<SkillGaps> => ({ skills: skillGaps(await repo.skillSupplyAndDemand()) }),
  }
}
