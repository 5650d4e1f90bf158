// The app's words for field names and values: Yes/No for yes/no fields, lists as items, people per second.
import { describe, expect, it } from 'vitest';
import {
  jobName,
  listItems,
  MATCH_WORDS,
  MODE_WORDS,
  PeoplePace,
  peoplePaceWords,
  rateCapWords,
  userWords,
  valueWords,
} from '../../src-renderer/src/lib/plain-words';

describe('plain words', () => {
  it('say Yes or No for a yes/no field, as a number or as text, and leave other numbers alone', () => {
    expect(valueWords('enabled', 1)).toBe('Yes');
    expect(valueWords('enabled', 0)).toBe('No');
    expect(valueWords('approved', '1')).toBe('Yes');
    expect(valueWords('unsubscribe', 0)).toBe('No');
    expect(valueWords('year_graduated', 1)).toBe('1');
    expect(valueWords('dob_day', 0)).toBe('0');
    expect(valueWords('enabled', 7)).toBe('7');
  });

  it('show a list as its items, never as JSON, and a blank as (blank)', () => {
    expect(valueWords('tags', ['reunion'])).toBe('reunion');
    expect(valueWords('tags', ['reunion', 'donor'])).toBe('reunion, donor');
    expect(valueWords('tags', [])).toBe('(none)');
    expect(listItems(['reunion'])).toEqual(['reunion']);
    expect(listItems('reunion')).toBeNull();
    expect(valueWords('email', '')).toBe('(blank)');
    expect(valueWords('email', null)).toBe('(blank)');
  });

  it('name modes, match keys and users as staff do', () => {
    expect(MODE_WORDS.upsert).toBe('create new people and update people already there');
    expect(MATCH_WORDS.inst_id).toBe('Institution ID');
    expect(userWords(1034)).toBe('User ID 1034');
    expect(rateCapWords(null, 4)).toBe('no cap on calls to the service, 4 at a time');
    expect(rateCapWords(10, 2)).toBe('at most 10 calls to the service a second, 2 at a time');
    for (const words of [...Object.values(MODE_WORDS), ...Object.values(MATCH_WORDS)])
      expect(words).not.toMatch(/upsert|inst_id|user_id/);
  });

  it('give a job a short name: its file and when it was made', () => {
    expect(jobName({ sourceName: 'reunion-1990.csv', createdAt: '2026-03-04T10:15:00Z' })).toMatch(
      /^reunion-1990\.csv, Mar 4, 2026, \d{1,2}:15 [AP]M$/,
    );
    expect(jobName({ sourceName: 'x.csv', createdAt: 'not a date' })).toBe('x.csv');
  });

  it('measure people per second from the rows done over time, starting again when the count goes back', () => {
    const pace = new PeoplePace(10_000);
    expect(pace.add(0, 0)).toBeNull();
    expect(pace.add(10, 1000)).toBe(10);
    expect(pace.add(30, 3000)).toBe(10);
    // After the window only the last ten seconds count.
    expect(pace.add(40, 13_000)).toBe(1);
    expect(pace.add(0, 14_000)).toBeNull();
    expect(peoplePaceWords(12.34)).toBe('12 people per second');
    expect(peoplePaceWords(2.5)).toBe('2.5 people per second');
  });
});
