import type { z } from 'zod'
import type { Services } from '../context'
import type {
  Client,
  ClientDraft,
  ClientFieldsSchema,
  ClientListItem,
  DraftClientRequestSchema,
} from '../contracts/clients'
import { DocumentError, extractText } from '../engine/documents'
import { jobsService } from '../jobs/jobs.service'
import { AppError } from '../lib/app-error'
import { newId } from '../lib/ids'
import { aiProviderFor } from '../providers/ai'
import { requireAgency } from './agency'
import { clientsRepo } from './clients.repo'

type Fields = z.output<typeof ClientFieldsSchema>
type DraftInput = z.output<typeof DraftClientRequestSchema>

const LIST_LIMIT = 1000
const notFound = () => new AppError('CLIENT_NOT_FOUND')

function fromBase64(text: string): Uint8Array {
  try {
    const binary = atob(text)
    const bytes = new Uint8Array(binary.length)
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
    return bytes
  } catch {
    throw new AppError('CLIENT_DOCUMENT_UNREADABLE')
  }
}

/** A client document's text, read with the CV upload's safety rules (engine/documents: sniffing, caps, zip checks). */
async function documentText(file: { filename: string; contentBase64: string }, services: Services): Promise<string> {
  try {
    const { text } = await extractText(fromBase64(file.contentBase64), {
      filename: file.filename,
      ocr: services.ai.ocr,
    })
    return text
  } catch (err) {
    if (err instanceof DocumentError)
      throw new AppError('CLIENT_DOCUMENT_UNREADABLE', [{ path: 'file', message: err.reason }])
    throw err
  }
}

/** The clients of an agency organization (spec §7 Clients) and the AI information wizard's draft. */
export function clientsService(services: Services, tenantId: string) {
  const repo = clientsRepo(services.db.forTenant(tenantId), tenantId)
  const agency = () => requireAgency(services, tenantId)

  return {
    async all() {
      await agency()
      return repo.all()
    },

    async list(search: string | undefined): Promise<{ items: ClientListItem[] }> {
      await agency()
      return { items: await repo.list(search, LIST_LIMIT) }
    },

    async get(id: string): Promise<Client> {
      await agency()
      const client = await repo.get(id)
      if (!client) throw notFound()
      return toClient(client)
    },

    async create(fields: Fields): Promise<Client> {
      await agency()
      const id = newId(services.now())
      await repo.insert(id, fields, services.now())
      return this.get(id)
    },

    async update(id: string, fields: Fields): Promise<Client> {
      await agency()
      if (!(await repo.update(id, fields, services.now()))) throw notFound()
      // Its culture and hire type decide its jobs' culture fit.
      await jobsService(services, tenantId).refreshCulture(await repo.jobIds(id))
      return this.get(id)
    },

    async delete(id: string) {
      await agency()
      const cleared = await repo.delete(id, services.now())
      if (cleared === null) throw notFound()
      await jobsService(services, tenantId).refreshCulture(cleared)
      return { deleted: true as const, jobsCleared: cleared.length }
    },

    /**
     * The wizard's draft: pasted text and/or an uploaded document, read by the organization's AI model
     * for client information (AI models / AI prompts, purpose client_info), else the embedded engine.
     * Nothing is stored: the recruiter reviews every field and saves.
     */
    async draft(input: DraftInput): Promise<ClientDraft> {
      await agency()
      const parts = [input.text?.trim() ?? '']
      if (input.file) parts.push(await documentText(input.file, services))
      const text = parts.filter(Boolean).join('\n\n')
      if (!text.trim()) throw new AppError('CLIENT_DOCUMENT_UNREADABLE')
      const ai = await aiProviderFor(services, tenantId, 'client_info')
      const result = await ai.draftClientInfo({ name: input.name, text })
      return {
        ...result.value,
        model: result.model,
        promptVersion: result.promptVersion,
        ...(result.fallbackReason ? { fallbackReason: result.fallbackReason } : {}),
      }
    },
  }
}

function toClient(row: NonNullable<Awaited<ReturnType<ReturnType<typeof clientsRepo>['get']>>>): Client {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    brandLanguage: row.brandLanguage,
    culture: row.culture,
    info: row.info,
    hireType: row.hireType,
    privacy: row.privacy,
    jobsCount: row.jobsCount,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }
}
