import { applicantsRepo } from '../applicants/applicants.repo'
import { hasNoName } from '../applicants/fallback-name'
import type { Services } from '../context'
import type { MessageLanguage, UiLanguage } from '../contracts/enums'
import type { FitReportPdfRequest } from '../contracts/fit-reports'
import { renderFitReportPdf } from '../engine/fit-report'
import { scoreMatch } from '../engine/matching'
import { registerOf } from '../engine/messages'
import { AppError } from '../lib/app-error'
import { newId } from '../lib/ids'
import { matchingRepo } from '../matching/matching.repo'
import { toJobProfile, toParsedCv } from '../matching/profiles'
import { aiProviderFor } from '../providers/ai'
import { searchIndexService } from '../search/search-index.service'
import { organizationRepo } from '../tenants/organization.repo'
import { fitReportRepo } from './fit-report.repo'

/**
 * Fit report of one applicant for one job: scored fresh from the stored profile and the job's current
 * requirements, kept in `fit_reports` (per generation), as JSON or a PDF, and the base for invite or
 * reject messages in the 18 message languages.
 */
export function fitReportService(services: Services, tenantId: string) {
  const db = services.db.forTenant(tenantId)
  const matching = matchingRepo(db, tenantId)
  const reports = fitReportRepo(db, tenantId)

  async function context(applicantId: string, jobId: string) {
    const [applicant, job, organization] = await Promise.all([
      matching.applicant(applicantId),
      matching.job(jobId),
      organizationRepo(db).profile(tenantId),
    ])
    if (!job) throw new AppError('JOB_POSITION_NOT_FOUND')
    if (!applicant) {
      // A foreign or deleted applicant is not found; only an own, unprocessed one cannot be reported on.
      if (!(await applicantsRepo(db, tenantId).exists(applicantId))) throw new AppError('APPLICANT_NOT_FOUND')
      throw new AppError('FIT_REPORT_FAILED')
    }
    const requirements = (await matching.requirementsOf([job.id])).get(job.id) ?? []
    const match = scoreMatch(toParsedCv(applicant), toJobProfile(job, requirements))
    return { applicant, job, match, organization: organization! }
  }

  /**
   * The applicant's name, or null while none was read or typed: blank, or (rows stored before blank
   * names) the file name its CV was listed under. Prose and PDF then address nobody by name.
   */
  async function parsedName(applicant: { id: string; name: string }): Promise<string | null> {
    if (applicant.name.trim() === '') return null
    const stored = await applicantsRepo(db, tenantId).get(applicant.id)
    return hasNoName(applicant.name, stored?.document?.filename) ? null : applicant.name
  }

  return {
    async generate(input: { applicantId: string; jobId: string; language?: UiLanguage }) {
      const { applicant, job, match, organization } = await context(input.applicantId, input.jobId)
      const language = input.language ?? organization.language
      // Written through the AI port for the organization's fit-report setting; the row keeps the model
      // and prompt version the port says wrote it.
      const ai = await aiProviderFor(services, tenantId, 'fit_report')
      const written = await ai.writeFitReport(match, {
        candidateName: await parsedName(applicant),
        jobTitle: job.title,
        language,
      })
      const report = written.value
      const row = {
        id: newId(services.now()),
        jobId: job.id,
        applicantId: applicant.id,
        language,
        content: report,
        model: written.model,
        promptVersion: written.promptVersion,
        fallbackReason: written.fallbackReason ?? null,
        createdAt: services.now(),
      }
      await reports.insert(row)
      // The pair's assessment in global search now shows this report (spec §1 search over assessments).
      await searchIndexService(services).indexAssessment(tenantId, {
        applicantId: applicant.id,
        applicantName: applicant.name,
        jobId: job.id,
        jobTitle: job.title,
        summary: report.summary,
        strengths: report.strengths,
        gaps: report.gaps,
        createdAt: row.createdAt,
      })
      return {
        id: row.id,
        applicant: { id: applicant.id, name: applicant.name },
        job: { id: job.id, title: job.title },
        report,
        model: row.model,
        promptVersion: row.promptVersion,
        ...(written.fallbackReason ? { fallbackReason: written.fallbackReason } : {}),
        createdAt: row.createdAt,
      }
    },

    async pdf(input: FitReportPdfRequest) {
      const { message, ...request } = input
      const generated = await this.generate(request)
      const { applicant, organization } = await context(input.applicantId, input.jobId)
      const name = await parsedName(applicant)
      const bytes = await renderFitReportPdf(generated.report, {
        candidateName: name,
        jobTitle: generated.job.title,
        organizationName: organization.name,
        generatedAt: new Date(generated.createdAt),
        ...(message ? { message } : {}),
      })
      return { bytes, filename: `fit-report-${slug(name ?? 'candidate')}-${slug(generated.job.title)}.pdf` }
    },

    /**
     * An invite or reject message; an agency's client decides the voice by its hire type: a recruiting
     * client speaks itself (its name, its brand language's register), otherwise the organization does.
     */
    async message(input: {
      applicantId: string
      jobId: string
      decision: 'invite' | 'reject'
      channel: 'email' | 'sms'
      language: MessageLanguage
      senderName: string
    }) {
      const { applicant, job, match, organization } = await context(input.applicantId, input.jobId)
      const [client, name, ai] = await Promise.all([
        organization.isAgency ? reports.clientOfJob(job.id) : null,
        parsedName(applicant),
        aiProviderFor(services, tenantId, 'messages'),
      ])
      // The job's skills the CV has; composeMessage names them in the message's language.
      const strengths = match.requirementOutcomes
        .filter((r) => r.outcome === 'match' && r.requirement.attribute === 'skills')
        .map((r) => r.requirement.value)
      // Written through the AI port with the organization's messages setting (embedded phrases by default).
      const written = await ai.writeMessage({
        decision: input.decision,
        channel: input.channel,
        language: input.language,
        candidateName: name,
        jobTitle: job.title,
        organizationName: organization.name,
        hireType: client?.hireType ?? null,
        clientName: client?.name ?? null,
        clientPrivacy: client?.privacy ?? null,
        senderName: input.senderName,
        strengths,
        register: registerOf(client?.hireType === 'recruiting' ? client.brandLanguage : organization.brandLanguage),
      })
      return {
        ...written.value,
        model: written.model,
        promptVersion: written.promptVersion,
        ...(written.fallbackReason ? { fallbackReason: written.fallbackReason } : {}),
      }
    },
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
