/**
 * Every enumeration of spec §3 as a readonly tuple. The database constrains columns to these values
 * and the contracts validate them, so a value exists in exactly one place.
 */
export const PLAN_NAMES = ['basic', 'cloud', 'special', 'standard', 'suspended', 'unpaid'] as const
export const ORGANIZATION_SUBSCRIPTION_STATUSES = ['ACTIVE', 'CANCELED', 'INACTIVE', 'SUSPENDED'] as const
export const PAYMENT_SUBSCRIPTION_STATUSES = [
  'ACTIVE',
  'PAST_DUE',
  'CANCELED',
  'UNPAID',
  'UPCOMING',
  'ON_TRIAL',
  'PAUSED',
  'EXPIRED',
] as const
export const INTERVALS = ['MONTHLY', 'YEARLY'] as const
export const FEATURE_KINDS = ['CHAT', 'CV_UPLOAD', 'INTEGRATIONS', 'JOB_POSTING', 'API_ACCESS', 'TEAM_MEMBERS'] as const
export const PLAN_TYPES = ['PER_SEAT', 'FIXED_PRICE'] as const
export const SEAT_RULES = ['ANY', 'MIN', 'MAX', 'RANGE'] as const
/** A plan feature's quota counts per billing period or over the whole subscription. */
export const QUOTA_PERIODS = ['PERIOD', 'TOTAL'] as const
export const BILLING_PROVIDERS = ['local', 'stripe'] as const
export const AUTH_METHODS = ['PASSWORD', 'API_KEY', 'OAUTH2', 'GOOGLE_OAUTH2', 'TFA', 'MICROSOFT_OAUTH2'] as const
export const LOGIN_OUTCOMES = ['TFA_REQUIRED', 'LOGIN', 'SUCCESS', 'LOGIN_REQUIRED', 'SIGNUP_REQUIRED'] as const
export const JOB_STATUSES = ['DRAFT', 'OPEN', 'CLOSED', 'CANCELLED'] as const
export const COMPARISON_OPERATORS = ['EQUALS', 'GTE', 'LTE', 'BETWEEN'] as const
export const DOCUMENT_KINDS = ['CV', 'JobDescription'] as const
export const CONTENT_KINDS = ['APPLICANT', 'JOB', 'CLIENT', 'FIT_REPORT', 'COMMENT', 'MESSAGE'] as const
export const PROCESSING_STATES = ['PROCESSED', 'PENDING'] as const
export const NOTIFICATION_CHANNELS = ['sms', 'email'] as const
export const DECISION_ACTIONS = ['reject', 'invite'] as const
export const SEARCH_DOCUMENT_TYPES = ['candidate', 'client', 'assessment', 'job', 'chat_message'] as const
/** In-app notifications (the panel): someone mentioned the recipient. */
export const NOTIFICATION_KINDS = ['MENTION'] as const
/** What a notification points at: an applicant or a job (their comments) or a recruiting chat. */
export const NOTIFICATION_SUBJECT_KINDS = ['applicant', 'job', 'chat'] as const
export const HIRE_TYPES = ['recruiting', 'staffing'] as const
export const CLIENT_PRIVACY = ['private', 'shared'] as const
export const UI_LANGUAGES = ['en_US', 'de_DE'] as const
export const MESSAGE_LANGUAGES = [
  'de_DE',
  'en_US',
  'fr_FR',
  'es_ES',
  'it_IT',
  'pt_PT',
  'pl_PL',
  'lt_LT',
  'et_ET',
  'lv_LV',
  'ar_MSA',
  'sv_SE',
  'nl_NL',
  'uk_UA',
  'sk_SK',
  'cs_CZ',
  'tr_TR',
  'hu_HU',
] as const
export const TENANT_STATUSES = ['SPECIAL', 'SUSPENDED', 'STANDARD'] as const
/** The third tenant kind's name is withheld by the spec; it is not modelled until it is known. */
export const TENANT_KINDS = ['organization', 'marketplace'] as const
export const UPLOAD_STATUSES = ['PROCESSING', 'SUCCESS', 'ERROR'] as const
export const UPLOAD_ERROR_TYPES = [
  'ACCESS_TO_TENANT_NOT_ALLOWED',
  'APPLICANT_NOT_FOUND',
  'CORRUPTED_FILE',
  'EXCEEDED_SUBSCRIPTION_PLAN_LIMIT',
  'JOB_POSITION_NOT_FOUND',
  'UNKNOWN_ERROR',
  'UNSUPPORTED_FILE',
  'VALIDATION_FAILED',
] as const
/**
 * Why an upload item ended as it did, beyond its status and error type (issue 19): a file already in
 * Shortlist (content hash), a document that is not a CV, a file that is no document we can read, an
 * upload that never arrived. Only an item without a reason whose error is transient offers Retry.
 */
