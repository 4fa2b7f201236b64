import { hashPassword as realHashPassword } from '../../worker/access/password'
import {
  ORGANIZATION_ADMIN_PERMISSIONS,
  ORGANIZATION_MEMBER_PERMISSIONS,
  PERMISSION_PRESETS,
  REGULAR_USER_PERMISSIONS,
} from '../../worker/contracts/permissions'
import { skillKeyOf } from '../../worker/metrics/skill-key'
import * as schema from '../schema'
import { createPrng } from './prng'
import { ID_SPACE, seedId } from './seed-ids'
import { PLATFORM_ADMIN, SEED_ORGANIZATIONS, type SeedOrganization, type SeedRole } from './seed-organizations'
import { SEED_PLANS } from './seed-plans'
import { insertStatements, type SeedTableRows, toTableRows } from './seed-sql'
import { syntheticApplicants } from './synthetic-applicants'

/**
 * The local/demo seed as data: rows per table (in foreign-key order) and the SQL that inserts them.
 * Pure (no Node APIs) so the Worker integration tests can load it into their D1, and the Node script
 * (scripts/seed.ts) can write it to a file for `wrangler d1 execute`.
 *
 * Ids are fixed and every INSERT is ON CONFLICT DO NOTHING, so applying it again changes nothing.
 * Timestamps are relative to `now`; only the first application's timestamps stick.
 */
export const SEED_VERSION = 1
/** platform_settings key whose row says the database has been seeded. */
export const SEED_MARKER_KEY = 'seed'

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

export interface SeedOptions {
  /** Reference time for created/updated timestamps (epoch ms). */
  now?: number
  /** Injected so tests can make the output fully deterministic (real hashes are salted). */
  hashPassword?: (password: string) => Promise<string>
}

/** A seeded login, for tests and the README. */
export interface SeedAccount {
  email: string
  password: string
  name: string
  role: SeedRole | 'platform_admin'
  organizationId: string | null
}

export interface SeedData {
  now: number
  tables: SeedTableRows[]
  statements: string[]
  accounts: SeedAccount[]
}

type Insert<K extends keyof typeof schema> = (typeof schema)[K] extends { $inferInsert: infer R } ? R : never

/** Stable ids of the seeded platform admin, organizations and plans, for tests that need to address them. */
export const SEED_IDS = {
  platformAdmin: seedId(ID_SPACE.user, 1),
  organizations: {
    northwind: seedId(ID_SPACE.organization, 1),
    alpenblick: seedId(ID_SPACE.organization, 2),
  },
  plans: { basic: seedId(ID_SPACE.plan, 1), cloud: seedId(ID_SPACE.plan, 2), team: seedId(ID_SPACE.plan, 3) },
} as const

const userNumber = (orgIndex: number, personIndex: number) => 10 * (orgIndex + 1) + personIndex

