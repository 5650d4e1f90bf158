// Values given for every row are marked on each row that took them, so an update can leave them
// to new people: a column's own value is never marked, a list marks only the items it added.
import { describe, expect, it } from 'vitest';
import { planInputRows, runImportPipeline } from '../../../src-shared/import-pipeline';

const csv = [
  'First Name,Last Name,Email,Enabled,Tags',
  'Ann,Lee,ann@example.org,,volunteer',
  'Bob,Ng,bob@example.org,0,',
].join('\n');

describe('values given for every row', () => {
  it('are marked on the rows they fill, and not where a column gave the value', async () => {
    const bytes = new TextEncoder().encode(csv);
    const result = await runImportPipeline(bytes, {
      fileName: 'alumni.csv',
      constants: { enabled: '1', tags: 'Reunion 2026', home_country: 'GB' },
    });
    const rows = planInputRows(result.validation.rows, result.intake.table, new Set());
    expect(rows[0]!.user).toMatchObject({ enabled: 1, tags: ['volunteer', 'Reunion 2026'] });
    expect(rows[0]!.given).toEqual({ enabled: 1, tags: ['Reunion 2026'], home_country: 'GB' });
    // Bob's Enabled column says 0: his own value, not the one given for every row.
    expect(rows[1]!.user).toMatchObject({ enabled: 0, tags: ['Reunion 2026'] });
    expect(rows[1]!.given).toEqual({ tags: ['Reunion 2026'], home_country: 'GB' });
  });

  it('leaves a file without such values unmarked', async () => {
    const result = await runImportPipeline(new TextEncoder().encode(csv), { fileName: 'alumni.csv' });
    expect(planInputRows(result.validation.rows, result.intake.table, new Set())[0]!.given).toBeUndefined();
  });
});
