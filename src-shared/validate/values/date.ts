// A date field (not the birth date, which a column of its own gives): a whole day, sent as YYYY-MM-DD.
import { parseDate } from '../../transforms/date';
import { refused, type KindCleaner } from './outcome';

export const cleanDate: KindCleaner = (_spec, text, settings) => {
  const parsed = parseDate(text, settings.dateOrder, settings.date1904);
  if (!parsed.ok) return refused(parsed.code, parsed.message, parsed.fix, parsed.hint);
  const { year, month, day } = parsed.date;
  if (month === undefined || day === undefined)
    return refused(
      'bad-date',
      month === undefined ? 'gives a year but no day and month' : 'gives a month and a year but no day',
    );
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};
