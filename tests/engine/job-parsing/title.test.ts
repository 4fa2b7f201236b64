import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseJobDescription } from '../../../worker/engine/job-parsing/index'
import { readLines } from '../../../worker/engine/job-parsing/lines'
import { scoreTitleCandidates } from '../../../worker/engine/job-parsing/title'
import { TITLE_RULES } from '../../../worker/engine/job-parsing/title-rules'

// Synthetic ads in the shapes issue 12 lists as failing ("the title is the first label-like line or
// any first line").
const titleOf = (ad: string) => parseJobDescription(ad).title

describe('job title', () => {
  it('takes the head of a first line that goes on as a sentence', () => {
    expect(titleOf('Sales. We are hiring a sales professional to join our team.\nRequirements\n- CRM')).toBe('Sales')
  })

  it('skips a German banner sentence for the title with a gender marker', () => {
    const ad = 'Wir suchen zum nächstmöglichen Zeitpunkt eine/n\nSoftwareentwickler (m/w/d)\nIhr Profil\n- Java'
    expect(titleOf(ad)).toBe('Softwareentwickler (m/w/d)')
  })

  it('gives no title when only a banner sentence is there', () => {
    expect(titleOf('Wir suchen zum nächstmöglichen Zeitpunkt eine/n\nIhr Profil\n- Java')).toBe('')
  })

  it('skips "We\'re hiring!" and "Job details" banners', () => {
    expect(titleOf("We're hiring!\nData Analyst\nAbout the role\nYou will build dashboards.")).toBe('Data Analyst')
    expect(titleOf('Job details\nWarehouse Supervisor\nLocation: Leeds')).toBe('Warehouse Supervisor')
  })

  it('reads the title after a banner on the same line', () => {
    expect(titleOf("We're hiring: Payroll Specialist\nAbout us\nA bakery chain.")).toBe('Payroll Specialist')
  })

  it('skips banners in French, Polish, Spanish, Italian, Dutch and Portuguese', () => {
    expect(titleOf("Offre d'emploi\nDéveloppeur Java (H/F)\nVotre profil\n- Java")).toBe('Développeur Java (H/F)')
    expect(titleOf('Oferta pracy\nKsięgowa (k/m)\nWymagania\n- Excel')).toBe('Księgowa (k/m)')
    expect(titleOf('Oferta de empleo\nIngeniero de software\nRequisitos\n- Java')).toBe('Ingeniero de software')
    expect(titleOf('Offerta di lavoro\nProgrammatore Java\nRequisiti\n- Java')).toBe('Programmatore Java')
    expect(titleOf('Vacature\nSoftwareontwikkelaar\nFunctie eisen\n- Java')).toBe('Softwareontwikkelaar')
    expect(titleOf('Vaga de emprego\nDesenvolvedor de software\nRequisitos\n- Java')).toBe('Desenvolvedor de software')
  })

  it('does not take a company name for the title', () => {
    expect(titleOf('Northwind Analytics GmbH\nData Engineer (m/w/d)\nBerlin, Deutschland')).toBe(
      'Data Engineer (m/w/d)',
    )
    const board =
      'Acme Robotics 4.2 ★\nMachine Learning Engineer\nAustin, TX\n\nJob Description\nAcme Robotics is a company building robots.'
    expect(titleOf(board)).toBe('Machine Learning Engineer')
  })

  it('does not take a long "Position: We are looking for…" sentence', () => {
    const ad =
      'Position: We are looking for a motivated person who will join our growing team in the city centre and help our clients every single day.\nAbout us\nWe are a family business.'
    expect(ad.split('\n')[0]?.length).toBeGreaterThan(130)
    expect(titleOf(ad)).toBe('')
  })

  it('never takes a section label with its content ("Requirements: …") for the title', () => {
    expect(titleOf('Requirements: 5+ years of Python, SQL and Airflow\nWe are a data company in Berlin.')).toBe('')
    expect(titleOf('Anforderungen: Ausbildung als Pflegefachkraft\nWir suchen Verstärkung.')).toBe('')
    expect(titleOf('Wymagania: Java, Spring\nProgramista Java\nOferujemy umowę o pracę.')).toBe('Programista Java')
    expect(titleOf('Responsibilities: own the roadmap\nProduct Manager\nAbout us')).toBe('Product Manager')
  })

  it('never takes a "Requirements: …" line for the title, even when its value reads like a job', () => {
    expect(titleOf('Requirements: Experienced Sales Manager\nWe sell machines to farms.')).toBe('')
    expect(titleOf('Requirement: Java developer with 5 years\nAbout us\nA bank.')).toBe('')
    expect(titleOf('Qualifications: Registered Nurse licence\nAbout us\nA hospital.')).toBe('')
    expect(titleOf('Requirements: Senior Accountant experience\nSenior Accountant\nAbout us')).toBe('Senior Accountant')
    expect(titleOf('Store Manager\nRequirements: Retail Manager experience, 3 years')).toBe('Store Manager')
  })

  it('takes no title from the lines under a requirements heading', () => {
    expect(titleOf('Requirements:\nSales Manager with B2B experience\n- CRM')).toBe('')
    expect(titleOf('Ihr Profil\nPflegefachkraft mit Erfahrung\n- Teamgeist')).toBe('')
  })

  it('takes the short value of a title label', () => {
    expect(titleOf('Position: Data Analyst\nWe are a retailer.')).toBe('Data Analyst')
    expect(titleOf('Job title: logistics manager\nRequirements:\n- forklift licence')).toBe('logistics manager')
    expect(titleOf('Stanowisko: Programista Java\nWymagania\n- Java')).toBe('Programista Java')
    expect(titleOf('Stelle: Buchhalter (m/w/d)\nIhr Profil\n- DATEV')).toBe('Buchhalter (m/w/d)')
  })

  it('keeps a correct first-line title over a later "Role: Partner with…" line', () => {
    const ad =
      'Senior Accountant\nAbout the role\nRole: Partner with the finance team to close the books every month.\nRequirements\n- IFRS'
    expect(titleOf(ad)).toBe('Senior Accountant')
  })

  it('reads the title of a Polish ad whose title, category and body share one line', () => {
    const ad =
      'Księgowa Finanse / Księgowość Rachunkowość,Podatki specjalista (Mid / Regular) prowadzenie ksiąg rachunkowych, sporządzanie deklaracji podatkowych, umowa o pracę znajomość programu Symfonia, znajomość Excel'
    const job = parseJobDescription(ad)
    expect(job.title).toBe('Księgowa')
    expect(job.isco?.code).toBe('2411')
  })

  it('does not end a title at an abbreviation ("Specjalista ds. Zakupów")', () => {
    expect(titleOf('Specjalista ds. Zakupów\nWymagania\n- Excel')).toBe('Specjalista ds. Zakupów')
  })

  it('does not cut a paragraph at "kat." ("prawo jazdy kat. B" is no title "B")', () => {
    const paragraph =
      'Montaż instalacji grzewczych i pomp ciepła u klientów w całym województwie, serwis urządzeń po ' +
      'montażu, doradztwo techniczne dla klientów. Wymagamy prawa jazdy kat. B oraz doświadczenia w ' +
      'montażu instalacji. Oferujemy umowę o pracę i samochód służbowy.'
    const units = readLines(paragraph).lines.map((l) => l.text)
    expect(units).toContain('Wymagamy prawa jazdy kat. B oraz doświadczenia w montażu instalacji.')
    expect(units).not.toContain('B oraz doświadczenia w montażu instalacji.')
  })

  it('does not take a requirement line for the title', () => {
    expect(titleOf('Requirements\n- Experience with Salesforce\n- 3+ years in B2B sales')).toBe('')
  })

  it('explains a choice by the names of the rules that held', () => {
    const { lines, headings } = readLines('Job details\nWarehouse Supervisor (m/w/d)')
    const scored = scoreTitleCandidates(lines, headings)
    const banner = scored.find((s) => s.candidate.text === 'Job details')
    const title = scored.find((s) => s.candidate.text === 'Warehouse Supervisor (m/w/d)')
    expect(banner?.score).toBeLessThan(0)
    expect(title?.rules).toContain('gender marker (m/w/d), (H/F), (k/m)')
    expect(title?.score).toBe(
      TITLE_RULES.filter((r) => title?.rules.includes(r.name)).reduce((sum, r) => sum + r.weight, 0),
    )
  })

  it('keeps the rules as a table with unique names and non-zero weights', () => {
    const names = TITLE_RULES.map((r) => r.name)
    expect(new Set(names).size).toBe(names.length)
    for (const r of TITLE_RULES) expect(r.weight).not.toBe(0)
  })
})

describe('job-parsing README', () => {
  it('lists every title rule with its weight', () => {
    const readme = readFileSync(new URL('../../../worker/engine/job-parsing/README.md', import.meta.url), 'utf8')
    // Rows "| name | +2 |" of the rules table, name → weight.
    const rows = new Map<string, number>()
    for (const m of readme.matchAll(/^\| (.+?) +\| +([+−])(\d+) \|$/gm)) {
      rows.set(m[1] as string, (m[2] === '−' ? -1 : 1) * Number(m[3]))
    }
    expect(Object.fromEntries(rows)).toEqual(Object.fromEntries(TITLE_RULES.map((r) => [r.name, r.weight])))
  })
})
