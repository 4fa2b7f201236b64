import { env } from 'cloudflare:workers'
import { applicants, credentials, jobRequirements, jobs, memberships, organizations, users } from '../../../db/schema'
import { hashPassword } from '../../../worker/access/password'
import type { UiLanguage } from '../../../worker/contracts/enums'
import {
  ORGANIZATION_ADMIN_PERMISSIONS,
  type OrganizationPermission,
  REGULAR_USER_PERMISSIONS,
  type UserPermission,
} from '../../../worker/contracts/permissions'
import { singleDatabaseResolver } from '../../../worker/db/database'
import { newId } from '../../../worker/lib/ids'

export const db = () => singleDatabaseResolver(env.DB).platform()

/** A unique email per call so tests never collide on shared D1 state. */
export function uniqueEmail(prefix = 'user') {
  return `${prefix}-${newId().slice(-12)}@test.example`
}

export async function createOrganization(overrides: Partial<typeof organizations.$inferInsert> = {}) {
  const row = {
    id: newId(),
    name: `Org ${newId().slice(-6)}`,
    language: 'en_US' as UiLanguage,
    subscriptionStatus: 'ACTIVE' as const,
    ...overrides,
  }
  await db().insert(organizations).values(row)
  return row
}

export interface TestUserInput {
  email?: string
  password?: string
  name?: string
  userPermissions?: UserPermission[]
  status?: 'ACTIVE' | 'SUSPENDED'
  memberOf?: { organizationId: string; permissions?: OrganizationPermission[] }[]
}

export async function createUser(input: TestUserInput = {}) {
  const user = {
    id: newId(),
    email: (input.email ?? uniqueEmail()).toLowerCase(),
    name: input.name ?? 'Test User',
    permissions: input.userPermissions ?? [...REGULAR_USER_PERMISSIONS],
    status: input.status ?? 'ACTIVE',
  }
  const password = input.password ?? 'Secret-Pass-1'
  await db().insert(users).values(user)
  await db()
    .insert(credentials)
    .values({ id: newId(), userId: user.id, kind: 'PASSWORD', secret: await hashPassword(password) })
  for (const m of input.memberOf ?? []) {
    await db()
      .insert(memberships)
      .values({
        id: newId(),
        tenantId: m.organizationId,
        userId: user.id,
        permissions: m.permissions ?? [...ORGANIZATION_ADMIN_PERMISSIONS],
      })
  }
  return { ...user, password }
}

/** A synthetic parsed profile (no real person) as the ingestion pipeline stores it. */
export interface TestProfile {
  title?: string
  hardSkills?: string[]
  softSkills?: string[]
  degree?: 'no_education' | 'high_school' | 'associate' | 'bachelor' | 'master' | 'doctorate' | null
  seniority?: 'no_knowledge' | 'beginner' | 'intermediate' | 'competent' | 'advanced' | 'expert' | null
  yearsOfExperience?: number | null
  languages?: { language: string; proficiency: string }[]
  isco?: { code: string; title: string } | null
  achievements?: string[]
}

/** A processed applicant with a synthetic profile, written like processing.service writes one. */
export async function createApplicant(
  tenantId: string,
  input: TestProfile & { name?: string; matchingOption?: 'ALL' | 'ASSIGNED_ONLY'; processed?: boolean } = {},
) {
  const id = newId()
  const row = {
    id,
    tenantId,
    name: input.name ?? `Applicant ${id.slice(-6)}`,
    tagline: input.title ?? null,
    summary: null,
    hardSkills: input.hardSkills ?? [],
    softSkills: input.softSkills ?? [],
    matchingOption: input.matchingOption ?? ('ALL' as const),
    processingState: input.processed === false ? ('PENDING' as const) : ('PROCESSED' as const),
    parsedByModel: 'embedded',
    parsedByPromptVersion: 'test',
    profile: {
      documentLanguage: 'en',
      email: null,
      phone: null,
      location: null,
      links: [],
      title: input.title ?? null,
      languages: input.languages ?? [],
      degree: input.degree ?? null,
      education: [],
      experience: input.title
        ? [{ title: input.title, company: 'Example GmbH', start: '2018-01', end: 'present' }]
        : [],
      yearsOfExperience: input.yearsOfExperience ?? null,
      seniority: input.seniority ?? null,
      isco: input.isco ?? null,
      achievements: input.achievements ?? [],
      evidence: {},
    },
  }
  await db().insert(applicants).values(row)
  return row
}

export interface TestRequirement {
  attribute: 'degree' | 'isco' | 'language_proficiency' | 'seniority' | 'skills'
  operator: 'EQUALS' | 'GTE' | 'LTE' | 'BETWEEN'
  value: string
  maxValue?: string | null
  language?: string | null
  mandatory?: boolean
}

/** A job straight in D1 (status, weights and requirements as given). */
export async function createJob(
  tenantId: string,
  input: Partial<typeof jobs.$inferInsert> & { requirements?: TestRequirement[] } = {},
) {
  const { requirements = [], ...fields } = input
  const row = {
    id: newId(),
    tenantId,
    title: 'Senior Data Engineer',
    description: 'We are looking for a senior data engineer with Python, SQL and Apache Spark experience.',
    status: 'DRAFT' as const,
    ...fields,
  }
  await db().insert(jobs).values(row)
  for (const r of requirements) {
    await db()
      .insert(jobRequirements)
      .values({
        id: newId(),
        tenantId,
        jobId: row.id,
        attribute: r.attribute,
        operator: r.operator,
        value: r.value,
        maxValue: r.maxValue ?? null,
        language: r.language ?? null,
        mandatory: r.mandatory ?? false,
      })
  }
  return row
}
