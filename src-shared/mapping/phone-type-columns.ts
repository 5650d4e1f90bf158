// Numbers kept in pairs of columns, one naming the kind of the number beside it: Raiser's Edge
// ("Phone 1 Type" / "Phone 1 Number", CnPh_1_01_Phone_type / CnPh_1_01_Phone_number), Google
// Contacts ("Phone 1 - Type" / "Phone 1 - Value"), most CRMs' "Phone Type" / "Phone". Each
// number goes to the field its kind names, row by row: the same column holds Ann's home number
// and Bob's mobile.
import { phoneKindOf } from '../transforms/phone-kind';
import { normaliseHeader } from './normalise-header';

const TYPE_WORDS = new Set(['type', 'kind', 'label', 'category']);
const VALUE_WORDS = new Set(['number', 'value', 'no', 'nr', 'num']);
const PHONE_WORDS = new Set(['phone', 'telephone', 'tel', 'phones']);
/** Share of a type column's values that must name a kind we know. */
const KNOWN_SHARE = 0.6;

/** The header's words, less those of `drop`; undefined when none was dropped and `mustDrop`. */
function stem(header: string, drop: ReadonlySet<string>, mustDrop: boolean): string | undefined {
  const words = normaliseHeader(header).split(' ');
  const kept = words.filter((word) => !drop.has(word));
  if (mustDrop && kept.length === words.length) return undefined;
  return kept.some((word) => PHONE_WORDS.has(word)) ? kept.join(' ') : undefined;
}

/**
 * Value column -> the column naming its numbers' kinds. A pair is two headers that differ by a
 * type word (and a value word), name a phone, and whose type column's values mostly name kinds
 * we know (home, cell, business, e-mail, fax...).
 */
export function phoneTypeColumns(headers: readonly string[], samplesOf: (column: number) => readonly string[]): Map<number, number> {
  const pairs = new Map<number, number>();
  const typeColumns = new Map<string, number>();
  headers.forEach((header, column) => {
    const key = stem(header, TYPE_WORDS, true);
    if (key !== undefined && !typeColumns.has(key)) typeColumns.set(key, column);
  });
  if (typeColumns.size === 0) return pairs;
  headers.forEach((header, column) => {
    if (stem(header, TYPE_WORDS, true) !== undefined) return;
    const key = stem(header, VALUE_WORDS, false);
    const typeColumn = key === undefined ? undefined : typeColumns.get(key);
    if (typeColumn === undefined || [...pairs.values()].includes(typeColumn)) return;
    const samples = samplesOf(typeColumn);
    const known = samples.filter((sample) => phoneKindOf(sample) !== undefined).length;
    if (samples.length > 0 && known >= samples.length * KNOWN_SHARE) pairs.set(column, typeColumn);
  });
  return pairs;
}
