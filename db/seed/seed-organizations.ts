import type { clients, jobRequirements, jobs, organizations } from '../schema'
import type { SeedLocale } from './word-lists'

/**
 * The two demo tenants with their people, clients and jobs. Invented companies and people.
 * The passwords are public on purpose: this data is for local development and tests only.
 */
/** 'suspended' is a member whose account a platform admin suspended (the /suspended page). */
export type SeedRole = 'owner' | 'admin' | 'user' | 'suspended'

export interface SeedPerson {
  email: string
  password: string
  name: string
  position: string
  role: SeedRole
}

type Requirement = Omit<typeof jobRequirements.$inferInsert, 'id' | 'tenantId' | 'jobId'>
export interface SeedJob {
  title: string
  description: string
  status: 'DRAFT' | 'OPEN'
  /** Index into the organization's clients. */
  client?: number
  ageDays: number
  attributeWeights: NonNullable<(typeof jobs.$inferInsert)['attributeWeights']>
  requirements: Requirement[]
}

export interface SeedOrganization {
  key: 'northwind' | 'alpenblick'
  locale: SeedLocale
  organization: Omit<typeof organizations.$inferInsert, 'id' | 'ownerId' | 'createdAt' | 'updatedAt'>
  people: SeedPerson[]
  clients: Omit<typeof clients.$inferInsert, 'id' | 'tenantId' | 'createdAt' | 'updatedAt'>[]
  jobs: SeedJob[]
  applicantCount: number
  prngSeed: number
}

export const PLATFORM_ADMIN = {
  email: 'admin@shortlist.local',
  password: 'Admin-Secret-1',
  name: 'Platform Admin',
  position: 'Operations',
} as const

