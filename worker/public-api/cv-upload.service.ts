import { documentsRepo } from '../applicants/documents.repo'
import { ingestionService } from '../applicants/ingestion.service'
import type { AuthState, Services } from '../context'
import type { DocumentStatus } from '../contracts/public-api'
import { AppError } from '../lib/app-error'

/**
 * CVs through the public API: the same three steps the SPA takes (announce, upload the bytes, queue
 * for processing) in one request, through the ingestion service, so parsing and matching follow as
 * for any upload.
 */
export function cvUploadService(services: Services, auth: AuthState, tenantId: string) {
  const ingestion = ingestionService(services, auth, tenantId)
  const docs = documentsRepo(services.db.forTenant(tenantId), tenantId)

  return {
    async upload(filename: string, contentType: string, bytes: Uint8Array<ArrayBuffer>) {
      if (bytes.byteLength === 0) {
        throw new AppError('VALIDATION_FAILED', [{ path: 'body', message: 'The file is empty' }])
      }
      const [target] = await ingestion.requestUploads([{ filename, size: bytes.byteLength, contentType }])
      if (!target) throw new AppError('INTERNAL')
      await ingestion.receiveUpload(target.documentId, bytes)
      await ingestion.startProcessing([target.documentId])
      return { documentId: target.documentId, status: 'QUEUED' as const }
    },

    async status(documentId: string): Promise<DocumentStatus> {
      const doc = await docs.get(documentId)
      if (doc?.kind !== 'CV') throw new AppError('DOCUMENT_NOT_FOUND')
      return {
        documentId: doc.id,
        filename: doc.filename,
        status: doc.status,
        applicantId: doc.status === 'PROCESSED' ? doc.applicantId : null,
        errorType: doc.errorType,
        createdAt: doc.createdAt,
      }
    },
  }
}
