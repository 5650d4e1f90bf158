// What a report column holds and how it looks. XLSX, CSV and the app's preview read the same
// definitions, so the three show the same columns in the same order.

export type CellKind = 'text' | 'id' | 'integer' | 'money' | 'percent' | 'date' | 'datetime' | 'month' | 'fiscal-year';

/** A Date only ever holds a wall-clock time in its UTC fields (see timestamps.ts). */
export type CellValue = string | number | Date | null;

export interface ColumnSpec {
  header: string;
  kind: CellKind;
  /** Width in Excel character units. */
  width: number;
}

/** Currency of the amounts: the service does not say, and the institutions it serves are in the US. */
export const CURRENCY_SYMBOL = '$';

/** Excel number formats by kind. */
export const NUMBER_FORMATS: Record<CellKind, string | undefined> = {
  text: undefined,
  id: '0',
  integer: '#,##0',
  money: `"${CURRENCY_SYMBOL}"#,##0.00;-"${CURRENCY_SYMBOL}"#,##0.00`,
  percent: '0.0%',
  date: 'yyyy-mm-dd',
  datetime: 'yyyy-mm-dd hh:mm:ss',
  month: 'mmm yyyy',
  /** A fiscal year is kept as the number of the year it ends in and shown as FY2026. */
  'fiscal-year': '"FY"0',
};

const text = (header: string, width: number): ColumnSpec => ({ header, kind: 'text', width });
const of = (header: string, kind: CellKind, width: number): ColumnSpec => ({ header, kind, width });

export const DONATION_COLUMNS: ColumnSpec[] = [
  of('Date', 'datetime', 20),
  text('First name', 16),
  text('Last name', 18),
  of('User ID', 'id', 10),
  of('Campaign ID', 'id', 12),
  text('Campaign', 32),
  of('Amount', 'money', 14),
  text('Transaction ID', 22),
  of('Donation ID', 'id', 14),
];

export const BY_CAMPAIGN_COLUMNS: ColumnSpec[] = [
  of('Campaign ID', 'id', 12),
  text('Campaign', 32),
  of('Donations', 'integer', 11),
  of('Donors', 'integer', 10),
  of('Total', 'money', 15),
  of('Average', 'money', 13),
  of('Largest', 'money', 13),
  of('Goal', 'money', 15),
  of('Raised', 'money', 15),
  of('% of goal', 'percent', 11),
];

export const BY_MONTH_COLUMNS: ColumnSpec[] = [
  of('Month', 'month', 12),
  of('Donations', 'integer', 11),
  of('Total', 'money', 15),
];

export const CAMPAIGN_COLUMNS: ColumnSpec[] = [
  of('Campaign ID', 'id', 12),
  text('Title', 32),
  text('Type', 10),
  of('Start date', 'date', 12),
  of('End date', 'date', 12),
  of('Created', 'date', 12),
  of('Goal', 'money', 15),
  of('Raised', 'money', 15),
  of('% of goal', 'percent', 11),
  text('Active', 8),
  text('Author', 24),
  text('Ambassadors', 32),
  text('Details', 60),
];

export const ABOUT_COLUMNS: ColumnSpec[] = [text('Item', 22), text('Value', 60)];
