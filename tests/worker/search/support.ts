import { env } from 'cloudflare:workers'
import { fitReports } from '../../../db/schema'
import { applicantsRepo } from '../../../worker/applicants/applicants.repo'
import { newId } from '../../../worker/lib/ids'
import { createServices } from '../../../worker/middleware/services'
import { searchIndexService } from '../../../worker/search/search-index.service'
import { createJob, db } from '../support/factories'

export const services = () => createServices(env)

/** A candidate written the way ingestion writes it (entity and search document in one batch). */
export async function indexedCandidate(tenantId: string, name: string, summary = 'Builds data pipelines') {
  const id = newId()
  const [first, ...rest] = applicantsRepo(db(), tenantId).writeStatements({
    id,
    name,
    tagline: 'Engineer',
    summary,
    hardSkills: ['Python'],
    softSkills: [],
    profile: {},
    preparedCv: null,
    documentId: id,
    authorId: null,
    parsedByModel: 'embedded',
    parsedByPromptVersion: 'test',
    at: Date.now(),
  })
  await db().batch([first!, ...rest])
  return id
}

/** A job and its search document (the factory writes D1 directly; POST /api/jobs writes both in one batch). */
export async function indexedJob(tenantId: string, title: string) {
  const job = await createJob(tenantId, { title })
  await jobDocument(tenantId, job.id, title, 'A job description')
  return job.id
}

async function jobDocument(tenantId: string, entityId: string, title: string, body: string) {
  const docType = 'job'
  await env.DB.prepare(
    `INSERT INTO search_documents (tenant_id, doc_type, entity_id, title, body, updated_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (tenant_id, doc_type, entity_id) DO UPDATE SET title = excluded.title, body = excluded.body`,
  )
    .bind(tenantId, docType, entityId, title, body, Date.now())
    .run()
}

/** A stored fit report and its assessment document, as POST /applicants/fit-report writes them. */
export async function indexedAssessment(
  tenantId: string,
  applicant: { id: string; name: string },
  job: { id: string; title: string },
  summary: string,
) {
  const now = Date.now()
  const content = {
    language: 'en_US',
    score: 70,
    knockout: false,
    summary,
    strengths: [],
    gaps: [],
    knockouts: [],
    questions: [],
    areas: [],
  }
  await db().insert(fitReports).values({
    id: newId(),
    tenantId,
    jobId: job.id,
    applicantId: applicant.id,
    language: 'en_US',
    content,
    model: 'embedded',
    promptVersion: 'test',
    createdAt: now,
  })
  await searchIndexService(services()).indexAssessment(tenantId, {
    applicantId: applicant.id,
    applicantName: applicant.name,
    jobId: job.id,
    jobTitle: job.title,
    summary,
    strengths: [],
    gaps: [],
    createdAt: now,
  })
}

export async function indexedClient(tenantId: string, name: string) {
  const id = newId()
  await env.DB.prepare('INSERT INTO clients (id, tenant_id, name) VALUES (?, ?, ?)').bind(id, tenantId, name).run()
  await searchIndexService(services()).indexClient(tenantId, {
    id,
    name,
    address: 'Hafenstraße 1',
    culture: null,
    info: null,
  })
  return id
}
