// The header data tables: every row says why, every header can be met, no header names two targets.
import { describe, expect, it } from 'vitest';
import { FALSE_FRIENDS } from '../../../../src-shared/mapping/headers/false-friends';
import { OTHER_MEANINGS } from '../../../../src-shared/mapping/headers/other-meanings';
import { PART_HEADERS } from '../../../../src-shared/mapping/headers/part-headers';
import {
  NAMES_BY_NEIGHBOURS,
  REFUSED_HEADERS,
  YIELDING_HEADERS,
} from '../../../../src-shared/mapping/headers/vendor-quirks';
import { readHeader } from '../../../../src-shared/mapping/passes/header-pass';
import { HEADER_ROWS, HEADER_SYNONYMS, SYNONYM_LIST } from '../../../../src-shared/mapping/synonyms';
import { targetKey } from '../../../../src-shared/mapping/target-key';
import { wordsOf } from '../../../../src-shared/mapping/normalise-header';

describe('header data tables', () => {
  it('give each row a one-line reason', () => {
    const whys = [
      ...HEADER_ROWS.map((row) => row.why),
      ...FALSE_FRIENDS.map((rule) => rule.why),
      ...REFUSED_HEADERS.map((row) => row.why),
      ...YIELDING_HEADERS.map((row) => row.why),
      ...NAMES_BY_NEIGHBOURS.map((row) => row.why),
      ...OTHER_MEANINGS.map((row) => row.why),
      ...PART_HEADERS.map((row) => row.why),
    ];
    for (const why of whys) {
      expect(why.trim().length, why).toBeGreaterThan(5);
      expect(why, why).not.toMatch(/\n/);
    }
  });

  it("hold headers that each read as their own row's target (a ZIP+4 header as a whole ZIP code)", () => {
    for (const { name, target } of SYNONYM_LIST) {
      const best = [...readHeader(name, false).candidates].sort((a, b) => b.score - a.score)[0];
      expect(best && targetKey(best.target), name).toBe(targetKey(target));
    }
  });

  it('give no header two targets', () => {
    const seen = new Map<string, string>();
    for (const { name, target } of SYNONYM_LIST) {
      const key = targetKey(target);
      expect(seen.get(name) ?? key, name).toBe(key);
      seen.set(name, key);
    }
    for (const { name, target } of SYNONYM_LIST) expect(HEADER_SYNONYMS.get(name), name).toEqual(target);
    // Besides each synonym, only the form a header's words read it in ("tel no" as "tel number"), to the same target.
    const readForms = [...HEADER_SYNONYMS.keys()].filter((name) => !seen.has(name));
    for (const form of readForms) {
      expect(form, 'a read form says "number"').toMatch(/ number$/);
      const written = SYNONYM_LIST.find(({ name }) => wordsOf(name).join(' ') === form)!;
      expect(HEADER_SYNONYMS.get(form), form).toEqual(written.target);
    }
  });

  it('keep rows of the same target next to each other, in the order matches are tried', () => {
    const keys = HEADER_ROWS.map((row) => targetKey(row.target));
    const runs = keys.filter((key, at) => at === 0 || keys[at - 1] !== key);
    expect(new Set(runs).size).toBe(runs.length);
  });
});
