import type { Services } from '../context'
import type {
  ApplicantMetrics,
  AverageScoreMetrics,
  DashboardMetrics,
  JobMetrics,
  SkillCounts,
  SkillGaps,
} from '../contracts/metrics'
import { metricCountersRepo } from './metric-counters.repo'
import { metricsRepo, type Snapshot } from './metrics.repo'
import { skillKeyOf } from './skill-key'
import type { SnapshotSkills } from './snapshot-skills'

const TOP_SKILLS = 10
/**
 * The average score is an aggregate over every score of the open jobs (about 80 ms at 100,000 scores):
 * computed at most once per this long per organization, and by the daily roll-up (ADR 0027).
 */
export const SCORE_TTL_MS = 5 * 60_000
const DAY = 86_400_000

/** Days since 1970-01-01 (UTC): the snapshots' key. */
export const dayOf = (epochMs: number) => Math.floor(epochMs / DAY)

const round1 = (v: number) => Math.round(v * 10) / 10

/** A read shared by the figures of one request: asked once, however many figures need it. */
function once<T>(read: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null
  return () => {
    pending ??= read()
    return pending
  }
}

/** Open jobs requiring each skill, folded through the taxonomy ("JS" and "JavaScript" are one skill). */
export function foldDemand(rows: { value: string; jobId: string }[]) {
  const byKey = new Map<string, { label: string; jobs: Set<string> }>()
  for (const row of rows) {
    const k = skillKeyOf(row.value)
    if (!k) continue
    const entry = byKey.get(k.key) ?? { label: k.label, jobs: new Set<string>() }
    entry.jobs.add(row.jobId)
    byKey.set(k.key, entry)
  }
  return new Map([...byKey].map(([key, v]) => [key, { label: v.label, demand: v.jobs.size }]))
}

/** Demand share minus supply share, in percentage points. */
export function gapOf(demand: number, supply: number, openJobs: number, applicants: number): number {
  if (openJobs === 0) return 0
  const supplyShare = applicants === 0 ? 0 : (100 * supply) / applicants
  return round1((100 * demand) / openJobs - supplyShare)
}

/**
 * The skill gaps: skills whose share among open jobs exceeds their share among applicants, largest
 * first, each with the same figure from last week's snapshot.
 */
export function skillGaps(
  now: { demand: Map<string, { label: string; demand: number }>; supply: Map<string, number> },
  totals: { openJobs: number; applicants: number },
  lastWeek: Snapshot | null,
) {
  return [...now.demand]
    .map(([key, d]) => {
      const supply = now.supply.get(key) ?? 0
      const then = lastWeek?.skills[key]
      return {
        key,
        skill: d.label,
        demand: d.demand,
        supply,
        gap: gapOf(d.demand, supply, totals.openJobs, totals.applicants),
        lastWeekGap: lastWeek
          ? gapOf(then?.demand ?? 0, then?.supply ?? 0, lastWeek.openJobs, lastWeek.applicants)
          : null,
      }
    })
    .filter((s) => s.gap > 0)
    .sort((a, b) => b.gap - a.gap || a.skill.localeCompare(b.skill))
    .slice(0, TOP_SKILLS)
}

/** The dashboard of one organization (spec §1, §7 Metrics): counters and small queries, no scans (ADR 0027). */
export function metricsService(services: Services, tenantId: string) {
  const db = services.db.forTenant(tenantId)
  const repo = metricsRepo(db, tenantId)
  const counters = metricCountersRepo(db, tenantId)
  // One service per request: the figures of the combined answer share last week's snapshot, the
  // demanded skills, the applicant count and the open jobs instead of reading each up to three times.
  const lastWeek = once(() => repo.snapshotAround(dayOf(services.now())))
  const demand = once(async () => foldDemand(await repo.demandedSkillRows()))
  const applicantCount = once(() => counters.applicants())
  const openJobs = once(() => repo.openJobs())

  return {
    async applicants(): Promise<ApplicantMetrics> {
      const [total, then] = await Promise.all([applicantCount(), lastWeek()])
      return { total, lastWeek: then?.applicants ?? null }
    },

    async jobs(): Promise<JobMetrics> {
      const [open, then] = await Promise.all([openJobs(), lastWeek()])
      return { open, lastWeek: then?.openJobs ?? null }
    },

    async averageScore(): Promise<AverageScoreMetrics> {
      const [cached, then] = await Promise.all([repo.cachedAverage(), lastWeek()])
      const fresh = cached?.at != null && services.now() - cached.at < SCORE_TTL_MS
      const now = fresh && cached ? { average: cached.average, count: cached.n } : await this.refreshAverage()
      return { ...now, lastWeek: then?.averageScore ?? null }
    },

    /** Computes the average score of the open jobs and keeps it for SCORE_TTL_MS. */
    async refreshAverage() {
      const now = await repo.averageScore()
      await repo.storeAverage(now.average, now.count, services.now())
      return now
    },

    async availableSkills(): Promise<SkillCounts> {
      const [top, then] = await Promise.all([counters.topSupply(TOP_SKILLS), lastWeek()])
      return {
        skills: top.map((s) => ({
          key: s.key,
          skill: s.label,
          count: s.count,
          lastWeek: then ? (then.skills[s.key]?.supply ?? 0) : null,
        })),
      }
    },

    async demandedSkills(): Promise<SkillCounts> {
      const [now, then] = await Promise.all([demand(), lastWeek()])
      const top = [...now]
        .sort((a, b) => b[1].demand - a[1].demand || a[1].label.localeCompare(b[1].label))
        .slice(0, TOP_SKILLS)
      return {
        skills: top.map(([key, d]) => ({
          key,
          skill: d.label,
          count: d.demand,
          lastWeek: then ? (then.skills[key]?.demand ?? 0) : null,
        })),
      }
    },

    async skillGaps(): Promise<SkillGaps> {
      const [now, applicants, open, then] = await Promise.all([demand(), applicantCount(), openJobs(), lastWeek()])
      const supply = await counters.supplyOf([...now.keys()])
      return {
        openJobs: open,
        applicants,
        skills: skillGaps({ demand: now, supply }, { openJobs: open, applicants }, then),
      }
    },

    /** Every figure of the dashboard at once (its first load asks for them in one request). */
    async dashboard(): Promise<DashboardMetrics> {
      const [applicants, jobs, averageScore, availableSkills, demandedSkills, gaps] = await Promise.all([
        this.applicants(),
        this.jobs(),
        this.averageScore(),
        this.availableSkills(),
        this.demandedSkills(),
        this.skillGaps(),
      ])
      return {
        organizationId: tenantId,
        applicants,
        jobs,
        averageScore,
        availableSkills,
        demandedSkills,
        skillGaps: gaps,
      }
    },

    /** Today's figures as a snapshot: every demanded skill and the most available ones. */
    async snapshot(day: number): Promise<Snapshot> {
      const [now, applicants, openJobs, average, top] = await Promise.all([
        demand(),
        counters.applicants(),
        repo.openJobs(),
        this.refreshAverage(),
        counters.topSupply(50),
      ])
      const supply = await counters.supplyOf([...now.keys()])
      const skills: SnapshotSkills = {}
      for (const s of top) skills[s.key] = { label: s.label, supply: s.count, demand: 0 }
      for (const [key, d] of now) skills[key] = { label: d.label, supply: supply.get(key) ?? 0, demand: d.demand }
      return { day, applicants, openJobs, averageScore: average.average, skills }
    },
  }
}
