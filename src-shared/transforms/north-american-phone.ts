// North American numbers in the forms people write them, read without libphonenumber.
// The usual North American forms ((617) 555-0143, 617.555.0143, +1 617 555 0143): libphonenumber
// would give +1 617 555 0143 for each; written here directly because it costs ~50x less per row.
// The form read is /^(?:\+?1[-. ]?)?\(?([2-9]\d{2})\)?[-. ]?([2-9]\d{2})[-. ]?(\d{4})$/; every optional
// part is told apart by its first character, so one scan decides (the regex cost ~4x more a cell).
const isDigit = (code: number): boolean => code >= 48 && code <= 57;
const isSeparator = (code: number): boolean => code === 45 || code === 46 || code === 32;

/**
 * Where the three groups of digits of a North American number start (area | exchange << 5 |
 * line << 10), or -1 when the text is not in one of the forms above.
 */
function nanpGroups(value: string): number {
  let at = 0;
  const first = value.charCodeAt(0);
  if (first === 43 || first === 49) {
    // "+1" or "1", then one separator at most
    if (first === 43 && value.charCodeAt(1) !== 49) return -1;
    at = first === 43 ? 2 : 1;
    if (isSeparator(value.charCodeAt(at))) at++;
  }
  if (value.charCodeAt(at) === 40) at++;
  const area = at;
  const leading = value.charCodeAt(area);
  if (!(leading >= 50 && leading <= 57) || !isDigit(value.charCodeAt(area + 1)) || !isDigit(value.charCodeAt(area + 2)))
    return -1;
  at += 3;
  if (value.charCodeAt(at) === 41) at++;
  if (isSeparator(value.charCodeAt(at))) at++;
  const exchange = at;
  // An exchange never starts with 0 or 1 either.
  const exchangeLeading = value.charCodeAt(at);
  if (
    !(exchangeLeading >= 50 && exchangeLeading <= 57) ||
    !isDigit(value.charCodeAt(at + 1)) ||
    !isDigit(value.charCodeAt(at + 2))
  )
    return -1;
  at += 3;
  if (isSeparator(value.charCodeAt(at))) at++;
  const line = at;
  for (const end = at + 4; at < end; at++) if (!isDigit(value.charCodeAt(at))) return -1;
  return at === value.length ? area | (exchange << 5) | (line << 10) : -1;
}

/** True when formatNanp would write the number (nothing written). */
export function isNanp(value: string): boolean {
  return nanpGroups(value) >= 0;
}

/** "+1 617 555 0143" for a number written in one of the North American forms above, else undefined. */
export function formatNanp(value: string): string | undefined {
  const groups = nanpGroups(value);
  if (groups < 0) return undefined;
  const area = groups & 31;
  const exchange = (groups >> 5) & 31;
  const line = groups >> 10;
  return `+1 ${value.slice(area, area + 3)} ${value.slice(exchange, exchange + 3)} ${value.slice(line, line + 4)}`;
}
