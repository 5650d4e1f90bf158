// The words around and between the names of a person: titles, suffixes, particles, joiners.

/** Words before a name that say how to address the person. */
const TITLES = new Set([
  'mr',
  'mrs',
  'ms',
  'miss',
  'mx',
  'dr',
  'prof',
  'professor',
  'rev',
  'reverend',
  'fr',
  'father',
  'hon',
  'rabbi',
  'sir',
  'dame',
  'capt',
  'col',
  'maj',
  'lt',
  'sgt',
]);
/** Words after a name: generations and degrees (not "Ma", "Do" or "V": surnames too). */
const SUFFIXES = new Set([
  'jr',
  'sr',
  'ii',
  'iii',
  'iv',
  'phd',
  'md',
  'esq',
  'dds',
  'dmd',
  'jd',
  'mba',
  'cpa',
  'edd',
  'dvm',
  'rn',
  'llm',
  'cfa',
]);
/** Words that start a last name of several words ("de la Cruz", "van Dyke"). */
const PARTICLES = new Set([
  'van',
  'von',
  'der',
  'den',
  'de',
  'del',
  'della',
  'dela',
  'di',
  'da',
  'du',
  'dos',
  'das',
  'la',
  'le',
  'st',
  'ste',
  'ter',
  'ten',
  'vom',
  'zu',
  'zum',
  'zur',
  // Arabic and Malay: son or daughter of (bin, binti, bint), the article (al, el)
  'bin',
  'ibn',
  'bint',
  'binti',
  'al',
  'el',
  'abu',
  // Irish: Ó (grandson), Ní and Nic (daughter), Mac (son), Uí and Mhic (wife of)
  'ó',
  'ní',
  'nic',
  'mac',
  'uí',
  'mhic',
]);
/**
 * Words that join two people in one cell ("Mr. and Mrs. John Smith"). Not Spanish "y", which joins two surnames (Ortega
 * y Gasset).
 */
const JOINERS = new Set(['and', '&', '+', 'und', 'et']);

const bare = (word: string): string => word.toLowerCase().replace(/[.]/g, '');
/** A word that says how to address a person: Mr, Mrs., Dr, Prof. (any case, with or without the dot). */
export const isTitle = (word: string): boolean => TITLES.has(bare(word));
/** A word that ends a name: a generation or a degree (Jr., III, PhD), any case, with or without the dot or a comma. */
export const isSuffix = (word: string): boolean => SUFFIXES.has(bare(word).replace(/,$/, ''));
/** A word that starts a last name of several words: van, de, al, Ó (any case). */
export const isParticle = (word: string): boolean => PARTICLES.has(word.toLowerCase());
/** A word that joins two people in one cell: and, &, und. */
export const isJoiner = (word: string): boolean => JOINERS.has(word.toLowerCase());
