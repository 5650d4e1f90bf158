// When two email addresses are one: the same letters, case and spaces around aside. Nothing more
// (no Gmail dots, no "+tag" removed, googlemail.com is not gmail.com): two addresses judged one
// lets a row overwrite another person, which is worse than a duplicate.

/** The key of an address already checked (no spaces around it); `lowercased`: it is already in lower case. */
export const checkedEmailKey = (address: string, lowercased = false): string =>
  lowercased ? address : address.toLowerCase();

/** The key of a written address: trimmed, in lower case; null when it is no text with an @. */
export function emailKey(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text.includes('@') ? checkedEmailKey(text) : null;
}

/** A field holding one address or (as the service's samples do) a list of them. */
export function emailKeys(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list.flatMap((item) => {
    const key = emailKey(item);
    return key === null ? [] : [key];
  });
}
