// Who a job's row is: the name and email a person recognises, what a create sends, and how an
// existing user was found. The plan keeps the row's cells and the mapping; these are read back
// from them (and from the create's body, already cleaned) for the job's row lists and their search.
import type { JobRow } from '../../../../src-shared/bridge/jobs';
import type { Mapping } from '../../../../src-shared/mapping/types';
import { MATCH_KEY_LABEL, matchValueOf } from '../plan/match-key';
import type { JobFile, PlannedRow } from '../types';

export type RowWho = Pick<JobRow, 'name' | 'email' | 'sends' | 'matchedBy'>;

/** Reads a row's name and email: from what a create sends, else from the cells the mapping names. */
export function rowWhoReader(job: JobFile): (row: PlannedRow) => RowWho {
  const columns = namedColumns(job.mapping, job.source.headers);
  const label = MATCH_KEY_LABEL[job.settings.match];
  return (row) => {
    const body = row.op?.type === 'create' ? row.op.body : undefined;
    const cell = (column: number | undefined) => (column === undefined ? '' : (row.cells[column] ?? '').trim());
    const name = body
      ? [body.first_name, body.last_name].filter((v) => typeof v === 'string' && v !== '').join(' ')
      : columns.fullName !== undefined
        ? cell(columns.fullName)
        : [cell(columns.first), cell(columns.last)].filter((v) => v !== '').join(' ');
    const email =
      typeof body?.email === 'string'
        ? body.email
        : job.settings.match === 'email' && row.matchValue
          ? row.matchValue
          : cell(columns.email);
    const who: RowWho = { name, email };
    if (body) who.sends = body;
    if (
      row.userId !== null &&
      row.matchValue !== null &&
      (row.plan === 'update' || row.plan === 'unchanged' || row.plan === 'skipped')
    ) {
      who.matchedBy = matchedByWords(row, label, job.settings.match);
    }
    return who;
  };
}

/**
 * How an existing user was found, quoting the service's own value: "Same email as user 1034 on the service:
 * Kathryn@Example.com". When the user holds another value of the key (found by name and birth date, say), the
 * evidence is said instead; a plan made before the service's value was kept quotes the row's.
 */
function matchedByWords(row: PlannedRow, label: string, key: JobFile['settings']['match']): string {
  const onService = row.match?.keyOnService;
  if (onService === undefined) return `Same ${label} as user ${row.userId} on the service: ${row.matchValue}`;
  if (matchValueOf({ [key]: onService }, key) === row.matchValue)
    return `Same ${label} as user ${row.userId} on the service: ${onService}`;
  const evidence = row.match?.evidence ? `: ${row.match.evidence}` : '';
  return `User ${row.userId} on the service (${label} there: ${onService})${evidence}`;
}

/** Whether a row's number, name, email or user ID holds the words searched for (case aside). */
export function matchesSearch(row: JobRow, search: string): boolean {
  const words = search
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w !== '');
  const text = [
    String(row.rowNumber),
    row.name ?? '',
    row.email ?? '',
    row.userId === null ? '' : String(row.userId),
    row.message,
  ]
    .join(' ')
    .toLowerCase();
  return words.every((word) => text.includes(word));
}

/** The columns holding the name and email; a job made without a mapping (an approval) by its headers. */
function namedColumns(
  value: unknown,
  headers: readonly string[],
): { first?: number; last?: number; email?: number; fullName?: number } {
  const mapping = value as Partial<Mapping> | undefined;
  const found: { first?: number; last?: number; email?: number; fullName?: number } = {};
  if (!mapping || !Array.isArray(mapping.columns)) {
    const at = (name: string) => (headers.indexOf(name) < 0 ? undefined : headers.indexOf(name));
    return { first: at('first_name'), last: at('last_name'), email: at('email'), fullName: at('name') };
  }
  for (const { column, target } of mapping.columns) {
    if (target?.kind === 'full-name') found.fullName ??= column;
    if (target?.kind !== 'field') continue;
    if (target.field === 'first_name') found.first ??= column;
    if (target.field === 'last_name') found.last ??= column;
    if (target.field === 'email') found.email ??= column;
  }
  return found;
}
