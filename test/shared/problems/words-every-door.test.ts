// Every problem code and every fix code has words in every door: a sentence, with every param said (no "undefined",
// no "[object"). The tables' types already make a missing code fail the typecheck; this test checks the words. The
// refusals of an option typed (a report's filter) likewise.
import { describe, expect, it } from 'vitest';
import {
  FIX_CODES,
  PROBLEM_CODES,
  PROBLEM_TABLE,
  type FixCode,
  type FixParams,
  type ProblemCode,
  type ProblemParams,
} from '../../../src-shared/problems/codes';
import type { ProblemTables } from '../../../src-renderer/src/lib/words/problem-sentence';
import { problemSentence, fixWords } from '../../../src-renderer/src/lib/words/problem-sentence';
import { APP_TABLES } from '../../../src-renderer/src/lib/words/problem-words';
import { CLI_TABLES } from '../../../src-main/cli/words/problem-words';
import { problem } from '../../../src-shared/problems/problem';
import {
  REFUSAL_CODES,
  readRefusal,
  refusalMessage,
  wordRefusal,
  type Refusal,
  type RefusalCode,
  type RefusalParams,
} from '../../../src-shared/problems/refusals';
import { describeIssues } from '../../../src-shared/bridge/define';
import { givingOptionsSchema } from '../../../src-shared/reports/giving-options';
import { APP_REFUSAL_WORDS } from '../../../src-renderer/src/lib/words/refusal-words';
import { CLI_REFUSAL_WORDS } from '../../../src-main/cli/words/refusal-words';
import type { Problem } from '../../../src-shared/validate/types';
import {
  SAVED_RULES_PROBLEM_CODES,
  wordSavedRulesProblem,
  type SavedRulesProblem,
  type SavedRulesProblemCode,
} from '../../../src-shared/matching/saved-rules';
import { APP_SAVED_RULES_WORDS } from '../../../src-renderer/src/lib/words/saved-rules-words';
import { CLI_SAVED_RULES_WORDS } from '../../../src-main/cli/words/saved-rules-words';
import {
  DICTIONARY_PROBLEM_CODES,
  wordDictionaryProblem,
  type DictionaryProblemCode,
} from '../../../src-shared/dictionaries/problem-codes';
import type { DictionaryProblem } from '../../../src-shared/dictionaries/types';
import { checkDictionary } from '../../../src-shared/dictionaries/check-dictionary';
import { APP_DICTIONARY_WORDS } from '../../../src-renderer/src/lib/words/dictionary-words';
import { CLI_DICTIONARY_WORDS } from '../../../src-main/cli/words/dictionary-words';
import {
  ANSWER_PROBLEM_CODES,
  wordAnswerProblem,
  type AnswerProblem,
  type AnswerProblemCode,
} from '../../../src-shared/schemas/answer';
import { APP_ANSWER_WORDS } from '../../../src-renderer/src/lib/words/answer-words';
import { CLI_ANSWER_WORDS } from '../../../src-main/cli/words/answer-words';
import { LEVELS, type EvidenceCode } from '../../../src-shared/matching/levels';
import type { GuardCode } from '../../../src-shared/matching/guards';
import { evidence } from '../../../src-shared/matching/evidence';
import {
  APP_MATCH_WORDS,
  candidateSentence,
  evidenceWords,
  guardWords,
} from '../../../src-renderer/src/lib/words/match-evidence-words';
import { CLI_MATCH_WORDS } from '../../../src-main/cli/words/match-evidence-words';

const date = { year: 1985, month: 7, day: 4 };
const kindCell = { typeCell: 'Fax', typeHeader: 'Phone Type' };

