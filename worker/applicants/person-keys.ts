/**
 * Keys that find the same person in two CVs (likely duplicates, issue 19): the e-mail in lower case,
 * the phone's last nine digits (so "+49 151 2345 6789" and "0151 23456789" meet), and the name folded
 * (no accents, no case, words sorted: "Kowalczyk, Marta" is "Marta Kowalczyk"). Pure.
 */
export interface PersonKeys {
  emailKey: string | null
  phoneKey: string | null
  nameKey: string | null
}

export function emailKeyOf(email: unknown): string | null {
  if (typeof email !== 'string') return null
  const key = email.trim().toLowerCase()
  return key.includes('@') ? key : null
}

export function phoneKeyOf(phone: unknown): string | null {
  if (typeof phone !== 'string') return null
  const digits = phone.replace(/\D/g, '')
  return digits.length >= 7 ? digits.slice(-9) : null
}

export function nameKeyOf(name: unknown): string | null {
  if (typeof name !== 'string') return null
  const words = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length > 1)
  // A single word (or a file name used as the name) says too little about who it is.
  return words.length >= 2 ? words.sort().join(' ') : null
}

export function personKeysOf(name: unknown, profile: Record<string, unknown> | null | undefined): PersonKeys {
  return { emailKey: emailKeyOf(profile?.email), phoneKey: phoneKeyOf(profile?.phone), nameKey: nameKeyOf(name) }
}
