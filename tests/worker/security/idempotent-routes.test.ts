import { describe, expect, it } from 'vitest'
import { routeTable } from './route-table'

/**
 * Writes that do not take an Idempotency-Key, each with the reason (issue 19, ADR 0018). Every other
 * POST/PUT must carry `idempotent()`: a new route joins the check without anyone editing this file, and
 * fails it until it is tagged or listed here with its reason.
 */
const NOT_IDEMPOTENT: Record<string, string> = {
  // Signing in, out and proving tokens: a session per sign-in is intended, and the answers carry
  // cookies or challenge tokens that the ledger must never keep.
  'POST /api/access/login': 'signs in: not a create; the answer sets the session cookie',
  'POST /api/access/login/tfa': 'signs in: not a create; the answer sets the session cookie',
  'POST /api/access/onboarding/verify-registration-session': 'checks a token: creates nothing',
  'POST /api/access/onboarding/store-password':
    'stores the password on the pending registration: a repeat overwrites it',
  'POST /api/access/validate-reset-code': 'checks a token: creates nothing',
  'POST /api/access/reset-password': 'single-use token: a repeat is refused by the token itself',
  'POST /api/access/sign-in-link/verify': 'signs in with a single-use token: the answer sets the session cookie',
  'POST /api/access/invite-info': 'reads an invite: creates nothing',
  'POST /api/access/start-first-user':
    'answers the registration token in its body, which the ledger would keep in plain text; a repeat only issues another token for the same email on an empty platform',
  'POST /api/access/forgot-password': 'mails a reset link; answers the same for every address (timing included)',
  'POST /api/access/sign-in-link': 'mails a sign-in link; answers the same for every address (timing included)',
  'POST /api/auth/_log': "the sign-in client's log line: creates nothing",
  'POST /api/auth/session': 'switches the organization of the session: not a create',
  'POST /api/auth/signout': 'not a create',
  'POST /api/auth/signin/:provider': 'starts a provider redirect: state lives in a cookie, nothing is created twice',
  'POST /api/auth/callback/:provider': 'single-use state and code: a repeat is refused by the provider flow',
  'POST /api/external-account/get-url': 'starts a provider redirect: state lives in a cookie, nothing is created',
  'DELETE /api/external-account/unlink': 'delete: a repeat answers MAIL_ACCOUNT_NOT_FOUND',
  'POST /api/external-account/sync':
    'queues a sync, creates nothing: a repeat within a minute is refused (429 MAIL_SYNC_TOO_SOON), and a sync holds a lease',
  'POST /api/external-account/mark-as-processed': 'update',
  'POST /api/external-account/unmark-as-processed': 'update',
  // Updates: setting a value twice leaves the same state.
  'POST /api/my-profile/name': 'update',
  'POST /api/my-profile/password': 'update',
  'POST /api/my-profile/2fa/initiate':
    'answers a TOTP secret, which the ledger would keep in plain text; a repeat replaces the pending secret',
  'POST /api/my-profile/2fa/complete': 'update (confirms the pending secret)',
  'POST /api/my-profile/2fa/disable': 'update',
  'POST /api/my-profile/update-contact': 'update',
  'POST /api/my-profile/upload-picture': 'replaces the one picture',
  'POST /api/my-profile/change-email': 'mails a confirmation link for a change of the one email address',
  'POST /api/my-profile/set-email': 'single-use token: a repeat is refused by the token itself',
  'POST /api/my-profile/unlink-credential': 'delete',
  'POST /api/admin/users/update-permissions': 'update',
  'POST /api/admin/users/:id/disable-tfa': 'update',
  'POST /api/admin/users/:id/delete': 'delete',
  'POST /api/admin/queue/recover/failed':
    're-queues what is FAILED: a repeat finds those tasks RECOVERING and leaves them (ADR 0021)',
  'POST /api/admin/queue/:id/recover': 'update (FAILED → RECOVERING): a repeat is refused while the task is queued',
  'POST /api/admin/queue/:id/rerun': 'update (FAILED → RECOVERING): a repeat is refused while the task is queued',
  'POST /api/admin/queue/:id/remove': 'delete',
  'POST /api/admin/search/reindex/:organizationId':
    'starts a rebuild only when none is under way: a repeat answers the running one',
  'POST /api/admin/tenants/:id/update': 'update',
  'PUT /api/admin/billing/plans/:id': 'update (replaces the whole plan)',
  'DELETE /api/admin/billing/plans/:id': 'delete (a plan in use is deactivated, once)',
  'POST /api/admin/tenants/:id/leave': 'delete (of the admin own membership); leaving twice leaves once',
  'POST /api/admin/tenants/:id/delete': 'delete',
  'PUT /api/applicants/upload/:id': 'PUT: the same bytes to the same announced document (RFC 9110 idempotent)',
  'POST /api/applicants/delete': 'delete',
  'POST /api/applicants/batch-subscribe': 'reads upload states: creates nothing',
  'POST /api/applicants/:id/update': 'update',
  'POST /api/applicants/:id/delete': 'delete',
  'POST /api/applicants/:id/duplicates/keep': 'update (OPEN → KEPT): a repeat finds no open flag (404)',
  'POST /api/applicants/:id/duplicates/merge':
    'update and delete (folds one applicant into another): a repeat finds the folded one deleted (404)',
  'POST /api/applicants/fit-report/message': 'composes a message text: stores nothing, sends nothing',
  'POST /api/applicants/:id/delete-job': 'delete (unassign)',
  'POST /api/jobs/delete': 'delete',
  'POST /api/jobs/client': 'update',
  'POST /api/applicants/client': 'update (sets the client of the given applicants)',
  'POST /api/clients/draft': 'drafts the wizard fields from text or a document: stores nothing',
  'POST /api/clients/:id/update': 'update',
  'POST /api/clients/:id/delete': 'delete',
  'POST /api/jobs/status': 'update (a repeated transition to the same status is refused, not doubled)',
  'POST /api/jobs/upload-url': 'reads a job-description document and proposes fields: stores nothing',
  'POST /api/jobs/:id/update': 'update',
  'POST /api/jobs/:id/delete': 'delete',
  'POST /api/jobs/:id/client': 'update',
  'POST /api/jobs/:id/skill-weight': 'update',
  'POST /api/jobs/:id/status': 'update (a repeated transition to the same status is refused, not doubled)',
  'POST /api/jobs/:id/add-recruiter': 'adds a link that exists once (ON CONFLICT DO NOTHING): a repeat changes nothing',
  'POST /api/jobs/:id/delete-recruiter': 'delete',
  'POST /api/jobs/:id/bulk-assign-unassign-applicant': 'sets assignments to the given state: a repeat changes nothing',
  'POST /api/tenant/skill-weight': 'update',
  'POST /api/tenant/update-info': 'update',
  'POST /api/tenant/matching-scores': 'update',
  'POST /api/tenant/language': 'update',
  'POST /api/tenant/upload-logo': 'replaces the one logo',
  'POST /api/tenant/remove-logo': 'delete',
  'POST /api/tenant/change-owner': 'update (the owner moves once; a repeat by the old owner is refused)',
  'POST /api/team/cancel-invite': 'update (a cancelled invitation stays cancelled)',
  'POST /api/billing/subscription-urls': "read: the provider's links to manage the subscription",
  'POST /api/billing/cancel-subscription': 'update (a cancelled subscription stays cancelled)',
  'POST /api/billing/resume-subscription': 'update (a resumed subscription stays resumed)',
  'POST /api/billing/change-plan': 'update of the current subscription (the same seats or plan again change nothing)',
  'POST /api/billing/webhooks/stripe':
    "Stripe's deliveries carry no key: each event applies once by its id (billing_webhook_events, ADR 0038)",
  'POST /api/billing/local-checkout/:id/complete': 'update (a checkout completes once; a repeat answers the details)',
  'POST /api/team/remove-user': 'delete',
  'POST /api/team/update-user-permissions': 'update',
  'POST /api/upload-status/retry':
    "re-queues an existing document under its version's queue key: the consumer's ledger drops a repeat",
  'POST /api/upload-status/interrupted':
    'update (AWAITING_UPLOAD → FAILED, interrupted): a repeat finds the documents failed and changes nothing',
  'POST /api/upload-status/remove': 'delete',
  'POST /api/upload-status/remove-all': 'delete',
  'POST /api/search/autocomplete': 'reads the search index: creates nothing',
  'POST /api/search/job-autocomplete': 'reads the search index: creates nothing',
  'POST /api/search/applicant-autocomplete': 'reads the search index: creates nothing',
  'POST /api/comments/:id/update': 'update',
  'POST /api/comments/:id/delete': 'delete',
  'POST /api/notifications/read-all': 'update (sets read_at on unread ones): a repeat changes nothing',
  'POST /api/notifications/:id/read': 'update: a repeat changes nothing',
  'POST /api/notifications/:id/delete': 'delete',
  'POST /api/admin/ai-model/:id/update': 'update',
  'POST /api/admin/ai-prompt/:id/update': 'update',
  'POST /api/ai-model/:id/update': 'update',
  'POST /api/ai-model/:id/set-to-default': 'update',
  'POST /api/ai-prompt/:id/update': 'update',
  'POST /api/ai-prompt/:id/set-to-default': 'update',
  'POST /api/chats/for-applicant/:applicantId':
    "opens the applicant's one chat (unique per applicant): a repeat answers the same chat",
  'POST /api/chats/for-job/:jobId': "opens the job's one chat (unique per job): a repeat answers the same chat",
  'POST /api/chats/last-read-message': 'update (the marker only moves forward)',
  'POST /api/chats/:id/add-members': 'adds members (someone already in stays in once): a repeat changes nothing',
  'POST /api/chats/:id/update-message': 'update',
  'POST /api/chats/:id/delete-message': 'delete',
  'POST /api/apps/:id/install': 'update (installs the app; a repeat leaves it installed)',
  'POST /api/apps/:id/status': 'update',
  'POST /api/apps/:appId/api-keys':
    'answers the new API token, which the ledger would keep in plain text (ADR 0035); a repeat makes a second key that can be deleted',
  'DELETE /api/apps/:appId/api-keys/:apiKeyId': 'delete',
  'POST /api/webhooks':
    'answers the signing secret, which the ledger would keep in plain text (ADR 0037); a repeat makes a second endpoint that can be deleted',
  'PUT /api/webhooks/:id': 'update',
  'DELETE /api/webhooks/:id': 'delete',
  'POST /api/v1/jobs/:id/open': 'update (a repeated transition to the same status is refused, not doubled)',
  'POST /api/v1/jobs/:id/close': 'update (a repeated transition to the same status is refused, not doubled)',
  'DELETE /api/v1/applicants/:id': 'delete',
  'POST /api/jobs/bench/synthetic': 'local and test mode only: the benchmark seeds data on purpose',
  'POST /api/jobs/bench/match-applicant': 'local and test mode only: a benchmark measurement',
  'POST /api/search/bench/synthetic': 'local and test mode only: the benchmark seeds data on purpose',
  'POST /api/jobs/bench/dashboard-setup': 'local and test mode only: the dashboard benchmark seeds data on purpose',
  'POST /api/dev/faults/cv-storage': 'local and test mode only: sets a fault switch on or off',
}

const writes = routeTable().filter((r) => r.method !== 'GET')

describe('Idempotency-Key on every create route', () => {
  it('reads the tag from the route table', () => {
    expect(writes.find((r) => r.key === 'POST /api/jobs')?.idempotent).toBe(true)
    expect(writes.find((r) => r.key === 'POST /api/jobs/:id/update')?.idempotent).toBe(false)
  })

  it.each(writes.map((r) => [r.key, r] as const))('%s takes an Idempotency-Key or says why not', (key, route) => {
    if (route.idempotent) expect(NOT_IDEMPOTENT[key], `${key} is tagged and listed as an exception`).toBeUndefined()
    else expect(NOT_IDEMPOTENT[key], `${key} creates? tag it with idempotent() or list it here`).toBeDefined()
  })

  it('lists only routes that exist', () => {
    const keys = new Set(writes.map((r) => r.key))
    expect(Object.keys(NOT_IDEMPOTENT).filter((k) => !keys.has(k))).toEqual([])
  })
})
