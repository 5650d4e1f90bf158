import { collapseSpaces, LINE_BREAKS } from './text';

/** Items each in double quotes, separated by anything but a quote: Mailchimp's TAGS ("Class of 2010","Reunion"). */
const QUOTED_LIST = /^\s*"(?:[^"]|"")*"(?:\s*[,;|]\s*"(?:[^"]|"")*")*\s*$/;
const QUOTED_ITEM = /"((?:[^"]|"")*)"/g;

/** Google Contacts' own labels, which every contact carries ("* myContacts ::: Alumni"): no group of the alum's. */
const GOOGLE_SYSTEM_LABEL = /^\* (?:mycontacts|starred|friends|family|coworkers)$/i;

/**
 * Splits a tags or groups cell on any of the separators, on line breaks and on Google Contacts'
 * " ::: "; trims, drops empties, Google's own labels and repeats (in any case: the first spelling
 * is kept). A list of items each in quotes is read by its quotes, so an item may hold a separator
 * ("Boston, MA Chapter").
 */
export function splitList(value: string, separators: readonly string[]): string[] {
  let parts: string[];
  if (value.includes('"') && QUOTED_LIST.test(value))
    parts = Array.from(value.matchAll(QUOTED_ITEM), (match) => match[1]!.replaceAll('""', '"'));
  else {
    parts = value.split(LINE_BREAKS).flatMap((part) => part.split(':::'));
    for (const separator of separators) parts = parts.flatMap((part) => part.split(separator));
  }
  return onceEach(parts.map(collapseSpaces).filter((item) => item !== '' && !GOOGLE_SYSTEM_LABEL.test(item)));
}

/** Two lists as one: each item once whatever its case, the first spelling kept, in order. */
export function joinLists(first: readonly string[], second: readonly string[]): string[] {
  return onceEach([...first, ...second]);
}

/** Each item once whatever its case, the first spelling kept, in order. */
function onceEach(items: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const item of items) if (!seen.has(item.toLowerCase())) seen.set(item.toLowerCase(), item);
  return [...seen.values()];
}
