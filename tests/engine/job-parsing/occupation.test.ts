import { beforeAll, describe, expect, it } from 'vitest'
import { parseJobDescription } from '../../../worker/engine/job-parsing/index'
import { loadOccupationVote, voteOccupation } from '../../../worker/engine/taxonomy/index'
import { inChargeParts, plStem } from '../../../worker/engine/taxonomy/national-titles-stem'
import { voteStems } from '../../../worker/engine/taxonomy/occupation-stems'
import { majorGroupFirst } from '../../../worker/engine/taxonomy/occupation-vote'

beforeAll(() => loadOccupationVote())

/** Synthetic ads in the shapes that had no occupation: generic or missing titles, duties in the body. */
describe('job occupation', () => {
  it('a known title decides, with full confidence and the title as evidence', () => {
    const job = parseJobDescription(
      'Pflegefachkraft Intensivstation (m/w/d)\nIhre Aufgaben\n- Pflege von Intensivpatienten',
    )
    expect(job.isco).toEqual({
      code: '2221',
      confidence: 1,
      source: 'title',
      evidence: ['Pflegefachkraft Intensivstation (m/w/d)'],
    })
  })

  it('a head word alone names a family: kept, at a lower confidence', () => {
    const job = parseJobDescription('Senior Engineer\nYou will design bridges and supervise construction sites.')
    expect(job.isco?.source).toBe('title-head')
    expect(job.isco?.code.slice(0, 2)).toBe('21')
    expect(job.isco?.confidence).toBeLessThan(1)
  })

  it('a generic title lets the duties vote, and says which words decided', () => {
    const job = parseJobDescription(
      'Specialist\nWhat you will do\n- Develop and test software applications in Java and Python\n' +
        '- Take part in code reviews and write unit tests\n- Design REST APIs and databases',
    )
    expect(job.isco?.source).toBe('vote')
    expect(job.isco?.code.slice(0, 2)).toBe('25')
    expect(job.isco?.evidence).toEqual(expect.arrayContaining(['Java']))
    expect(job.isco?.confidence).toBeGreaterThan(0.5)
    expect(job.isco?.confidence).toBeLessThan(1)
  })

  it('an ad without a usable title still gets the occupation its duties describe', () => {
    const job = parseJobDescription(
      'We are hiring!\nOn our ward you will care for patients, give medication, assist doctors with ' +
        'treatments and keep nursing records.',
    )
    // Health professionals (22) or health associate professionals (32).
    expect(job.isco?.code).toMatch(/^[23]2/)
    expect(job.isco?.source).toBe('vote')
  })

  it('a KZiS name too long for the title dictionary is found by its head and object', () => {
    // KZiS: "Specjalista do spraw rekrutacji pracowników" (242309); the ad's title is shorter.
    const job = parseJobDescription('Specjalista ds. rekrutacji\nProwadzenie procesów rekrutacyjnych.')
    expect(job.isco).toMatchObject({ code: '2423', source: 'title', confidence: 1 })
  })

  it('Polish duties vote through the KZiS occupation names, inflected forms included', () => {
    const job = parseJobDescription(
      'Specjalista\nZakres obowiązków:\n- prowadzenie ksiąg rachunkowych i ewidencji księgowej\n' +
        '- sporządzanie sprawozdań finansowych',
    )
    expect(job.isco?.source).toBe('vote')
    expect(job.isco?.evidence?.some((w) => /rachunkow|księgow/.test(w))).toBe(true)
  })

  it('"ds." in a Polish title is KZiS\'s "do spraw"', () => {
    const job = parseJobDescription('Starszy Specjalista ds. Cyberbezpieczeństwa\nOchrona sieci i systemów.')
    expect(job.isco).toMatchObject({ code: '2529', source: 'title', confidence: 1 })
  })
})

describe('voteOccupation', () => {
  it('is null when no word says anything about an occupation', () => {
    expect(voteOccupation({ title: '', body: 'and the of with 2024' })).toBeNull()
  })
})

