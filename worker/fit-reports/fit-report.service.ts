import { and, eq } from 'drizzle-orm'
import { clients, fitReports, jobs, organizations } from '../../db/schema'
import type { Services } from '../context'
import type { MessageLanguage, UiLanguage } from '../contracts/enums'
import { buildFitReport, renderFitReportPdf } from '../engine/fit-report'
import { scoreMatch } from '../engine/matching'
import { composeMessage } from '../engine/messages'
import { AppError } from '../lib/app-error'
import { newId } from '../lib/ids'
import { matchingRepo } from '../matching/matching.repo'
import { toJobProfile, toParsedCv } from '../matching/profiles'

/** The embedded engine writes fit reports from the scoring evidence (ADR 0011). */
const FIT_REPORT_MODEL = 'embedded'
const FIT_REPORT_PROMPT_VERSION = 'fit-report@1'

/**
 * Fit report of one applicant for one job: scored fresh from the stored profile and the job's current
 * requirements, kept in `fit_reports` (per generation), as JSON or a PDF, and the base for invite or
 * reject messages in the 18 message languages.
 */
export function fitReportService(services: Services, tenantId: string) {
  const db = services.db.forTenant(tenantId)
  const matching = matchingRepo(db, tenantId)

  async function context(applicantId: string, jobId: string) {
    const [applicant, job, organization] = await Promise.all([
      matching.applicant(applicantId),
      matching.job(jobId),
      db
        .select({ name: organizations.name, language: organizations.language, isAgency: organizations.isAgency })
        .from(organizations)
        .where(eq(organizations.id, tenantId))
        .limit(1),
    ])
    if (!job) throw new AppError('NOT_FOUND')
    if (!applicant) throw new AppError('FIT_REPORT_FAILED')
    const requirements = (await matching.requirementsOf([job.id])).get(job.id) ?? []
    const match = scoreMatch(toParsedCv(applicant), toJobProfile(job, requirements))
    return { applicant, job, match, organization: organization[0]! }
  }

  return {
    async generate(input: { applicantId: string; jobId: string; language?: UiLanguage }) {
      const { applicant, job, match, organization } = await context(input.applicantId, input.jobId)
      const language = input.language ?? organization.language
      const report = buildFitReport(match, { candidateName: applicant.name, jobTitle: job.title, language })
      const row = {
        id: newId(services.now()),
        tenantId,
        jobId: job.id,
        applicantId: applicant.id,
        language,
        content: report,
        model: FIT_REPORT_MODEL,
        promptVersion: FIT_REPORT_PROMPT_VERSION,
        createdAt: services.now(),
      }
      await db.insert(fitReports).values(row)
      return {
        id: row.id,
        applicant: { id: applicant.id, name: applicant.name },
        job: { id: job.id, title: job.title },
        report,
        model: row.model,
        promptVersion: row.promptVersion,
        createdAt: row.createdAt,
      }
    },

    async pdf(input: { applicantId: string; jobId: string; language?: UiLanguage }) {
      const generated = await this.generate(input)
      const { organization } = await context(input.applicantId, input.jobId)
      const bytes = renderFitReportPdf(generated.report, {
        candidateName: generated.applicant.name,
        jobTitle: generated.job.title,
        organizationName: organization.name,
        generatedAt: new Date(generated.createdAt),
      })
      return { bytes, filename: `fit-report-${slug(generated.applicant.name)}-${slug(generated.job.title)}.pdf` }
    },

    /** An invite or reject message; an agency's client decides the voice by its hire type. */
    async message(input: {
      applicantId: string
      jobId: string
      decision: 'invite' | 'reject'
      channel: 'email' | 'sms'
      language: MessageLanguage
      senderName: string
    }) {
      const { applicant, job, match, organization } = await context(input.applicantId, input.jobId)
      const client = organization.isAgency ? await clientOf(job.id) : null
      const strengths = match.requirementOutcomes
        .filter((r) => r.outcome === 'match' && r.requirement.attribute === 'skills')
        .map((r) => r.requirement.value)
      return composeMessage({
        decision: input.decision,
        channel: input.channel,
        language: input.language,
        candidateName: applicant.name,
        jobTitle: job.title,
        organizationName: organization.name,
        hireType: client?.hireType ?? null,
        clientName: client?.name ?? null,
        clientPrivacy: client?.privacy ?? null,
        senderName: input.senderName,
        strengths,
      })
    },
  }

  async function clientOf(jobId: string) {
    const rows = await db
      .select({ name: clients.name, hireType: clients.hireType, privacy: clients.privacy })
      .from(jobs)
      .innerJoin(clients, and(eq(clients.tenantId, jobs.tenantId), eq(clients.id, jobs.clientId)))
      .where(and(eq(jobs.tenantId, tenantId), eq(jobs.id, jobId)))
      .limit(1)
    return rows[0] ?? null
  }
}

function slug(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/\s+/g, '-')
      .toLowerCase()
      .slice(0, 40) || 'report'
  )
}
