import { beforeAll, describe, expect, it } from 'vitest'
import { parseJobDescription } from '../../../worker/engine/job-parsing/index'
import { loadOccupationVote, senseFromCues, titleWordSenses } from '../../../worker/engine/taxonomy/index'

beforeAll(() => loadOccupationVote())

/**
 * Synthetic ads in the shape of the Polish job boards (title, category and duties on one line, or the
 * title on its own line): a title word that names several kinds of work ("Architekt", "Inżynier",
 * "Dyrektor") is read in the sense the rest of the title or the ad gives it.
 */
describe('title word senses', () => {
  it('a word has the senses the taxonomies use it for, its spellings across languages together', () => {
    const architect = titleWordSenses('architekt')
    expect(architect).toEqual(titleWordSenses('architect'))
    // Buildings, ICT systems, software, landscape.
    for (const code of ['2161', '2511', '2512', '2162']) expect(architect?.has(code)).toBe(true)
    // "kierownik" (manager) and "kierowca" (driver) share six letters, not their senses.
    const manager = titleWordSenses('kierownik')
    expect(manager?.has('1324')).toBe(true)
    expect([...(manager ?? [])].some((c) => c.startsWith('83'))).toBe(false)
    // A word of one sense (a welder, "spawacz", in KZiS) has none to choose from.
    expect(titleWordSenses('spawacz')).toBeNull()
  })

  it("a title word that only one sense's titles use picks it; shared or tied words do not", () => {
    // KZiS: "Inżynier organizacji i planowania produkcji" (2141), "Inżynier telekomunikacji" (2153).
    expect(senseFromCues('inzynier', 'Inżynier Produkcji')).toMatchObject({ code: '2141', evidence: ['Produkcji'] })
    expect(senseFromCues('inzynier', 'Starszy Inżynier Telekomunikacji')).toMatchObject({
      code: '2153',
      evidence: ['Telekomunikacji'],
    })
    // "elektryk" names both electrical (2151) and electronics (2152) engineers' titles: no cue.
    expect(senseFromCues('inzynier', 'Inżynier Elektryk')).toBeNull()
    // One cue for each of two senses: a tie, no answer.
    expect(senseFromCues('inzynier', 'Inżynier Produkcji i Telekomunikacji')).toBeNull()
  })

  it('"Inżynier Geodezji" is a surveyor by its domain word, not the head word\'s industrial engineer', () => {
    const job = parseJobDescription(
      'Senior Inżynier Geodezji\nObowiązki:\n- realizacja zadań w zespole projektowym\n- współpraca z działem technicznym',
    )
    expect(job.isco).toMatchObject({ code: '2165', source: 'title-head', confidence: 0.6 })
    expect(job.isco?.evidence).toContain('Geodezji')
  })

  it('an IT architect is read in the ICT sense from the title line and the duties', () => {
    const job = parseJobDescription(
      'Architekt IT Cloud - Rozwój oprogramowania\nObowiązki:\n' +
        '- projektowanie architektury aplikacji i systemów w chmurze\n' +
        '- wsparcie zespołów deweloperskich, przegląd kodu, Java, Kubernetes',
    )
    expect(job.isco?.code.slice(0, 2)).toBe('25')
    expect(job.isco).toMatchObject({ source: 'title-head', confidence: 0.6 })
    expect(job.isco?.evidence).toEqual(expect.arrayContaining(['oprogramowania']))
  })

  it("a building architect keeps the word's own group when the ad says little for another sense", () => {
    const job = parseJobDescription(
      'Architekt\nObowiązki:\n- projektowanie budynków mieszkalnych i użyteczności publicznej\n' +
        '- przygotowanie projektów budowlanych i wykonawczych, nadzór autorski na budowie',
    )
    expect(job.isco).toMatchObject({ code: '2161', source: 'title', confidence: 1 })
  })

  it('a head word alone takes the sense the duties vote for among its senses', () => {
    const job = parseJobDescription(
      'Kierownik  Budownictwo Inżynieria kierownik / koordynator nadzór nad realizacją inwestycji, ' +
        'współpraca z inspektorem nadzoru, prowadzenie dokumentacji budowy. Wymagamy uprawnień budowlanych.',
    )
    // The head word's own group is 1219 (business services managers); KZiS's construction managers 1323.
    expect(job.isco).toMatchObject({ code: '1323', source: 'title-head', confidence: 0.6 })
    expect(job.isco?.evidence?.[0]).toBe('Kierownik')
  })

  it("the words after a one-word title on its line pick the unit group within the word's sub-major group", () => {
    // "Konsultant" alone is a management consultant (2421); the ad's category on the title's line says
    // it sells to clients (2433, also business professionals), not a call-centre agent (4222).
    const line = 'Obsługa klienta Handel hurtowy specjalista (Mid) prowadzenie spotkań, raportowanie wyników'
    const job = parseJobDescription(`Konsultant  ${line}`)
    expect(job.isco).toMatchObject({ code: '2433', source: 'title-head', confidence: 0.6 })
    expect(job.isco?.evidence).toEqual(['Konsultant', 'klienta'])
    // The same words in the body, not on the title's line, leave the head word's group.
    const body = parseJobDescription(
      'Konsultant\nObowiązki:\n- prowadzenie spotkań, raportowanie wyników\n- obsługa klienta',
    )
    expect(body.isco).toMatchObject({ code: '2421', source: 'title-head' })
    // A word of one sense among the business professionals (an accountant) keeps it.
    expect(parseJobDescription(`Księgowa  ${line}`).isco).toMatchObject({ code: '2411', source: 'title-head' })
  })
})
