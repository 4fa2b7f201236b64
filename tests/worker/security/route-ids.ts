import type { ErrorCode } from '../../../worker/contracts/errors'
import { idSlotsOf } from './example-value'
import { isIdKey, pathParams, type RouteInfo } from './route-table'
import type { Entity } from './tenant-fixtures'

/** Where a route takes an id, and what the id names. */
export interface IdSlot {
  where: 'param' | 'json' | 'query'
  /** Key path inside the params, body or query. */
  path: string[]
  /** A list of ids (bulk routes) rather than one. */
  list: boolean
  entity: Entity
}

/** The code an unknown or foreign id of each entity answers with (never the router's NOT_FOUND). */
export const NOT_FOUND_CODE: Record<Entity, ErrorCode> = {
  applicant: 'APPLICANT_NOT_FOUND',
  job: 'JOB_POSITION_NOT_FOUND',
  document: 'DOCUMENT_NOT_FOUND',
  client: 'CLIENT_NOT_FOUND',
  user: 'USER_NOT_FOUND',
  organization: 'ORGANIZATION_NOT_FOUND',
  upload: 'UPLOAD_NOT_FOUND',
  aiModel: 'AI_SETTING_NOT_FOUND',
  aiPrompt: 'AI_SETTING_NOT_FOUND',
  member: 'MEMBER_NOT_FOUND',
  invite: 'INVITE_NOT_FOUND',
  chat: 'CHAT_NOT_FOUND',
  message: 'CHAT_MESSAGE_NOT_FOUND',
  notification: 'NOTIFICATION_NOT_FOUND',
  comment: 'COMMENT_NOT_FOUND',
  app: 'APP_NOT_FOUND',
  apiKey: 'API_KEY_NOT_FOUND',
  checkout: 'CHECKOUT_NOT_FOUND',
  webhook: 'WEBHOOK_NOT_FOUND',
  delivery: 'WEBHOOK_DELIVERY_NOT_FOUND',
  email: 'EMAIL_NOT_FOUND',
  attachment: 'ATTACHMENT_NOT_FOUND',
}

/** `applicantId` → applicant, `documentIds` → document, … */
const BY_NAME: Record<string, Entity> = {
  applicant: 'applicant',
  job: 'job',
  document: 'document',
  client: 'client',
  user: 'user',
  organization: 'organization',
  chat: 'chat',
  message: 'message',
  app: 'app',
  apiKey: 'apiKey',
  delivery: 'delivery',
  email: 'email',
  attachment: 'attachment',
}

/** A bare `id` / `ids` names the entity of the route's prefix (most specific prefix first). */
const BY_PREFIX: [string, Entity][] = [
  ['/api/applicants/upload/', 'document'],
  ['/api/v1/documents/', 'document'],
  ['/api/v1/applicants', 'applicant'],
  ['/api/v1/jobs', 'job'],
  ['/api/v1/clients', 'client'],
  ['/api/applicants', 'applicant'],
  ['/api/jobs', 'job'],
  ['/api/chats', 'chat'],
  ['/api/dev/chat-rooms', 'chat'],
  ['/api/clients', 'client'],
  ['/api/ai-model/', 'aiModel'],
  ['/api/ai-prompt/', 'aiPrompt'],
  ['/api/notifications/', 'notification'],
  ['/api/comments/', 'comment'],
  ['/api/apps/', 'app'],
  ['/api/webhooks/', 'webhook'],
  ['/api/billing/local-checkout/', 'checkout'],
]

/** Keys whose entity depends on the route: the upload panel's document ids name uploads, the team's ids members. */
const KEY_UNDER_PREFIX: [string, string, Entity][] = [
  ['/api/upload-status/', 'documentId', 'upload'],
  // The team's user ids name members of the current organization (their own 404).
  ['/api/team/', 'userId', 'member'],
  ['/api/tenant/change-owner', 'userId', 'member'],
  ['/api/team/member/', 'id', 'member'],
  ['/api/team/cancel-invite', 'id', 'invite'],
  // A team chat's chosen members are users of the organization (USER_NOT_FOUND).
  ['/api/chats/', 'memberIds', 'user'],
  // A likely duplicate's merge or keep names the existing applicant it resembles.
  ['/api/applicants/', 'existingId', 'applicant'],
]

/** Id lists whose key does not say so: the applicants a job assigns and unassigns in one call. */
const ID_LIST_KEYS: Record<string, Entity> = { assign: 'applicant', unassign: 'applicant' }

export const isIdField = (key: string) => isIdKey(key) || key in ID_LIST_KEYS

export function entityOf(key: string, path: string): Entity | undefined {
  for (const [prefix, k, entity] of KEY_UNDER_PREFIX) if (path.startsWith(prefix) && k === key) return entity
  if (key in ID_LIST_KEYS) return ID_LIST_KEYS[key]
  const stem = key.replace(/Ids?$/, '')
  if (stem !== key && stem in BY_NAME) return BY_NAME[stem]
  if (key === 'id' || key === 'ids') return BY_PREFIX.find(([prefix]) => path.startsWith(prefix))?.[1]
  return undefined
}

/** The id slots of a route, or the keys it could not map (the sweep fails on those). */
export function idSlotsOfRoute(route: RouteInfo): { slots: IdSlot[]; unmapped: string[] } {
  const slots: IdSlot[] = []
  const unmapped: string[] = []
  const add = (where: IdSlot['where'], path: string[], list: boolean) => {
    const key = path[path.length - 1] as string
    const entity = entityOf(key, route.path)
    if (entity) slots.push({ where, path, list, entity })
    else unmapped.push(`${where} ${path.join('.')}`)
  }
  for (const name of pathParams(route.path).filter(isIdKey)) add('param', [name], false)
  for (const where of ['json', 'query'] as const) {
    const schema = route.schemas[where]
    if (schema) for (const s of idSlotsOf(schema, isIdField)) add(where, s.path, s.list)
  }
  return { slots, unmapped }
}
