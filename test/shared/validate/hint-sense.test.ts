// Every kind of problem with every field (each precise code has its words checked in
// test/shared/problems/words-every-door.test.ts): the advice a problem gives must make sense for the field it is
// about. Above all, no hint proposes one value for every row for a field that says who a person is (a blank email
// given one address would make every such row one person).
import { describe, expect, it } from 'vitest';
import { MAPPABLE_FIELDS, fieldSpec, REQUIRED_ON_CREATE } from '../../../src-shared/fields/catalogue';
import { checkConstant, mayAdviseOneValue, PERSON_IDENTIFYING } from '../../../src-shared/mapping/constants';
import type { ColumnTarget } from '../../../src-shared/mapping/types';
import { PROBLEM_TABLE } from '../../../src-shared/problems/codes';
import type { Problem } from '../../../src-shared/validate/types';
import * as plain from '../../../src-shared/validate/validate-rows';
import { resultWithWords, type Worded } from '../../helpers/problem-words';
import { field, person, REQUIRED, TODAY, tableAndMapping } from './helpers';

// Problems as the person reads them in the app (the app's words table), beside their codes.
const validateRows = (...args: Parameters<typeof plain.validateRows>) => resultWithWords(plain.validateRows(...args));

/** Cells that make each kind of field complain in some way. */
const PROBES = [
  '',
  '   ',
  'x'.repeat(300),
  'maybe ?',
  '13/13/2020',
  '03/04/1990',
  '1850-01-01',
  '1/17/80',
  "'69",
  'Class of 1967',
  '2999',
  '-5',
  'abc@',
  'ann@gmial.com',
  '#N/A',
  '=1+1',
  '1.23457E+11',
  'NULL',
  'Dr. Ann',
  'Ay?e',
  'Baptiste/Moreau',
  'ZZ',
  '12345.0',
  'javascript:alert(1)',
];

const FIELDS = MAPPABLE_FIELDS.filter((spec) => spec.kind !== 'object-list').map((spec) => spec.name);

/** One file whose column feeds `name`, one probe a row, the other required fields filled on every row. */
function problemsOfColumn(name: string, target: ColumnTarget = field(name)): Worded<Problem>[] {
  const others = REQUIRED.filter(([, target]) => target.kind !== 'field' || target.field !== name);
  const columns: [string, ColumnTarget][] = [...others, ['Under test', target], ['Deceased', { kind: 'ignore' }]];
  const rows = PROBES.map((probe, i) => {
    const cells = person(i).filter((_, c) => REQUIRED_ON_CREATE[c] !== name);
    return [...cells, probe, i === 0 ? 'X' : ''];
  });
  // Two rows with one email: the duplicate problem too.
  if (name !== 'email') rows.push([...rows[1]!.slice(0, -2), 'again', '']);
  const { table, mapping } = tableAndMapping(columns, rows);
  return validateRows(table, mapping, { today: TODAY }).rows.flatMap((row) => row.problems);
}

/** The field left without a column (a required one: its problem on every row), and given one value that fails. */
function problemsWithoutColumn(name: string): Worded<Problem>[] {
  const columns = REQUIRED.filter(([, target]) => target.kind !== 'field' || target.field !== name);
  const rows = [person(0).filter((_, c) => REQUIRED_ON_CREATE[c] !== name)];
  const found: Worded<Problem>[] = [];
  const { table, mapping } = tableAndMapping(columns, rows);
  const missing = validateRows(table, mapping, { today: TODAY });
  found.push(...missing.mappingProblems, ...missing.rows.flatMap((row) => row.problems));
  for (const probe of PROBES.slice(2, 12)) {
    if (!checkConstant(name, probe).ok) continue;
    const given = tableAndMapping(columns, rows, { constants: { [name]: probe } });
    const result = validateRows(given.table, given.mapping, { today: TODAY });
    found.push(...result.mappingProblems, ...result.rows.flatMap((row) => row.problems));
  }
  // Two columns for one field that takes one value.
  const twice = tableAndMapping([...columns, ['A', field(name)], ['B', field(name)]], [[...rows[0]!, 'a', 'b']]);
  const doubled = validateRows(twice.table, twice.mapping, { today: TODAY });
  found.push(...doubled.mappingProblems, ...doubled.rows.flatMap((row) => row.problems));
  return found;
}

