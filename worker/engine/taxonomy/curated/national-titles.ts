/**
 * Where a national classification files a title differently from ISCO-08's international reading, an ad
 * in that country's language follows the national one: the employer, the job board and the statistics
 * office of that country classify it that way. One line per language and unit group:
 * 'language | code | title word or phrase | …'; a phrase counts as whole words anywhere in the title.
 *
 * Polish (KZiS 2023, Klasyfikacja zawodów i specjalności): a developer is a "programista", and KZiS
 * files every "Programista aplikacji" (251401, mobile 251402) under 2514 Application programmers, where
 * ESCO splits software (2512) from web (2513) developers. KZiS's bracketed alternative names ("Analityk
 * baz danych (data scientist)", 2521, where ESCO has 2511) come from KZiS itself (build/national-titles-build.ts).
 */
export const NATIONAL_TITLES: readonly string[] = [
  'pl | 2514 | developer | developerka | deweloper | programista | programistka | frontend | front-end | front end | fullstack | full-stack | full stack | backend | back-end',
]

/**
 * Head words of Polish "X do spraw Y" titles (national-titles-stem.ts) in families that do the same
 * kind of work at the same level: a "Koordynator ds. Sprzedaży" is KZiS's "Specjalista do spraw
 * sprzedaży", a "Manager ds. sprzedaży" its "Kierownik do spraw sprzedaży". Stems (plStem), feminine
 * forms included by the cut ("specjalistka" → "specja"). A title matches its own head first, then
 * its family.
 */
export const IN_CHARGE_HEADS: readonly { family: string; heads: readonly string[] }[] = [
  { family: 'manager', heads: ['kierow', 'manage', 'menedz', 'menadz', 'dyrekt', 'szef', 'lider'] },
  {
    family: 'specialist',
    heads: ['specja', 'eksper', 'konsul', 'koordy', 'doradc', 'analit', 'agent', 'inspek', 'rzeczo', 'animat'],
  },
  { family: 'clerk', heads: ['pracow', 'asyste', 'refere', 'urzedn', 'opieku'] },
]
