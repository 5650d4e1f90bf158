/** "1 row", "2 rows", "1,200 rows": a count with its noun (plural by adding "s"). */
export function counted(n: number, noun: string): string {
  return `${n.toLocaleString('en-US')} ${noun}${n === 1 ? '' : 's'}`;
}
