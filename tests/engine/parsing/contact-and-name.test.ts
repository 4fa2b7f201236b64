import { describe, expect, it } from 'vitest'
import { parseCv } from '../../../worker/engine/parsing/index'

const parse = (text: string) => parseCv(text, { today: '2024-06' })

describe('contact and name', () => {
  it('takes no contact data from referees or supervisors', () => {
    const cv = parse(`SALES ASSOCIATE
Summary
Friendly sales associate with retail experience.
Experience
03/2019 - 05/2021
Company Name City , State Sales Associate
Supervisor: Pat Example (555) 123-4567
References
Sam Sample, Store Manager: +1 202 555 0147, sam.sample@example.com`)
    expect(cv.name).toBeNull()
    expect(cv.email).toBeNull()
    expect(cv.phone).toBeNull()
    expect(cv.title).toBe('Sales Associate')
  })

  it('never reads a date range or a birth date as a phone number', () => {
    const cv = parse(`Ana Example
Born 14.05.1987, Berlin, Germany
Experience
02/2013 - 12/2014 Analyst, Example GmbH`)
    expect(cv.phone).toBeNull()
  })

  it('keeps a fictional international number as written when it is not a valid one', () => {
    expect(parse('John Example\nphone: +1 808 783947\njohn@example.com').phone).toBe('+1 808 783947')
  })

  it('reads addresses written against spam harvesters', () => {
    expect(parse('Jane Example\njane at example dot org · +34 612 345 678').email).toBe('jane@example.org')
  })

  it('does not take an ALL CAPS job title on the first line for a name', () => {
    expect(parse('SENIOR ACCOUNTANT\nSummary\nAccountant with ten years in audit.').name).toBeNull()
    expect(parse('INFORMATION TECHNOLOGY MANAGER\nSkills\nITIL').name).toBeNull()
  })

  it('takes an ALL CAPS name when contact data confirms it, in title case', () => {
    expect(parse('MARIA KOWALCZYK\nmaria.kowalczyk@example.pl | +48 600 123 456').name).toBe('Maria Kowalczyk')
  })

  it('reorders "SURNAME, Firstname"', () => {
    expect(parse('DUPONT, Claire\nclaire@example.fr').name).toBe('Claire Dupont')
  })

  it('splits a name glued to the title by PDF extraction', () => {
    const cv = parse('Ada LovelaceSoftware Engineer · Analyst\nada@example.com')
    expect(cv.name).toBe('Ada Lovelace')
  })

  it('strips Europass labels', () => {
    const cv = parse('Curriculum vitae\nPersonal information Mario Example\nmario@example.it')
    expect(cv.name).toBe('Mario Example')
  })

  it('collects profile links and keeps tech names out of them', () => {
    const cv = parse(
      'Jo Example\njo@example.com | github.com/jo-example | https://jo.example.dev\nSkills\nNode.js, ASP.NET',
    )
    expect(cv.links).toEqual(['github.com/jo-example', 'https://jo.example.dev'])
  })
})
