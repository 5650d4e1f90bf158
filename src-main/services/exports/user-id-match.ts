// Matching by user_id, for a file that came from `export users`: the row names its user, so the
// match is sure by definition, but still checked (a user_id whose names and email all differ from
// the row's is held). Kept apart from src-shared/matching: it needs no scoring, only this guard.
import { sameFieldValue } from '../../../src-shared/diff';

/** Why the row and the user look like two different people, or null. */
export function userIdMismatch(
  row: Readonly<Record<string, unknown>>,
  user: Readonly<Record<string, unknown>>,
): string | null {
  const differs = (field: string) =>
    row[field] !== undefined && row[field] !== null && !sameFieldValue(field, row[field], user[field]);
  if (!(differs('email') && differs('first_name') && differs('last_name'))) return null;
  return (
    `user_id ${String(user.user_id)} is ${String(user.first_name)} ${String(user.last_name)} <${String(user.email)}> ` +
    `on the service; the row names ${String(row.first_name)} ${String(row.last_name)} <${String(row.email)}>: ` +
    'names and email all differ, so the row is held. Check the user_id cell.'
  );
}

/** The user_id a cell holds, or null (blank, not a whole number). */
export function userIdOf(cell: string | undefined): number | null {
  const text = (cell ?? '').trim();
  return /^[1-9][0-9]{0,15}$/.test(text) ? Number(text) : null;
}