export const UPLOAD_REASONS = ['duplicate', 'cover_letter', 'not_a_cv', 'unreadable', 'interrupted'] as const
export type UploadReason = (typeof UPLOAD_REASONS)[number]
/** Error types a second run can fix (a dependency that was down, a plan upgraded since). */
export const RETRYABLE_UPLOAD_ERRORS = ['UNKNOWN_ERROR', 'EXCEEDED_SUBSCRIPTION_PLAN_LIMIT'] as const
/** What makes a new applicant a likely duplicate of an existing one, strongest first. */
export const DUPLICATE_MATCHES = ['email', 'phone', 'name'] as const
export type DuplicateMatch = (typeof DUPLICATE_MATCHES)[number]
/** OPEN: shown with merge-or-keep; KEPT: dismissed for good (a merge deletes the row with the applicant). */
export const DUPLICATE_STATES = ['OPEN', 'KEPT'] as const
/** A document's way through ingestion. */
export const DOCUMENT_STATUSES = ['AWAITING_UPLOAD', 'UPLOADED', 'QUEUED', 'PROCESSING', 'PROCESSED', 'FAILED'] as const
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number]
export const MAIL_PROVIDERS = ['GOOGLE', 'MICROSOFT'] as const
export type MailProvider = (typeof MAIL_PROVIDERS)[number]
/** The four lists of spec §2 Inbox mail. */
export const EMAIL_FILTERS = ['ALL', 'PENDING', 'PROCESSED', 'WITH_IMPORTED'] as const
export type EmailFilter = (typeof EMAIL_FILTERS)[number]
export const MATCHING_OPTIONS = ['ALL', 'ASSIGNED_ONLY'] as const
export const ATTRIBUTE_KINDS = ['degree', 'isco', 'language_proficiency', 'seniority', 'skills'] as const
export const DEGREE_LEVELS = ['no_education', 'high_school', 'associate', 'bachelor', 'master', 'doctorate'] as const
export const LANGUAGE_PROFICIENCIES = [
  'no_knowledge',
  'elementary',
  'limited_working',
  'professional',
  'full_professional',
  'native_or_bilingual',
] as const
export const SENIORITY_LEVELS = ['no_knowledge', 'beginner', 'intermediate', 'competent', 'advanced', 'expert'] as const
export const MATCH_AREAS = [
  'skills',
  'seniority',
  'degree',
  'language_proficiency',
  'isco',
  'professional_experience',
  'culture_fit',
  'notable_achievements',
] as const
export const REQUIREMENT_OUTCOMES = ['match', 'mismatch'] as const
/** What an AI model or prompt is configured for (AI models and AI prompts screens). */
export const AI_PURPOSES = [
  'parse_cv',
  'parse_job',
  'embeddings',
  'match_reasoning',
  'fit_report',
  'messages',
  'client_info',
] as const
/**
 * The purposes whose setting changes what the product does today, and so the only ones the AI models
 * and AI prompts screens offer (ADR 0039). Job parsing and embeddings keep their stored defaults
 * until the product reads them; client information is read (client wizard) but not offered yet.
 */
export const OFFERED_AI_PURPOSES = [
  'parse_cv',
  'match_reasoning',
  'fit_report',
  'messages',
] as const satisfies readonly (typeof AI_PURPOSES)[number][]
/**
 * FAILED: listed on the admin screen. RECOVERING: re-queued by an admin, still listed until the queue
 * consumer has run it: RECOVERED on success (off the list), FAILED again otherwise. REMOVED: dropped by
 * an admin (ADR 0021).
 */
export const FAILED_TASK_STATUSES = ['FAILED', 'RECOVERING', 'RECOVERED', 'REMOVED'] as const
/** A search index rebuild of one organization (spec §7 Search): queued, running, done or failed. */
export const SEARCH_REINDEX_STATES = ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const
/** The entity kinds a rebuild walks, in this order. */
export const SEARCH_REINDEX_PHASES = ['candidate', 'job', 'client', 'assessment', 'chat_message'] as const
export const USER_STATUSES = ['ACTIVE', 'SUSPENDED'] as const
export const CREDENTIAL_KINDS = ['PASSWORD', 'GOOGLE_OAUTH2', 'MICROSOFT_OAUTH2', 'TFA'] as const
export const ONE_TIME_TOKEN_PURPOSES = [
  'EMAIL_CONFIRMATION',
  'PASSWORD_RESET',
  'SIGN_IN_LINK',
  'EMAIL_CHANGE',
  'INVITE',
] as const

export type JobStatus = (typeof JOB_STATUSES)[number]
export type UiLanguage = (typeof UI_LANGUAGES)[number]
export type TenantStatus = (typeof TENANT_STATUSES)[number]
export type TenantKind = (typeof TENANT_KINDS)[number]
export type UploadStatus = (typeof UPLOAD_STATUSES)[number]
export type UploadErrorType = (typeof UPLOAD_ERROR_TYPES)[number]
export type FailedTaskStatus = (typeof FAILED_TASK_STATUSES)[number]
export type PaymentSubscriptionStatus = (typeof PAYMENT_SUBSCRIPTION_STATUSES)[number]
export type SearchReindexState = (typeof SEARCH_REINDEX_STATES)[number]
export type SearchReindexPhase = (typeof SEARCH_REINDEX_PHASES)[number]
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number]
export type AiPurpose = (typeof AI_PURPOSES)[number]
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]
export type NotificationSubjectKind = (typeof NOTIFICATION_SUBJECT_KINDS)[number]
export type SearchDocumentType = (typeof SEARCH_DOCUMENT_TYPES)[number]
export type HireType = (typeof HIRE_TYPES)[number]
export type ClientPrivacy = (typeof CLIENT_PRIVACY)[number]
export type FeatureKind = (typeof FEATURE_KINDS)[number]
