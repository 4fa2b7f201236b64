import { env } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import {
  aiModels,
  aiPrompts,
  apiKeys,
  applicants,
  apps,
  chatMembers,
  chatMessages,
  chats,
  checkoutSessions,
  clients,
  comments,
  documents,
  emailAttachments,
  emails,
  invites,
  jobApplicants,
  jobRecruiters,
  mailAccounts,
  matches,
  notifications,
  organizations,
  subscriptionPlans,
  uploadStatusItems,
  webhookDeliveries,
  webhookEndpoints,
} from '../../../db/schema'
import { API_SCOPES } from '../../../worker/contracts/integrations'
import type { OrganizationPermission } from '../../../worker/contracts/permissions'
import { loadConfig } from '../../../worker/env'
import { newApiToken } from '../../../worker/integrations/api-token'
import { encryptSecret } from '../../../worker/lib/encryption'
import { newId } from '../../../worker/lib/ids'
import { withIntegrationsPlan } from '../integrations/support'
import { createApplicant, createJob, createOrganization, createUser, db } from '../support/factories'
import { call, type Session, signIn } from '../support/http'

/** The kinds of id a route can take; each tenant owns one of each. */
export const ENTITIES = [
  'applicant',
  'job',
  'document',
  'client',
  'user',
  'organization',
  'upload',
  'aiModel',
  'aiPrompt',
  'member',
  'invite',
  'chat',
  'message',
  'notification',
  'comment',
  'app',
  'apiKey',
  'checkout',
  'webhook',
  'delivery',
  'email',
  'attachment',
] as const
export type Entity = (typeof ENTITIES)[number]

export interface Tenant {
  organizationId: string
  /** A member with every organization permission (the preset admin), signed in. */
  admin: { id: string; session: Session }
  /** A key of an app the admin created with every API scope (/api/v1 routes). */
  apiKey: string
  ids: Record<Entity, string>
}

/**
 * An organization that owns one of everything an id in a route can point at: an applicant with its CV
 * document and upload-status item, a job with a requirement, a recruiter and an assigned applicant, a
 * match row, a client, an AI model and prompt override, a second member and a pending invitation; the
 * admin owns the organization. Written straight to D1
 * (the APIs are what the sweep tests).
 */
