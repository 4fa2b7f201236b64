/**
 * The organization's or platform's prompt (AI prompts screen) filled in for one call. Scalar
 * placeholders ({{language}}, {{job_title}}, …) take their values; the data placeholders
 * ({{evidence}}, {{facts}}) point at the fenced data in the user message instead, so text from a CV or
 * a job never becomes part of the instructions. Unknown placeholders are dropped.
 */
export function fillTemplate(template: string | undefined, values: Record<string, string>, dataNames: string[]) {
  if (!template) return ''
  return template
    .replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
      if (dataNames.includes(name)) return '(the data between the markers in the next message)'
      return values[name]?.slice(0, 300) ?? ''
    })
    .trim()
    .slice(0, 4000)
}

/** A language tag's English name for the prompt ("de_DE": "German"), the code where Intl does not know it. */
export function languageName(tag: string): string {
  const code = tag.split(/[_-]/)[0] ?? tag
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code
  } catch {
    return code
  }
}

/** The version a stored output cites: the fixed schema prompt's, plus the AI prompts version used. */
export const versionWith = (base: string, promptVersion?: string) => (promptVersion ? `${base}+${promptVersion}` : base)
