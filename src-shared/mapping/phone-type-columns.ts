// Numbers kept in pairs of columns, one naming the kind of the number beside it: Raiser's Edge
// ("Phone 1 Type" / "Phone 1 Number", CnPh_1_01_Phone_type / CnPh_1_01_Phone_number), Google
// Contacts ("Phone 1 - Type" / "Phone 1 - Value"), most CRMs' "Phone Type" / "Phone". Each
// number goes to the field its kind names, row by row: the same column holds Ann's home number
// and Bob's mobile. Raiser's Edge adds flags of each number beside them (CnPh_1_01_Inactive,
// CnPh_1_01_Do_Not_Contact, CnPh_1_01_Is_primary): about that number, never about the alum.
import { phoneKindOf } from '../transforms/phone-kind';
import { TELEPHONE_WORDS } from './column-parts';
import { normaliseHeader } from './normalise-header';

const TYPE_WORDS = new Set(['type', 'types', 'kind', 'label', 'category', 'typ', 'art', 'tipo', 'code']);
const VALUE_WORDS = new Set(['number', 'value', 'no', 'nr', 'num', 'nummer', 'numero']);
/** Words joining others that say nothing of the column ("Type de téléphone", "Tipo de teléfono"). */
const LINK_WORDS = new Set(['de', 'du', 'of', 'the', 'del', 'di']);
/**
 * Words saying how much a number is used, not what kind it is ("Primary", "Secondary", "2"): a column of them says
 * nothing of where a number goes.
 */
const PRIORITY_WORDS =
  /^(?:primary|secondary|main|preferred|pref|alternate|alt|other|default|first|second|third|backup|yes|no|y|n|\d+)$/i;
/** A flag of one number, and what it means for sending it. */
const FLAG_WORDS: readonly [PhoneFlag['meaning'] | 'primary', RegExp][] = [
  ['inactive', /\b(inactive|invalid|bad|disconnected)\b/],
  ['do-not-contact', /\b(do not (contact|call)|dnc|no contact|no call|unlisted)\b/],
  ['primary', /\b(is primary|primary|preferred|is preferred|pref)\b/],
];
/** Share of a type column's non-empty cells (its first rows) that must name a kind we know. */
const KNOWN_SHARE = 0.6;

/**
 * Whether a phone header's stem flags a number ("Phone 1 Is Primary", "Phone Inactive") rather than holding one:
 * "Primary Phone" holds the primary number.
 */
function isFlagStem(stem: string): boolean {
  const afterPhone = stem.slice(stem.indexOf('phone') + 'phone'.length);
  return FLAG_WORDS.some(([meaning, pattern]) => pattern.test(meaning === 'primary' ? afterPhone : stem));
}

export interface PhoneFlag {
  column: number;
  meaning: 'inactive' | 'do-not-contact';
}

export interface PhoneTypeColumns {
  /** Number column -> the column naming its numbers' kinds. */
  pairs: Map<number, number>;
  /** Number columns beside a type column whose values are not kinds we know (codes): they are not read as one kind. */
  unread: Map<number, number>;
  /** Flag columns of a paired number (Inactive, Do Not Contact, Is Primary) -> that number's column. */
  flagOf: Map<number, number>;
  /** Number column -> its flags that keep a number from being sent. */
  flags: Map<number, PhoneFlag[]>;
}

/** "Telefontyp" is "telefon typ", "Telefonnummer" "telefon nummer". */
function splitCompounds(words: readonly string[]): string[] {
  return words.flatMap((word) => {
    const match = /^(phone|telefon|telefono|telephone)(typ|type|art|nummer|number|nr)$/.exec(word);
    return match ? [match[1]!, match[2]!] : [word];
  });
}

/**
 * The header's words less type, value and linking words, its phone words as one ("TELE_CODE"
 * beside "PHONE_NUMBER", Banner's), when it names a phone; `typed`: whether it held a type word.
 */
