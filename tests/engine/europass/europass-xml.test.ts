/**
 * Europass PDFs carry their SkillsPassport XML as an embedded file (issue #12, point 5). The PDFs here
 * are built in the test with pdf-lib: a text layer in the classic label/value layout plus the XML the
 * Europass editor would attach. The XML's fields win; without it the text layer is read as before.
 * Hostile attachments (huge, malformed, an entity bomb) are ignored without failing the extraction.
 */
import { zlibSync } from 'fflate'
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { extractText } from '../../../worker/engine/documents/index'
import { ATTACHMENT_LIMITS } from '../../../worker/engine/documents/pdf-attachments'
import { readEuropassXml } from '../../../worker/engine/parsing/europass-xml'
import { parseCv } from '../../../worker/engine/parsing/index'
import { europassPdf, LEARNERINFO_V2, SKILLS_PASSPORT } from '../../fixtures/documents/europass-fixtures'

const utf8 = (s: string) => new TextEncoder().encode(s)

describe('Europass XML facts', () => {
  const facts = readEuropassXml(SKILLS_PASSPORT)

  it('reads identity, contact, positions, education, languages and skill texts', () => {
    expect(facts).toMatchObject({
      name: 'Zofia Wiśniewska',
      email: 'zofia.w@example.pl',
      phone: '600 123 456',
      country: 'PL',
      location: 'Warszawa, Poland',
      links: ['https://zofia.example.pl'],
      title: 'Senior Accountant',
      experience: [
        { title: 'Senior Accountant', company: 'Contoso Polska Sp. z o.o.', start: '2018-03', end: 'present' },
        { title: 'Accountant', company: 'Fabrikam S.A.', start: '2013-09', end: '2018-02' },
      ],
      education: [
        {
          degree: 'Master of Finance and Accounting',
          level: 'master',
          institution: 'Warsaw School of Economics',
          year: 2013,
        },
        { level: 'high_school', institution: 'XIV Liceum Ogólnokształcące', year: 2008 },
      ],
      languages: [
        { language: 'pl', proficiency: 'native_or_bilingual' },
        { language: 'en', proficiency: 'professional' },
        { language: 'de', proficiency: 'elementary' },
      ],
      skillLines: ['SAP FI/CO', 'Microsoft Excel', 'IFRS, payroll'],
    })
  })

  it('is null for XML that is no Europass document', () => {
    expect(readEuropassXml('<w:document><w:body/></w:document>')).toBeNull()
    expect(readEuropassXml('not xml at all')).toBeNull()
    expect(readEuropassXml('<SkillsPassport><LearnerInfo>')).not.toBeNull()
  })
})

describe('a Europass PDF with its XML attached', () => {
  it('hands the XML over beside the text layer', async () => {
    const doc = await extractText(await europassPdf([{ name: 'attachment.xml', bytes: utf8(SKILLS_PASSPORT) }]))
    expect(doc.text).toContain('Senior Accountant')
    expect(doc.europassXml).toBe(SKILLS_PASSPORT)
    expect(doc.warnings).toEqual([])
  })

  it('the XML wins over the text layer: name, phone with its country, positions, education, languages, skills', async () => {
    const doc = await extractText(await europassPdf([{ name: 'attachment.xml', bytes: utf8(SKILLS_PASSPORT) }]))
    const cv = parseCv(doc.text, { today: '2026-11', europassXml: doc.europassXml })
    expect(cv.name).toBe('Zofia Wiśniewska')
    expect(cv.email).toBe('zofia.w@example.pl')
    expect(cv.phone).toBe('+48600123456')
    expect(cv.title).toBe('Senior Accountant')
    expect(cv.experience).toHaveLength(2)
    // 2013-09 to 2026-11, months counted inclusively.
    expect(cv.yearsOfExperience).toBe(13.3)
    expect(cv.degree).toBe('master')
    expect(cv.languages).toContainEqual({ language: 'en', proficiency: 'professional' })
    expect(cv.languages).toContainEqual({ language: 'pl', proficiency: 'native_or_bilingual' })
    expect(cv.hardSkills).toEqual(expect.arrayContaining(['SAP', 'Microsoft Excel', 'IFRS', 'Payroll']))
    expect(cv.isco?.code).toBe('2411')
    expect(cv.evidence.name).toEqual([{ line: -1, text: 'Europass XML' }])
  })

  it('an XML without a headline leaves the title to the text layer, next to the name or the current job', async () => {
    const noHeadline = SKILLS_PASSPORT.replace(/<Headline>.*<\/Headline>/, '')
    expect(noHeadline).not.toContain('<Headline>')
    const doc = await extractText(await europassPdf([{ name: 'attachment.xml', bytes: utf8(noHeadline) }]))
    const cv = parseCv(doc.text, { today: '2026-11', europassXml: doc.europassXml })
    expect(cv.name).toBe('Zofia Wiśniewska')
    expect(cv.title).toBe('Senior Accountant')
  })

  it('without the XML the label/value text layer is read as before', async () => {
    const doc = await extractText(await europassPdf())
    expect(doc.europassXml).toBeUndefined()
    const cv = parseCv(doc.text, { today: '2026-11', europassXml: doc.europassXml })
    expect(cv.name).toBe('Zofia Wisniewska')
    expect(cv.experience.map((e) => e.title)).toEqual(['Senior Accountant', 'Accountant'])
  })

  it('an attachment that is not Europass XML is not handed over', async () => {
    const doc = await extractText(
      await europassPdf([{ name: 'notes.xml', bytes: utf8('<notes><n>Bring coffee</n></notes>') }]),
    )
    expect(doc.europassXml).toBeUndefined()
  })
})

