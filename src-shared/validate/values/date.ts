// A date field (not the birth date, which a column of its own gives): a whole day, sent as YYYY-MM-DD.
import { parseDate } from '../../transforms/date';
import { problem } from '../../problems/problem';
import { refused, type KindCleaner } from './outcome';

export const cleanDate: KindCleaner = (_spec, text, settings) => {
  const parsed = parseDate(text, settings.dateOrder, settings.date1904);
  if (!parsed.ok) return refused(parsed.problem);
  const { year, month, day } = parsed.date;
  if (month === undefined || day === undefined)
    return refused(problem(month === undefined ? 'date.year-only' : 'date.no-day'));
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};
