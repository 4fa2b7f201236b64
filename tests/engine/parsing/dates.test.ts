import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MONTH_WORDS } from '../../../worker/engine/parsing/date-words'
import { findDateRanges, findDates, formatYearMonth, isDateOnly } from '../../../worker/engine/parsing/dates'

/** Full month names of each language, in month order, as a CV would print them. */
const MONTHS: Record<string, string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  de: [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
  it: [
    'gennaio',
    'febbraio',
    'marzo',
    'aprile',
    'maggio',
    'giugno',
    'luglio',
    'agosto',
    'settembre',
    'ottobre',
    'novembre',
    'dicembre',
  ],
  nl: [
    'januari',
    'februari',
    'maart',
    'april',
    'mei',
    'juni',
    'juli',
    'augustus',
    'september',
    'oktober',
    'november',
    'december',
  ],
  pl: [
    'styczeń',
    'luty',
    'marzec',
    'kwiecień',
    'maj',
    'czerwiec',
    'lipiec',
    'sierpień',
    'wrzesień',
    'październik',
    'listopad',
    'grudzień',
  ],
  pt: [
    'janeiro',
    'fevereiro',
    'março',
    'abril',
    'maio',
    'junho',
    'julho',
    'agosto',
    'setembro',
    'outubro',
    'novembro',
    'dezembro',
  ],
}
const PRESENT: Record<string, string> = {
  en: 'Present',
  de: 'heute',
  fr: "aujourd'hui",
  es: 'actualidad',
  it: 'oggi',
  nl: 'heden',
  pl: 'obecnie',
  pt: 'atual',
}

const lang = fc.constantFrom(...Object.keys(MONTHS))
const ym = fc.record({ year: fc.integer({ min: 1960, max: 2030 }), month: fc.integer({ min: 1, max: 12 }) })
const dash = fc.constantFrom(' - ', ' – ', '–', ' — ', ' to ', '\nto\n', ' bis ')

type Style = 'name' | 'abbr' | 'slash' | 'dot' | 'iso'
function render(date: { year: number; month: number }, language: string, style: Style): string {
  const mm = String(date.month).padStart(2, '0')
  if (style === 'name') return `${MONTHS[language]![date.month - 1]} ${date.year}`
  if (style === 'abbr') return `${MONTHS.en![date.month - 1]!.slice(0, 3)} ${date.year}`
  if (style === 'slash') return `${mm}/${date.year}`
  if (style === 'dot') return `${mm}.${date.year}`
  return `${date.year}-${mm}`
}
const style = fc.constantFrom<Style>('name', 'abbr', 'slash', 'dot', 'iso')

describe('date parsing', () => {
  it('reads any month-year range in any supported language and style', () => {
    fc.assert(
      fc.property(lang, ym, ym, dash, style, (language, a, b, sep, st) => {
        const text = `Engineer, Acme ${render(a, language, st)}${sep}${render(b, language, st)} Berlin`
        const ranges = findDateRanges(text)
        expect(ranges).toHaveLength(1)
        expect(ranges[0]!.start).toEqual(a)
        expect(ranges[0]!.end).toEqual(b)
      }),
      { numRuns: 400 },
    )
  })

  it('reads open ranges ending today in every language', () => {
    fc.assert(
      fc.property(lang, ym, style, (language, a, st) => {
        const ranges = findDateRanges(`${render(a, language, st)} - ${PRESENT[language]}`)
        expect(ranges).toHaveLength(1)
        expect(ranges[0]!.start).toEqual(a)
        expect(ranges[0]!.end).toBe('present')
      }),
      { numRuns: 200 },
    )
  })

  it('reads year-only ranges and "since" forms', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1960, max: 2030 }),
        fc.constantFrom('seit', 'since', 'depuis', 'desde', 'dal', 'sinds', 'od'),
        (year, since) => {
          expect(findDateRanges(`${since} ${year}`)).toEqual([
            expect.objectContaining({ start: { year, month: null }, end: 'present' }),
          ])
          expect(findDateRanges(`${year}–${year + 2}`)[0]).toEqual(
            expect.objectContaining({ start: { year, month: null }, end: { year: year + 2, month: null } }),
          )
        },
      ),
    )
  })

  it('formats YYYY-MM and covers a year-only range from January to December', () => {
    fc.assert(
      fc.property(ym, (d) => {
        expect(formatYearMonth(d, 'start')).toBe(`${d.year}-${String(d.month).padStart(2, '0')}`)
        expect(formatYearMonth({ year: d.year, month: null }, 'start')).toBe(`${d.year}-01`)
        expect(formatYearMonth({ year: d.year, month: null }, 'end')).toBe(`${d.year}-12`)
      }),
    )
  })

  it('has a month word for every month in every language', () => {
    for (let m = 1; m <= 12; m++) expect(MONTH_WORDS[m]!.length).toBeGreaterThan(5)
  })

  it.each([
    ['October 2011\nto\nAugust 2015', { year: 2011, month: 10 }, { year: 2015, month: 8 }],
    ["Aug'07- Dec'08", { year: 2007, month: 8 }, { year: 2008, month: 12 }],
    ['gennaio 2005 - alla data attuale', { year: 2005, month: 1 }, 'present'],
    ['Sep 2012 - Till date', { year: 2012, month: 9 }, 'present'],
    ['enero de 2015 - actualidad', { year: 2015, month: 1 }, 'present'],
    ['2017 – Product Manager, Google\nPresent Leading a team', { year: 2017, month: null }, 'present'],
  ])('reads %j', (text, start, end) => {
    expect(findDateRanges(text)[0]).toEqual(expect.objectContaining({ start, end }))
  })

  it('does not see dates in ordinary numbers', () => {
    expect(findDates('Team of 15, 3,000 users, US Patent 11,234,567, +49 176 1234567')).toEqual([])
    expect(isDateOnly('Jan 2019 – Present')).toBe(true)
    expect(isDateOnly('Engineer 2019')).toBe(false)
  })
})
