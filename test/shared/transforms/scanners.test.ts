// The phone, email, ZIP and state scanners replaced regexes for speed: they must accept exactly what those
// regexes accept (kept here as the reference), on strings built from the characters that matter.
import { describe, expect, it } from 'vitest';
import { inferDateOrder, quickDate } from '../../../src-shared/transforms/date';
import * as t_date from '../../../src-shared/transforms/date';
import * as t_day_and_month from '../../../src-shared/transforms/day-and-month';
import { monthFromName, mayNameMonth } from '../../../src-shared/transforms/month-names';
import { domainScan, emailScan, emailShape, foldedHash } from '../../../src-shared/transforms/email';
import { formatNanp } from '../../../src-shared/transforms/north-american-phone';
import { likelyDomain, recentDomainScan } from '../../../src-shared/transforms/email-domain';
import { isUsStateCode, US_STATES } from '../../../src-shared/transforms/us-states';
import { isZipCode } from '../../../src-shared/transforms/zip';
import { flatSaying, flatSayingMaybe } from '../../helpers/problem-words';

// Outcomes flat, with their problem's words (the app's table) beside the codes.
const parseDate = flatSaying(t_date.parseDate);
const parseDayAndMonth = flatSayingMaybe(t_day_and_month.parseDayAndMonth);

const NANP = /^(?:\+?1[-. ]?)?\(?([2-9]\d{2})\)?[-. ]?([2-9]\d{2})[-. ]?(\d{4})$/;
const SLASHED = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/;
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** A small seeded generator (the same strings on every run). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function strings(alphabet: string[], count: number, maxLength: number, seed: number, seeds: string[]): string[] {
  const next = random(seed);
  const out = [...seeds];
  for (let i = 0; i < count; i++) {
    // Half mutate a known-good form (one character changed, added or removed), half are free.
    if (i % 2 === 0) {
      const base = seeds[Math.floor(next() * seeds.length)]!;
      const at = Math.floor(next() * (base.length + 1));
      const char = alphabet[Math.floor(next() * alphabet.length)]!;
      const edit = Math.floor(next() * 3);
      out.push(
        edit === 0
          ? base.slice(0, at) + char + base.slice(at + 1)
          : edit === 1
            ? base.slice(0, at) + char + base.slice(at)
            : base.slice(0, at) + base.slice(at + 1),
      );
    } else {
      const length = Math.floor(next() * maxLength);
      let text = '';
      for (let c = 0; c < length; c++) text += alphabet[Math.floor(next() * alphabet.length)]!;
      out.push(text);
    }
  }
  return out;
}

describe('formatNanp', () => {
  const seeds = [
    '(617) 555-0143',
    '617.555.0143',
    '+1 617 555 0143',
    '16175550143',
    '1-617-555-0143',
    '+1(617)5550143',
    '6175550143',
    '+1.617.555.0143',
  ];

  it('accepts exactly what the North American pattern matches, and writes +1 AAA BBB CCCC', () => {
    const cases = strings(['0', '1', '2', '5', '6', '7', '9', '+', '(', ')', '-', '.', ' ', 'x'], 40_000, 20, 7, seeds);
    let matched = 0;
    for (const value of cases) {
      const match = NANP.exec(value);
      const expected = match ? `+1 ${match[1]} ${match[2]} ${match[3]}` : undefined;
      if (match) matched++;
      expect(formatNanp(value), JSON.stringify(value)).toBe(expected);
    }
    // The comparison means something only if both answers occur often.
    expect(matched).toBeGreaterThan(2_000);
    expect(cases.length - matched).toBeGreaterThan(2_000);
  });

  it('reads the usual forms and refuses near misses', () => {
    expect(formatNanp('(617) 555-0143')).toBe('+1 617 555 0143');
    expect(formatNanp('1 617 555 0143')).toBe('+1 617 555 0143');
    for (const value of [
      '(117) 555-0143',
      '+2 617 555 0143',
      '617  555 0143',
      ' 617 555 0143',
      '617 555 01431',
      '555-0143',
      '',
    ])
      expect(formatNanp(value), value).toBeUndefined();
  });
});