describe('the vote names the major group first', () => {
  it('puts the unit groups of the major group with the largest sum first, each kept in its order', () => {
    // One strong word for a professional group (2431) against three sales words for major group 5.
    const ranked: [string, number][] = [
      ['2431', 1.0],
      ['5244', 0.6],
      ['5223', 0.5],
      ['5249', 0.4],
      ['2432', 0.1],
    ]
    expect(majorGroupFirst(ranked).map(([c]) => c)).toEqual(['5244', '5223', '5249', '2431', '2432'])
  })

  it('keeps the best unit group first when its major group also sums highest', () => {
    const ranked: [string, number][] = [
      ['2512', 1.0],
      ['3512', 0.5],
      ['2514', 0.4],
    ]
    expect(majorGroupFirst(ranked).map(([c]) => c)).toEqual(['2512', '2514', '3512'])
  })

  it('a Polish ad with a generic title: the sum of its duties decides the kind of work', () => {
    const job = parseJobDescription(
      'Specjalista\nObowiązki: programowanie aplikacji w Java, testowanie oprogramowania, utrzymanie baz ' +
        'danych, administrowanie serwerami.',
    )
    expect(job.isco).toMatchObject({ source: 'vote' })
    expect(job.isco?.code.slice(0, 2)).toBe('25')
  })
})

