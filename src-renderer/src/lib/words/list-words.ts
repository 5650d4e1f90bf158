// Lists as a sentence says them: row numbers by runs, the first five and how many more.

/** Ascending row numbers by runs, as a filter hides them: "5-8, 20 and 44"; past five runs, "and N more rows". */
export function rowRanges(rowNumbers: readonly number[]): string {
  const runs: string[] = [];
  let shownRows = 0;
  for (let i = 0; i < rowNumbers.length && runs.length < 5;) {
    let end = i;
    while (end + 1 < rowNumbers.length && rowNumbers[end + 1] === rowNumbers[end]! + 1) end++;
    runs.push(end > i ? `${rowNumbers[i]}-${rowNumbers[end]}` : String(rowNumbers[i]));
    shownRows += end - i + 1;
    i = end + 1;
  }
  return listed(runs, rowNumbers.length - shownRows);
}

/** Row numbers as a sentence says them: "3", "3 and 5", "3, 5 and 6", "3, 5, 6, 8, 9 and 4 more". */
export function rowList(rowNumbers: readonly number[]): string {
  return atMostFive(rowNumbers.map(String));
}

/** The first five items and how many more, or all of them: "a, b, c, d, e and 3 more", "a, b and c". */
export function atMostFive(items: readonly string[]): string {
  return items.length > 5 ? listed(items.slice(0, 5), items.length - 5) : listed(items);
}

/** Items as a sentence says them, with how many more are left unsaid: "a, b and c", "a, b and 3 more". */
export function listed(items: readonly string[], left = 0): string {
  if (left > 0) return `${items.join(', ')} and ${left} more`;
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');
}
