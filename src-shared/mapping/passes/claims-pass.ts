// Pass 3, claims: one column a target, the strongest claims first; a column's weaker claims give way.
import { PHONE_FIELD_OF_KIND } from '../../transforms/phone-kind';
import { share, type ValueProfile } from '../sample-values';
import { fieldsOf, targetKey } from '../target-key';
import { MIN_SCORE, type Candidate } from './reading';

/** Targets several columns may feed together (their values are joined). */
const JOINABLE = new Set([
  'field:home_address2',
  'field:work_address2',
  'field:tags',
  'field:groups',
  'field:admin_notes',
  'field:about',
]);
const PHONE_FIELDS = new Set<string>(Object.values(PHONE_FIELD_OF_KIND));

/** A column's weighed candidates. */
export interface ClaimingColumn {
  column: number;
  profile: ValueProfile;
  candidates: readonly Candidate[];
}

export interface Claims {
  /** Column -> the candidate it was given. */
  chosen: Map<number, Candidate>;
  /** The fields some column feeds. */
  takenFields: Set<string>;
  /** Columns of birthdays without a year. */
  yearless: Set<number>;
}

/** Gives each target to the column with the strongest claim on it (a tie: the leftmost column). */
export function settleClaims(columns: readonly ClaimingColumn[]): Claims {
  const claims = columns.flatMap((entry) =>
    entry.candidates.filter((c) => c.score >= MIN_SCORE).map((candidate) => ({ column: entry.column, candidate })),
  );
  claims.sort((a, b) => b.candidate.score - a.candidate.score || a.column - b.column);
  const chosen = new Map<number, Candidate>();
  const takenFields = new Set<string>();
  let byKind = false;
  const yearless = new Set(
    columns.filter((entry) => share(entry.profile, 'dayMonths') >= 0.5).map((entry) => entry.column),
  );
  for (const { column, candidate } of claims) {
    if (chosen.has(column)) continue;
    // Birthdays without a year leave the birth year to a column of its own ("Birth Year").
    const fields =
      candidate.target.kind === 'birth-date' && yearless.has(column)
        ? ['dob_day', 'dob_month']
        : fieldsOf(candidate.target);
    if (!JOINABLE.has(targetKey(candidate.target)) && fields.some((f) => takenFields.has(f))) continue;
    // Numbers by their kind fill the phone fields: a weak claim on one ("Phone 1 Is Primary", "Phone Comments") is no
    // phone column then.
    if (byKind && candidate.score < 0.85 && fields.some((f) => PHONE_FIELDS.has(f))) continue;
    chosen.set(column, candidate);
    for (const f of fields) takenFields.add(f);
    if (candidate.target.kind === 'phone-by-type') byKind = true;
  }
  return { chosen, takenFields, yearless };
}
