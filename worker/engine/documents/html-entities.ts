/**
 * Named HTML character references that occur in CVs: all of HTML 4 (Latin-1, typography, Greek-free)
 * plus the HTML5 names for Polish and Czech letters. The full HTML5 table (2,231 names) would add
 * ~40 KB to the Worker for characters CVs do not use; unknown names are left as written.
 */

/** HTML 4 Latin-1 names for U+00A0…U+00FF, in code point order. */
export const LATIN1_ENTITY_NAMES = (
  'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr ' +
  'deg plusmn sup2 sup3 acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest ' +
  'Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ' +
  'ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig ' +
  'agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml ' +
  'eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml'
).split(' ')

const OTHER_ENTITIES: Record<string, number> = {
  amp: 0x26,
  lt: 0x3c,
  gt: 0x3e,
  quot: 0x22,
  apos: 0x27,
  OElig: 0x152,
  oelig: 0x153,
  Scaron: 0x160,
  scaron: 0x161,
  Yuml: 0x178,
  fnof: 0x192,
  circ: 0x2c6,
  tilde: 0x2dc,
  ensp: 0x2002,
  emsp: 0x2003,
  thinsp: 0x2009,
  zwnj: 0x200c,
  zwj: 0x200d,
  lrm: 0x200e,
  rlm: 0x200f,
  ndash: 0x2013,
  mdash: 0x2014,
  lsquo: 0x2018,
  rsquo: 0x2019,
  sbquo: 0x201a,
  ldquo: 0x201c,
  rdquo: 0x201d,
  bdquo: 0x201e,
  dagger: 0x2020,
  Dagger: 0x2021,
  bull: 0x2022,
  hellip: 0x2026,
  permil: 0x2030,
  prime: 0x2032,
  Prime: 0x2033,
  lsaquo: 0x2039,
  rsaquo: 0x203a,
  euro: 0x20ac,
  trade: 0x2122,
  larr: 0x2190,
  rarr: 0x2192,
  check: 0x2713,
  starf: 0x2605,
  phone: 0x260e,
  Aogon: 0x104,
  aogon: 0x105,
  Cacute: 0x106,
  cacute: 0x107,
  Ccaron: 0x10c,
  ccaron: 0x10d,
  Eogon: 0x118,
  eogon: 0x119,
  Ecaron: 0x11a,
  ecaron: 0x11b,
  Lstrok: 0x141,
  lstrok: 0x142,
  Nacute: 0x143,
  nacute: 0x144,
  Rcaron: 0x158,
  rcaron: 0x159,
  Sacute: 0x15a,
  sacute: 0x15b,
  Uring: 0x16e,
  uring: 0x16f,
  Zacute: 0x179,
  zacute: 0x17a,
  Zdot: 0x17b,
  zdot: 0x17c,
  Zcaron: 0x17d,
  zcaron: 0x17e,
}

export const HTML_ENTITIES: Record<string, string> = Object.freeze({
  ...Object.fromEntries(LATIN1_ENTITY_NAMES.map((name, i) => [name, String.fromCharCode(0xa0 + i)])),
  ...Object.fromEntries(Object.entries(OTHER_ENTITIES).map(([name, code]) => [name, String.fromCharCode(code)])),
})
