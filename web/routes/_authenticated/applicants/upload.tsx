import { createFileRoute, Link } from '@tanstack/react-router'
import { guardRoute } from '../../../auth/guard'
import { useSessionUser } from '../../../auth/use-session'
import { useDocumentTitle } from '../../../components/layout/use-document-title'
import { UploadScreen } from '../../../features/applicant-upload/upload-screen'
import { m } from '../../../paraglide/messages'

export const Route = createFileRoute('/_authenticated/applicants/upload')({
  beforeLoad: guardRoute({ mode: 'Authenticated', requiredPermissions: ['APPLICANT_CREATE'] }),
  component: UploadPage,
})

function UploadPage() {
  const user = useSessionUser()
  useDocumentTitle(m.upload_title())
  return (
    <>
      <p className="breadcrumb">
        <Link to="/applicants">{m.applicants_back_to_list()}</Link>
      </p>
      <h1>{m.upload_title()}</h1>
      <p>{m.upload_intro()}</p>
      {user?.organizationId ? <UploadScreen owner={`${user.id}:${user.organizationId}`} /> : null}
    </>
  )
}
