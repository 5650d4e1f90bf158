// An address changes as a whole or not at all. A row that changes some parts of an address (a new
// city) while the service keeps others the row does not give (the old street and ZIP) would send
// half one address and half another. Such a change is held as a proposed change; accepting it
// replaces the whole address, clearing the parts the row leaves blank.
import type { FieldChange } from '../diff/user-diff';
import { clearedValue, isBlank, sameFieldValue } from '../diff/values';
import type { ProposedChange } from './plan-update';
import { ruleFor, type UpdatePolicy } from './policy';
import { ACCEPTABLE } from './reasons';

/**
 * What a change to part of an address does. propose: held for a person to accept (accepting
 * replaces the whole address); by-part: each part on its own, as any other field.
 */
export type PartialAddressRule = 'propose' | 'by-part';

/** One row a block; the parts are what one postal address is made of. */
export interface AddressBlock {
  name: 'home' | 'work';
  label: string;
  parts: readonly string[];
  partial: PartialAddressRule;
}

const partsOf = (prefix: 'home' | 'work') =>
  ['address1', 'address2', 'city', 'state', 'country', 'zipcode'].map((part) => `${prefix}_${part}`);

export const ADDRESS_BLOCKS: readonly AddressBlock[] = [
  { name: 'home', label: 'Home address', parts: partsOf('home'), partial: 'propose' },
  { name: 'work', label: 'Work address', parts: partsOf('work'), partial: 'propose' },
];

/** The block a field is part of, if any. */
export function addressBlockOf(field: string): AddressBlock | undefined {
  return ADDRESS_BLOCKS.find((block) => block.parts.includes(field));
}

/**
 * The changes with every partly changed address taken out and held whole: the row's parts that
 * would be sent, and the service's parts the row does not give (to be cleared on acceptance).
 * Filling blanks of an address the row agrees with (same street, now with its ZIP) is no mix.
 */
export function holdPartialAddresses(
  row: Readonly<Record<string, unknown>>,
  server: Readonly<Record<string, unknown>>,
  changes: readonly FieldChange[],
  kept: readonly ProposedChange[],
  policy?: UpdatePolicy,
): { changes: FieldChange[]; kept: ProposedChange[] } {
  let outChanges = [...changes];
  let outKept = [...kept];
  for (const block of ADDRESS_BLOCKS) {
    if (block.partial === 'by-part') continue;
    const sent = outChanges.filter((change) => block.parts.includes(change.field) && !change.accepted);
    if (sent.length === 0) continue;
    const sentFields = new Set(sent.map((change) => change.field));
    const held = (part: string) => !isBlank(server[part]) && !sameFieldValue(part, row[part], server[part]);
    const stale = block.parts.filter((part) => !sentFields.has(part) && held(part));
    if (stale.length === 0) continue;
    const fillsOnly = sent.every((change) => isBlank(change.before));
    const agrees = block.parts.some((part) => !isBlank(server[part]) && sameFieldValue(part, row[part], server[part]));
    if (fillsOnly && agrees) continue;
    // A part a rule keeps (never changed, a value for new people only) stays kept, even on acceptance.
    const ruled = new Set([
      ...outKept.filter((k) => !ACCEPTABLE.has(k.reason)).map((k) => k.field),
      ...block.parts.filter((part) => ruleFor(policy, part) === 'never'),
    ]);
    const proposals: ProposedChange[] = [
      ...sent.map(({ field, before, after }) => ({ field, before, after, reason: 'address-block' as const })),
      ...stale
        .filter((field) => !ruled.has(field))
        .map((field) => ({
          field,
          before: server[field],
          after: isBlank(row[field]) ? clearedValue(field) : row[field],
          reason: 'address-block' as const,
        })),
    ];
    outChanges = outChanges.filter((change) => !sentFields.has(change.field));
    outKept = [...outKept.filter((k) => ruled.has(k.field) || !stale.includes(k.field)), ...proposals];
  }
  return { changes: outChanges, kept: outKept };
}
