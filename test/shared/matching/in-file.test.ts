import { describe, expect, it } from 'vitest';
import { findInFileDuplicates } from '../../../src-shared/matching';
import { evidenceSentence } from '../../../src-renderer/src/lib/words/match-evidence-words';

describe('rows of one file that are one person', () => {
  it('flags a repeated inst_id whatever the emails say', () => {
    const found = findInFileDuplicates([
      { rowNumber: 2, user: { first_name: 'Ann', last_name: 'Lee', email: 'a@x.com', inst_id: 'S100' } },
      { rowNumber: 3, user: { first_name: 'Zed', last_name: 'Other', email: 'z@x.com', inst_id: 'S100' } },
    ]);
    expect(found.get(3)).toEqual({ code: 'repeated-inst-id', rowNumber: 3, firstRow: 2, instId: 'S100' });
    expect(found.has(2)).toBe(false);
  });

  it('flags Robert and Bob Ng with one birth date and two emails, with the reasons', () => {
    const found = findInFileDuplicates([
      {
        rowNumber: 2,
        user: { first_name: 'Robert', last_name: 'Ng', email: 'r@x.com', dob_year: 1980, dob_month: 4, dob_day: 2 },
      },
      {
        rowNumber: 5,
        user: { first_name: 'Bob', last_name: 'Ng', email: 'bob@y.com', dob_year: 1980, dob_month: 4, dob_day: 2 },
      },
    ]);
    const finding = found.get(5);
    expect(finding?.code).toBe('looks-like-row');
    if (finding?.code !== 'looks-like-row') return;
    expect(finding.firstRow).toBe(2);
    expect(evidenceSentence(finding.evidence)).toContain('first name Bob = Robert');
  });

  it('leaves namesakes with other birth dates, and rows with nothing to tell them by, alone', () => {
    const found = findInFileDuplicates([
      {
        rowNumber: 2,
        user: { first_name: 'Robert', last_name: 'Ng', email: 'r@x.com', dob_year: 1980, dob_month: 4, dob_day: 2 },
      },
      {
        rowNumber: 3,
        user: { first_name: 'Robert', last_name: 'Ng', email: 'r2@x.com', dob_year: 1991, dob_month: 4, dob_day: 2 },
      },
      { rowNumber: 4, user: { first_name: 'Robert', last_name: 'Ng', email: 'r3@x.com' } },
    ]);
    expect(found.size).toBe(0);
  });
});
