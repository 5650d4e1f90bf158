// Why a difference between the file and the service is not sent (kept small: the bridge reads it).

/**
 * The field only fills when empty, its group is never changed, the value was given for every row
 * (new people only), the file's name is a weaker form of the service's (a nickname, the maiden
 * name, a typo), or the row changes only part of an address (it changes whole or not at all).
 */
export const KEPT_REASONS = [
  'fill-empty',
  'never',
  'given',
  'nickname',
  'maiden-name',
  'spelling',
  'address-block',
] as const;
export type KeptReason = (typeof KEPT_REASONS)[number];

/** Reasons a person may overrule row by row (or for all); the others change only with a setting. */
export const ACCEPTABLE: ReadonlySet<KeptReason> = new Set([
  'fill-empty',
  'nickname',
  'maiden-name',
  'spelling',
  'address-block',
]);
