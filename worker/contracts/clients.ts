import { z } from 'zod'
import { CLIENT_PRIVACY, HIRE_TYPES } from './enums'

/** One client of the current organization as pickers show it (spec §7 Clients: GET /clients/all). */
export const ClientNameSchema = z.object({ id: z.string(), name: z.string(), hireType: z.enum(HIRE_TYPES).nullable() })
/** GET /clients/all: every client of the current organization, sorted by name. */
export const ClientsAllResponseSchema = z.array(ClientNameSchema)

export type ClientName = z.infer<typeof ClientNameSchema>

export const CLIENT_NAME_MAX = 200
export const CLIENT_ADDRESS_MAX = 1000
export const CLIENT_TEXT_MAX = 4000
export const CLIENT_INFO_MAX = 8000
/** Pasted text the wizard reads (website text, a brochure's text). */
export const CLIENT_SOURCE_TEXT_MAX = 100_000
/** A brochure's bytes, base64 (JSON bodies stop at 1 MiB, as for job-description uploads). */
export const CLIENT_SOURCE_FILE_MAX = 900_000

const atMost = (value: number) => ({ message: `Must be at most ${value} characters` })
/** Blank text is no value: stored as null. */
const optionalText = (max: number) =>
  z
    .string()
    .max(max, atMost(max))
    .nullable()
    .transform((v) => (v === null || v.trim() === '' ? null : v.trim()))

/** Spec §3 Client and §5: name required ('Name is required'); agencies choose hire type and privacy. */
export const ClientFieldsSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(CLIENT_NAME_MAX, atMost(CLIENT_NAME_MAX)),
  address: optionalText(CLIENT_ADDRESS_MAX).default(null),
  brandLanguage: optionalText(CLIENT_TEXT_MAX).default(null),
  culture: optionalText(CLIENT_TEXT_MAX).default(null),
  info: optionalText(CLIENT_INFO_MAX).default(null),
  hireType: z.enum(HIRE_TYPES).nullable().default(null),
  privacy: z.enum(CLIENT_PRIVACY).nullable().default(null),
})
/** POST /clients. */
export const CreateClientRequestSchema = ClientFieldsSchema.meta({
  examples: [{ name: 'Nordlicht Robotics', address: 'Hafenstraße 12, 20457 Hamburg', hireType: 'recruiting' }],
})
/** POST /clients/{id}/update: the reviewed fields, all of them (the wizard shows every field). */
export const UpdateClientRequestSchema = ClientFieldsSchema

export const ClientSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  brandLanguage: z.string().nullable(),
  culture: z.string().nullable(),
  info: z.string().nullable(),
  hireType: z.enum(HIRE_TYPES).nullable(),
  privacy: z.enum(CLIENT_PRIVACY).nullable(),
  /** Jobs of the organization with this client. */
  jobsCount: z.number(),
  createdAt: z.number(),
  updatedAt: z.number(),
})
export type Client = z.infer<typeof ClientSchema>

/** GET /clients?search=: the clients list, sorted by name. */
export const ClientListQuerySchema = z.object({ search: z.string().trim().max(200).optional() })
export const ClientListItemSchema = ClientSchema.pick({
  id: true,
  name: true,
  address: true,
  hireType: true,
  privacy: true,
  jobsCount: true,
  updatedAt: true,
})
export const ClientListResponseSchema = z.object({ items: z.array(ClientListItemSchema) })
export type ClientListItem = z.infer<typeof ClientListItemSchema>

/** POST /clients/{id}/delete: the client goes; its jobs and applicants stay, without a client. */
export const DeleteClientResponseSchema = z.object({ deleted: z.literal(true), jobsCleared: z.number() })

/**
 * POST /clients/draft: the AI information wizard. The name and pasted text, or an uploaded document
 * (website text saved as a file, a brochure PDF), which is read like a CV upload (engine/documents).
 */
export const DraftClientRequestSchema = z
  .object({
    name: ClientFieldsSchema.shape.name,
    text: z.string().max(CLIENT_SOURCE_TEXT_MAX, atMost(CLIENT_SOURCE_TEXT_MAX)).optional(),
    file: z
      .object({
        filename: z.string().trim().min(1).max(255),
        contentBase64: z.string().min(1).max(CLIENT_SOURCE_FILE_MAX),
      })
      .optional(),
  })
  .refine((b) => Boolean(b.text?.trim()) || Boolean(b.file), {
    message: 'Paste text or choose a file',
    path: ['text'],
  })
  .meta({ examples: [{ name: 'Nordlicht Robotics', text: 'Nordlicht Robotics builds warehouse robots in Hamburg.' }] })
export const ClientDraftSchema = z.object({
  address: z.string().nullable(),
  brandLanguage: z.string().nullable(),
  culture: z.string().nullable(),
  info: z.string().nullable(),
  /** Which model and prompt version drafted it; `fallbackReason` when a model failed and the embedded engine answered. */
  model: z.string(),
  promptVersion: z.string(),
  fallbackReason: z.string().optional(),
})
export type ClientDraft = z.infer<typeof ClientDraftSchema>

/** POST /applicants/client (bulk client assignment, spec §2 Applicants list): null removes the client. */
const Id = z.string().min(1).max(64)
export const BulkApplicantClientRequestSchema = z.object({ ids: z.array(Id).min(1).max(100), clientId: Id.nullable() })