export const SEED_ORGANIZATIONS: readonly SeedOrganization[] = [
  {
    key: 'northwind',
    locale: 'en',
    organization: {
      name: 'Northwind Talent',
      language: 'en_US',
      isAgency: false,
      address: '41 Harbour Row, Bristol BS1 5TY, United Kingdom',
      brandLanguage: 'Friendly, direct and jargon-free.',
      culture: 'Small cross-functional teams, remote-first, with a strong writing culture.',
      info: 'Northwind Talent hires engineers, analysts and people-operations staff for its own product teams.',
      planName: 'standard',
      subscriptionStatus: 'ACTIVE',
    },
    people: [
      {
        email: 'owner@northwind.example',
        password: 'Owner-Secret-1',
        name: 'Nora Quinn',
        position: 'Managing Director',
        role: 'owner',
      },
      {
        email: 'admin@northwind.example',
        password: 'Admin-Secret-1',
        name: 'Adrian Hale',
        position: 'Head of Talent',
        role: 'admin',
      },
      {
        email: 'user@northwind.example',
        password: 'User-Secret-1',
        name: 'Uma Brooks',
        position: 'Recruiter',
        role: 'user',
      },
      {
        email: 'suspended@northwind.example',
        password: 'Suspended-Secret-1',
        name: 'Sam Stone',
        position: 'Former contractor',
        role: 'suspended',
      },
    ],
    clients: [],
    jobs: [
      {
        title: 'Senior Backend Engineer (TypeScript)',
        description:
          'Design and run the services behind our hiring platform: TypeScript on Node.js, PostgreSQL, queues and a lot of careful API work. You will own features end to end and mentor two mid-level engineers.',
        status: 'OPEN',
        ageDays: 18,
        attributeWeights: { degree: 10, isco: 15, language_proficiency: 15, seniority: 20, skills: 40 },
        requirements: [
          { attribute: 'skills', operator: 'EQUALS', value: 'TypeScript', mandatory: true },
          { attribute: 'skills', operator: 'EQUALS', value: 'PostgreSQL', mandatory: false },
          { attribute: 'seniority', operator: 'GTE', value: 'advanced', mandatory: true },
          {
            attribute: 'language_proficiency',
            language: 'en',
            operator: 'GTE',
            value: 'professional',
            mandatory: true,
          },
          { attribute: 'isco', operator: 'EQUALS', value: '2512', mandatory: false },
        ],
      },
      {
        title: 'Data Analyst, Growth',
        description:
          'Turn product and funnel data into decisions. You will build dashboards in Power BI, write SQL every day, and work with marketing on experiment design and reporting.',
        status: 'OPEN',
        ageDays: 9,
        attributeWeights: { degree: 20, isco: 10, language_proficiency: 10, seniority: 20, skills: 40 },
        requirements: [
          { attribute: 'skills', operator: 'EQUALS', value: 'SQL', mandatory: true },
          { attribute: 'skills', operator: 'EQUALS', value: 'Python', mandatory: false },
          { attribute: 'degree', operator: 'GTE', value: 'bachelor', mandatory: false },
          {
            attribute: 'seniority',
            operator: 'BETWEEN',
            value: 'intermediate',
            maxValue: 'advanced',
            mandatory: false,
          },
        ],
      },
      {
        title: 'People Operations Specialist',
        description:
          'Run onboarding, employee data and our HR tooling in Workday. You will be the first point of contact for questions about contracts, payroll and policies across three countries.',
        status: 'DRAFT',
        ageDays: 2,
        attributeWeights: { degree: 15, isco: 25, language_proficiency: 20, seniority: 15, skills: 25 },
        requirements: [
          { attribute: 'isco', operator: 'EQUALS', value: '2423', mandatory: true },
          {
            attribute: 'language_proficiency',
            language: 'en',
            operator: 'GTE',
            value: 'full_professional',
            mandatory: true,
          },
          { attribute: 'skills', operator: 'EQUALS', value: 'Onboarding', mandatory: false },
        ],
      },
    ],
    applicantCount: 25,
    prngSeed: 0x5eed_0001,
  },
  {
    key: 'alpenblick',
    locale: 'de',
    organization: {
      name: 'Alpenblick Personal GmbH',
      language: 'de_DE',
      isAgency: true,
      address: 'Maximilianstraße 12, 6020 Innsbruck, Österreich',
      brandLanguage: 'Persönlich, verbindlich, per Sie.',
      culture: 'Inhabergeführte Personalberatung mit festen Ansprechpartnern für jeden Kunden.',
      info: 'Alpenblick Personal vermittelt Fach- und Führungskräfte in Technik, Pflege und Logistik im Alpenraum.',
      planName: 'standard',
      subscriptionStatus: 'ACTIVE',
    },
    people: [
      {
        email: 'inhaber@alpenblick.example',
        password: 'Owner-Secret-1',
        name: 'Ingrid Alber',
        position: 'Geschäftsführerin',
        role: 'owner',
      },
      {
        email: 'admin@alpenblick.example',
        password: 'Admin-Secret-1',
        name: 'Anton Steiner',
        position: 'Teamleitung Recruiting',
        role: 'admin',
      },
      {
        email: 'nutzer@alpenblick.example',
        password: 'User-Secret-1',
        name: 'Nina Hofer',
        position: 'Personalberaterin',
        role: 'user',
      },
    ],
    clients: [
      {
        name: 'Bergwerk Maschinenbau AG',
        address: 'Industriestraße 7, 6330 Kufstein',
        brandLanguage: 'Sachlich und technisch präzise.',
        culture: 'Mittelständischer Sondermaschinenbau mit kurzen Entscheidungswegen.',
        info: 'Entwickelt und fertigt Verpackungsanlagen für die Lebensmittelindustrie.',
        hireType: 'recruiting',
        privacy: 'shared',
      },
      {
        name: 'Seeblick Kliniken',
        address: 'Uferweg 3, 6100 Seefeld',
        brandLanguage: 'Warm, wertschätzend und klar.',
        culture: 'Pflege auf Augenhöhe, feste Teams und planbare Dienste.',
        info: 'Privater Klinikverbund mit drei Standorten und Schwerpunkt Intensivmedizin.',
        hireType: 'staffing',
        privacy: 'private',
      },
      {
        name: 'Kaiser Logistik GmbH',
        address: 'Am Güterbahnhof 21, 6060 Hall in Tirol',
        brandLanguage: 'Bodenständig und direkt.',
        culture: 'Familienunternehmen im Schichtbetrieb mit hoher Verlässlichkeit.',
        info: 'Kontraktlogistik und Lagerhaltung für Handel und Industrie.',
        hireType: 'recruiting',
        privacy: 'private',
      },
    ],
    jobs: [
      {
        title: 'Maschinenbauingenieur:in Konstruktion',
        description:
          'Für unseren Kunden konstruieren Sie Baugruppen für Verpackungsanlagen in SolidWorks, begleiten Prototypen bis zur Serie und stimmen sich eng mit Fertigung und Vertrieb ab.',
        status: 'OPEN',
        client: 0,
        ageDays: 16,
        attributeWeights: { degree: 20, isco: 15, language_proficiency: 15, seniority: 15, skills: 35 },
        requirements: [
          { attribute: 'skills', operator: 'EQUALS', value: 'SolidWorks', mandatory: true },
          { attribute: 'degree', operator: 'GTE', value: 'bachelor', mandatory: true },
          {
            attribute: 'language_proficiency',
            language: 'de',
            operator: 'GTE',
            value: 'full_professional',
            mandatory: true,
          },
          { attribute: 'seniority', operator: 'GTE', value: 'competent', mandatory: false },
        ],
      },
      {
        title: 'Pflegefachkraft Intensivstation',
        description:
          'Sie versorgen Patientinnen und Patienten auf einer modernen Intensivstation, arbeiten im festen Team mit planbaren Diensten und werden gezielt in der Intensivpflege weitergebildet.',
        status: 'OPEN',
        client: 1,
        ageDays: 11,
        attributeWeights: { degree: 10, isco: 30, language_proficiency: 20, seniority: 10, skills: 30 },
        requirements: [
          { attribute: 'isco', operator: 'EQUALS', value: '2221', mandatory: true },
          { attribute: 'skills', operator: 'EQUALS', value: 'Intensive Care', mandatory: false },
          {
            attribute: 'language_proficiency',
            language: 'de',
            operator: 'GTE',
            value: 'professional',
            mandatory: true,
          },
        ],
      },
      {
        title: 'Disponent:in Kontraktlogistik',
        description:
          'Sie planen Touren und Lagerkapazitäten in SAP MM, koordinieren Speditionen und sind Ansprechpartner:in für Kunden bei Terminen, Mengen und Reklamationen.',
        status: 'DRAFT',
        client: 2,
        ageDays: 4,
        attributeWeights: { degree: 5, isco: 20, language_proficiency: 15, seniority: 20, skills: 40 },
        requirements: [
          { attribute: 'skills', operator: 'EQUALS', value: 'SAP MM', mandatory: true },
          {
            attribute: 'seniority',
            operator: 'BETWEEN',
            value: 'intermediate',
            maxValue: 'advanced',
            mandatory: false,
          },
        ],
      },
      {
        title: 'Senior DevOps Engineer (Remote)',
        description:
          'Sie betreiben Kubernetes-Cluster und Terraform-Infrastruktur für einen Softwarekunden, automatisieren Deployments und verbessern Monitoring und Bereitschaft.',
        status: 'DRAFT',
        ageDays: 1,
        attributeWeights: { degree: 10, isco: 10, language_proficiency: 10, seniority: 30, skills: 40 },
        requirements: [
          { attribute: 'skills', operator: 'EQUALS', value: 'Kubernetes', mandatory: true },
          { attribute: 'skills', operator: 'EQUALS', value: 'Terraform', mandatory: false },
          { attribute: 'seniority', operator: 'GTE', value: 'advanced', mandatory: false },
        ],
      },
    ],
    applicantCount: 25,
    prngSeed: 0x5eed_0002,
  },
]