export async function buildSeed(options: SeedOptions = {}): Promise<SeedData> {
  const now = options.now ?? Date.now()
  const hash = options.hashPassword ?? realHashPassword

  const plans: Insert<'subscriptionPlans'>[] = []
  const planFeatures: Insert<'planFeatures'>[] = []
  const users: Insert<'users'>[] = []
  const credentials: Insert<'credentials'>[] = []
  const organizations: Insert<'organizations'>[] = []
  const memberships: Insert<'memberships'>[] = []
  const subscriptions: Insert<'subscriptions'>[] = []
  const clients: Insert<'clients'>[] = []
  const jobs: Insert<'jobs'>[] = []
  const jobRequirements: Insert<'jobRequirements'>[] = []
  const applicants: Insert<'applicants'>[] = []
  const applicantSkills: Insert<'applicantSkills'>[] = []
  const searchDocuments: Insert<'searchDocuments'>[] = []
  const accounts: SeedAccount[] = []

  SEED_PLANS.forEach(({ key, plan, features }, planIndex) => {
    const planId = SEED_IDS.plans[key]
    plans.push({ ...plan, id: planId, createdAt: now - 60 * DAY_MS })
    features.forEach((feature, i) => {
      planFeatures.push({ ...feature, id: seedId(ID_SPACE.planFeature, planIndex * 100 + i + 1), planId })
    })
  })

  users.push({
    id: SEED_IDS.platformAdmin,
    email: PLATFORM_ADMIN.email,
    name: PLATFORM_ADMIN.name,
    position: PLATFORM_ADMIN.position,
    permissions: [...PERMISSION_PRESETS.admin.user],
    language: 'en_US',
    emailVerifiedAt: now - 60 * DAY_MS,
    lastActiveAt: now - HOUR_MS,
    createdAt: now - 60 * DAY_MS,
    updatedAt: now - 60 * DAY_MS,
  })
  credentials.push(await passwordCredential(1, SEED_IDS.platformAdmin, PLATFORM_ADMIN.password, now, hash))
  accounts.push({ ...pickAccount(PLATFORM_ADMIN), role: 'platform_admin', organizationId: null })

  for (const [orgIndex, org] of SEED_ORGANIZATIONS.entries()) {
    const tenantId = SEED_IDS.organizations[org.key]
    const created = now - 45 * DAY_MS
    const peopleIds = org.people.map((_, i) => seedId(ID_SPACE.user, userNumber(orgIndex, i)))
    const ownerIndex = org.people.findIndex((p) => p.role === 'owner')
    const language = org.organization.language ?? 'en_US'

    for (const [i, person] of org.people.entries()) {
      const userId = peopleIds[i]!
      users.push({
        id: userId,
        email: person.email,
        name: person.name,
        position: person.position,
        permissions: person.role === 'suspended' ? [...PERMISSION_PRESETS.suspend.user] : [...REGULAR_USER_PERMISSIONS],
        status: person.role === 'suspended' ? 'SUSPENDED' : 'ACTIVE',
        language,
        currentOrganizationId: tenantId,
        emailVerifiedAt: created,
        lastActiveAt: now - (i + 1) * 3 * HOUR_MS,
        createdAt: created,
        updatedAt: created,
      })
      credentials.push(await passwordCredential(userNumber(orgIndex, i), userId, person.password, created, hash))
      accounts.push({ ...pickAccount(person), role: person.role, organizationId: tenantId })
    }

    organizations.push({
      ...org.organization,
      id: tenantId,
      ownerId: peopleIds[ownerIndex] ?? null,
      createdAt: created,
      updatedAt: created,
    })
    for (const [i, person] of org.people.entries()) {
      memberships.push({
        id: seedId(ID_SPACE.membership, userNumber(orgIndex, i)),
        tenantId,
        userId: peopleIds[i]!,
        // Owners and admins hold every organization permission; ownership itself is organizations.owner_id.
        permissions: [
          ...(person.role === 'owner' || person.role === 'admin'
            ? ORGANIZATION_ADMIN_PERMISSIONS
            : ORGANIZATION_MEMBER_PERMISSIONS),
        ],
        contactEmail: person.email,
        lastActivityAt: now - (i + 1) * 3 * HOUR_MS,
        createdAt: created,
      })
    }

    const periodStart = now - 10 * DAY_MS
    subscriptions.push({
      id: seedId(ID_SPACE.subscription, orgIndex + 1),
      tenantId,
      // The demo organizations subscribe to the per-seat Team plan (local provider, renews by itself),
      // so demos and the benchmarks' bulk uploads are not stopped by Basic's 100 applicants.
      planId: SEED_IDS.plans.team,
      status: 'ACTIVE',
      interval: 'MONTHLY',
      seats: 10,
      provider: 'local',
      currentPeriodStart: periodStart,
      currentPeriodEnd: periodStart + 30 * DAY_MS,
      cancelAtPeriodEnd: false,
      createdAt: created,
      updatedAt: created,
    })

    const clientIds = org.clients.map((_, i) => seedId(ID_SPACE.client, (orgIndex + 1) * 100 + i + 1))
    for (const [i, client] of org.clients.entries()) {
      const at = now - (40 - i) * DAY_MS
      clients.push({ ...client, id: clientIds[i]!, tenantId, createdAt: at, updatedAt: at })
      searchDocuments.push({
        tenantId,
        docType: 'client',
        entityId: clientIds[i]!,
        title: client.name,
        body: joinText(client.address, client.culture, client.info),
        updatedAt: at,
      })
    }

    addJobs(org, orgIndex, tenantId, peopleIds, clientIds, now, jobs, jobRequirements, searchDocuments)
    addApplicants(org, orgIndex, tenantId, peopleIds, now, applicants, applicantSkills, searchDocuments)
  }

  const { tenantCounters, skillSupply } = dashboardCounters(applicants, applicantSkills, now)

  const platformSettings: Insert<'platformSettings'>[] = [
    { key: SEED_MARKER_KEY, value: { version: SEED_VERSION, seededAt: now }, updatedAt: now },
  ]

  // Foreign-key order; the marker goes last so a half-applied seed is retried.
  const tables = [
    toTableRows(schema.subscriptionPlans, plans),
    toTableRows(schema.planFeatures, planFeatures),
    toTableRows(schema.users, users),
    toTableRows(schema.credentials, credentials),
    toTableRows(schema.organizations, organizations),
    toTableRows(schema.memberships, memberships),
    toTableRows(schema.subscriptions, subscriptions),
    toTableRows(schema.clients, clients),
    toTableRows(schema.jobs, jobs),
    toTableRows(schema.jobRequirements, jobRequirements),
    toTableRows(schema.applicants, applicants),
    toTableRows(schema.applicantSkills, applicantSkills),
    toTableRows(schema.searchDocuments, searchDocuments),
    toTableRows(schema.tenantCounters, tenantCounters),
    toTableRows(schema.skillSupply, skillSupply),
    toTableRows(schema.platformSettings, platformSettings),
  ]
  return { now, tables, statements: tables.flatMap(insertStatements), accounts }
}