describe('the older Europass schema (V2.0, europass:learnerinfo)', () => {
  it('reads the same facts from lower-case elements, element dates and xsi:typed languages', () => {
    expect(readEuropassXml(LEARNERINFO_V2)).toEqual({
      name: 'Tomasz Zieliński',
      email: 'tomasz.z@example.pl',
      phone: '601 234 567',
      country: 'PL',
      location: 'Kraków, Poland',
      links: [],
      title: 'Logistics Manager',
      experience: [
        { title: 'Logistics Manager', company: 'Northwind Logistyka Sp. z o.o.', start: '2007-06', end: '2011-03' },
        { title: 'Warehouse Supervisor', company: 'Tailspin Magazyny S.A.', start: '2004-01', end: '2007-12' },
      ],
      education: [
        {
          degree: 'Master of Science in Transport',
          level: 'master',
          institution: 'Cracow University of Technology',
          year: 2004,
        },
      ],
      languages: [
        { language: 'pl', proficiency: 'native_or_bilingual' },
        { language: 'en', proficiency: 'professional' },
        { language: 'de', proficiency: 'elementary' },
      ],
      skillLines: ['SAP', 'Microsoft Excel', 'Team leadership'],
    })
  })

  it('is handed over from a PDF attachment and wins over its text layer', async () => {
    const doc = await extractText(await europassPdf([{ name: 'attachment.xml', bytes: utf8(LEARNERINFO_V2) }]))
    expect(doc.europassXml).toBe(LEARNERINFO_V2)
    const cv = parseCv(doc.text, { today: '2026-11', europassXml: doc.europassXml })
    expect(cv.name).toBe('Tomasz Zieliński')
    expect(cv.phone).toBe('+48601234567')
    expect(cv.experience.map((e) => e.company)).toEqual(['Northwind Logistyka Sp. z o.o.', 'Tailspin Magazyny S.A.'])
    expect(cv.degree).toBe('master')
    expect(cv.hardSkills).toEqual(expect.arrayContaining(['SAP', 'Microsoft Excel']))
  })

  it('keeps the limits of the newer schema: an entity bomb stays inert, a tree over the caps is no Europass XML', () => {
    const bomb = LEARNERINFO_V2.replace(
      '<?xml-stylesheet',
      '<!DOCTYPE l [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><?xml-stylesheet',
    ).replace('<firstname>Tomasz</firstname>', '<firstname>Tomasz&b;</firstname>')
    expect(readEuropassXml(bomb)?.name).toBe('Tomasz&b; Zieliński')
    const deep = `<europass:learnerinfo>${'<x>'.repeat(100)}</europass:learnerinfo>`
    expect(readEuropassXml(deep)).toBeNull()
  })
})

