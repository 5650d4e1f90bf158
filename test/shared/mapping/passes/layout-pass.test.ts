// Pass 1b: what the file's headers say together.
import { describe, expect, it } from 'vitest';
import { readColumnHeader } from '../../../../src-shared/mapping/passes/header-pass';
import { readLayout } from '../../../../src-shared/mapping/passes/layout-pass';
import type { Table } from '../../../../src-shared/intake/types';
import { tableOf } from '../helpers';

const layoutOf = (table: Table) =>
  readLayout(
    table,
    table.headers.map((header) => readColumnHeader(header, [])),
  );

describe('layout pass', () => {
  it('reads numbers beside a column of their kinds by kind, settled, and the kinds column as not sent', () => {
    const { readings } = layoutOf(tableOf({ 'Phone Type': ['Home', 'Cell'], Phone: ['555 0100', '555 0101'] }));
    expect(readings[1]).toMatchObject({ settled: true });
    expect(readings[1]!.candidates[0]!.target).toEqual({ kind: 'phone-by-type', typeHeader: 'Phone Type' });
    expect(readings[0]!.refusal).toEqual([{ code: 'layout.names-kinds', params: { numbersHeader: 'Phone' } }]);
  });

  it('refuses numbers beside kinds it cannot read, quoting them', () => {
    const { readings } = layoutOf(
      tableOf({ 'Phone Type': ['HM', 'PR', 'P1', 'PR'], 'Phone Number': ['1', '2', '3', '4'] }),
    );
    expect(readings[1]!.refusal).toEqual([
      { code: 'layout.unread-kinds', params: { typeHeader: 'Phone Type', values: ['PR', 'P1'] } },
    ]);
  });

  it('reads a repeated header once, and "Address" twice side by side as the second line', () => {
    const { readings, repeats } = layoutOf(
      tableOf({ Email: ['a@b.org'], 'Email (2)': ['c@d.org'], Address: ['1 Main St'], 'Address (2)': ['Apt 2'] }),
    );
    // The table's headers as a file gives them: "Email" and "Address" twice.
    expect(repeats.size).toBeGreaterThan(0);
    expect(readings.some((r) => r.refusal?.[0]?.code === 'layout.repeated')).toBe(true);
  });

  it("keeps Mailchimp's IP-based location columns off every field", () => {
    const { readings, ipLocated } = layoutOf(
      tableOf({ 'Email Address': [], MEMBER_RATING: [], OPTIN_TIME: [], LEID: [], LATITUDE: [], REGION: [] }),
    );
    expect([...ipLocated].sort()).toEqual([4, 5]);
    expect(readings[4]!.refusal).toEqual([{ code: 'layout.mailchimp-ip', params: { header: 'LATITUDE' } }]);
  });

  it('leaves a column no rule speaks of to its own reading', () => {
    const table = tableOf({ 'First Name': ['Ann'] });
    const own = [readColumnHeader('First Name', [])];
    expect(readLayout(table, own).readings[0]).toBe(own[0]);
  });
});
