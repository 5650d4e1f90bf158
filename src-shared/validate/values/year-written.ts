// A year written the way class lists write it ("Class of 2006", "'06", "2019-20"): the four-digit year it means.
import { fix, problem, type CellProblem } from '../../problems/problem';
import { parseDate } from '../../transforms/date';

/** "Class of 2006", "C/O 2006". */
const CLASS_OF = String.raw`(?:class\s+of\s+|c\/o\s+)?`;
/** The marks written before a year cut to two digits ('85, ’85) or, by mistake, before four ('2019). */
const APOSTROPHE_MARK = "['’‘`ʼ´]";
/**
 * A degree ("MBA", "B.A.", "Ph.D.", "MSc"), a term ("Spring", "Fall") or a month ("May", "Dec.", "September") beside a
 * year.
 */
const TERMS_AND_LONG_MONTHS = 'spring|summer|autumn|winter|january|february|august|september|october|november|december';
const YEAR_WORD = String.raw`(?:(?:[a-z]{1,2}\.){1,4}|[a-z]{2,5}\.?|${TERMS_AND_LONG_MONTHS})`;
/** What parts a word from its year: a space, a comma or a dash, or nothing before an apostrophe ("MBA'05"). */
const WORD_GAP = String.raw`(?:\s*[,–-]\s*|\s+)`;
const PARENTHESES = String.raw`(?:\s*\([^()\d]*\))`;
/**
 * A year with words around it: "Class of 2006", "2006 (MBA)", "MBA 2006", "Spring 2019", "May 2019",
 * "‘2019"; with two digits, only after an apostrophe ("MBA '05", "Fall ’19"): "May 19" may be a day.
 * Group 1 is a four-digit year, group 2 two digits.
 */
const YEAR_IN_WORDS = new RegExp(
  String.raw`^${CLASS_OF}(?:${YEAR_WORD}(?:${WORD_GAP}|(?=${APOSTROPHE_MARK})))?` +
    String.raw`(?:${APOSTROPHE_MARK}?(\d{4})|${APOSTROPHE_MARK}(\d{2}))(?:${WORD_GAP}${YEAR_WORD})?${PARENTHESES}?$`,
  'i',
);
const TWO_DIGIT_YEAR = /^(?:class\s+of\s+|c\/o\s+)?['’‘`]?(\d{2})$/i;
/**
 * An academic year, "2019-2020", "2019–20", "2019/20": a class year written so means the year it ends, when the class
 * graduates.
 */
const ACADEMIC_YEAR = /^(?:class\s+of\s+|c\/o\s+)?(\d{4})\s*[-–—/]\s*(\d{4}|\d{2})$/i;
/**
 * Two years or more in one cell: an alum with two degrees ("1985, 1990", "1985/1990", "Class of 1985 & 1990", "1985
 * (BA), 1990 (MA)").
 */
const YEAR_SPAN = /^(?:class\s+of\s+|c\/o\s+|batch\s+)?(\d{4})\s*[-–—]\s*(\d{4})$/i;
const SEVERAL_YEARS =
  /^(?:class\s+of\s+|c\/o\s+)?(\d{4})(?:\s*\([^()\d]*\))?(?:\s*(?:[,;/&+|–—-]|and)\s*\d{4}(?:\s*\([^()\d]*\))?)+$/i;

/**
 * A year written the way class lists write it, "Class of 2006", "2006 (MBA)", "MBA 2006", "Spring
 * 2019", "'06", "85" or the academic year "2019-20": the four-digit year it means. One year among words is read as it
 * (`readAs`, said); two digits are read in the century that makes a class year not in the future, or a birth year
 * of someone at least 15, and marked to check; an academic year or several years stay a suggested fix.
 */
export function yearWritten(text: string, classYear: boolean): { year: number; problem: CellProblem } | undefined {
  const academic = classYear ? ACADEMIC_YEAR.exec(text) : null;
  if (academic) {
    const start = Number(academic[1]);
    const end =
      academic[2]!.length === 2 ? (Number(academic[2]) === (start + 1) % 100 ? start + 1 : 0) : Number(academic[2]);
    if (end === start + 1)
      return {
        year: end,
        problem: problem('class-year.academic', {}, { fix: fix('fix.class-graduated', String(end)) }),
      };
  }
  // 2015-2019, years attended as Indian and Nigerian lists write a batch: the class graduates in the last.
  const span = classYear ? YEAR_SPAN.exec(text) : null;
  if (span && Number(span[2]) - Number(span[1]) >= 2 && Number(span[2]) - Number(span[1]) <= 7) {
    const graduated = fix('fix.class-graduated', span[2]!);
    return { year: Number(span[2]), problem: problem('class-year.span', {}, { fix: graduated }) };
  }
  const several = classYear ? SEVERAL_YEARS.exec(text) : null;
  if (several)
    return {
      year: Number(several[1]),
      problem: problem('class-year.several', {}, { fix: fix('fix.preferred-class-year', several[1]!) }),
    };
  // A graduation or conferral date (05/20/2007, 2007-05-20): its year, whichever the order of day
  // and month, is the class year without a doubt: sent, and said (a PeopleSoft or Workday export's
  // whole column would be refused otherwise).
  const date =
    classYear && /^\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}/.test(text)
      ? [parseDate(text, 'mdy'), parseDate(text, 'dmy')].find((outcome) => outcome.ok && outcome.date.day !== undefined)
      : undefined;
  if (date?.ok) return { year: date.date.year, problem: problem('class-year.date', { year: date.date.year }) };
  const words = YEAR_IN_WORDS.exec(text);
  // "Class of 1967", "MBA 2006", "Spring 2019": one four-digit year, nothing else to read it as: sent, and said.
  if (words?.[1] !== undefined && words[1] !== text)
    return { year: Number(words[1]), problem: problem('year.read-as', { year: Number(words[1]) }) };
  const short = words?.[2] ?? TWO_DIGIT_YEAR.exec(text)?.[1];
  if (short === undefined) return undefined;
  const year = fullYear(Number(short), classYear ? 0 : YOUNGEST_AGE);
  return { year, problem: problem('year.two-digits', { year }) };
}

/** The youngest age a person on an alumni list is taken to be: a birth year read from two digits is this far back. */
export const YOUNGEST_AGE = 15;

/**
 * A year written with two digits, in the century that makes sense: at least `yearsBack` years ago (0 for a class year,
 * never in the future; 15 for a birth year), else the century before.
 */
export function fullYear(yy: number, yearsBack: number, today: Date = new Date()): number {
  const latest = today.getUTCFullYear() - yearsBack;
  const inCentury = Math.floor(latest / 100) * 100 + yy;
  return inCentury <= latest ? inCentury : inCentury - 100;
}
