import { describe, expect, it } from 'vitest'
import { officeWrittenAt, pdfWrittenAt } from '../../../worker/engine/documents/written-at'
import { parseCv } from '../../../worker/engine/parsing/index'

const NOW = new Date(Date.UTC(2026, 10, 24))

describe('the date a document was written, from its metadata', () => {
  it('PDF: ModDate before CreationDate; implausible or missing dates are null', () => {
    expect(pdfWrittenAt(["D:20170512093000+02'00'", 'D:20150101'], NOW)).toBe('2017-05')
    expect(pdfWrittenAt([undefined, 'D:2016'], NOW)).toBe('2016-01')
    expect(pdfWrittenAt(['D:19800101', 'D:20990101', 'garbage', 42], NOW)).toBeNull()
  })

  it('Office core properties: modified, else created', () => {
    const core = (tags: string) =>
      `<cp:coreProperties xmlns:dcterms="http://purl.org/dc/terms/">${tags}</cp:coreProperties>`
    expect(
      officeWrittenAt(
        core(
          '<dcterms:created xsi:type="dcterms:W3CDTF">2018-02-01T10:00:00Z</dcterms:created><dcterms:modified xsi:type="dcterms:W3CDTF">2019-03-04T10:00:00Z</dcterms:modified>',
        ),
        NOW,
      ),
    ).toBe('2019-03')
    expect(officeWrittenAt(core('<dcterms:created>2018-02-01T10:00:00Z</dcterms:created>'), NOW)).toBe('2018-02')
    expect(officeWrittenAt(core('<dcterms:modified>2031-01-01T00:00:00Z</dcterms:modified>'), NOW)).toBeNull()
    expect(officeWrittenAt(null, NOW)).toBeNull()
  })
})

describe('"present" in a CV is the month it was written', () => {
  const text = ['Jane Roe', 'EXPERIENCE', '2014 - present Accountant, Contoso Ltd', '2010 - 2013 Clerk, Fabrikam'].join(
    '\n',
  )

  it('a CV saved in 2017 claims about seven years, not twelve', () => {
    expect(parseCv(text, { today: '2026-11' }).yearsOfExperience).toBe(16.9)
    expect(parseCv(text, { today: '2026-11', writtenAt: '2017-06' }).yearsOfExperience).toBe(7.5)
  })

  it('a stale metadata date never cuts a job the CV dates explicitly', () => {
    const later = [
      'Jane Roe',
      'EXPERIENCE',
      '2020 - present Accountant, Contoso Ltd',
      '2014 - 2019 Clerk, Fabrikam',
    ].join('\n')
    // Metadata says 2015, but the CV names 2020: "present" is at least its latest explicit month.
    expect(parseCv(later, { today: '2026-11', writtenAt: '2015-01' }).yearsOfExperience).toBe(6.1)
  })
})