export async function createTenant(label: string): Promise<Tenant> {
  // An agency: clients routes answer only agencies, so the sweep reaches their id checks.
  const org = await createOrganization({
    name: `Sweep ${label}`,
    address: 'Hauptstraße 1, Berlin',
    info: 'Sweep',
    isAgency: true,
  })
  const admin = await createUser({ memberOf: [{ organizationId: org.id }] })
  const member = await createUser({ memberOf: [{ organizationId: org.id, permissions: ['APPLICANT_READ'] }] })
  const tenantId = org.id
  const now = Date.now()
  // The admin owns the organization, so owner-only routes (change-owner) reach their id checks.
  await db().update(organizations).set({ ownerId: admin.id }).where(eq(organizations.id, tenantId))
  const inviteId = newId()
  await db()
    .insert(invites)
    .values({
      id: inviteId,
      tenantId,
      email: `invitee-${inviteId.slice(-8)}@sweep.example`,
      permissions: ['APPLICANT_READ'],
      invitedBy: admin.id,
      tokenHash: `sweep-${inviteId}`,
      expiresAt: now + 86_400_000,
      createdAt: now,
    })

  const clientId = newId()
  await db()
    .insert(clients)
    .values({ id: clientId, tenantId, name: `Client of ${label}` })
  const job = await createJob(tenantId, {
    clientId,
    requirements: [{ attribute: 'skills', operator: 'EQUALS', value: 'Python' }],
  })
  const applicant = await createApplicant(tenantId, { title: 'Data Engineer', hardSkills: ['Python'] })
  const documentId = newId()
  await db()
    .insert(documents)
    .values({
      id: documentId,
      tenantId,
      kind: 'CV',
      filename: 'cv.pdf',
      contentType: 'application/pdf',
      sizeBytes: 1024,
      storageKey: `tenants/${tenantId}/documents/${documentId}`,
      applicantId: applicant.id,
      uploadedBy: admin.id,
      status: 'PROCESSED',
      createdAt: now,
    })
  await db().update(applicants).set({ documentId }).where(eq(applicants.id, applicant.id))
  await db()
    .insert(uploadStatusItems)
    .values({ id: newId(), tenantId, userId: admin.id, documentId, filename: 'cv.pdf', type: 'CV', status: 'SUCCESS' })
  await db().insert(jobRecruiters).values({ id: newId(), tenantId, jobId: job.id, userId: member.id })
  await db()
    .insert(jobApplicants)
    .values({ id: newId(), tenantId, jobId: job.id, applicantId: applicant.id, assignedBy: admin.id })
  await db().insert(matches).values({
    tenantId,
    jobId: job.id,
    applicantId: applicant.id,
    score: 50,
    areas: {},
    evidence: {},
    model: 'embedded',
    promptVersion: 'test',
    computedAt: now,
  })
  const aiModelId = newId()
  await db()
    .insert(aiModels)
    .values({ id: aiModelId, tenantId, purpose: 'parse_cv', provider: 'embedded', modelName: 'embedded' })
  const aiPromptId = newId()
  await db()
    .insert(aiPrompts)
    .values({ id: aiPromptId, tenantId, purpose: 'parse_cv', template: `The parse prompt of ${label}, long enough.` })

  // A team chat of the admin with one message: the chat routes' ids.
  const chatId = newId()
  const messageId = newId()
  await db()
    .insert(chats)
    .values({ id: chatId, tenantId, name: `Chat of ${label}`, createdBy: admin.id })
  await db().insert(chatMembers).values({ id: newId(), tenantId, chatId, userId: admin.id })
  await db()
    .insert(chatMessages)
    .values({ id: messageId, tenantId, chatId, authorId: admin.id, seq: 1, version: 1, text: `Message of ${label}` })
  // A mention of the admin by the second member: the admin's own notification.
  const notificationId = newId()
  await db()
    .insert(notifications)
    .values({
      id: notificationId,
      tenantId,
      userId: admin.id,
      kind: 'MENTION',
      actorId: member.id,
      subjectKind: 'applicant',
      subjectId: applicant.id,
      title: 'Data Engineer',
      excerpt: `@admin of ${label}`,
    })

  const commentId = newId()
  await db()
    .insert(comments)
    .values({
      id: commentId,
      tenantId,
      contentKind: 'APPLICANT',
      contentId: applicant.id,
      authorId: admin.id,
      text: `A comment of ${label}`,
    })

  // A custom app of the admin with every API scope, and one key of it; a plan that lets it be used.
  const { appId, apiKeyId, token } = await createApiKey(tenantId, admin.id, API_SCOPES, label)
  await withIntegrationsPlan(tenantId)
  // A webhook endpoint with one logged delivery (the address only ever receives a replay's attempt).
  const webhookId = newId()
  await db()
    .insert(webhookEndpoints)
    .values({
      id: webhookId,
      tenantId,
      url: 'https://receiver.example/hooks',
      events: ['applicant.processed'],
      secretEncrypted: await encryptSecret(loadConfig(env), 'whsec_sweep'),
      secretExcerpt: 'whsec_…weep',
      createdBy: admin.id,
    })
  const deliveryId = newId()
  await db()
    .insert(webhookDeliveries)
    .values({
      id: deliveryId,
      tenantId,
      endpointId: webhookId,
      eventId: `evt_${label}`,
      eventType: 'applicant.processed',
      body: '{}',
      status: 'SUCCEEDED',
      attempts: 1,
      responseStatus: 200,
    })

  const session = await signIn(admin.email, admin.password)
  // A checkout of the local billing provider, still open.
  const planId = newId()
  await db()
    .insert(subscriptionPlans)
    .values({ id: planId, name: 'standard', displayName: `Sweep ${label}`, planType: 'PER_SEAT' })
  const checkoutId = newId()
  await db()
    .insert(checkoutSessions)
    .values({
      id: checkoutId,
      tenantId,
      planId,
      seats: 2,
      provider: 'local',
      createdBy: admin.id,
      expiresAt: now + 3_600_000,
    })
  // A connected mailbox of the admin with one synced mail and its attachment (the inbox, ADR 0040).
  const accountId = newId()
  await db()
    .insert(mailAccounts)
    .values({
      id: accountId,
      tenantId,
      userId: admin.id,
      provider: 'GOOGLE',
      email: `${label}@mail.example`,
      connectedAt: now,
    })
  const emailId = newId()
  await db()
    .insert(emails)
    .values({
      id: emailId,
      tenantId,
      accountId,
      providerMessageId: `msg-${label}`,
      fromAddress: 'sender@example.com',
      subject: `Application for ${label}`,
      receivedAt: now,
      content: '<p>CV attached</p>',
    })
  const attachmentId = newId()
  await db()
    .insert(emailAttachments)
    .values({
      id: attachmentId,
      tenantId,
      emailId,
      filename: 'cv.pdf',
      contentType: 'application/pdf',
      sizeBytes: 1000,
      providerAttachmentId: `att-${label}`,
    })
  // The platform's default AI rows are written on first use: do it now, not during a swept call.
  await call('/api/ai-model', { session })
  await call('/api/ai-prompt', { session })
  return {
    organizationId: tenantId,
    admin: { id: admin.id, session },
    apiKey: token,
    ids: {
      applicant: applicant.id,
      job: job.id,
      document: documentId,
      client: clientId,
      user: member.id,
      organization: tenantId,
      upload: documentId,
      aiModel: aiModelId,
      aiPrompt: aiPromptId,
      member: member.id,
      invite: inviteId,
      chat: chatId,
      message: messageId,
      notification: notificationId,
      comment: commentId,
      app: appId,
      apiKey: apiKeyId,
      checkout: checkoutId,
      webhook: webhookId,
      delivery: deliveryId,
      email: emailId,
      attachment: attachmentId,
    },
  }
}

/** An app of `createdBy` in the tenant with `scopes`, and a key of it, written straight to D1. */
export async function createApiKey(
  tenantId: string,
  createdBy: string,
  scopes: readonly OrganizationPermission[],
  label = 'test',
) {
  const appId = newId()
  await db()
    .insert(apps)
    .values({ id: appId, tenantId, name: `App of ${label}`, permissions: [...scopes], createdBy, installed: true })
  const token = await newApiToken()
  const apiKeyId = newId()
  await db()
    .insert(apiKeys)
    .values({
      id: apiKeyId,
      tenantId,
      appId,
      name: `Key of ${label}`,
      tokenHash: token.hash,
      tokenExcerpt: token.excerpt,
      createdBy,
    })
  return { appId, apiKeyId, token: token.token }
}
