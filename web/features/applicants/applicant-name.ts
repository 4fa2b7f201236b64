import { m } from '../../paraglide/messages'

/**
 * An applicant's name as every screen shows it. A CV that names nobody leaves the name blank (issue 12):
 * the screen says so, with the CV's file name beside it where the screen has it, so the file name is
 * never taken for a person.
 */
export function applicantName(name: string | null | undefined, filename?: string | null): string {
  if (name?.trim()) return name
  return filename ? m.applicant_name_not_found_file({ filename }) : m.applicant_name_not_found()
}

/** Whether the CV named nobody (the display text above is then a note, not a name). */
export function isNameMissing(name: string | null | undefined): boolean {
  return !name?.trim()
}

/**
 * A search hit's title as shown: candidates are titled with their name, assessments with "name – job",
 * chats with their subject's name (team and job chats always have one), so a blank name reads as above.
 */
export function searchHitTitle(type: string, title: string): string {
  if (type === 'candidate' || type === 'chat') return applicantName(title)
  if (type === 'assessment' && title.trimStart().startsWith('–')) return `${applicantName('')} ${title.trim()}`
  return title
}

/** A chat's name: an applicant's chat is named after the applicant, who may have no name. */
export function chatName(chat: { name: string; applicantId: string | null }): string {
  return chat.applicantId ? applicantName(chat.name) : chat.name
}
