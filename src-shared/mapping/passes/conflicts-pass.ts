// Pass 4, conflicts: what one column's claim means for another's. A name header whose meaning
// turns on its neighbours (名前, 이름), and a column holding a part of another's values (an area
// code, a house number), joined to the nearest column holding the rest.
import type { ColumnPart } from '../column-parts';
import { NAMES_BY_NEIGHBOURS, type NameByNeighbours } from '../headers/vendor-quirks';
import { compactHeader } from '../normalise-header';
import { because } from '../reason-codes';
import { field } from '../target-key';
import type { Claims } from './claims-pass';

/** A column as this pass reads it. */
export interface ConflictColumn {
  column: number;
  header: string;
  samples: readonly string[];
  part?: ColumnPart;
  partByValues?: boolean;
}

/** A column holding a part of the values of its partner column. */
export interface PartPairing {
  entry: ConflictColumn;
  partner: ConflictColumn;
  /** The partner's values hold the part already: nothing is joined. */
  alreadyWhole: boolean;
}

/** The headers of a way of reading, without spaces. */
const headersThat = (reads: NameByNeighbours['reads']): Set<string> =>
  new Set(NAMES_BY_NEIGHBOURS.filter((row) => row.reads === reads).flatMap((row) => row.compact));
const GIVEN_BESIDE_SURNAME = headersThat('given-beside-surname');
const WHOLE_WITHOUT_SURNAME = headersThat('whole-without-surname');

/** 名前 (Japanese "name") is the whole name alone, and the given name beside a family-name column (苗字, 姓). */
function givenBesideSurname(columns: readonly ConflictColumn[], { chosen, takenFields }: Claims): void {
  if (!takenFields.has('last_name') || takenFields.has('first_name')) return;
  const given = columns.find(
    (entry) => !chosen.has(entry.column) && GIVEN_BESIDE_SURNAME.has(compactHeader(entry.header)),
  );
  if (!given) return;
  chosen.set(given.column, {
    target: field('first_name'),
    score: 0.9,
    reason: because('names.given-beside-surname', { header: given.header }),
  });
  takenFields.add('first_name');
}

/**
 * 이름 (Korean) and 名字 (Chinese) name the given name beside a surname column (성, 姓), and the
 * whole name on their own: with no last-name column, a column of whole names is split.
 */
function wholeWithoutSurname(columns: readonly ConflictColumn[], { chosen, takenFields }: Claims): void {
  if (takenFields.has('last_name')) return;
  for (const entry of columns) {
    const pick = chosen.get(entry.column);
    if (
      pick?.target.kind !== 'field' ||
      pick.target.field !== 'first_name' ||
      !WHOLE_WITHOUT_SURNAME.has(compactHeader(entry.header))
    )
      continue;
    // 김민수 and 王小明 are whole names; 민수 and 小明 (most given names are two syllables) are not.
    const whole = entry.samples.filter(
      (value) => /\S\s+\S/.test(value) || /^[\p{Script=Hangul}\p{Script=Han}]{3,4}$/u.test(value),
    ).length;
    if (whole < entry.samples.length / 2) continue;
    chosen.set(entry.column, {
      target: { kind: 'full-name' },
      score: 0.9,
      reason: because('names.whole-without-surname', { header: entry.header }),
    });
    takenFields.add('last_name');
  }
}

/**
 * Each column holding a part of other columns' values, read beside the nearest column holding the
 * rest: joined to it where validation can join them (the claims updated), and returned for the notes.
 */
function pairParts(columns: readonly ConflictColumn[], { chosen }: Claims): PartPairing[] {
  const pairings: PartPairing[] = [];
  for (const entry of columns) {
    const part = entry.part;
    if (!part) continue;
    const partner = columns
      .filter(
        (other) =>
          other.column !== entry.column && chosen.has(other.column) && part.completes(chosen.get(other.column)!.target),
      )
      .sort((a, b) => Math.abs(a.column - entry.column) - Math.abs(b.column - entry.column) || a.column - b.column)[0];
    if (!partner) continue;
    const alreadyWhole = part.alreadyWhole?.(partner.samples) === true;
    pairings.push({ entry, partner, alreadyWhole });
    if (alreadyWhole) continue;
    if (part.joins) {
      const { target } = chosen.get(partner.column)!;
      chosen.set(entry.column, {
        target,
        score: 0.85,
        reason: because('part.joined', { header: entry.header, part: part.name, partner: partner.header, target }),
      });
    } else if (part.joinedAs) {
      const byValues = entry.partByValues === true;
      chosen.set(entry.column, {
        target: { kind: 'part-of', header: partner.header, part: part.joinedAs },
        score: 0.85,
        reason: because('part.joined-as', { header: entry.header, part: part.name, partner: partner.header, byValues }),
      });
    }
  }
  return pairings;
}

/** Settles what the claims leave between columns (updating them); the parts paired, for the notes. */
export function settleConflicts(columns: readonly ConflictColumn[], claims: Claims): PartPairing[] {
  givenBesideSurname(columns, claims);
  wholeWithoutSurname(columns, claims);
  return pairParts(columns, claims);
}