/** Sample params for every code: a missing code fails the typecheck here too. */
const SAMPLES: { [C in ProblemCode]: ProblemParams[C][] } = {
  'cell.control-character': [
    { codePoint: 'U+0007', position: 3 },
    { codePoint: 'U+200B', position: 1, invisible: '200b' },
  ],
  'cell.excel-error': [{ error: '#N/A' }, { error: '#WHAT?' }],
  'cell.scientific-notation': [{}],
  'cell.empty-text-formula': [{}],
  'cell.text-formula': [{ text: '00123' }],
  'cell.apostrophe-number': [{ text: '00124' }],
  'cell.spreadsheet-formula': [{ lead: '=' }],
  'cell.schema': [
    { rule: 'whole-number' },
    { rule: 'number' },
    { rule: 'four-digit-year' },
    { rule: 'text' },
    { rule: 'email' },
    { rule: 'url' },
    { rule: 'flag' },
    { rule: 'date' },
    { rule: 'gender' },
    { rule: 'state' },
    { rule: 'country' },
    { rule: 'names' },
    { rule: 'pairs' },
    { rule: 'list' },
  ],
  'cell.not-allowed': [{ rule: 'flag' }, { rule: 'gender' }],
  'cell.too-long': [{ size: 255, length: 300 }],
  'cell.below-min': [{ min: 1900 }],
  'cell.above-max': [{ max: 2031 }],
  'date.excel-number': [{}],
  'date.placeholder': [
    { placeholder: 'mysql-zero' },
    { placeholder: 'year-one' },
    { placeholder: 'sql-server-earliest' },
    { placeholder: 'excel-zero' },
    { placeholder: 'excel-zero-other' },
    { placeholder: 'excel-zero-shown' },
    { placeholder: 'excel-zero-serial' },
    { placeholder: 'outlook-empty' },
  ],
  'date.unreadable': [{}],
  'date.not-real-in-order': [
    { year: 1987, month: 2, day: 30, order: 'mdy' },
    { year: 1987, month: 13, day: 1, order: 'dmy' },
  ],
  'date.ambiguous': [{ year: 1990, monthFirst: { month: 3, day: 4 }, dayFirst: { month: 4, day: 3 } }],
  'date.ambiguous-day-month': [{ first: 3, second: 4 }],
  'date.not-real-either-order': [{}],
  'date.two-digit-year': [{}],
  'date.not-real': [{ year: 1987, month: 2, day: 30 }],
  'date.not-real-day-of-year': [
    { month: 2, day: 30 },
    { month: 13, day: 1, order: 'mdy' },
  ],
  'date.not-iso': [{}],
  'date.year-only': [{}],
  'date.no-day': [{}],
  'birth-date.year-in-future': [{ year: 2999 }],
  'birth-date.too-early': [{ year: 1850, earliest: 1900 }],
  'birth-date.two-digit-year': [{ reading: '1980-01-17' }],
  'birth-date.not-real': [{ year: 1987, month: 2, day: 30, days: 28 }],
  'birth-date.in-future': [{ ...date, year: 2999 }],
  'class-year.soon-after-birth': [{ graduated: 1990, year: 1980, minAge: 15 }],
  'class-year.academic': [{}],
  'class-year.span': [{}],
  'class-year.several': [{}],
  'class-year.date': [{ year: 2007 }],
  'year.read-as': [{ year: 1967 }],
  'year.two-digits': [{ year: 1969 }],
  'number.not-yes-no': [{}],
  'number.not-whole': [{}],
  'number.not-number': [{}],
  'email.more-than-address': [{ address: 'ann@example.org' }],
  'email.ascii-domain': [{ domain: 'bücher.de', address: 'ann@xn--bcher-kva.de' }],
  'email.more-than-address-ascii': [{ domain: 'bücher.de', address: 'ann@xn--bcher-kva.de' }],
  'email.several-addresses': [{ count: 2 }],
  'email.non-ascii-local-part': [{ letter: 'ä' }],
  'email.not-an-address': [{}],
  'email.domain-typo': [{ domain: 'gmail.com' }],
  'email.duplicate': [
    { email: 'ann@example.org', others: [3] },
    { email: 'a@b.org', others: [2, 3, 4, 5, 6, 7, 8] },
  ],
  'secondary-email.sent-as-email': [{}],
  'secondary-email.same-as-email': [{}],
  'phone.no-digits': [{}],
  'phone.north-american-abroad': [{ country: 'GB' }],
  'phone.several': [{}],
  'phone.more-than-number': [{ number: '+1 617 555 0100' }],
  'phone.local-without-area-code': [{ number: '555-0123' }],
  'phone.trunk-zero': [{ countryGiven: true }, { countryGiven: false }],
  'phone.unreadable': [{ country: 'US' }],
  'phone.unlisted': [{ place: { country: 'GB', callingCode: '44' }, number: '+44 20 0000 0000' }],
  'phone.invalid': [{ place: { country: 'IT', callingCode: '39' } }, { place: { callingCode: '7' } }],
  'phone-kind.marked': [
    { inactive: true, header: 'Inactive' },
    { inactive: false, header: 'Do not call' },
  ],
  'phone-kind.no-kind': [{ typeHeader: 'Phone Type' }],
  'phone-kind.unknown-kind': [kindCell],
  'phone-kind.emails-taken': [kindCell],
  'phone-kind.field-taken': [
    { field: 'mobile_phone', ...kindCell, taken: { failed: true, from: 'Mobile' } },
    { field: 'home_phone', ...kindCell, taken: { failed: false, existing: '+1 617 555 0100' } },
  ],
  'phone-kind.unsent-kind': [
    { kind: 'fax', ...kindCell },
    { kind: 'pager', ...kindCell },
    { kind: 'someone-else', ...kindCell },
    { kind: 'not-current', ...kindCell },
    { kind: 'web', ...kindCell },
  ],
  'country.mostly-meant': [{ one: 'KR', other: 'KP' }],
  'country.two-countries': [{ one: 'CD', other: 'CG' }],
  'country.dissolved': [{}],
  'country.unknown': [{}],
  'state.canadian-province': [{ province: 'ON' }],
  'state.not-a-state': [{ countryGiven: true }, { countryGiven: false }],
  'state.not-a-province': [{}],
  'state.region-not-sent': [{}],
  'zip.placeholder': [{}],
  'zip.not-a-zip': [{}],
  'zip.foreign-postcode': [{ countries: ['GB'] }, { countries: ['CA', 'GB'] }],
  'postcode.no-digit': [{}],
  'postcode.more-than-code': [{ code: '2000' }],
  'postcode.not-in-form': [{ countryName: 'Germany', example: '10115' }],
  'postcode.lost-zeros': [
    { count: 1, code: '01067' },
    { count: 2, code: '00120' },
  ],
  'address.several-lines': [
    { count: 2, first: '1 Main St', kept: 1, rest: 'Apt 2', repeats: [] },
    { count: 4, first: '1 Main St', kept: 2, rest: 'Apt 2, Bldg C', repeats: ['Boston'] },
  ],
  'url.not-web-address': [{}],
  'flag.not-yes-no': [{ words: true }, { words: false }],
  'gender.not-allowed': [{}],
  'list.object-list': [{}],
  'list.admin-group': [{}],
  'name.lost-letters': [{}],
  'name.brackets': [{}],
  'name.two-people': [{}],
  'name.no-space': [{}],
  'name.one-name': [{}],
  'name.several-commas': [{}],
  'name.read-last-first': [{ last: 'García López', first: 'María' }],
  'name.read-with-middle': [{ first: 'María', middle: 'José García', last: 'López' }],
  'name.several-lines': [{ count: 2, name: 'Ann Lee' }],
  'name.two-names': [
    { kept: 'Baptiste', other: 'Moreau', field: 'last_name', splitTo: 'maiden_name' },
    { kept: 'Robert', other: 'Bob', field: 'first_name' },
  ],
  'name.title': [{ title: 'Dr.' }],
  'name.suffix': [{ suffix: 'Jr.' }],
  'text.lines-joined': [
    { count: 2, joined: 'Boston, MA' },
    { count: 1, joined: 'Boston' },
  ],
  'id.several-lines': [{ count: 2 }, { count: 1 }],
  'id.decimal-tail': [{ tail: '.0', whole: '12345' }],
  'mapping.columns-disagree': [
    { field: 'email', existing: 'ann@example.org', from: 'Email 2' },
    { field: 'email', existing: 'ann@example.org' },
  ],
  'mapping.custom-field-unnamed': [{ header: 'Notes' }],
  'mapping.custom-field-reserved': [{ header: 'Proto', name: '__proto__' }],
  'mapping.phone-type-column-missing': [{ header: 'Phone', typeHeader: 'Phone Type' }],
  'mapping.phone-flag-column-missing': [{ header: 'Phone', flagHeader: 'Inactive', inactive: true }],
  'mapping.not-a-field': [{ header: 'Shoe size', field: 'shoe_size' }],
  'mapping.part-without-whole': [
    { header: 'Area', part: 'area-code', whole: 'Phone', mapped: true },
    { header: 'Ext', part: 'extension', whole: 'Phone', mapped: false },
  ],
  'mapping.two-birth-dates': [{ birthHeader: 'DOB', separateHeader: 'Birth Year' }],
  'mapping.constant-not-a-field': [{ field: 'shoe_size' }],
  'required.no-column': [
    { field: 'email', oneValue: false },
    { field: 'enabled', oneValue: true },
  ],
  'required.empty': [
    { field: 'email', oneValue: false, advise: false },
    { field: 'enabled', oneValue: true, advise: true },
    { field: 'enabled', oneValue: true, advise: false },
  ],
  'deceased.refused': [
    { header: 'Deceased', cell: 'Yes', unclear: false },
    { header: 'Status', cell: 'Lost', unclear: true },
  ],
  'deceased.imported': [{ header: 'Deceased', cell: 'Yes', unclear: false }],
  'send.not-a-field': [{}],
  'send.kept-by-service': [{}],
  'send.not-for-new-user': [{}],
  'send.missing-to-create': [{}],
  'send.birth-date-not-real': [{ year: 1991, month: 2, day: 30 }],
  'send.zip-form': [{}],
};

