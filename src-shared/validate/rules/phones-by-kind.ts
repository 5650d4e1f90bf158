// A column of numbers whose kinds another column names (Phone 1 - Type: Mobile): each to the field of its kind.
import { yesNoOf } from '../../transforms/flag';
import type { PhoneFieldTaken } from '../../problems/codes';
import { problem } from '../../problems/problem';
import { phoneKindOf } from '../../transforms/phone-kind';
import { cleanValue } from '../clean-field';
import type { PhoneByTypePlan, RoutePlan } from '../compile-mapping';
import type { BlockValidator } from '../engine/block-validator';
import type { Subject } from '../types';
import { withParts } from '../engine/cells';
import type { OutgoingValue } from '../outgoing-user';

/** Numbers by their kind fill only what no column gave. */
export function feedPhonesByKind(block: BlockValidator): void {
  for (const plan of block.compiled.phonesByType) feedPhoneColumn(block, plan);
}

/**
 * A column of numbers whose kinds another column names, down the block: each number to the
 * field of its kind where no column gave one (an address to email, else secondary email). A
 * number of another kind (fax), of a kind not named, or with its field taken is not sent, and
 * said: never dropped silently.
 */
function feedPhoneColumn(block: BlockValidator, plan: PhoneByTypePlan): void {
  const { rows } = block.table;
  const { parts } = plan;
  for (let r = 0, at = block.start; r < block.size; r++, at++) {
    const raw = parts === undefined ? (rows[at]?.[plan.column] ?? '') : withParts(rows[at], plan.column, parts);
    if (raw === '') continue;
    const cell = block.cellText(raw);
    if (block.isEmptyCell(cell)) continue;
    block.row = r;
    const typeCell = (rows[at]?.[plan.typeColumn] ?? '').trim();
    const flag = plan.flags.find((f) => yesNoOf((rows[at]?.[f.column] ?? '').trim()) === '1');
    if (flag) {
      const warning = problem('phone-kind.marked', { inactive: flag.meaning === 'inactive', header: flag.header });
      block.report(r, plan.header, null, raw, warning, { of: 'in-column', value: raw, column: plan.header });
      continue;
    }
    // Google Contacts writes several numbers of one slot in a cell, their kinds alike: "Mobile ::: Work" beside
    // "617... ::: 212...".
    const numbers = cell.split(':::');
    const kinds = typeCell.split(':::');
    if (numbers.length > 1 && kinds.length === numbers.length)
      numbers.forEach((number, i) => routeNumber(block, r, plan, number.trim(), kinds[i]!.trim()));
    else routeNumber(block, r, plan, cell, typeCell, raw);
  }
}

/**
 * One number (or address) of a phone-by-type column to the field of its kind, or not sent and said why. `raw`: the
 * cell as written, when it is the whole cell.
 */
function routeNumber(
  block: BlockValidator,
  r: number,
  plan: PhoneByTypePlan,
  cell: string,
  typeCell: string,
  raw = cell,
) {
  const kind = phoneKindOf(typeCell);
  const subject: Subject = { of: 'in-column', value: raw, column: plan.header };
  const kindCell = { typeCell, typeHeader: plan.typeHeader };
  const notSent = (warning: ReturnType<typeof problem>) => block.report(r, plan.header, null, raw, warning, subject);
  if (kind === undefined) {
    notSent(
      typeCell === ''
        ? problem('phone-kind.no-kind', { typeHeader: plan.typeHeader })
        : problem('phone-kind.unknown-kind', kindCell),
    );
  } else if (kind === 'email') {
    // The first address a row gives is its email, the next its secondary email.
    const first = sendRouted(block, r, plan, plan.routes.email, cell, raw, subject);
    const taken =
      first === undefined ? undefined : sendRouted(block, r, plan, plan.routes.secondary, cell, raw, subject);
    if (taken !== undefined) notSent(problem('phone-kind.emails-taken', kindCell));
  } else if (kind === 'mobile' || kind === 'home' || kind === 'work') {
    const route = plan.routes[kind];
    const taken = sendRouted(block, r, plan, route, cell, raw, subject);
    if (taken !== undefined) notSent(problem('phone-kind.field-taken', { field: route.spec.name, ...kindCell, taken }));
  } else {
    notSent(problem('phone-kind.unsent-kind', { kind, ...kindCell }));
  }
}

/**
 * Cleans a number (or address) for a field and writes it there. When the field is taken (a
 * column gave another value, or one that cannot be read), nothing is written and what holds
 * it is said: 'is already "617 555 0100" (from "Home Phone")'.
 */
function sendRouted(
  block: BlockValidator,
  r: number,
  plan: PhoneByTypePlan,
  route: RoutePlan,
  cell: string,
  raw: string,
  subject: Subject,
): PhoneFieldTaken | undefined {
  const field = route.spec.name;
  const existing = block.values[route.slot]![r];
  const from = block.compiled.headerOf.get(field);
  if (block.failed[r]?.has(field)) return { failed: true, ...(from ? { from } : {}) };
  const outcome = cleanValue(route.spec, route.schema, cell, block.settings, block);
  if (!outcome.ok) {
    const fieldSubject: Subject = { of: 'part', field, value: raw, from: { column: plan.header } };
    block.report(r, plan.header, field, raw, outcome.problem, fieldSubject);
    return undefined;
  }
  if (existing !== undefined && existing !== outcome.value && !sameValue(block, route, existing, outcome.value))
    return { failed: false, existing: String(existing), ...(from ? { from } : {}) };
  if (outcome.warning) block.report(r, plan.header, field, raw, outcome.warning, subject);
  if (existing === undefined && route.slot === block.slot.email) block.emailFrom[r] = plan.header;
  block.values[route.slot]![r] = outcome.value;
  return undefined;
}

/** Whether a value a column wrote (while checking, a clean phone is kept as written) cleans to `value`. */
function sameValue(block: BlockValidator, route: RoutePlan, existing: OutgoingValue, value: OutgoingValue): boolean {
  if (typeof existing !== 'string') return false;
  const cleaned = cleanValue(route.spec, route.schema, existing, block.settings, block);
  return cleaned.ok && cleaned.value === value;
}
