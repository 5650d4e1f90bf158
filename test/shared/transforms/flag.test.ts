// Yes and no as CRMs write them: X marks, and an email preference's own words.
import { describe, expect, it } from 'vitest';
import { optOutAnswerOf, toFlag, yesNoOf } from '../../../src-shared/transforms/flag';

describe('yes and no beyond Y/N', () => {
  it('reads an X mark as a yes, in a flag and in an answer', () => {
    expect(toFlag('X', true)).toEqual({ ok: true, value: '1', changed: true });
    expect(yesNoOf('x')).toBe('1');
    expect(['✓', '✔', '☑'].map(yesNoOf)).toEqual(['1', '1', '1']);
    // Only "1" and "0" when words are off.
    expect(toFlag('X', false).ok).toBe(false);
  });

  it('reads the words of an email preference the right way round: opted out is a yes', () => {
    expect(
      [
        'Do Not Allow',
        'do not allow',
        'Not Allowed',
        "Don't allow",
        'Unsubscribed',
        'Opted Out',
        'opted-out',
        'Opt-Out',
        'Do Not Email',
      ].map(yesNoOf),
    ).toEqual(['1', '1', '1', '1', '1', '1', '1', '1', '1']);
    expect(['Allow', 'Allowed', 'Subscribed', 'Opted In', 'opt-in'].map(yesNoOf)).toEqual(['0', '0', '0', '0', '0']);
    expect(optOutAnswerOf('Maybe')).toBeUndefined();
    // Still no answer: a status, and words of nothing.
    expect(yesNoOf('Active')).toBeUndefined();
    expect(yesNoOf('constructor')).toBeUndefined();
  });

  it('keeps the words of an email preference out of plain flags (Enabled: "Allow" says nothing)', () => {
    expect(toFlag('Allow', true).ok).toBe(false);
    expect(toFlag('Unsubscribed', true).ok).toBe(false);
  });
});
