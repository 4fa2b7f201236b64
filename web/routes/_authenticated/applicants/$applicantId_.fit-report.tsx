import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { UI_LANGUAGES } from '../../../../worker/contracts/enums'
import { lazySchema } from '../../../api/lazy-schema'
import { guardRoute } from '../../../auth/guard'
import { FitReportScreen } from '../../../features/fit-report/fit-report-screen'

// A malformed value is dropped rather than failing the page: the job is then asked for, and the
// report falls back to the organization's language.
const fitReportSearchSchema = lazySchema(() =>
  z.object({
    jobId: z.string().min(1).max(64).optional().catch(undefined),
    language: z.enum(UI_LANGUAGES).optional().catch(undefined),
  }),
)

export const Route = createFileRoute('/_authenticated/applicants/$applicantId_/fit-report')({
  validateSearch: fitReportSearchSchema,
  // The server checks both: a fit report reads the applicant and the job.
  beforeLoad: guardRoute({ mode: 'Authenticated', requiredPermissions: ['APPLICANT_READ', 'JOB_READ'] }),
  component: FitReportPage,
})

function FitReportPage() {
  const { applicantId } = Route.useParams()
  const { jobId, language } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <FitReportScreen
      applicantId={applicantId}
      jobId={jobId}
      language={language}
      onLanguageChange={(next) =>
        void navigate({ search: (previous) => ({ ...previous, language: next }), replace: true })
      }
    />
  )
}
