/**
 * Links whose visible text hides the address ("LinkedIn", "Email me"): the address is worth keeping for
 * contact and profile extraction, but only for e-mail, phone and profile sites. Appending every URL
 * (a university's home page behind its name) would add noise and make DOCX/HTML text diverge from the
 * same CV as PDF.
 */

const PROFILE_HOSTS =
  /(^|\.)(linkedin\.com|github\.com|gitlab\.com|bitbucket\.org|xing\.com|stackoverflow\.com|behance\.net|dribbble\.com|twitter\.com|x\.com|medium\.com|kaggle\.com|orcid\.org|researchgate\.net|scholar\.google\.com)$/i

/** ' (address)' to append after the link text, or '' when the text already shows it or it is not worth it. */
export function hiddenLinkSuffix(href: string, shown: string): string {
  const target = href.trim()
  const mail = /^mailto:([^?]+)/i.exec(target)
  if (mail) {
    const address = safeDecode(mail[1]!)
    return shown.includes(address) ? '' : ` (${address})`
  }
  const tel = /^tel:(.+)/i.exec(target)
  if (tel) {
    const number = safeDecode(tel[1]!)
    const digits = (s: string) => s.replace(/\D/g, '')
    return digits(number) && digits(shown).includes(digits(number)) ? '' : ` (${number})`
  }
  const url = /^https?:\/\/([^/?#:]+)[^\s]*$/i.exec(target)
  if (!url || !PROFILE_HOSTS.test(url[1]!)) return ''
  const bare = target.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '')
  return shown.includes(bare) ? '' : ` (${target})`
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}