const FIX_SAMPLES: { [C in FixCode]: FixParams[C] } = {
  'fix.empty-cell': {},
  'fix.empty-no-number': {},
  'fix.empty-no-value': {},
  'fix.remove-invisible': {},
  'fix.without-lead': { lead: '=' },
  'fix.other-order': { date: '1987-03-02' },
  'fix.four-digit-year': { year: 1980 },
  'fix.north-american': {},
  'fix.keep-first': {},
  'fix.british-mobile': {},
  'fix.leading-zero': {},
  'fix.state': { name: 'Massachusetts' },
  'fix.use': {},
  'fix.use-if-address': {},
  'fix.use-if-id': {},
  'fix.send': {},
  'fix.class-graduated': {},
  'fix.preferred-class-year': {},
  'fix.use-year': {},
  'fix.if-year': {},
};

const DOORS: [string, ProblemTables][] = [
  ['app', APP_TABLES],
  ['cli', CLI_TABLES],
];

function expectPlainSentence(words: string): void {
  expect(words.trim().length).toBeGreaterThan(3);
  expect(words).not.toMatch(/undefined|\[object|NaN|null/);
}

describe.each(DOORS)('the %s door', (_door, tables) => {
  it('words every problem code with every sample of its params', () => {
    for (const code of PROBLEM_CODES) {
      const samples = SAMPLES[code] as object[];
      expect(samples.length, code).toBeGreaterThan(0);
      for (const params of samples) {
        const found = (problem as (c: ProblemCode, p: object) => ReturnType<typeof problem>)(code, params);
        const placed = { ...found, row: 2, column: 'Col', field: 'email', value: 'x' } as Problem;
        const sentence = problemSentence(tables, placed);
        expectPlainSentence(sentence);
        expect(sentence.endsWith('.'), `${code}: ${sentence}`).toBe(true);
      }
    }
  });

  it('says every param of a sample in the words (the values the person needs)', () => {
    const sentence = problemSentence(tables, {
      ...problem('date.ambiguous', { year: 1990, monthFirst: { month: 3, day: 4 }, dayFirst: { month: 4, day: 3 } }),
      row: 2,
      column: 'DOB',
      field: 'dob_year',
      value: '03/04/1990',
      subject: { of: 'birth-date', value: '03/04/1990' },
    });
    expect(sentence).toBe(
      'Birth date "03/04/1990" could be 4 March 1990 or 3 April 1990: choose the date order (month first or day first).',
    );
  });

  it('says a problem of the User as sent of its row and field', () => {
    const placed: Problem = {
      ...problem('send.birth-date-not-real', { year: 1991, month: 2, day: 30 }),
      row: 3,
      column: null,
      field: 'dob_day',
      value: '30',
      subject: { of: 'sent' },
    };
    expect(problemSentence(tables, placed)).toBe(
      'Row 3: Birth day (dob_day) with the birth month and year is not a real date.',
    );
    const unknown: Problem = { ...problem('send.not-a-field'), row: 4, column: null, field: 'shoe_size', value: '9' };
    expect(problemSentence(tables, { ...unknown, subject: { of: 'sent' } })).toBe(
      'Row 4: "shoe_size" is not a field of a user.',
    );
  });

  it('words every fix code', () => {
    for (const code of FIX_CODES) {
      const words = fixWords(tables, { code, params: FIX_SAMPLES[code], value: 'VALUE' } as never);
      expectPlainSentence(words);
    }
  });
});

describe('the table of codes', () => {
  it('gives each code one kind and one severity, and names codes as area.problem', () => {
    for (const code of PROBLEM_CODES) {
      expect(code).toMatch(/^[a-z-]+\.[a-z-]+$/);
      expect(['error', 'warning']).toContain(PROBLEM_TABLE[code].severity);
    }
    expect(new Set(PROBLEM_CODES).size).toBe(PROBLEM_CODES.length);
  });
});

const REFUSAL_SAMPLES: { [C in RefusalCode]: RefusalParams[C][] } = {
  'input.calendar-date': [{}],
  'input.whole-number': [{ example: '42' }, { example: '2026' }],
  'input.above-zero': [{}],
  'input.at-least': [{ min: 1900 }],
  'input.at-most': [{ max: 12 }],
  'input.start-after-end': [{}],
  'input.created-order': [{}],
  'input.bands-rise': [{}],
  'address.empty': [{}],
  'address.not-web': [{ text: 'alumni example edu' }],
  'address.scheme': [{ scheme: 'ftp:' }],
  'address.plain-http': [{}],
  'address.credentials': [{}],
  'address.query': [{}],
  'input.possible-below-sure': [{ possible: 0.9, sure: 0.5 }],
  'env-name.empty': [{}],
  'env-name.too-long': [{ max: 40 }],
  'env-name.form': [{}],
  'env-name.built-in': [{}],
  'key.empty': [{}],
  'key.too-long': [{ max: 1000 }],
  'key.spaces': [{}],
  'template-name.empty': [{}],
  'template-name.too-long': [{ max: 80 }],
  'input.day-form': [{}],
  'input.day-not-real': [{}],
  'input.no-user-selected': [{}],
  'input.id-form': [{ of: 'run' }, { of: 'export' }],
  'input.file-name-form': [{ of: 'export' }, { of: 'report' }],
  'input.too-long': [{ max: 500 }],
  'input.sha256': [{}],
  'constant.not-a-field': [{ field: 'shoe_size' }],
  'constant.set-by-service': [{ field: 'user_id' }],
  'constant.not-one-value': [{ field: 'educations' }],
  'constant.one-persons': [{ field: 'inst_id' }],
};

describe.each([
  ['app', APP_REFUSAL_WORDS],
  ['cli', CLI_REFUSAL_WORDS],
] as const)('the %s door, refusing an option typed', (_door, table) => {
  it('words every refusal code with every sample of its params', () => {
    expect(Object.keys(table).sort()).toEqual([...REFUSAL_CODES].sort());
    for (const code of REFUSAL_CODES)
      for (const params of REFUSAL_SAMPLES[code]) {
        const refusal = { code, params } as Refusal;
        const words = wordRefusal(table, refusal);
        expectPlainSentence(words);
        for (const value of Object.values(params)) expect(words, code).toContain(String(value));
      }
  });

  it('reads a refusal back from the zod issue that carries it, and words it with the path', () => {
    const refused = givingOptionsSchema.safeParse({ startMonth: 13, from: '2024-05-01', to: '2024-04-01' });
    expect(refused.success).toBe(false);
    expect(readRefusal(refusalMessage('input.at-most', { max: 12 }))).toEqual({
      code: 'input.at-most',
      params: { max: 12 },
    });
    expect(describeIssues(refused.error!, table)).toEqual([
      'startMonth: must be 12 or less',
      'from: the start date comes after the end date',
    ]);
    // Without a table, the code stands: never the token nor its JSON.
    expect(describeIssues(refused.error!)).toEqual(['startMonth: input.at-most', 'from: input.start-after-end']);
  });
});

const SAVED_RULES_SAMPLES: { [C in SavedRulesProblemCode]: Extract<SavedRulesProblem, { code: C }>[] } = {
  'name-is-a-preset': [{ code: 'name-is-a-preset', name: 'strict' }],
  'possible-not-below-sure': [{ code: 'possible-not-below-sure', possible: 0.9, sure: 0.5 }],
  'no-fields': [{ code: 'no-fields' }],
  'anchor-not-compared': [{ code: 'anchor-not-compared', field: 'email' }],
  'every-anchor-off': [{ code: 'every-anchor-off', preset: 'standard' }],
};

describe.each([
  ['app', APP_SAVED_RULES_WORDS],
  ['cli', CLI_SAVED_RULES_WORDS],
] as const)('the %s door, refusing match rules saved', (_door, table) => {
  it('words every problem code, saying every param', () => {
    expect(Object.keys(table).sort()).toEqual([...SAVED_RULES_PROBLEM_CODES].sort());
    for (const code of SAVED_RULES_PROBLEM_CODES)
      for (const found of SAVED_RULES_SAMPLES[code]) {
        const words = wordSavedRulesProblem(table, found);
        expectPlainSentence(words);
        expect(words.endsWith('.'), code).toBe(true);
        for (const [key, value] of Object.entries(found))
          if (key !== 'code') expect(words, code).toContain(String(value));
      }
  });
});

const refusedGender = problem('cell.not-allowed', { rule: 'gender' });
const DICTIONARY_SAMPLES: { [C in DictionaryProblemCode]: Extract<DictionaryProblem, { code: C }>[] } = {
  'bad-name': [{ code: 'bad-name', name: 'a/b' }],
  'unknown-kind': [{ code: 'unknown-kind', entry: 2, kind: 'shoe' }],
  'blank-from': [{ code: 'blank-from', entry: 3, kind: 'gender' }],
  'refused-to': [
    {
      code: 'refused-to',
      entry: 4,
      kind: 'gender',
      from: 'W',
      to: 'woman',
      reason: { ...refusedGender, row: 0, column: null, field: 'gender', value: 'woman' } as Problem,
    },
  ],
  'csv-header': [{ code: 'csv-header', found: ['kind', 'from'] }],
  'csv-row': [{ code: 'csv-row', line: 5, cells: 2 }],
  'clashing-entry': [{ code: 'clashing-entry', entry: 6, kind: 'gender', from: 'F', to: 'f', other: 2, otherTo: 'm' }],
};

describe.each([
  ['app', APP_DICTIONARY_WORDS],
  ['cli', CLI_DICTIONARY_WORDS],
] as const)('the %s door, refusing a dictionary', (_door, table) => {
  it('words every problem code, saying every param', () => {
    expect(Object.keys(table).sort()).toEqual([...DICTIONARY_PROBLEM_CODES].sort());
    for (const code of DICTIONARY_PROBLEM_CODES)
      for (const found of DICTIONARY_SAMPLES[code]) {
        const words = wordDictionaryProblem(table, found);
        expectPlainSentence(words);
        for (const [key, value] of Object.entries(found))
          if (key !== 'code' && key !== 'reason' && key !== 'found') expect(words, code).toContain(String(value));
      }
  });

  it("words a refused value with the door's problem words", () => {
    const [found] = checkDictionary({ name: 'genders', entries: [{ kind: 'gender', from: 'W', to: 'female person' }] });
    expect(found).toMatchObject({ code: 'refused-to', entry: 1, kind: 'gender', from: 'W', to: 'female person' });
    expect(wordDictionaryProblem(table, found!)).toMatch(/^Entry 1 \(gender\): "W" -> "female person" is refused: \S/);
  });
});

const ANSWER_SAMPLES: { [C in AnswerProblemCode]: Extract<AnswerProblem, { code: C }>[] } = {
  'answer.unreadable': [
    { code: 'answer.unreadable', subject: 'a user', value: '"x"', expected: 'object' },
    { code: 'answer.unreadable', subject: 'user', item: 3, expected: 'object' },
  ],
  'answer.field': [
    { code: 'answer.field', subject: 'a user', where: 'user_id', value: '"abc"', expected: 'number' },
    { code: 'answer.field', subject: 'donation', item: 2, where: 'amount', expected: 'number' },
  ],
  'answer.unread': [{ code: 'answer.unread', subject: 'a campaign' }],
  'answer.not-a-list': [{ code: 'answer.not-a-list', subject: 'user', value: '{}' }],
};

describe.each([
  ['app', APP_ANSWER_WORDS],
  ['cli', CLI_ANSWER_WORDS],
] as const)('the %s door, saying an answer of the service it cannot read', (_door, table) => {
  it('words every problem code, saying every param', () => {
    expect(Object.keys(table).sort()).toEqual([...ANSWER_PROBLEM_CODES].sort());
    for (const code of ANSWER_PROBLEM_CODES)
      for (const found of ANSWER_SAMPLES[code]) {
        const words = wordAnswerProblem(table, found);
        expectPlainSentence(words);
        expect(words.endsWith('.'), code).toBe(true);
        for (const [key, value] of Object.entries(found))
          if (key !== 'code') expect(words, code).toContain(String(value));
      }
  });
});

const EVIDENCE_PARAMS = { row: 'Goodirch', user: 'Goodrich', how: 'swapped', part: 'Garcia', holders: '3' };
const GUARD_CODES: { [C in GuardCode]: true } = {
  'shares-email-first-name-differs': true,
  'shares-inst-id-first-name-differs': true,
  'first-name-differs': true,
  'birth-date-contradicts': true,
  'class-year-contradicts': true,
  'gender-contradicts': true,
  'suffix-contradicts': true,
  'inst-id-contradicts': true,
};

describe.each([
  ['app', APP_MATCH_WORDS],
  ['cli', CLI_MATCH_WORDS],
] as const)('the %s door, saying match evidence', (_door, tables) => {
  it('words every evidence code and every guard code, saying the values', () => {
    expect(Object.keys(tables.evidence).sort()).toEqual(Object.keys(LEVELS).sort());
    expect(Object.keys(tables.guards).sort()).toEqual(Object.keys(GUARD_CODES).sort());
    for (const code of Object.keys(LEVELS) as EvidenceCode[]) {
      const words = evidenceWords(evidence(code, -2.5, EVIDENCE_PARAMS), tables);
      expectPlainSentence(words);
      expect(words, code).toMatch(/(Goodirch|Garcia|3 users)/);
      expect(words.endsWith(' −2.5'), code).toBe(true);
    }
    for (const code of Object.keys(GUARD_CODES) as GuardCode[]) {
      const words = guardWords({ code, params: EVIDENCE_PARAMS }, tables);
      expectPlainSentence(words);
      expect(words, code).toContain('Goodrich');
    }
  });

  it('says a candidate: its evidence, what holds it, and the probability', () => {
    const candidate = {
      evidence: [
        evidence('same-birth-date', 14.2, { row: '1980-04-02' }),
        evidence('last-name-typo', 6.1, { row: 'Goodirch', user: 'Goodrich', how: 'swapped' }),
      ],
      guards: [{ code: 'gender-contradicts' as const, params: { row: 'f', user: 'm' } }],
      probability: 0.997,
    };
    expect(candidateSentence(candidate, tables)).toBe(
      'same birth date (1980-04-02) +14.2; last name Goodirch ≈ Goodrich (two letters swapped) +6.1; ' +
        'held: the genders contradict (f here, m on the service); 99.7% the same person',
    );
  });
});
