import type { UiLanguage } from '../../contracts/enums'
import type { RenderedMail } from './mailer'

/**
 * Account mails in English and German. The Worker has no paraglide runtime, so the texts live here as
 * data, one table per language; a test keeps both tables' kinds in step.
 */
export type MailKind =
  | 'email_confirmation'
  | 'account_exists'
  | 'password_reset'
  | 'sign_in_link'
  | 'email_change'
  | 'email_changed_notice'
  | 'invite'

export interface MailParams {
  /** The link the mail is about, absolute. */
  link?: string
  /** Minutes until the link expires. */
  minutes?: number
  organizationName?: string
  inviterName?: string
  newEmail?: string
}

const DAY_MINUTES = 1440

/** "24 hours", not "1440 minutes": the largest whole unit, worded by Intl in the mail's language. */
export function validFor(minutes: number | undefined, language: 'en' | 'de'): string {
  const total = minutes ?? 0
  const [value, unit] =
    total > 0 && total % DAY_MINUTES === 0 && total >= 2 * DAY_MINUTES
      ? [total / DAY_MINUTES, 'day']
      : total > 0 && total % 60 === 0
        ? [total / 60, 'hour']
        : [total, 'minute']
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(value)
}

interface Template {
  subject: string
  lines: (p: MailParams) => string[]
  action?: string
}

const EN: Record<MailKind, Template> = {
  email_confirmation: {
    subject: 'Confirm your email address for Shortlist',
    lines: (p) => [
      'Welcome to Shortlist!',
      `Please confirm your email address to continue the registration. The link is valid for ${validFor(p.minutes, 'en')} and can be used once.`,
      'If you did not sign up, you can ignore this mail.',
    ],
    action: 'Confirm email address',
  },
  account_exists: {
    subject: 'You already have a Shortlist account',
    lines: () => [
      'Someone (hopefully you) tried to sign up with this email address, but an account already exists.',
      'Sign in instead, or reset your password if you forgot it.',
    ],
    action: 'Sign in',
  },
  password_reset: {
    subject: 'Reset your Shortlist password',
    lines: (p) => [
      'We received a request to reset your password.',
      `The link is valid for ${validFor(p.minutes, 'en')} and can be used once. All your sessions end when the password is changed.`,
      'If you did not ask for this, you can ignore this mail; your password stays as it is.',
    ],
    action: 'Reset password',
  },
  sign_in_link: {
    subject: 'Your Shortlist sign-in link',
    lines: (p) => [
      `Use this link to sign in to Shortlist. It is valid for ${validFor(p.minutes, 'en')} and can be used once.`,
      'If you did not ask for it, you can ignore this mail.',
    ],
    action: 'Sign in',
  },
  email_change: {
    subject: 'Confirm your new email address for Shortlist',
    lines: (p) => [
      `Please confirm that ${p.newEmail} is your new email address for Shortlist.`,
      `The link is valid for ${validFor(p.minutes, 'en')} and can be used once.`,
    ],
    action: 'Confirm new email address',
  },
  email_changed_notice: {
    subject: 'Your Shortlist email address was changed',
    lines: (p) => [
      `The email address of your Shortlist account was changed to ${p.newEmail}.`,
      'If you did not do this, contact your administrator or support at once.',
    ],
  },
  invite: {
    subject: 'You are invited to join {organization} on Shortlist',
    lines: (p) => [
      `${p.inviterName ?? 'A team member'} invited you to join ${p.organizationName} on Shortlist.`,
      `The invitation is valid for ${validFor(p.minutes ?? 7 * DAY_MINUTES, 'en')}.`,
    ],
    action: 'Accept invitation',
  },
}