/**
 * The dashboard's counters (ADR 0027) for the seeded applicants: the write path keeps them for
 * applicants written through the app, the seed writes rows directly, so it counts them itself, through
 * the same skill keys (without them the dashboard shows nothing until the first nightly roll-up).
 */
function dashboardCounters(
  applicants: Insert<'applicants'>[],
  skills: Insert<'applicantSkills'>[],
  now: number,
): { tenantCounters: Insert<'tenantCounters'>[]; skillSupply: Insert<'skillSupply'>[] } {
  const perTenant = new Map<string, number>()
  for (const a of applicants) perTenant.set(a.tenantId, (perTenant.get(a.tenantId) ?? 0) + 1)
  const supply = new Map<string, Insert<'skillSupply'> & { holders: Set<string> }>()
  for (const s of skills) {
    if (s.kind !== 'hard' || !s.skillKey) continue
    const key = `${s.tenantId}\u0000${s.skillKey}`
    const row = supply.get(key) ?? {
      tenantId: s.tenantId,
      skillKey: s.skillKey,
      label: skillKeyOf(s.skill)?.label ?? s.skill,
      applicants: 0,
      holders: new Set<string>(),
    }
    row.holders.add(s.applicantId)
    supply.set(key, row)
  }
  return {
    tenantCounters: [...perTenant].map(([tenantId, count]) => ({ tenantId, applicants: count, updatedAt: now })),
    skillSupply: [...supply.values()].map(({ holders, ...row }) => ({ ...row, applicants: holders.size })),
  }
}

function pickAccount(p: { email: string; password: string; name: string }) {
  return { email: p.email, password: p.password, name: p.name }
}

