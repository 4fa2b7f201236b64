import { z } from 'zod'

/**
 * The one error shape of the API and its codes. The SPA shows `error_<code>` from its message
 * catalogue (en, de); `message` is the English text for API clients and logs.
 */
export const ERROR_CODES = {
  VALIDATION_FAILED: { status: 400, message: 'Validation failed' },
  BAD_REQUEST: { status: 400, message: 'The request is not valid' },
  UNAUTHENTICATED: { status: 401, message: 'Please sign in' },
  INVALID_CREDENTIALS: { status: 401, message: 'The password or email is incorrect!' },
  FORBIDDEN: { status: 403, message: 'You do not have permission to do this' },
  CSRF_FAILED: { status: 403, message: 'The request was refused because it did not come from this site' },
  ACCOUNT_SUSPENDED: { status: 403, message: 'Your account is suspended' },
  NO_ORGANIZATION: { status: 403, message: 'You are not a member of any organization' },
  ORGANIZATION_SUSPENDED: { status: 403, message: 'This organization is suspended' },
  WRONG_TFA_CODE: { status: 401, message: 'You entered the wrong one-time password!' },
  TFA_LOCKED: { status: 429, message: 'Too many wrong one-time passwords. Please wait a while and try again.' },
  WEAK_PASSWORD: { status: 400, message: 'Choose a stronger password' },
  WRONG_PASSWORD: { status: 400, message: 'The current password is not correct' },
  EMAIL_CONFIRMATION_INVALID: {
    status: 400,
    message: 'The email confirmation link is invalid or has expired. Please sign up again or log in.',
  },
  SIGN_IN_LINK_INVALID: { status: 400, message: 'The one-time sign-in link has expired or is invalid' },
  RESET_LINK_INVALID: { status: 400, message: 'The password reset link is invalid or has expired' },
  EMAIL_CHANGE_LINK_INVALID: {
    status: 400,
    message:
      'The email change link is invalid or has expired. Request a new link on the security page of your profile.',
  },
  INVITE_INVALID: { status: 400, message: 'The invitation is invalid or has expired' },
  CHALLENGE_EXPIRED: { status: 401, message: 'The sign-in took too long. Please sign in again.' },
  REGISTRATION_FAILED: { status: 400, message: 'Registration failed' },
  EMAIL_CHANGE_FAILED: { status: 400, message: 'The email could not be changed' },
  TFA_NOT_PENDING: { status: 409, message: 'The one-time password was not saved. Please start the setup again.' },
  OAUTH_PROVIDER_NOT_CONFIGURED: { status: 404, message: 'Service is not configured. Please contact support' },
  OAUTH_PROVIDER_ERROR: {
    status: 502,
    message: 'The sign-in provider reported an authentication error. Please try again or contact support.',
  },
  OAUTH_ACCOUNT_NOT_FOUND: { status: 404, message: 'No account was found for the email of this provider account' },
  OAUTH_LINK_REQUIRED: {
    status: 409,
    message: 'Sign in with your email and password once to link this provider account',
  },
  OAUTH_ALREADY_LINKED: { status: 409, message: 'This provider account is linked to another user' },
  LAST_CREDENTIAL: { status: 409, message: 'The credentials could not be unlinked: it is your last way to sign in' },
  PICTURE_INVALID: { status: 400, message: 'The profile picture could not be uploaded: use a JPEG or PNG image' },
  NOT_FOUND: { status: 404, message: 'Not found' },
  // A foreign id is indistinguishable from a missing one; each entity has its own code, so a client can
  // tell "no such applicant" from "no such route" (the router's NOT_FOUND).
  APPLICANT_NOT_FOUND: { status: 404, message: 'Applicant not found!' },
  JOB_POSITION_NOT_FOUND: { status: 404, message: 'Job position not found' },
  DOCUMENT_NOT_FOUND: { status: 404, message: 'Document not found' },
  CLIENT_NOT_FOUND: { status: 404, message: 'Client not found' },
  USER_NOT_FOUND: { status: 404, message: 'User not found' },
  MATCH_NOT_FOUND: { status: 404, message: 'Match not found' },
  AI_SETTING_NOT_FOUND: { status: 404, message: 'AI setting not found' },
  PLAN_NOT_FOUND: { status: 404, message: 'Billing plan not found' },
  // Plan limits at the moment of use (issue 17, spec §8 Billing): 402, the plan must be upgraded.
  PLAN_LIMIT_APPLICANTS_PERIOD: {
    status: 402,
    message: 'Your plan allows no more applicants in this billing period. Upgrade your plan to add or edit applicants.',
  },
  PLAN_LIMIT_APPLICANTS_TOTAL: {
    status: 402,
    message: 'Your plan has reached its total number of applicants. Upgrade your plan to add or edit applicants.',
  },
  PLAN_LIMIT_JOBS_PERIOD: {
    status: 402,
    message: 'Your plan allows no more jobs in this billing period. Upgrade your plan to add, edit or open jobs.',
  },
  PLAN_LIMIT_JOBS_TOTAL: {
    status: 402,
    message: 'Your plan has reached its total number of jobs. Upgrade your plan to add, edit or open jobs.',
  },
  // Plan features of integrations (issue 18, ADR 0037): apps, keys and webhooks need INTEGRATIONS,
  // keys and the public API API_ACCESS.
  PLAN_FEATURE_INTEGRATIONS: {
    status: 402,
    message: 'Your plan does not include integrations. Upgrade your plan to create apps, API keys and webhooks.',
  },
  PLAN_FEATURE_API_ACCESS: {
    status: 402,
    message: 'Your plan does not include API access. Upgrade your plan to use the API.',
  },
  PLAN_LIMIT_API_ACCESS_PERIOD: {
    status: 402,
    message: 'Your plan allows no more API requests in this billing period. Upgrade your plan to use the API.',
  },
  PLAN_LIMIT_API_ACCESS_TOTAL: {
    status: 402,
    message: 'Your plan has reached its total number of API requests. Upgrade your plan to use the API.',
  },
  MAX_SEATS_REACHED: { status: 402, message: 'max seats reached' },
  SUBSCRIPTION_CREATE_FAILED: { status: 409, message: 'Failed to create subscription' },
  SUBSCRIPTION_ALREADY_ACTIVE: {
    status: 409,
    message: 'The organization already has a subscription: change its plan or seats instead',
  },
  SUBSCRIPTION_NOT_FOUND: { status: 404, message: 'The organization has no active subscription' },
  SUBSCRIPTION_RESUME_FAILED: { status: 409, message: 'The subscription could not be resumed: it has ended' },
  CHECKOUT_NOT_FOUND: { status: 404, message: 'Checkout not found or expired' },
  WEBHOOK_SIGNATURE_INVALID: { status: 400, message: 'The webhook signature is missing, invalid or too old' },
  SEATS_NOT_ALLOWED: { status: 400, message: "The number of seats does not fit the plan's seat rule" },
  SEATS_BELOW_MEMBERS: {
    status: 409,
    message: 'The organization has more members and pending invitations than this number of seats',
  },
  ORGANIZATION_NOT_FOUND: { status: 404, message: 'Organization not found' },
  UPLOAD_NOT_FOUND: { status: 404, message: 'Upload not found' },
  CREDENTIAL_NOT_FOUND: { status: 404, message: 'Credential not found' },
  PICTURE_NOT_FOUND: { status: 404, message: 'Profile picture not found' },
  MAIL_NOT_FOUND: { status: 404, message: 'Mail not found' },
  FAILED_TASK_NOT_FOUND: { status: 404, message: 'Failed task not found' },
  NOTIFICATION_NOT_FOUND: { status: 404, message: 'Notification not found' },
  COMMENT_NOT_FOUND: { status: 404, message: 'Comment not found' },
  COMMENT_NOT_OWN: { status: 403, message: 'You can only change or delete your own comments' },
  FIT_REPORT_FAILED: {
    status: 409,
    message: 'Failed to generate candidate fit report: the applicant has not been processed yet',
  },
  // Jobs and matching (issue 5).
  ATTRIBUTE_WEIGHTS_UPDATE_FAILED: { status: 400, message: 'Failed to update attribute weights!' },
  JOB_STATUS_TRANSITION_REFUSED: { status: 409, message: 'The job cannot change to this status' },
  JOB_WEIGHTS_MISSING: { status: 409, message: 'Set the attribute weights before opening the job' },
  JOB_DETAILS_MISSING: {
    status: 409,
    message: "Choose a client or fill in the organization's address and information before opening the job",
  },
  JOB_NOT_EDITABLE: { status: 409, message: 'A closed or cancelled job cannot be changed' },
  JOB_DOCUMENT_UNREADABLE: { status: 400, message: 'The job description document could not be read' },
  // Clients (issue 14): agency organizations only (organizations.is_agency).
  CLIENTS_AGENCY_ONLY: {
    status: 403,
    message: 'Clients are available to agency organizations only. Turn on the agency setting of the organization.',
  },
  CLIENT_DOCUMENT_UNREADABLE: { status: 400, message: 'The document about the client could not be read' },
  OWN_PERMISSIONS: { status: 403, message: 'You cannot change your own permissions' },
  USER_OWNS_ORGANIZATION: {
    status: 409,
    message: 'This user owns an organization: transfer the ownership before deleting the user',
  },
  // Organization branding (spec §5 Logo).
  LOGO_INVALID_TYPE: { status: 400, message: 'The logo must be a JPEG or PNG image' },
  LOGO_ASPECT_RATIO: {
    status: 400,
    message: 'The logo must be between 1:1 and 3:1 (width to height), for example 400 × 200 pixels',
  },
  LOGO_DIMENSIONS_TOO_LARGE: { status: 400, message: 'The logo may be at most 8192 pixels wide and high' },
  LOGO_NOT_FOUND: { status: 404, message: 'The organization has no logo' },
  // Platform administration of organizations (issue 13).
  ORGANIZATION_OWNER_CANNOT_LEAVE: {
    status: 409,
    message: 'The owner cannot leave the organization: transfer the ownership first',
  },
  // Team and ownership (issue 13).
  MEMBER_NOT_FOUND: { status: 404, message: 'Team member not found' },
  INVITE_NOT_FOUND: { status: 404, message: 'Invitation not found' },
  ALREADY_MEMBER: { status: 409, message: 'This person is already a member of the organization' },
  OWNER_PERMISSIONS: { status: 409, message: 'The organization owner always keeps full admin rights' },
  OWNER_NOT_REMOVABLE: {
    status: 409,
    message: 'The organization owner cannot be removed: transfer the ownership first',
  },
  REMOVE_SELF: { status: 409, message: 'You cannot remove yourself from the team' },
  PERMISSION_NOT_HELD: { status: 403, message: 'You can only grant permissions that you hold yourself' },
  INVITE_EMAIL_MISMATCH: {
    status: 403,
    message: 'This invitation was sent to another email address. Sign in with that address to accept it.',
  },
  OWNERSHIP_TARGET_INVALID: { status: 400, message: 'Choose another member of the organization as the new owner' },
  // Recruiting chats (spec §8 chat send, update and delete errors; issue 15).
  CHAT_NOT_FOUND: { status: 404, message: 'Chat not found' },
  CHAT_MESSAGE_NOT_FOUND: { status: 404, message: 'Message not found' },
  CHAT_MESSAGE_NOT_OWN: { status: 403, message: 'You can only change or delete your own messages' },
  CHAT_SEND_FAILED: { status: 503, message: 'The message could not be sent. Please try again.' },
  CHAT_UPDATE_FAILED: { status: 503, message: 'The message could not be updated. Please try again.' },
  CHAT_DELETE_FAILED: { status: 503, message: 'The message could not be deleted. Please try again.' },
  UPGRADE_REQUIRED: { status: 426, message: 'This address takes a WebSocket connection' },
  // Idempotency-Key (draft-ietf-httpapi-idempotency-key-header, ADR 0018).
  IDEMPOTENCY_KEY_INVALID: { status: 400, message: 'The Idempotency-Key must be 1 to 255 printable characters' },
  IDEMPOTENCY_KEY_REUSED: { status: 422, message: 'This Idempotency-Key was used for a different request' },
  IDEMPOTENCY_KEY_IN_PROGRESS: {
    status: 409,
    message: 'A request with this Idempotency-Key is still being processed. Please try again shortly.',
  },
  // Platform administration: failed tasks and the search index rebuild (spec §8).
  FAILED_TASK_ACTION_FAILED: { status: 409, message: 'task could not be deleted from the queue or re-run' },
  SEARCH_REINDEX_FAILED: { status: 503, message: 'search index rebuild failure' },
  // Integrations: custom apps and their API keys (issue 18, ADR 0035).
  APP_NOT_FOUND: { status: 404, message: 'App not found' },
  API_KEY_NOT_FOUND: { status: 404, message: 'API key not found' },
  API_KEY_INVALID: { status: 401, message: 'The API key is missing, unknown or revoked' },
  APP_INACTIVE: { status: 403, message: 'The app of this API key is deactivated or not installed' },
  WEBHOOK_NOT_FOUND: { status: 404, message: 'Webhook endpoint not found' },
  WEBHOOK_DELIVERY_NOT_FOUND: { status: 404, message: 'Webhook delivery not found' },
  WEBHOOK_URL_NOT_ALLOWED: {
    status: 400,
    message: 'This address cannot receive webhooks. Use a public https address.',
  },
  // The inbox: connected Gmail / Outlook mailboxes (spec §8 Mail, issue 16, ADR 0040).
  MAIL_AUTH_URL_FAILED: { status: 502, message: 'Error fetching {type} Auth URL' },
  MAIL_DISCONNECT_FAILED: { status: 502, message: 'An error occurred while disconnecting the account' },
  MAIL_ACCOUNT_NOT_FOUND: { status: 404, message: 'No mailbox of this type is connected' },
  MAIL_ACCOUNT_EXPIRED: {
    status: 409,
    message: 'The connection to your mailbox has expired. Connect the account again.',
  },
  MAIL_PROVIDER_UNAVAILABLE: { status: 502, message: 'Error receiving emails' },
  // "Sync now" again within a minute, or while the provider's Retry-After runs (Retry-After header).
  MAIL_SYNC_TOO_SOON: {
    status: 429,
    message: 'This mailbox was synced moments ago. Please wait a minute before syncing it again.',
  },
  EMAIL_NOT_FOUND: { status: 404, message: 'Could not find the email in your mailbox' },
  ATTACHMENT_NOT_FOUND: { status: 404, message: 'Attachment not found' },
  ATTACHMENT_UNSUPPORTED: { status: 415, message: 'This file type is not supported and has no preview' },
  CONFLICT: { status: 409, message: 'This conflicts with the current state' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request is too large' },
  RATE_LIMITED: { status: 429, message: 'Too many attempts. Please wait a moment and try again.' },
  // Stored JSON that does not match its schema: the server's fault (500), logged as corrupt_stored_json.
  STORED_DATA_CORRUPT: { status: 500, message: 'Stored data could not be read. Please contact support.' },
  INTERNAL: { status: 500, message: 'Something went wrong!' },
} as const

export type ErrorCode = keyof typeof ERROR_CODES

// Object.keys loses the literal key types; the keys of a constant object are exactly ErrorCode.
const ERROR_CODE_KEYS = Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]
/**
 * The codes as an enumeration: a body with a code this build does not know does not parse, and the
 * SPA then shows its generic 'Something went wrong!' (web/i18n/error-message.ts).
 */
export const ErrorCodeSchema = z.enum(ERROR_CODE_KEYS)

export const ErrorDetailSchema = z.object({ path: z.string(), message: z.string() })
export type ErrorDetail = z.infer<typeof ErrorDetailSchema>

/** `{ error: { code, message, correlationId, details? } }`: written by the Worker, parsed by the SPA. */
export const ErrorBodySchema = z.object({
  error: z.object({
    code: ErrorCodeSchema,
    message: z.string(),
    correlationId: z.string(),
    details: z.array(ErrorDetailSchema).optional(),
  }),
})
export type ErrorBody = z.infer<typeof ErrorBodySchema>