describe('emailShape', () => {
  const seeds = [
    'ann@example.org',
    'Ann.Lee@Example.ORG',
    "o'neil+tag@mail.example.co.uk",
    'a@b.c',
    'x-y@a-b.example',
    `${'a'.repeat(5)}@${'b'.repeat(63)}.org`,
  ];

  it('accepts exactly what the WHATWG pattern (with a dot in the domain) matches, and tells capitals', () => {
    const cases = strings(
      ['a', 'Z', '0', '.', '-', '@', '+', "'", ' ', '_', 'é', '\u0001', 'b'],
      40_000,
      24,
      11,
      seeds,
    );
    cases.push(
      `a@${'b'.repeat(64)}.org`,
      `a@${'b'.repeat(63)}.org`,
      'a@-b.org',
      'a@b-.org',
      'a@b..org',
      'a@b.org.',
      '@b.org',
      'a@@b.org',
      'a@b',
    );
    let valid = 0;
    for (const value of cases) {
      const expected = EMAIL.test(value) ? (/[A-Z]/.test(value) ? 'mixed' : 'lower') : 'invalid';
      if (expected !== 'invalid') valid++;
      expect(emailShape(value), JSON.stringify(value)).toBe(expected);
    }
    expect(valid).toBeGreaterThan(2_000);
    expect(cases.length - valid).toBeGreaterThan(2_000);
  });

  it('gives, from the same scan, the hash of the address lower-cased, which duplicates are looked up by', () => {
    const cases = strings(['a', 'Z', '0', '.', '-', '@', 'b', 'Q'], 20_000, 20, 12, seeds).filter(
      (value) => emailScan(value) >= 0,
    );
    expect(cases.length).toBeGreaterThan(1_000);
    const hashes = new Set<number>();
    for (const value of cases) {
      const scan = emailScan(value);
      expect(scan >>> 1, value).toBe(foldedHash(value.toLowerCase()));
      expect(foldedHash(value), value).toBe(foldedHash(value.toLowerCase()));
      expect(scan).toBeLessThan(2 ** 30); // a small integer
      hashes.add(scan >>> 1);
    }
    // spread, not a constant
    expect(hashes.size).toBeGreaterThan(new Set(cases.map((value) => value.toLowerCase())).size - 3);
  });
});

describe('inferDateOrder', () => {
  /** The order as the regex read it (first number, second number) before the scan replaced it. */
  function reference(values: string[]): string {
    let monthFirst = false;
    let dayFirst = false;
    for (const value of values) {
      const match = SLASHED.exec(value.trim()) ?? /^(\d{1,2})[/.-](\d{1,2})\.?$/.exec(value.trim());
      if (!match) continue;
      const first = Number(match[1]);
      const second = Number(match[2]);
      // Two numbers without a year are a day and a month only when both could be days.
      if (match[3] === undefined && (first > 31 || second > 31)) continue;
      if (first > 12 && second <= 12) dayFirst = true;
      if (second > 12 && first <= 12) monthFirst = true;
    }
    return monthFirst && dayFirst ? 'mixed' : monthFirst ? 'mdy' : dayFirst ? 'dmy' : 'unknown';
  }

  it('reads the first two numbers of exactly the slashed dates the pattern matches, and of a day and a month without a year', () => {
    const seeds = [
      '13/05/1990',
      '05/13/90',
      ' 5-31-1990 ',
      '31.5.90',
      '1/2/2003',
      '12/12/12',
      '99/1/1999',
      '7/19/1985',
      '13/05',
      '5-92',
      '4.7.',
      '12/25',
    ];
    const cases = strings(['0', '1', '2', '3', '5', '9', '/', '.', '-', ' ', 'a', '\t'], 40_000, 12, 13, seeds);
    const orders = new Set<string>();
    for (const value of cases) {
      const expected = reference([value]);
      orders.add(expected);
      expect(inferDateOrder([value]), JSON.stringify(value)).toBe(expected);
    }
    expect([...orders].sort()).toEqual(['dmy', 'mdy', 'unknown']);
    for (let i = 0; i + 1 < cases.length; i += 2)
      expect(inferDateOrder([cases[i]!, cases[i + 1]!])).toBe(reference([cases[i]!, cases[i + 1]!]));
  });
});

