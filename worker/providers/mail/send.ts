import type { Services } from '../../context'
import type { UiLanguage } from '../../contracts/enums'
import { type MailKind, type MailParams, renderMail } from './templates'

/** An absolute link into the SPA: `${APP_URL}${path}?token=…`. */
export function appLink(services: Services, path: string, query: Record<string, string>): string {
  const url = new URL(path, services.config.APP_URL)
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v)
  return url.toString()
}

/** Renders an account mail in the recipient's language and hands it to the configured mailer. */
export async function sendAccountMail(
  services: Services,
  kind: MailKind,
  to: string,
  language: UiLanguage | null | undefined,
  params: MailParams,
): Promise<void> {
  const lang = language ?? 'en_US'
  await services.mailer.send({ ...renderMail(kind, lang, params), to, language: lang, kind })
}
