// Whole numbers as the app writes them in its words (the command line's too: main may import lib/words).

/**
 * "1,200": a whole number with its thousands grouped as toLocaleString('en-US') writes them, without it: the first
 * number formatted through Intl sets up ICU's number formats, tens of milliseconds of a command line's start.
 * Fractions, -0 and numbers beyond the safe integers still go through Intl.
 */
export function thousands(n: number): string {
  if (!Number.isSafeInteger(n) || Object.is(n, -0)) return n.toLocaleString('en-US');
  const digits = String(Math.abs(n));
  let grouped = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let at = grouped.length; at < digits.length; at += 3) grouped += `,${digits.slice(at, at + 3)}`;
  return n < 0 ? `-${grouped}` : grouped;
}