describe('mayNameMonth', () => {
  // The forms with a month name, as parseDate and parseDayAndMonth read them: mayNameMonth gates them.
  const MONTH_FORMS = [
    /^(\p{L}{3,10})\.? (\d{1,2})(?:st|nd|rd|th)?,? (\d{4}|\d{2})$/iu,
    /^(\d{1,2})(?:st|nd|rd|th|er|\.|º)?(?: de)?[ -](\p{L}{3,10})\.?,?(?: de)?[ -](\d{4}|\d{2})$/iu,
    /^(\p{L}{3,10})\.?,?[ -](\d{4})$/u,
    /^(\p{L}{3,10})\.? (\d{1,2})(?:st|nd|rd|th)?$/iu,
    /^(\d{1,2})(?:st|nd|rd|th|er|\.|º)?(?: of| de)?[ -](\p{L}{3,10})\.?$/iu,
  ];
  const readsMonth = (value: string) =>
    MONTH_FORMS.some((form) => {
      const match = form.exec(value);
      const name = match?.slice(1).find((part) => /\p{L}/u.test(part ?? ''));
      return name !== undefined && monthFromName(name) !== undefined;
    });

  it('passes every value whose month-name form names a real month', () => {
    const seeds = [
      'July 4, 1985',
      '4 July 1985',
      '4-Jul-85',
      '4 de julio de 1985',
      'June 1989',
      'Sept. 3',
      '3rd of March',
      '31er décembre 1999',
      'MAR 5 90',
      '5. Mai',
      'Dez. 24, 1970',
      '1 Main Street',
    ];
    const alphabet = [
      '1',
      '9',
      ' ',
      '-',
      '.',
      ',',
      'a',
      'J',
      'u',
      'l',
      'y',
      'M',
      'r',
      'é',
      'º',
      'd',
      'e',
      'x',
      '@',
      '/',
    ];
    let months = 0;
    for (const value of strings(alphabet, 30_000, 16, 29, seeds)) {
      if (!readsMonth(value)) continue;
      months++;
      expect(mayNameMonth(value), JSON.stringify(value)).toBe(true);
    }
    expect(months).toBeGreaterThan(1000);
  });

  it('keeps an address, a phone number, a name or an email from the month-name forms, and reads those forms as before', () => {
    expect(mayNameMonth('1 Main Street')).toBe(false);
    expect(mayNameMonth('(617) 555-0000')).toBe(false);
    expect(mayNameMonth('Mei')).toBe(false);
    expect(mayNameMonth('mei.lee12@example.org')).toBe(false);
    expect(mayNameMonth('Mei 12')).toBe(true);
    expect(parseDate('1 Main Street', null)).toMatchObject({ ok: false, kind: 'bad-date' });
    expect(parseDayAndMonth('1 Main Street', null)).toBeUndefined();
    expect(parseDate('4 de julio de 1985', null)).toMatchObject({ ok: true, date: { year: 1985, month: 7, day: 4 } });
    expect(parseDate('Sept. 1989', null)).toMatchObject({ ok: true, date: { year: 1989, month: 9 } });
    expect(parseDayAndMonth('3rd of March', null)).toMatchObject({ ok: true, day: 3, month: 3 });
  });
});