describe('national readings of titles', () => {
  it('a Polish ad follows KZiS: a developer is a "Programista aplikacji" (2514), a data scientist 2521', () => {
    const polish = (title: string) =>
      parseJobDescription(
        `${title}\nWymagania\n- doświadczenie w pracy z systemami informatycznymi\n- dobra znajomość języka angielskiego\nOferujemy umowę o pracę i pracę w zespole.`,
      ).isco
    expect(polish('Frontend Developer')).toMatchObject({ code: '2514', source: 'title', confidence: 1 })
    expect(polish('Programista Java')?.code).toBe('2514')
    expect(polish('Data Scientist')?.code).toBe('2521')
  })

  it('the same titles in an English ad keep ISCO-08 as ESCO reads them', () => {
    const english = (title: string) =>
      parseJobDescription(
        `${title}\nRequirements\n- experience with modern web frameworks\n- you work well in a team\nWe offer a permanent contract and a friendly team.`,
      ).isco?.code
    expect(english('Frontend Developer')).toBe('2513')
    expect(english('Data Scientist')).toBe('2511')
  })

  it('a KZiS occupation name opening a Polish title decides, inflected and capitalised alike', () => {
    const polish = (title: string) =>
      parseJobDescription(
        `${title}  Budownictwo Inżynieria kierownik / koordynator nadzór nad realizacją inwestycji, współpraca z inspektorem nadzoru, prowadzenie dokumentacji. Wymagamy doświadczenia w pracy i uprawnień.`,
      ).isco
    // ESCO reads a "Kierownik budowy" as a construction supervisor (3123); KZiS files it under 1323.
    expect(polish('Kierownik Budowy')).toMatchObject({ code: '1323', source: 'title', confidence: 1 })
    expect(polish('Dyrektor Finansowy')?.code).toBe('1120')
    // A one-word name is a family, not a KZiS name: its head word's senses are chosen among by the
    // ad's words, at the head word's confidence.
    expect(polish('Kierownik')).toMatchObject({ code: '1323', source: 'title-head', confidence: 0.6 })
  })

  it('a KZiS name with a word between its words still decides: "Kierownik Zmiany Utrzymania Ruchu"', () => {
    const polish = (title: string) =>
      parseJobDescription(
        `${title}  Produkcja Utrzymanie ruchu kierownik / koordynator nadzór nad pracą działu, planowanie przeglądów maszyn, usuwanie awarii. wykształcenie techniczne`,
      ).isco
    // KZiS 132105 "Kierownik utrzymania ruchu"; the head word alone would be a family guess (1219).
    expect(polish('Kierownik Zmiany Utrzymania Ruchu')).toMatchObject({ code: '1321', source: 'title' })
    // KZiS 311803 "Operator CAD".
    expect(polish('Operator Systemów CAD')?.code).toBe('3118')
    // Two words between are another occupation: the head word's family guess stays.
    expect(polish('Kierownik Działu Zmiany Utrzymania Ruchu')).toMatchObject({ source: 'title-head' })
  })

  it('a title that opens longer KZiS names takes their unit group: "Monter Sieci" is a "Monter sieci gazowych", 7126', () => {
    const polish = (title: string) =>
      parseJobDescription(
        `${title}  Praca fizyczna Monterzy / Serwisanci pracownik fizyczny montaż i konserwacja na budowach, czytanie dokumentacji technicznej. doświadczenie, prawo jazdy kat. B`,
      ).isco
    expect(polish('Monter Sieci')).toMatchObject({
      code: '7126',
      source: 'title',
      evidence: ['Monter Sieci Praca fizyczna Monterzy'],
    })
    expect(polish('Monter Instalacji')?.code).toBe('7126')
  })

  it('another head before a KZiS name\'s words takes the name at its own skill level: "Mechanik Utrzymania Ruchu" is a technician', () => {
    const polish = (title: string) =>
      parseJobDescription(
        `${title}  Praca fizyczna Utrzymanie ruchu pracownik fizyczny usuwanie awarii maszyn, przeglądy urządzeń na linii. wykształcenie techniczne`,
      ).isco
    // KZiS: "Kierownik utrzymania ruchu" 1321, "Inżynier utrzymania ruchu" 2141, "Technik utrzymania
    // ruchu" 3115; KZiS's "Mechanik …" names are mostly craft workers (skill level 2): the technicians
    // (3) are nearest. Without the names the vote read "ruchu" as air traffic (3155).
    expect(polish('Mechanik Utrzymania Ruchu')).toMatchObject({ code: '3115', source: 'title' })
    // The names' own heads keep their names.
    expect(polish('Inżynier Utrzymania Ruchu')?.code).toBe('2141')
    // A generic head tells no level: no name decides.
    expect(polish('Pracownik Utrzymania Ruchu')?.source).not.toBe('title')
  })

  it('a title of two parts around a dash: the second names the job when the first names none', () => {
    const hr = (title: string) =>
      parseJobDescription(
        `${title} Kadry / Zasoby ludzkie Rekrutacja specjalista (Mid / Regular) prowadzenie procesów rekrutacyjnych, publikowanie ogłoszeń, rozmowy z kandydatami.`,
      ).isco
    // "Pracownik" is generic: the vote read the department as HR managers (1212); the part after the
    // dash is KZiS's "Specjalista do spraw rekrutacji pracowników" (2423), cut before the category.
    expect(hr('Pracownik działu kadr')?.code).not.toBe('2423')
    expect(hr('Pracownik działu kadr - Specjalista ds. Rekrutacji')).toMatchObject({
      code: '2423',
      source: 'title',
      evidence: ['Pracownik działu kadr', 'Specjalista ds. Rekrutacji'],
    })
    const shop = (title: string) =>
      parseJobDescription(
        `${title} Handel Sieci handlowe specjalista (Mid / Regular) obsługa klientów w kwiaciarni, układanie bukietów, dbanie o ekspozycję.`,
      ).isco
    // A title the dictionary does not know, then a head word: its family at a head word's confidence.
    expect(shop('Kwiaciarz – Sprzedawca')).toMatchObject({ code: '5223', source: 'title-head', confidence: 0.6 })
    // What follows the dash is no title ("pełny etat", full-time): the ad's words vote as before.
    expect(shop('Kwiaciarz - pełny etat')?.source).toBe('vote')
  })

  it('without a title the first line is read as the title: a flattened Polish ad opens with it', () => {
    const job = parseJobDescription(
      'Ekspert ds. zakupów Zakupy Logistyka,Łańcuch dostaw ekspert negocjowanie warunków handlowych z dostawcami, analiza ofert, prowadzenie postępowań przetargowych. wykształcenie wyższe, znajomość języka angielskiego',
    )
    expect(job.title).toBe('')
    // KZiS's "Specjalista do spraw zakupów" (3323) by head family and object, read on the first line.
    expect(job.isco).toMatchObject({
      code: '3323',
      source: 'title',
      evidence: ['Ekspert ds. zakupów Zakupy Logistyka'],
    })
  })

  it('"Pracownik" (employee) is generic: the title\'s other words or the ad decide, not office clerks', () => {
    const job = parseJobDescription(
      'Pracownik Magazynu\nObowiązki\n- kompletowanie zamówień w magazynie\n- obsługa wózka widłowego\n- przyjmowanie dostaw towaru',
    )
    expect(job.isco?.code).not.toBe('4110')
  })
})

