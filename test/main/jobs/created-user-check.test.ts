import { describe, expect, it } from 'vitest';
import { disablingWrite, judgeCreatedUser } from '../../../src-main/services/jobs/revert/created-user-check';

const sent = { first_name: 'Ada', last_name: 'Byron', email: 'ada@example.org', enabled: 1, tags: ['class-1995'] };
const onService = {
  ...sent,
  user_id: 7,
  email: 'ADA@example.org',
  enabled: '1',
  approved: 0,
  createdAt: '2026-03-01',
  updatedAt: '2026-03-01',
};

describe('judging a user an import created', () => {
  it('is to be disabled when it holds what was sent (as the service spells it)', () => {
    expect(judgeCreatedUser(sent, onService, 'T')).toEqual({ state: 'to-disable', fields: [] });
  });

  it('is changed when a sent value differs, or the service wrote it since (updatedAt)', () => {
    expect(judgeCreatedUser(sent, { ...onService, last_name: 'Lovelace' }, 'T')).toEqual({
      state: 'changed',
      fields: ['last_name'],
    });
    expect(judgeCreatedUser(sent, { ...onService, updatedAt: '2026-04-02' }, 'T')).toEqual({
      state: 'changed',
      fields: ['updatedAt'],
    });
  });

  it('is already reverted when disabled, unapproved and carrying the tag', () => {
    const reverted = { ...onService, enabled: 0, approved: 0, tags: ['class-1995', 'T'], updatedAt: '2026-05-01' };
    expect(judgeCreatedUser(sent, reverted, 'T').state).toBe('already-reverted');
    expect(judgeCreatedUser(sent, { ...reverted, tags: ['class-1995', 'other'] }, 'T').state).toBe('changed');
  });

  it('writes enabled 0, approved 0 and one tag more, expecting what it checked', () => {
    const { set, expect: expected } = disablingWrite(onService, sent, 'T');
    expect(set).toEqual({ enabled: 0, approved: 0, tags: ['class-1995', 'T'] });
    expect(expected).toMatchObject({ email: 'ADA@example.org', updatedAt: '2026-03-01', approved: 0 });
  });
});
