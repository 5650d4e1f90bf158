import { APP_REFUSAL_WORDS } from '../../../src-renderer/src/lib/words/refusal-words';
import { describe, expect, it } from 'vitest';
import { csvCellText } from '../../../src-shared/reports/csv-cells';
import { DonationSummary } from '../../../src-shared/reports/donation-summary';
import {
  campaignReportFilterSchema,
  donationReportFilterSchema,
  toDonationApiFilter,
} from '../../../src-shared/reports/filters';
import { formatCents, toCents } from '../../../src-shared/reports/money';
import { htmlToPlainText } from '../../../src-shared/reports/plain-text';
import { parseServiceTimestamp } from '../../../src-shared/reports/timestamps';
import { describeIssues } from '../../../src-shared/bridge/define';
import { donation } from './fake-client';

describe('report model (src-shared/reports)', () => {
  it('sums in cents, so many small amounts add up exactly', () => {
    const summary = new DonationSummary();
    for (let i = 0; i < 10_000; i++) summary.add(donation(i, { amount: 0.1 }));
    expect(summary.totals.totalCents).toBe(100_000);
    expect(toCents(1.005)).toBe(101); // 1.005 is 1.00499999... in binary: still the cent as written
    expect(toCents(-2.5 / 100)).toBe(-3);
    expect(toCents(19.99)).toBe(1999);
    expect(formatCents(-1234)).toBe('-12.34');
    expect(formatCents(5)).toBe('0.05');
  });

  it('counts donors by user_id, or by name when the service sent none', () => {
    const summary = new DonationSummary();
    summary.add(donation(1, { user_id: 1 }));
    summary.add(donation(2, { user_id: 1 }));
    summary.add(donation(3, { user_id: null, first_name: 'Ann', last_name: 'Lee' }));
    summary.add(donation(4, { user_id: null, first_name: 'ann ', last_name: 'LEE' }));
    expect(summary.totals.donors).toBe(2);
    expect(summary.byCampaign(() => undefined)[0]!.donors).toBe(2);
  });

  it('reads the service timestamps as wall-clock times and refuses dates that do not exist', () => {
    expect(parseServiceTimestamp('2024-03-31 23:59:59')?.date.toISOString()).toBe('2024-03-31T23:59:59.000Z');
    expect(parseServiceTimestamp('2024-03-31')).toMatchObject({ month: '2024-03', hasTime: false });
    expect(parseServiceTimestamp('2024-03-31T08:00:00Z')?.date.toISOString()).toBe('2024-03-31T08:00:00.000Z');
    expect(parseServiceTimestamp('2023-02-29 10:00:00')).toBeNull();
    expect(parseServiceTimestamp('31/03/2024')).toBeNull();
    expect(parseServiceTimestamp('2024-03-31 24:00:00')).toBeNull();
  });

  it('checks filters and says what is wrong in words', () => {
    const bad = donationReportFilterSchema.safeParse({ campaignId: 'abc', from: '2024-13-01' });
    expect(bad.success).toBe(false);
    const lines = describeIssues(bad.error!, APP_REFUSAL_WORDS);
    expect(lines).toContain('campaignId: must be a whole number, e.g. 42');
    expect(lines).toContain('from: must be a real date written YYYY-MM-DD, e.g. 2024-03-31');
    const backwards = donationReportFilterSchema.safeParse({ from: '2024-05-01', to: '2024-04-01' });
    expect(describeIssues(backwards.error!, APP_REFUSAL_WORDS)).toEqual([
      'from: the start date comes after the end date',
    ]);
    expect(
      campaignReportFilterSchema.safeParse({ createdSince: '2024-05-01', createdBefore: '2024-05-01' }).success,
    ).toBe(false);
    expect(toDonationApiFilter(donationReportFilterSchema.parse({ campaignId: '12', to: '2024-01-31' }))).toEqual({
      campaign_id: 12,
      end_date: '2024-01-31',
    });
  });

  it('turns campaign HTML into plain text without scripts, images or link targets', () => {
    const text = htmlToPlainText(
      '<h2>Why</h2><p>Fund &eacute;tudes&nbsp;now</p><script>steal()</script><img src=x onerror=alert(1)><a href="https://x.example">Read</a>',
    );
    expect(text).toBe('Why\n\nFund études now\n\nRead');
    expect(htmlToPlainText(null)).toBe('');
  });

  it('writes CSV cells that Excel reads as numbers and dates, and text that is never a formula', () => {
    expect(csvCellText(12.5, 'money')).toBe('12.50');
    expect(csvCellText(0.4567, 'percent')).toBe('45.7%');
    expect(csvCellText(new Date(Date.UTC(2024, 1, 29, 7, 5, 3)), 'datetime')).toBe('2024-02-29 07:05:03');
    expect(csvCellText(new Date(Date.UTC(2024, 1, 1)), 'month')).toBe('2024-02');
    expect(csvCellText('-12', 'text')).toBe('-12');
    expect(csvCellText('-1+1', 'text')).toBe("'-1+1");
    expect(csvCellText('\t=1', 'text')).toBe("'\t=1");
    expect(csvCellText(null, 'text')).toBe('');
  });
});