/** Why a problem's advice does not fit the field it is about, or undefined when it fits. */
function misfit(problem: Worded<Problem>): string | undefined {
  const { hint, field: about, kind: code, message } = problem;
  if (about !== null && PERSON_IDENTIFYING.has(about) && /one value for every row/i.test(message))
    return `the words propose one value for every row of ${about}`;
  if (!hint) return undefined;
  switch (hint.setting) {
    case 'value-for-every-row': {
      if (!mayAdviseOneValue(hint.field)) return `proposes one ${hint.field} for every row`;
      if (!checkConstant(hint.field, hint.example ?? '1').ok && hint.example !== undefined)
        return `its example ${hint.example} is no value ${hint.field} takes`;
      // The field itself, or the setting the row's reading depends on (the country of an address or a phone).
      const related = hint.field === about || hint.field === 'home_country' || hint.field === 'unsubscribe';
      return related ? undefined : `points at ${hint.field}, which is not what ${about} needs`;
    }
    case 'date-order': {
      const kind = about ? fieldSpec(about)?.kind : undefined;
      const dateLike = kind === 'date' || (about !== null && /^dob_|year_graduated/.test(about));
      return (code === 'bad-date' || code === 'ambiguous-date' || code === 'out-of-range') && dateLike
        ? undefined
        : `points at the date order for a ${code} of ${about}`;
    }
    default:
      // Settings of the whole file (encoding, header row...) are no cell's advice.
      return `a cell's problem points at the file setting ${hint.setting}`;
  }
}

describe('the advice of every problem code for every field', () => {
  const seen = new Set<string>();
  const hinted = new Set<string>();
  const misfits: string[] = [];
  for (const name of FIELDS) {
    for (const problem of [...problemsOfColumn(name), ...problemsWithoutColumn(name)]) {
      seen.add(problem.kind);
      if (problem.hint) hinted.add(problem.hint.setting);
      const why = misfit(problem);
      if (why) misfits.push(`${problem.code} on ${problem.field} (${JSON.stringify(problem.value)}): ${why}`);
    }
  }
  // Columns that feed several fields at once: a whole birth date, a whole name.
  for (const target of [{ kind: 'birth-date' }, { kind: 'full-name' }] as const) {
    for (const problem of problemsOfColumn(target.kind, target)) {
      seen.add(problem.kind);
      if (problem.hint) hinted.add(problem.hint.setting);
      const why = misfit(problem);
      if (why) misfits.push(`${problem.code} on ${problem.field} (${JSON.stringify(problem.value)}): ${why}`);
    }
  }

  it('walks every kind of problem', () => {
    expect([...seen].sort()).toEqual([...new Set(Object.values(PROBLEM_TABLE).map((entry) => entry.kind))].sort());
    // And the hints that name a setting of the rows: the walk meets both.
    expect([...hinted].sort()).toEqual(['date-order', 'value-for-every-row']);
  });

  it('gives no advice that does not fit its field', () => {
    expect(misfits).toEqual([]);
  });

  it('never proposes one value for every row for email, names, IDs or the birth date', () => {
    for (const name of ['email', 'first_name', 'last_name', 'inst_id', 'user_id', 'dob_year']) {
      expect(mayAdviseOneValue(name), name).toBe(false);
    }
    const blankEmail = problemsOfColumn('email').find((p) => p.kind === 'required' && p.field === 'email');
    expect(blankEmail?.message).toBe(
      "Email is empty, and the service requires it. Fill the cell with the person's own email.",
    );
    expect(blankEmail?.hint).toBeUndefined();
    const noEmailColumn = problemsWithoutColumn('email').find((p) => p.kind === 'required' && p.field === 'email');
    expect(noEmailColumn?.message).toMatch(
      /^No column gives Email, which the service requires\. Map a column to Email/,
    );
    expect(noEmailColumn?.hint).toBeUndefined();
  });

  it('still proposes one value for every row where it is right (Enabled)', () => {
    const blank = problemsOfColumn('enabled').find((p) => p.kind === 'required' && p.field === 'enabled');
    expect(blank?.hint).toEqual({ setting: 'value-for-every-row', field: 'enabled' });
    expect(mayAdviseOneValue('enabled')).toBe(true);
  });
});
