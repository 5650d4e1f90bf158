// The secondary email beside the email. The rule: src-shared/validate/rules/secondary-email.ts.
import { describe, expect, it } from 'vitest';
import type { ColumnTarget } from '../../../../src-shared/mapping/types';
import * as plain from '../../../../src-shared/validate/validate-rows';
import { resultWithWords } from '../../../helpers/problem-words';
import { REQUIRED, TODAY, field, tableAndMapping } from '../helpers';

// Problems as the person reads them in the app (the app's words table), beside their codes.
const validateRows = (...args: Parameters<typeof plain.validateRows>) => resultWithWords(plain.validateRows(...args));

describe('the secondary email', () => {
  it('leave out a secondary email that is the email again, with a warning', () => {
    const columns: [string, ColumnTarget][] = [...REQUIRED, ['Alternate Email', field('secondary_email')]];
    const { table, mapping } = tableAndMapping(columns, [
      ['Ann', 'Lee', 'ann@example.org', '1', 'Ann@Example.org'],
      ['Bob', 'Ray', 'bob@example.org', '1', 'bob@work.example.com'],
    ]);
    const result = validateRows(table, mapping, { today: TODAY });
    expect(result.rows[0]!.user).not.toHaveProperty('secondary_email');
    expect(result.rows[0]!.problems).toEqual([
      expect.objectContaining({
        severity: 'warning',
        column: 'Alternate Email',
        field: 'secondary_email',
        message: 'Secondary email "Ann@Example.org" is the same address as the email: not sent as a second one.',
      }),
    ]);
    expect(result.rows[0]!.status).toBe('valid');
    expect(result.rows[1]!.user.secondary_email).toBe('bob@work.example.com');
  });

  it('send the secondary email as the email on a row that leaves the email empty, with a warning', () => {
    const columns: [string, ColumnTarget][] = [...REQUIRED, ['Work Email', field('secondary_email')]];
    const { table, mapping } = tableAndMapping(columns, [
      ['Dana', 'Lee', '', '1', 'Dana@Work.example.com'],
      ['Eve', 'Ray', 'not-an-address', '1', 'eve@work.example.com'],
    ]);
    const [dana, eve] = validateRows(table, mapping, { today: TODAY }).rows;
    expect(dana!.status).toBe('valid');
    expect(dana!.user).toMatchObject({ email: 'dana@work.example.com' });
    expect(dana!.user).not.toHaveProperty('secondary_email');
    expect(dana!.problems.map((p) => p.message)).toEqual([
      'Secondary email "Dana@Work.example.com" is sent as the email, which the row leaves empty (the service requires one).',
    ]);
    // An email that cannot be read is the one to correct: the secondary does not stand in for it.
    expect(eve!.status).toBe('invalid');
    expect(eve!.user).toMatchObject({ secondary_email: 'eve@work.example.com' });
  });
});