describe('hostile attachments', () => {
  it('a huge attachment (a deflate bomb) is measured with a cap and ignored, text still read', async () => {
    const huge = new Uint8Array(ATTACHMENT_LIMITS.maxBytes * 16).fill(0x20)
    huge.set(utf8('<SkillsPassport><LearnerInfo>'), 0)
    const doc = await extractText(await europassPdf([{ name: 'attachment.xml', bytes: huge }]))
    expect(doc.europassXml).toBeUndefined()
    expect(doc.warnings.some((w) => w.includes('embedded files ignored'))).toBe(true)
    expect(doc.text).toContain('Senior Accountant')
  })

  it('a malformed attachment gives what it states; a damaged stream is ignored', async () => {
    const truncated = SKILLS_PASSPORT.slice(0, 900)
    const doc = await extractText(await europassPdf([{ name: 'attachment.xml', bytes: utf8(truncated) }]))
    // Cut XML still names its root: what it states is read, the rest falls back to the text layer.
    const cv = parseCv(doc.text, { today: '2026-11', europassXml: doc.europassXml })
    expect(cv.name).toBe('Zofia Wiśniewska')
    expect(cv.experience.map((e) => e.title)).toEqual(['Senior Accountant', 'Accountant'])

    // A stream that does not inflate is never handed to pdf.js for decoding.
    const pdf = await PDFDocument.load(await europassPdf([{ name: 'attachment.xml', bytes: utf8(SKILLS_PASSPORT) }]))
    const broken = pdf.context.enumerateIndirectObjects().find(([, o]) => {
      return o instanceof PDFRawStream && o.dict.get(PDFName.of('Type')) === PDFName.of('EmbeddedFile')
    })
    expect(broken).toBeDefined()
    const stream = broken![1] as PDFRawStream
    const garbage = zlibSync(utf8(SKILLS_PASSPORT)).slice(0, 60)
    garbage[40] = (garbage[40] ?? 0) ^ 0xff
    pdf.context.assign(broken![0], PDFRawStream.of(stream.dict, garbage))
    stream.dict.set(PDFName.of('Length'), pdf.context.obj(garbage.byteLength))
    const damaged = await extractText(await pdf.save({ useObjectStreams: false }))
    expect(damaged.europassXml).toBeUndefined()
    expect(damaged.text).toContain('Senior Accountant')
  })

  it('an entity bomb stays inert: entities are not expanded, the facts beside them are read', async () => {
    const bomb = SKILLS_PASSPORT.replace(
      '<SkillsPassport',
      `<!DOCTYPE SkillsPassport [<!ENTITY a "aaaaaaaaaa">${Array.from({ length: 9 }, (_, i) => `<!ENTITY ${String.fromCharCode(98 + i)} "${`&${String.fromCharCode(97 + i)};`.repeat(10)}">`).join('')}]>\n<SkillsPassport`,
    ).replace('<FirstName>Zofia</FirstName>', '<FirstName>Zofia &j;</FirstName>')
    const doc = await extractText(await europassPdf([{ name: 'attachment.xml', bytes: utf8(bomb) }]))
    expect(doc.europassXml?.length).toBe(utf8(bomb).byteLength - countNonAscii(bomb))
    const started = performance.now()
    const cv = parseCv(doc.text, { today: '2026-11', europassXml: doc.europassXml })
    expect(performance.now() - started).toBeLessThan(2000)
    expect(cv.name).toBe('Zofia &j; Wiśniewska')
    expect(cv.experience).toHaveLength(2)
  })

  it('too many attachments: none is read', async () => {
    const many = Array.from({ length: ATTACHMENT_LIMITS.maxAttachments + 1 }, (_, i) => ({
      name: `part-${i}.xml`,
      bytes: utf8(SKILLS_PASSPORT),
    }))
    const doc = await extractText(await europassPdf(many))
    expect(doc.europassXml).toBeUndefined()
    expect(doc.warnings.some((w) => w.includes('embedded files ignored'))).toBe(true)
  })
})

function countNonAscii(s: string): number {
  // UTF-8 bytes minus UTF-16 units: the XML's length as a string from its byte length.
  return utf8(s).byteLength - s.length
}