/** Synthetic Polish ads whose titles are KZiS's "X do spraw Y" names cut short ("X ds. Y"). */
describe('Polish "ds." titles by head and object (KZiS "do spraw" names)', () => {
  const ad = (title: string, rest = 'Kategoria: Sprzedaż') =>
    parseJobDescription(
      `${title} ${rest}\nZakres obowiązków:\n- współpraca z działami firmy\n- przygotowywanie raportów\n` +
        'Wymagania:\n- wykształcenie wyższe\n- dobra znajomość pakietu MS Office\nOferujemy umowę o pracę.',
    ).isco

  it('folds Polish inflection on both sides: the same stem for case and number forms', () => {
    expect(plStem('sprzedazy')).toBe(plStem('sprzedaz'))
    expect(plStem('handlowych')).toBe(plStem('handlu'))
    expect(plStem('specjalisci')).toBe(plStem('specjalista'))
    expect(plStem('klientow')).toBe(plStem('klienta'))
    expect(plStem('rekrutacji')).toBe(plStem('rekrutacja'))
  })

  it('reads the head word before "ds." and the object up to where the title ends', () => {
    expect(inChargeParts('Starszy Specjalista ds. Zakupów - telekomunikacja i IT')).toEqual({
      heads: [plStem('specjalista'), plStem('starszy')],
      objects: [plStem('zakupow')],
    })
    expect(inChargeParts('Specjalista do spraw rekrutacji pracowników')?.objects).toEqual([
      plStem('rekrutacji'),
      plStem('pracownikow'),
    ])
    expect(inChargeParts('Specjalista ds. rekrutacji  Human Resources')?.objects).toEqual([plStem('rekrutacji')])
    expect(inChargeParts('Inżynier sprzedaży')).toBeNull()
  })

  it('a head of the same family reads as KZiS\'s own head: "Koordynator ds." is "Specjalista do spraw"', () => {
    // KZiS: "Specjalista do spraw sprzedaży" (243305) and "Specjaliści do spraw sprzedaży" (2433).
    expect(ad('Koordynator ds. Sprzedaży')).toMatchObject({ code: '2433', source: 'title', confidence: 1 })
    // KZiS: "Kierownik do spraw sprzedaży" (122102): a "Manager ds." is a manager.
    expect(ad('Regionalny Manager ds. Sprzedaży')?.code).toBe('1221')
  })

  it('a plain name outweighs a qualified one: "ds. Zakupów" is the purchasing agent, not the personal shopper', () => {
    // KZiS: "Agent do spraw zakupów" (3323) against "Osobisty doradca do spraw zakupów" (5169).
    expect(ad('Specjalista ds. Zakupów', '- branża IT')?.code).toBe('3323')
  })

  it('reads the object after a title the title step cut at "ds."', () => {
    expect(ad('Pracownik działu HR - Specjalista ds. Rekrutacji', '')?.code).toBe('2423')
  })

  it("a second noun that differs from KZiS's names another specialty", () => {
    // KZiS's "Specjalista do spraw bezpieczeństwa wewnętrznego" (2422) is not IT security.
    expect(ad('Specjalista ds. Bezpieczeństwa Sieci', '')?.code).not.toBe('2422')
  })

  it('needs the head right before "ds.": "Specjalista w Zespole ds. Strategii" names a team, not a KZiS name', () => {
    expect(inChargeParts('Specjalista w Zespole ds. Strategii')?.heads[0]).toBe(plStem('zespole'))
    expect(ad('Specjalista w Zespole ds. Strategii', '')?.source).not.toBe('title')
  })

  it('is Polish only: an ad detected in another language does not read "ds."', () => {
    const job = parseJobDescription(
      'Koordynator ds. Sprzedaży\nWe are looking for an experienced colleague to join our team in Warsaw. ' +
        'You will prepare reports, talk to our customers every day and work closely with the marketing team.',
    )
    // In a Polish ad this title is KZiS's "Specjalista do spraw sprzedaży" (2433, see above).
    expect(job.isco?.source).not.toBe('title')
  })
})

