import { requireAgency } from '../clients/agency'
import { clientsRepo } from '../clients/clients.repo'
import type { Services } from '../context'
import type { ApplicantDetail, ApplicantListItem, ProfileEdit } from '../contracts/applicants'
import { StoredApplicantProfileSchema } from '../contracts/applicants'
import type { MATCHING_OPTIONS } from '../contracts/enums'
import { AppError } from '../lib/app-error'
import { parseStored } from '../lib/stored-json'
import { storedCvOf } from '../matching/profiles'
import { applicantsRepo } from './applicants.repo'
import { applyEdit, type ColumnsEdit } from './profile-edit'

/** What Edit CV may change: the CV (columns and profile) and the matching option. */
export type ApplicantEdit = ColumnsEdit & { matchingOption?: (typeof MATCHING_OPTIONS)[number]; profile?: ProfileEdit }

const encodeCursor = (createdAt: number, id: string) => btoa(`${createdAt}:${id}`)
function decodeCursor(cursor: string | undefined) {
  if (!cursor) return null
  try {
    const [createdAt, id] = atob(cursor).split(':')
    const n = Number(createdAt)
    return Number.isFinite(n) && id ? { createdAt: n, id } : null
  } catch {
    return null
  }
}

/** Reading and changing applicants of the current organization. */
export function applicantsService(services: Services, tenantId: string) {
  const repo = applicantsRepo(services.db.forTenant(tenantId), tenantId)
  return {
    async list(limit: number, cursor: string | undefined, skill?: string) {
      const rows = await repo.list(limit + 1, decodeCursor(cursor), skill)
      const page = rows.slice(0, limit)
      const last = page.at(-1)
      const items: ApplicantListItem[] = page.map((r) => ({
        id: r.id,
        name: r.name,
        filename: r.filename ?? null,
        tagline: r.tagline,
        createdAt: r.createdAt,
        applicationsCount: r.applicationsCount,
        openToAll: r.matchingOption === 'ALL',
        processingState: r.processingState,
        client: r.clientId && r.clientName !== null ? { id: r.clientId, name: r.clientName } : null,
      }))
      return { items, nextCursor: rows.length > limit && last ? encodeCursor(last.createdAt, last.id) : null }
    },

    /** Bulk client assignment: agencies only; applicants not found come back as refused. */
    async setClient(ids: string[], clientId: string | null) {
      if (clientId) {
        await requireAgency(services, tenantId)
        if (!(await clientsRepo(services.db.forTenant(tenantId), tenantId).exists(clientId)))
          throw new AppError('CLIENT_NOT_FOUND')
      }
      const updated = await repo.setClient([...new Set(ids)], clientId)
      return {
        updated,
        refused: ids.filter((id) => !updated.includes(id)).map((id) => ({ id, code: 'APPLICANT_NOT_FOUND' })),
      }
    },

    async get(id: string): Promise<ApplicantDetail> {
      const found = await repo.get(id)
      if (!found) throw new AppError('APPLICANT_NOT_FOUND')
      const { applicant: a, document: d } = found
      // Not processed yet: no profile. Stored but broken: logged and refused, never shown as empty.
      const profile =
        a.profile == null
          ? null
          : parseStored(StoredApplicantProfileSchema, a.profile, { table: 'applicants', id: a.id })
      return {
        id: a.id,
        name: a.name,
        tagline: a.tagline,
        summary: a.summary,
        hardSkills: a.hardSkills,
        softSkills: a.softSkills,
        matchingOption: a.matchingOption,
        processingState: a.processingState,
        createdAt: a.createdAt,
        updatedAt: a.updatedAt,
        profile,
        document: d ? { id: d.id, filename: d.filename, contentType: d.contentType, sizeBytes: d.sizeBytes } : null,
        parsedBy:
          a.parsedByModel && a.parsedByPromptVersion
            ? { model: a.parsedByModel, promptVersion: a.parsedByPromptVersion }
            : null,
      }
    },

    /** The stored original (and its format) of an applicant's CV. */
    async document(id: string) {
      const found = await repo.get(id)
      if (!found?.document) throw new AppError('APPLICANT_NOT_FOUND')
      const object = await services.blobs.get(found.document.storageKey)
      if (!object) throw new AppError('DOCUMENT_NOT_FOUND')
      return { document: found.document, object }
    },

    async text(id: string) {
      const found = await repo.get(id)
      if (!found?.document) throw new AppError('APPLICANT_NOT_FOUND')
      const object = await services.blobs.get(`${found.document.storageKey}.txt`)
      return { text: object ? await object.text() : '' }
    },

    /**
     * Edit CV: columns and profile fields, applied to the row as read (ADR 0031). A change that lands in
     * between is not overwritten: the edit answers 409 CONFLICT and the SPA reloads the applicant.
     */
    async update(id: string, fields: ApplicantEdit, userId: string | null): Promise<ApplicantDetail> {
      const found = await repo.get(id)
      if (!found) throw new AppError('APPLICANT_NOT_FOUND')
      const a = found.applicant
      const at = Math.max(services.now(), a.updatedAt + 1)
      const { matchingOption, ...cv } = fields
      const cvEdit = Object.values(cv).some((v) => v !== undefined)
      const edited = cvEdit ? applyEdit(a, cv, { userId, at }) : null
      const row = await repo.updateFields(
        id,
        {
          ...(matchingOption ? { matchingOption } : {}),
          ...(edited ? { ...edited.columns, profile: edited.profile } : {}),
        },
        at,
        a.updatedAt,
      )
      if (!row) throw (await repo.exists(id)) ? new AppError('CONFLICT') : new AppError('APPLICANT_NOT_FOUND')
      // Before the route queues matching, so the run loads the new prepared CV.
      if (row.processingState === 'PROCESSED' && edited) {
        await repo.setPreparedCv(id, storedCvOf(row), row.updatedAt)
      }
      return this.get(id)
    },

    async delete(ids: string[]) {
      const deleted = await repo.softDelete(ids, services.now())
      return { deleted: deleted.length }
    },
  }
}
