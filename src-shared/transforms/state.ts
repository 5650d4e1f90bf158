import { closest, distance } from 'fastest-levenshtein';
import type { TransformOutcome } from './types';
import { US_STATES } from './us-states';

const normaliseName = (name: string): string => name.toLowerCase().replace(/[.\s]+/g, ' ').trim();

const CODE_BY_NAME = new Map<string, string>();
for (const [code, name] of Object.entries(US_STATES)) {
  CODE_BY_NAME.set(normaliseName(name), code);
  CODE_BY_NAME.set(code.toLowerCase(), code);
}
CODE_BY_NAME.set('washington dc', 'DC');
CODE_BY_NAME.set('washington d c', 'DC');
CODE_BY_NAME.set('virgin islands', 'VI');
const STATE_NAMES = [...CODE_BY_NAME.keys()].filter((name) => name.length > 2);

/**
 * A US state name or code -> its two-letter code. Outside the US (`usAddress` false) any value is
 * kept: the service's field is published for US abbreviations only, so the caller may warn.
 */
export function toStateCode(value: string, convert: boolean, usAddress: boolean): TransformOutcome {
  if (/^[A-Z]{2}$/.test(value) && (US_STATES[value] || !usAddress)) return { ok: true, value, changed: false };
  if (convert) {
    const code = CODE_BY_NAME.get(normaliseName(value));
    if (code) return { ok: true, value: code, changed: code !== value };
  }
  if (!usAddress) return { ok: true, value, changed: false };
  const near = closest(normaliseName(value), STATE_NAMES);
  const nearCode = CODE_BY_NAME.get(near);
  const fix = nearCode && distance(near, normaliseName(value)) <= 2 ? { description: `use ${nearCode} (${US_STATES[nearCode]})`, value: nearCode } : undefined;
  return { ok: false, message: 'is not a US state: write its two-letter code (MA) or its name (Massachusetts)', ...(fix ? { fix } : {}) };
}
