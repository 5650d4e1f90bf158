import { describe, expect, it } from 'vitest';
import { cleanText } from '../../../../src-shared/validate/values/text';
import { rowIn, settings, spec } from './helpers';

const clean = (field: string, text: string) => cleanText(spec(field), text, settings(), rowIn());

describe('text fields', () => {
  it('join the lines of a field of one line, by ", " (by a space in a name), with a warning', () => {
    expect(clean('home_city', 'Boston\nMA')).toMatchObject({ ok: true, value: 'Boston, MA' });
    expect(clean('first_name', 'Ann\nMarie')).toMatchObject({ ok: true, value: 'Ann Marie' });
  });

  it('refuse an ID of several lines, and an ID with a decimal tail, suggesting the whole number', () => {
    expect(clean('username', 'ann\nbob')).toMatchObject({ ok: false, problem: { kind: 'bad-format' } });
    expect(clean('inst_id', '12345.0')).toMatchObject({ ok: false, problem: { fix: { value: '12345' } } });
  });

  it('send other text as written', () => {
    expect(clean('home_city', 'Boston')).toBe('Boston');
  });
});