describe('quickDate', () => {
  /** parseDate's date as quickDate packs it, or 0 when parseDate refuses or reads another form. */
  function reference(value: string, order: 'mdy' | 'dmy' | null, slashed: boolean): number {
    const outcome = parseDate(value, order);
    if (!outcome.ok || outcome.date.day === undefined || outcome.date.month === undefined) return 0;
    if (outcome.form !== 'iso' && (!slashed || (outcome.form !== 'month-first' && outcome.form !== 'day-first')))
      return 0;
    return outcome.date.year * 10000 + outcome.date.month * 100 + outcome.date.day;
  }

  it('gives the date parseDate gives for the forms it reads by hand, and steps aside for the rest', () => {
    const seeds = [
      '1985-07-04',
      '1985/7/4',
      '2000.02.29',
      '1900-02-29',
      '07/04/1985',
      '4/7/1985',
      '13/05/1990',
      '05/13/1990',
      '31.4.1990',
      '29-02-2001',
      '12/12/2012',
      '1/1/1900',
    ];
    const cases = strings(['0', '1', '2', '3', '4', '9', '/', '.', '-', ' ', 'T', ':'], 40_000, 12, 21, seeds);
    let read = 0;
    for (const value of cases) {
      for (const order of ['mdy', 'dmy', null] as const) {
        for (const slashed of [true, false]) {
          const quick = quickDate(value, order, slashed);
          // quickDate may leave a date to parseDate, never read one differently.
          if (quick !== 0) {
            read++;
            expect(quick, `${JSON.stringify(value)} ${order} ${slashed}`).toBe(
              reference(value, slashed ? order : null, slashed),
            );
          }
        }
      }
    }
    expect(read).toBeGreaterThan(5_000);
    // And it does read the usual forms itself.
    expect(quickDate('1985-07-04', null, false)).toBe(19850704);
    expect(quickDate('07/04/1985', 'mdy', true)).toBe(19850704);
    expect(quickDate('07/04/1985', 'dmy', true)).toBe(19850407);
    expect(quickDate('07/04/1985', null, true)).toBe(0); // ambiguous: parseDate words the refusal
    expect(quickDate('13/04/1985', null, true)).toBe(19850413);
    expect(quickDate('31/04/1985', 'dmy', true)).toBe(0); // no 31 April: parseDate explains
    expect(quickDate('07/04/85', 'mdy', true)).toBe(0); // two-digit year
  });
});

describe('isZipCode', () => {
  const ZIP = /^\d{5}(-\d{4})?$/;
  it('accepts exactly what the ZIP pattern matches, but for the 00000 placeholder', () => {
    const alphabet = ['0', '1', '5', '9', '-', ' ', 'a', '/', '٣', '.'];
    const texts = strings(alphabet, 20_000, 12, 11, ['02134', '02134-1234', '00000', '00000-1234', '00501', '99999']);
    for (const text of texts) expect(isZipCode(text), text).toBe(ZIP.test(text) && !text.startsWith('00000'));
    expect(texts.filter(isZipCode).length).toBeGreaterThan(1000);
  });
});

describe('isUsStateCode', () => {
  it('accepts exactly the two-capital codes of the list', () => {
    const letters = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcz@[`{ ', 'É'];
    const texts = strings(letters, 20_000, 4, 12, ['MA', 'NY', 'AP', 'ZZ']);
    for (const text of texts)
      expect(isUsStateCode(text), text).toBe(/^[A-Z]{2}$/.test(text) && Object.hasOwn(US_STATES, text));
    expect(texts.filter(isUsStateCode).length).toBeGreaterThan(500);
  });
});

describe('recentDomainScan', () => {
  it("gives the whole domain's scan, or -1 for no domain or a provider's typo, whatever the domains met before", () => {
    const recent = { domains: [] as string[], scans: [] as number[] };
    const addresses = [
      'a@gmail.com',
      'b@gmial.com',
      'c@x.gmial.com',
      'd@mial.com',
      'e@Gmail.com',
      'f@agmial.com',
      'g@gmail',
      'h@-x.com',
      'i@X.ORG',
      'j@x.org',
    ];
    for (const address of [...addresses, ...addresses.reverse(), ...addresses]) {
      const at = address.indexOf('@');
      const domain = address.slice(at + 1);
      const expected = likelyDomain(domain) === undefined ? domainScan(address, at + 1) : -1;
      expect(recentDomainScan(address, at, recent), address).toBe(expected);
    }
    expect(recentDomainScan('b@gmial.com', 1, recent)).toBe(-1);
    expect(recentDomainScan('x@mail.gmail.com', 1, recent)).toBeGreaterThanOrEqual(0);
    // A domain's capitals are its own: X.ORG and x.org are told apart.
    expect(recentDomainScan('i@X.ORG', 1, recent) % 2).toBe(1);
    expect(recentDomainScan('j@x.org', 1, recent) % 2).toBe(0);
  });
});