function stemOf(header: string): { stem: string; typed: boolean } | undefined {
  const words = splitCompounds(normaliseHeader(header).split(' '));
  if (!words.some((word) => TELEPHONE_WORDS.has(word))) return undefined;
  const typed = words.some((word) => TYPE_WORDS.has(word));
  const kept = words
    .filter((word) => !TYPE_WORDS.has(word) && !VALUE_WORDS.has(word) && !LINK_WORDS.has(word))
    .map((word) => (TELEPHONE_WORDS.has(word) ? 'phone' : word));
  // "Primary phone\Phone type" (a Blackbaud CRM query path) beside "Primary phone\Number": the phone said twice is one.
  return { stem: kept.filter((word, at) => word !== 'phone' || kept[at - 1] !== 'phone').join(' '), typed };
}

/**
 * The pairs of a file: two headers that name a phone and differ by a type word (and a value
 * word), of which the type column's cells mostly name kinds we know (home, cell, business,
 * e-mail, fax...); and the flags of each paired number. `refused`: columns whose header is about
 * someone or something else (a spouse's phone): such a number column is never paired (its type
 * column is refused for its word "type" anyway). `cellsOf`: a column's first cells.
 */
export function phoneTypeColumns(
  headers: readonly string[],
  cellsOf: (column: number) => readonly string[],
  refused: (column: number) => boolean,
): PhoneTypeColumns {
  const found: PhoneTypeColumns = { pairs: new Map(), unread: new Map(), flagOf: new Map(), flags: new Map() };
  const stems = headers.map((header) => stemOf(header));
  const typeColumns = new Map<string, number>();
  stems.forEach((stem, column) => {
    if (stem?.typed && !typeColumns.has(stem.stem)) typeColumns.set(stem.stem, column);
  });
  if (typeColumns.size === 0) return found;
  const numbers = new Map<string, number>();
  stems.forEach((stem, column) => {
    if (stem === undefined || stem.typed || refused(column) || isFlagStem(stem.stem)) return;
    const typeColumn = typeColumns.get(stem.stem);
    if (typeColumn === undefined || numbers.has(stem.stem)) return;
    numbers.set(stem.stem, column);
    const cells = cellsOf(typeColumn)
      .map((cell) => cell.trim())
      .filter((cell) => cell !== '');
    const known = cells.filter((cell) => phoneKindOf(cell) !== undefined).length;
    // Codes we cannot read (Banner's PR, MA) may name kinds: no number is sent as one kind then.
    // Priorities (Primary, Secondary) name none: the number column is read by its header, as one without a type column.
    const codes = cells.filter((cell) => phoneKindOf(cell) === undefined && !PRIORITY_WORDS.test(cell)).length;
    if (cells.length > 0 && known >= cells.length * KNOWN_SHARE) found.pairs.set(column, typeColumn);
    else if (codes > 0 && codes + known >= cells.length * KNOWN_SHARE) found.unread.set(column, typeColumn);
  });
  // CnPh_1_01_Inactive beside CnPh_1_01_Phone_number: the flag's header less its flag words is the number's stem, less
  // its phone words.
  const numberOf = (flagStem: string): number | undefined => {
    for (const [stem, column] of numbers)
      if (
        found.pairs.has(column) &&
        (stem === flagStem ||
          stem
            .split(' ')
            .filter((word) => !TELEPHONE_WORDS.has(word))
            .join(' ') === flagStem)
      )
        return column;
    return undefined;
  };
  headers.forEach((header, column) => {
    if (stems[column]?.typed || found.pairs.has(column) || found.unread.has(column)) return;
    const normal = normaliseHeader(header);
    const flag = FLAG_WORDS.find(([, pattern]) => pattern.test(normal));
    if (!flag) return;
    const numberColumn = numberOf(normal.replace(flag[1], ' ').replace(/\s+/g, ' ').trim());
    if (numberColumn === undefined) return;
    found.flagOf.set(column, numberColumn);
    if (flag[0] !== 'primary')
      found.flags.set(numberColumn, [...(found.flags.get(numberColumn) ?? []), { column, meaning: flag[0] }]);
  });
  return found;
}
