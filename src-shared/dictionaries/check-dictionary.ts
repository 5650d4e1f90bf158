// A dictionary is checked before it is saved: every kind names a field, every "from" is given,
// no "from" reads as two things, and every "to" is a value its field takes (an entry turning a
// value into one the field refuses would only move the error).
import type { Mapping } from '../mapping/types';
import { DEFAULT_TRANSFORMS } from '../transforms/settings';
import type { Problem } from '../validate/types';
import { validateOneRow } from '../validate/validate-rows';
import { targetOfKind } from './column-kind';
import { dictionaryKey } from './normalise';
import type { Dictionary, DictionaryEntry, DictionaryProblem } from './types';

const NAME = /^[\p{L}\p{N}][\p{L}\p{N} ._-]{0,63}$/u;

export function isDictionaryName(name: string): boolean {
  return NAME.test(name);
}

/** Every problem of the dictionary (empty when it may be saved). Entries are numbered from 1. */
export function checkDictionary(dictionary: Dictionary): DictionaryProblem[] {
  const problems: DictionaryProblem[] = [];
  if (!isDictionaryName(dictionary.name)) problems.push({ code: 'bad-name', name: dictionary.name });
  const seen = new Map<string, number>();
  dictionary.entries.forEach((entry, i) => {
    const number = i + 1;
    const problem = checkEntry(entry, number);
    if (problem) {
      problems.push(problem);
      return;
    }
    const key = `${entry.kind.trim()}\n${dictionaryKey(entry.from)}`;
    const other = seen.get(key);
    if (other === undefined) seen.set(key, number);
    else {
      const otherTo = dictionary.entries[other - 1]!.to;
      if (otherTo.trim() !== entry.to.trim())
        problems.push({
          code: 'clashing-entry',
          entry: number,
          kind: entry.kind,
          from: entry.from,
          to: entry.to,
          other,
          otherTo,
        });
    }
  });
  return problems;
}

/** The one problem of an entry on its own, or null. */
export function checkEntry(entry: DictionaryEntry, number = 1): DictionaryProblem | null {
  const target = targetOfKind(entry.kind);
  if (!target) return { code: 'unknown-kind', entry: number, kind: entry.kind };
  if (dictionaryKey(entry.from) === '') return { code: 'blank-from', entry: number, kind: entry.kind };
  const reason = refusal(entry.to, target);
  return reason === null
    ? null
    : { code: 'refused-to', entry: number, kind: entry.kind, from: entry.from, to: entry.to, reason };
}

/** Why the field refuses the value, or null: the value is checked as one cell of a one-row file. */
function refusal(value: string, target: NonNullable<ReturnType<typeof targetOfKind>>): Problem | null {
  const mapping: Mapping = {
    columns: [{ column: 0, header: 'value', target }],
    constants: {},
    transforms: DEFAULT_TRANSFORMS,
  };
  const row = validateOneRow({ headers: ['value'], rows: [[value]], rowNumbers: [1] }, mapping, 0);
  return row.problems.find((p) => p.severity === 'error' && p.column === 'value') ?? null;
}