const DE: Record<MailKind, Template> = {
  email_confirmation: {
    subject: 'Bestätigen Sie Ihre E-Mail-Adresse für Shortlist',
    lines: (p) => [
      'Willkommen bei Shortlist!',
      `Bitte bestätigen Sie Ihre E-Mail-Adresse, um die Registrierung fortzusetzen. Der Link ist ${validFor(p.minutes, 'de')} gültig und nur einmal verwendbar.`,
      'Wenn Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren.',
    ],
    action: 'E-Mail-Adresse bestätigen',
  },
  account_exists: {
    subject: 'Sie haben bereits ein Shortlist-Konto',
    lines: () => [
      'Jemand (hoffentlich Sie) wollte sich mit dieser E-Mail-Adresse registrieren, aber es gibt bereits ein Konto.',
      'Melden Sie sich stattdessen an oder setzen Sie Ihr Passwort zurück, falls Sie es vergessen haben.',
    ],
    action: 'Anmelden',
  },
  password_reset: {
    subject: 'Setzen Sie Ihr Shortlist-Passwort zurück',
    lines: (p) => [
      'Wir haben eine Anfrage zum Zurücksetzen Ihres Passworts erhalten.',
      `Der Link ist ${validFor(p.minutes, 'de')} gültig und nur einmal verwendbar. Beim Ändern des Passworts enden alle Ihre Sitzungen.`,
      'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.',
    ],
    action: 'Passwort zurücksetzen',
  },
  sign_in_link: {
    subject: 'Ihr Anmeldelink für Shortlist',
    lines: (p) => [
      `Mit diesem Link melden Sie sich bei Shortlist an. Er ist ${validFor(p.minutes, 'de')} gültig und nur einmal verwendbar.`,
      'Wenn Sie ihn nicht angefordert haben, können Sie diese E-Mail ignorieren.',
    ],
    action: 'Anmelden',
  },
  email_change: {
    subject: 'Bestätigen Sie Ihre neue E-Mail-Adresse für Shortlist',
    lines: (p) => [
      `Bitte bestätigen Sie, dass ${p.newEmail} Ihre neue E-Mail-Adresse für Shortlist ist.`,
      `Der Link ist ${validFor(p.minutes, 'de')} gültig und nur einmal verwendbar.`,
    ],
    action: 'Neue E-Mail-Adresse bestätigen',
  },
  email_changed_notice: {
    subject: 'Ihre E-Mail-Adresse bei Shortlist wurde geändert',
    lines: (p) => [
      `Die E-Mail-Adresse Ihres Shortlist-Kontos wurde in ${p.newEmail} geändert.`,
      'Wenn Sie das nicht waren, wenden Sie sich sofort an Ihre Administration oder den Support.',
    ],
  },
  invite: {
    subject: 'Einladung zu {organization} bei Shortlist',
    lines: (p) => [
      `${p.inviterName ?? 'Ein Teammitglied'} hat Sie eingeladen, ${p.organizationName} bei Shortlist beizutreten.`,
      `Die Einladung ist ${validFor(p.minutes ?? 7 * DAY_MINUTES, 'de')} gültig.`,
    ],
    action: 'Einladung annehmen',
  },
}

export const MAIL_TEMPLATES: Record<UiLanguage, Record<MailKind, Template>> = { en_US: EN, de_DE: DE }

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}

/** Renders one mail: a plain-text part and a small, inline-styled HTML part with the same content. */
export function renderMail(kind: MailKind, language: UiLanguage, params: MailParams): RenderedMail {
  const template = MAIL_TEMPLATES[language][kind]
  const subject = template.subject.replace('{organization}', params.organizationName ?? '')
  const lines = template.lines(params)
  const linkLine = params.link && template.action ? [`${template.action}: ${params.link}`] : []
  const text = [...lines, ...linkLine, '', '— Shortlist'].join('\n\n').replace(/\n\n\n\n/g, '\n\n')
  const button =
    params.link && template.action
      ? `<p><a href="${escapeHtml(params.link)}" style="display:inline-block;padding:10px 18px;background:#1f4fd1;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(template.action)}</a></p><p style="font-size:12px;color:#555">${escapeHtml(params.link)}</p>`
      : ''
  const html = `<!doctype html><html lang="${language.slice(0, 2)}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">${lines
    .map((l) => `<p>${escapeHtml(l)}</p>`)
    .join('')}${button}<p style="color:#555">— Shortlist</p></body></html>`
  return { subject, text, html }
}
