// A column kept as a custom field. The rule: src-shared/validate/rules/custom-field.ts.
import { describe, expect, it } from 'vitest';
import type { ColumnTarget } from '../../../../src-shared/mapping/types';
import * as plain from '../../../../src-shared/validate/validate-rows';
import { resultWithWords } from '../../../helpers/problem-words';
import { REQUIRED, REQUIRED_CELLS, TODAY, tableAndMapping } from '../helpers';

// Problems as the person reads them in the app (the app's words table), beside their codes.
const validateRows = (...args: Parameters<typeof plain.validateRows>) => resultWithWords(plain.validateRows(...args));

describe('a custom-field column', () => {
  it('refuses a custom field named like a prototype key, saying which column and what to do', () => {
    const columns: [string, ColumnTarget][] = [
      ...REQUIRED,
      ['Notes', { kind: 'custom', name: ' constructor ' }],
      ['Major', { kind: 'custom', name: 'Major' }],
    ];
    const { table, mapping } = tableAndMapping(columns, [[...REQUIRED_CELLS, 'n', 'History']]);
    const result = validateRows(table, mapping, { today: TODAY });
    expect(result.mappingProblems).toEqual([
      expect.objectContaining({
        column: 'Notes',
        field: 'custom_fields',
        value: 'constructor',
        message: expect.stringMatching(/named "constructor".*give it another name/),
      }),
    ]);
    expect(result.rows[0]!.user.custom_fields).toEqual([{ Major: 'History' }]);
  });
});
