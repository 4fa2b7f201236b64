/**
 * The applicants' query key, alone: the signed-in layout's upload-status stream invalidates the
 * applicants list by it, and importing it from applicants.ts built every applicant contract schema
 * on every page's first load (issue 19; the dashboard's start evaluated them in one long task).
 * Keys carry the organization, so switching organizations never shows the previous one's applicants.
 */
export const applicantsKey = (organizationId: string | null) => ['applicants', organizationId] as const