describe('the sense of a word beside its neighbour in the vote', () => {
  it('"praca fizyczna", "pracownik fizyczny" are manual work: the word does not vote for physics', () => {
    expect(voteStems('Praca fizyczna, pracownik fizyczny, pracownicy fizyczni')).not.toContain('fizycz')
    // Elsewhere it keeps its sense: "nauk fizycznych" (physical sciences).
    expect(voteStems('Technik nauk fizycznych')).toContain('fizycz')
  })

  it('a manual job with a generic title is not read as a physics technician', () => {
    const job = parseJobDescription(
      'Pracownik Praca fizyczna pracownik fizyczny\nObowiązki:\n- przenoszenie materiałów\n- sprzątanie hali\n' +
        'Oferujemy umowę o pracę.',
    )
    expect(job.isco?.code ?? '').not.toMatch(/^(3111|2111|5413)$/)
    expect(job.isco?.evidence ?? []).not.toContain('fizyczna')
    expect(job.isco?.evidence ?? []).not.toContain('fizyczny')
  })
})

describe('the sense of a word beside the word after it in the vote', () => {
  it('"sieci handlowe", "sieć handlowa" is a retail chain: "sieci" does not vote for computer networks', () => {
    expect(voteStems('Sieci handlowe, sieć handlowa, w sieciach handlowych')).not.toContain('sieci')
    expect(voteStems('Sieci handlowe, sieć handlowa, w sieciach handlowych')).not.toContain('siecia')
    // Elsewhere it keeps its sense: "sieci komputerowych" (computer networks).
    expect(voteStems('Administrator sieci komputerowych')).toContain('sieci')
  })

  it('a shop job in the category "Sieci handlowe" is not read as a network technician', () => {
    const job = parseJobDescription(
      'Zastępca Kierownika Salonu Sprzedaż Sieci handlowe specjalista (Mid / Regular) realizacja planów, dbanie o wizerunek salonu, wsparcie kierownika.',
    )
    // The category's "Sieci" alone took the vote to computer network and systems technicians (3513).
    expect(job.isco?.code).toMatch(/^5/)
    expect(job.isco?.evidence ?? []).not.toContain('Sieci')
  })
})

describe('filler words of ads in the vote', () => {
  it('Polish "praca" (work) in any case form does not vote, as "work" does not; "pracownik" still does', () => {
    const stems = voteStems(
      'Oferujemy umowę o pracę, doświadczenie w pracy, praca w magazynie, możesz pracować zdalnie',
    )
    for (const s of ['prace', 'pracy', 'praca', 'pracow']) expect(stems).not.toContain(s)
    expect(stems).toContain('magazy')
    expect(voteStems('Pracownik magazynu')).toContain('pracow')
  })
})
