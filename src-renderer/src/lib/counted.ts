import { thousands } from './words/thousands';

/** "1 row", "2 rows", "1,200 rows": a count with its noun (plural by adding "s"). */
export function counted(n: number, noun: string): string {
  return `${thousands(n)} ${noun}${n === 1 ? '' : 's'}`;
}
