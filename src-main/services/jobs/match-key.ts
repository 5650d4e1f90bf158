import type { MatchKey } from '../../../src-shared/bridge/jobs';

/** The comparable form of a match key's value: emails case-insensitive, inst_id as trimmed text. */
export function matchValueOf(record: Readonly<Record<string, unknown>>, key: MatchKey): string | null {
  const raw = record[key];
  if (raw === undefined || raw === null) return null;
  const text = String(raw).trim();
  if (text === '') return null;
  return key === 'email' ? text.toLowerCase() : text;
}

export const MATCH_KEY_LABEL: Record<MatchKey, string> = { email: 'email', inst_id: 'institution ID (inst_id)' };
