// Where each field's value sits in a row's values. The code: src-shared/validate/plan/slots.ts.
import { describe, expect, it } from 'vitest';
import { REQUIRED_ON_CREATE } from '../../../../src-shared/fields/catalogue';
import { compileMapping } from '../../../../src-shared/validate/compile-mapping';
import { field, REQUIRED, tableAndMapping } from '../helpers';

describe('the slots of a compiled mapping', () => {
  it('put country columns and constants first, and give every field one slot', () => {
    const { mapping } = tableAndMapping(
      [...REQUIRED, ['State', field('home_state')], ['Country', field('home_country')]],
      [],
      {
        constants: { tags: 'Reunion', work_country: 'GB' },
      },
    );
    const compiled = compileMapping(mapping, 2026);
    expect(compiled.columns[0]!.header).toBe('Country');
    expect(compiled.constants.map((c) => c.spec.name)).toEqual(['work_country', 'tags']);
    expect(new Set(compiled.slots).size).toBe(compiled.slots.length);
    for (const field of [...REQUIRED_ON_CREATE, 'dob_day', 'year_graduated', 'custom_fields'])
      expect(compiled.slotOf.has(field), field).toBe(true);
    for (const [field, slot] of compiled.slotOf) expect(compiled.slots[slot]).toBe(field);
    expect(compiled.headerOf.get('home_state')).toBe('State');
    expect(compiled.columnOf.get('home_state')).toBe(4);
  });

  it('let the email column check its cells quickly only when it is the one column feeding email', () => {
    const one = compileMapping(tableAndMapping(REQUIRED, []).mapping, 2026);
    expect(one.emailPlan?.header).toBe('Email');
    const two = compileMapping(tableAndMapping([...REQUIRED, ['Email 2', field('email')]], []).mapping, 2026);
    expect(two.emailPlan).toBeUndefined();
  });
});
