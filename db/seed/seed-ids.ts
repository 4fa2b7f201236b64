/**
 * Fixed ids for seeded rows, shaped as UUIDv7 (version 7, RFC 9562 variant) so they pass the same id
 * validation as server-generated ones. The timestamp part is zero: seeded ids sort before every real id,
 * and they never depend on "now", which is what makes re-running the seed a no-op.
 * Layout: 00000000-0000-7nnn-8000-0000000000kk with nnn the entity namespace and kk the number.
 */
export const ID_SPACE = {
  user: 0x001,
  organization: 0x002,
  membership: 0x003,
  credential: 0x004,
  plan: 0x010,
  planFeature: 0x011,
  subscription: 0x012,
  client: 0x020,
  job: 0x030,
  jobRequirement: 0x031,
  applicant: 0x040,
  applicantSkill: 0x041,
} as const

export function seedId(space: number, n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > 0xffffffffffff) throw new Error(`seed id out of range: ${n}`)
  return `00000000-0000-7${space.toString(16).padStart(3, '0')}-8000-${n.toString(16).padStart(12, '0')}`
}
