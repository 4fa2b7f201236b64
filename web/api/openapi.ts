import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { request } from './client'

const ParameterSchema = z.object({ name: z.string(), in: z.string(), required: z.boolean().optional() })
const OperationSchema = z.object({
  operationId: z.string(),
  summary: z.string(),
  'x-scopes': z.array(z.string()),
  parameters: z.array(ParameterSchema),
  requestBody: z.object({ content: z.record(z.string(), z.unknown()) }).optional(),
  responses: z.record(z.string(), z.object({ description: z.string() })),
})
/** The parts of the OpenAPI document the reference page shows. */
export const OpenApiDocumentSchema = z.object({
  openapi: z.string(),
  info: z.object({ title: z.string(), version: z.string(), description: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), OperationSchema)),
})
export type OpenApiDocument = z.infer<typeof OpenApiDocumentSchema>

export const OPENAPI_URL = '/api/v1/openapi.json'

/** GET /api/v1/openapi.json: the public API's description (no credentials needed). */
export const openApiQuery = () =>
  queryOptions({
    queryKey: ['openapi'] as const,
    queryFn: async ({ signal }) => OpenApiDocumentSchema.parse(await (await request(OPENAPI_URL, { signal })).json()),
    staleTime: 5 * 60_000,
  })
