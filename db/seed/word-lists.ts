import type { DEGREE_LEVELS } from '../../worker/contracts/enums'

/**
 * Invented word lists for synthetic applicants. Names are common first and last names combined at
 * random: the people do not exist. Nothing here comes from real CVs.
 */
export type SeedLocale = 'en' | 'de'
type Degree = (typeof DEGREE_LEVELS)[number]

export const FIRST_NAMES: Record<SeedLocale, readonly string[]> = {
  en: [
    'Olivia', 'Liam', 'Amelia', 'Noah', 'Isla', 'Oliver', 'Ava', 'Elijah', 'Mia', 'James', 'Harper', 'Lucas',
    'Evelyn', 'Mason', 'Chloe', 'Ethan', 'Grace', 'Leo', 'Zoe', 'Henry', 'Aisha', 'Mateo', 'Priya', 'Kenji',
    'Sofia', 'Daniel', 'Ruby', 'Samuel', 'Nadia', 'Owen',
  ],
  de: [
    'Lena', 'Jonas', 'Mia', 'Felix', 'Hannah', 'Lukas', 'Emilia', 'Paul', 'Marie', 'Leon', 'Sophie', 'Elias',
    'Clara', 'Jakob', 'Lea', 'Maximilian', 'Anna', 'Tim', 'Laura', 'Moritz', 'Selin', 'Deniz', 'Katarina',
    'Luca', 'Johanna', 'Niklas', 'Frieda', 'Emre', 'Ida', 'Valentin',
  ],
}

export const LAST_NAMES: Record<SeedLocale, readonly string[]> = {
  en: [
    'Carter', 'Nguyen', 'Patel', 'Okafor', 'Reyes', 'Bennett', 'Hughes', 'Kowalski', 'Larsen', 'Morgan',
    'Fischer', 'Brooks', 'Ramirez', 'Sullivan', 'Chen', 'Hayes', 'Foster', 'Delgado', 'Murphy', 'Ward',
    'Ellison', 'Mensah', 'Tanaka', 'Lindqvist', 'Price',
  ],
  de: [
    'Bauer', 'Wagner', 'Becker', 'Hoffmann', 'Schulz', 'Koch', 'Richter', 'Wolf', 'Neumann', 'Schwarz',
    'Zimmermann', 'Krüger', 'Hartmann', 'Lange', 'Werner', 'Krause', 'Lehmann', 'Köhler', 'Berger', 'Yilmaz',
    'Novak', 'Huber', 'Gruber', 'Eder', 'Pichler',
  ],
}

export const SOFT_SKILLS: Record<SeedLocale, readonly string[]> = {
  en: [
    'Communication', 'Teamwork', 'Problem Solving', 'Adaptability', 'Time Management', 'Leadership',
    'Attention to Detail', 'Customer Focus', 'Creativity', 'Resilience', 'Mentoring', 'Negotiation',
  ],
  de: [
    'Kommunikationsstärke', 'Teamfähigkeit', 'Lösungsorientierung', 'Flexibilität', 'Zeitmanagement',
    'Führungskompetenz', 'Sorgfalt', 'Kundenorientierung', 'Kreativität', 'Belastbarkeit', 'Mentoring',
    'Verhandlungsgeschick',
  ],
}

/** A role an applicant can have: localized title, its ISCO-08 unit group, and the hard skills it draws from. */
export interface SeedRole {
  title: Record<SeedLocale, string>
  isco: string
  skills: readonly string[]
  minDegree: Degree
}

export const ROLES: readonly SeedRole[] = [
  {
    title: { en: 'Backend Developer', de: 'Backend-Entwicklung' },
    isco: '2512',
    skills: ['TypeScript', 'Node.js', 'PostgreSQL', 'Docker', 'Kubernetes', 'Go', 'Java', 'REST APIs', 'AWS', 'GraphQL'],
    minDegree: 'associate',
  },
  {
    title: { en: 'Frontend Developer', de: 'Frontend-Entwicklung' },
    isco: '2513',
    skills: ['React', 'TypeScript', 'CSS', 'Accessibility', 'Vite', 'Figma', 'Testing Library', 'HTML'],
    minDegree: 'high_school',
  },
  {
    title: { en: 'Data Analyst', de: 'Datenanalyse' },
    isco: '2120',
    skills: ['SQL', 'Python', 'Power BI', 'Tableau', 'Excel', 'Statistics', 'dbt', 'pandas'],
    minDegree: 'bachelor',
  },
  {
    title: { en: 'DevOps Engineer', de: 'DevOps Engineer' },
    isco: '2522',
    skills: ['Linux', 'Terraform', 'Kubernetes', 'CI/CD', 'Prometheus', 'Bash', 'AWS', 'Ansible'],
    minDegree: 'associate',
  },
  {
    title: { en: 'HR Generalist', de: 'Personalreferent:in' },
    isco: '2423',
    skills: ['Active Sourcing', 'Interviewing', 'Employer Branding', 'Workday', 'Labour Law', 'Onboarding', 'Payroll'],
    minDegree: 'bachelor',
  },
  {
    title: { en: 'Accountant', de: 'Finanzbuchhaltung' },
    isco: '2411',
    skills: ['IFRS', 'HGB', 'DATEV', 'SAP FI', 'Month-end Closing', 'Excel', 'Tax Reporting'],
    minDegree: 'bachelor',
  },
  {
    title: { en: 'Sales Representative', de: 'Vertriebsmitarbeiter:in' },
    isco: '3322',
    skills: ['Salesforce', 'Lead Generation', 'Key Account Management', 'Cold Calling', 'CRM', 'Pipeline Forecasting'],
    minDegree: 'high_school',
  },
  {
    title: { en: 'Marketing Specialist', de: 'Marketing-Spezialist:in' },
    isco: '2431',
    skills: ['SEO', 'Google Ads', 'Content Strategy', 'HubSpot', 'Copywriting', 'Web Analytics'],
    minDegree: 'bachelor',
  },
  {
    title: { en: 'Mechanical Engineer', de: 'Maschinenbauingenieur:in' },
    isco: '2144',
    skills: ['SolidWorks', 'AutoCAD', 'FEM', 'GD&T', 'Lean Manufacturing', 'Prototyping'],
    minDegree: 'bachelor',
  },
  {
    title: { en: 'Registered Nurse', de: 'Pflegefachkraft' },
    isco: '2221',
    skills: ['Patient Care', 'Wound Care', 'Medication Administration', 'Electronic Health Records', 'Intensive Care'],
    minDegree: 'associate',
  },
  {
    title: { en: 'Logistics Coordinator', de: 'Disposition Logistik' },
    isco: '4323',
    skills: ['SAP MM', 'Warehouse Management', 'Route Planning', 'Incoterms', 'Inventory Control'],
    minDegree: 'high_school',
  },
  {
    title: { en: 'UX Designer', de: 'UX Design' },
    isco: '2166',
    skills: ['Figma', 'User Research', 'Prototyping', 'Wireframing', 'Design Systems', 'Usability Testing'],
    minDegree: 'bachelor',
  },
]

/** Other languages an applicant may speak besides the locale's own, as ISO 639-1 codes. */
export const EXTRA_LANGUAGES = ['fr', 'es', 'it', 'pl', 'tr', 'nl', 'uk'] as const
