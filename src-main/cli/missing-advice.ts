// What the command line advises for required fields no column gives: one value for every row only where that is right
// (Enabled), never for a field that says who a person is (email, names).
import { mayAdviseOneValue } from '../../src-shared/mapping/constants';

/** The end of "map a column to it...": the --set that gives the others, when any may take one value. */
export function missingAdvice(missing: readonly string[]): string {
  const oneValue = missing.filter(mayAdviseOneValue);
  if (oneValue.length === 0) return " (each person's own)";
  const example = oneValue.map((field) => `--set ${field}=${field === 'enabled' ? '1' : 'VALUE'}`).join(' ');
  if (oneValue.length === missing.length) return ` or give one value for every row (e.g. ${example})`;
  return `; ${oneValue.join(', ')} may take one value for every row (e.g. ${example})`;
}
