// --set home_country=GB and dates like 03/04/1990 read as neither: the country's own order is proposed as the
// --date-order to give, beside the errors (they stay errors: the person says which order the file uses).
import type { PipelineResult } from '../../src-shared/import-pipeline';
import { DEFAULT_TRANSFORMS } from '../../src-shared/transforms/settings';
import { dateOrderOfCountry } from '../../src-shared/transforms/country-date-order';
import type { DateOrder } from '../../src-shared/transforms/types';
import { constantSent } from '../../src-shared/validate/constant-problem';

const ORDER_WORDS: Record<DateOrder, string> = { dmy: 'the day comes first', mdy: 'the month comes first' };

/** The note proposing --date-order, when rows hold dates read as neither order and every row is in one country. */
export function dateOrderAdvice(result: PipelineResult, dateOrder: DateOrder | undefined): string | undefined {
  const country = result.mapping.constants.home_country;
  if (dateOrder !== undefined || country === undefined) return undefined;
  const code = constantSent('home_country', country, { ...DEFAULT_TRANSFORMS, ...result.mapping.transforms });
  const order = typeof code === 'string' ? dateOrderOfCountry(code) : undefined;
  if (!order) return undefined;
  let ambiguous = 0;
  for (const row of result.validation.rows)
    if (row.problems.length > 0 && row.problems.some((problem) => problem.kind === 'ambiguous-date')) ambiguous++;
  if (ambiguous === 0) return undefined;
  const rows = ambiguous === 1 ? '1 row has a date' : `${ambiguous} rows have dates`;
  return (
    `${rows} like 03/04/1990 that can be read either way, and every row is in ${code} (home_country=${country}), ` +
    `where ${ORDER_WORDS[order]}: if the file writes dates so, give --date-order ${order}.`
  );
}