async function passwordCredential(
  n: number,
  userId: string,
  password: string,
  createdAt: number,
  hash: (password: string) => Promise<string>,
): Promise<Insert<'credentials'>> {
  return { id: seedId(ID_SPACE.credential, n), userId, kind: 'PASSWORD', secret: await hash(password), createdAt }
}

/** Same text layout as the search reindex, so a rebuild leaves seeded search documents unchanged in effect. */
function joinText(...parts: (string | null | undefined)[]): string {
  return parts
    .filter((p): p is string => typeof p === 'string' && p.length > 0)
    .join(' ')
    .trim()
}

function addJobs(
  org: SeedOrganization,
  orgIndex: number,
  tenantId: string,
  peopleIds: string[],
  clientIds: string[],
  now: number,
  jobs: Insert<'jobs'>[],
  requirements: Insert<'jobRequirements'>[],
  searchDocuments: Insert<'searchDocuments'>[],
) {
  for (const [j, job] of org.jobs.entries()) {
    const jobId = seedId(ID_SPACE.job, (orgIndex + 1) * 100 + j + 1)
    const createdAt = now - job.ageDays * DAY_MS
    jobs.push({
      id: jobId,
      tenantId,
      title: job.title,
      description: job.description,
      status: job.status,
      clientId: job.client === undefined ? null : (clientIds[job.client] ?? null),
      authorId: peopleIds[j % peopleIds.length] ?? null,
      matchingOption: 'ALL',
      attributeWeights: job.attributeWeights,
      openedAt: job.status === 'OPEN' ? createdAt + HOUR_MS : null,
      createdAt,
      updatedAt: createdAt,
    })
    for (const [r, requirement] of job.requirements.entries()) {
      requirements.push({
        ...requirement,
        id: seedId(ID_SPACE.jobRequirement, ((orgIndex + 1) * 100 + j + 1) * 100 + r + 1),
        tenantId,
        jobId,
      })
    }
    searchDocuments.push({
      tenantId,
      docType: 'job',
      entityId: jobId,
      title: job.title,
      body: job.description,
      updatedAt: createdAt,
    })
  }
}

function addApplicants(
  org: SeedOrganization,
  orgIndex: number,
  tenantId: string,
  peopleIds: string[],
  now: number,
  applicants: Insert<'applicants'>[],
  skills: Insert<'applicantSkills'>[],
  searchDocuments: Insert<'searchDocuments'>[],
) {
  const generated = syntheticApplicants(createPrng(org.prngSeed), org.locale, org.applicantCount)
  for (const [i, a] of generated.entries()) {
    const applicantNumber = (orgIndex + 1) * 1000 + i + 1
    const applicantId = seedId(ID_SPACE.applicant, applicantNumber)
    const createdAt = now - a.ageMs
    applicants.push({
      id: applicantId,
      tenantId,
      name: a.name,
      tagline: a.tagline,
      summary: a.summary,
      hardSkills: a.hardSkills,
      softSkills: a.softSkills,
      profile: { ...a.profile },
      matchingOption: 'ALL',
      authorId: peopleIds[i % peopleIds.length] ?? null,
      processingState: 'PROCESSED',
      createdAt,
      updatedAt: createdAt,
    })
    const all = [
      ...a.hardSkills.map((skill) => ({ skill, kind: 'hard' as const })),
      ...a.softSkills.map((skill) => ({ skill, kind: 'soft' as const })),
    ]
    for (const [k, s] of all.entries()) {
      skills.push({
        id: seedId(ID_SPACE.applicantSkill, applicantNumber * 100 + k + 1),
        tenantId,
        applicantId,
        ...s,
        skillKey: skillKeyOf(s.skill)?.key ?? null,
      })
    }
    searchDocuments.push({
      tenantId,
      docType: 'candidate',
      entityId: applicantId,
      title: a.name,
      body: joinText(a.tagline, a.summary, all.map((s) => s.skill).join(' ')),
      updatedAt: createdAt,
    })
  }
}
