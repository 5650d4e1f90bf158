// Evidence made by the comparators: with its words' parameters when the comparison explains itself, or taken from a
// pool when a pass only weighs.
import { evidence, type Evidence } from './evidence';
import { LEVELS, type EvidenceCode } from './levels';

/**
 * The parameters of a comparison are for the words only: a pass that only weighs (most compared users are
 * nobody's match) leaves them out, and the kept candidates are compared again with them.
 */
export const UNSAID: Record<string, string> = Object.freeze({}) as Record<string, string>;

/**
 * Evidence of a weighing pass (no parameters) is taken from a pool and only read before the next pass: most
 * users compared are nobody's match, and the allocations were a fifth of the planning time at 100,000 rows.
 */
const POOL: Evidence[] = Array.from({ length: 32 }, () => evidence('same-first-name', 0, UNSAID));
let pooled = 0;

/** A weighing pass starts: the pool's evidence from the last one is not read any more. */
export function reusePool(): void {
  pooled = 0;
}

export function made(code: EvidenceCode, weight: number, params: Record<string, string>): Evidence {
  if (params !== UNSAID || pooled >= POOL.length) return evidence(code, weight, params);
  const item = POOL[pooled++]!;
  item.code = code;
  item.field = LEVELS[code].field;
  item.weight = weight;
  return item;
}

export function pair(explain: boolean, row: string, user: string): Record<string, string> {
  return explain ? { row, user } : UNSAID;
}
