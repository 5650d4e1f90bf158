// What a file's headers say as a whole: a header repeated ("Email" twice), and the columns a
// Mailchimp export fills from the subscriber's IP address.

/** Columns only Mailchimp's exports have, beside its location columns. */
const MAILCHIMP_MARKERS = new Set([
  'member_rating',
  'optin_time',
  'optin_ip',
  'confirm_time',
  'confirm_ip',
  'leid',
  'euid',
  'last_changed',
]);
/** Mailchimp's location of the subscriber, from the IP address an email was opened from. */
const MAILCHIMP_LOCATION = new Set(['latitude', 'longitude', 'gmtoff', 'dstoff', 'timezone', 'cc', 'region']);

/** In a Mailchimp export (two of its own columns or more), the columns of its IP-based location. */
export function mailchimpLocationColumns(headers: readonly string[]): Set<number> {
  const markers = headers.filter((header) => MAILCHIMP_MARKERS.has(header.trim().toLowerCase())).length;
  const columns = new Set<number>();
  if (markers < 2) return columns;
  headers.forEach((header, column) => {
    if (MAILCHIMP_LOCATION.has(header.trim().toLowerCase())) columns.add(column);
  });
  return columns;
}

/**
 * Columns whose header repeats an earlier one (as the table names repeats: "Email (2)"), with the column first holding
 * it.
 */
export function repeatedHeaders(headers: readonly string[]): Map<number, number> {
  const firstOf = new Map<string, number>();
  headers.forEach((header, column) => {
    if (!firstOf.has(header.toLowerCase())) firstOf.set(header.toLowerCase(), column);
  });
  const repeats = new Map<number, number>();
  headers.forEach((header, column) => {
    const base = / \((\d+)\)$/.exec(header) ? header.replace(/ \(\d+\)$/, '').toLowerCase() : undefined;
    const first = base === undefined ? undefined : firstOf.get(base);
    if (first !== undefined && first < column) repeats.set(column, first);
  });
  return repeats;
}

/**
 * Mailchimp's export of its unsubscribed or cleaned members, told by its UNSUB_TIME or CLEAN_TIME column: that column
 * and which list it is.
 */
export function mailchimpLeftList(headers: readonly string[]): { column: number; unsubscribed: boolean } | undefined {
  const column = headers.findIndex((header) => /^(unsub|clean)_time$/i.test(header.trim()));
  return column < 0 ? undefined : { column, unsubscribed: /^unsub/i.test(headers[column]!.trim()) };
}
