/**
 * The title a job gets when the recruiter uploads its ad: a title the recruiter typed always wins;
 * the parsed title (null or '' when the parser found none) only fills an empty field. The create
 * form (web/features/jobs/job-form.tsx) applies this rule to what POST /api/jobs/upload-url returns.
 */
export function chooseJobTitle(recruiterTitle: string | null | undefined, parsedTitle: string | null): string {
  if (recruiterTitle && recruiterTitle.trim() !== '') return recruiterTitle
  return parsedTitle ?? ''
}
