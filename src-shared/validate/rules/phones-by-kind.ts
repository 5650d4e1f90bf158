// A column of numbers whose kinds another column names (Phone 1 - Type: Mobile): each to the field of its kind.
import { yesNoOf } from '../../transforms/flag';
import type { PhoneFieldTaken } from '../../problems/codes';
import { problem, type CellProblem } from '../../problems/problem';
import { phoneKindOf } from '../../transforms/phone-kind';
import { cleanValue } from '../clean-field';
import type { PhoneByTypePlan, RoutePlan } from '../compile-mapping';
import { withoutFormulaGuard, withParts } from '../engine/cells';
import type { OutgoingValue } from '../outgoing-user';
import type { Subject } from '../types';
import { NO_STEPS, type RowStep, type RowView } from './row-outcome';

/**
 * The row's columns of numbers by kind: each number to the field of its kind where no column gave one (an address to
 * email, else secondary email). A number of another kind (fax), of a kind not named, or with its field taken is not
 * sent, and said: never dropped silently.
 */
export function phonesByKindRow(row: RowView): readonly RowStep[] {
  let routing: Routing | undefined;
  for (const plan of row.compiled.phonesByType) {
    const { cells } = row;
    const raw = plan.parts === undefined ? (cells?.[plan.column] ?? '') : withParts(cells, plan.column, plan.parts);
    if (raw === '') continue;
    const cell = withoutFormulaGuard(raw, row.settings.undoFormulaGuard);
    if (row.isEmptyCell(cell)) continue;
    routing ??= new Routing(row);
    routing.cell(plan, cell, raw);
  }
  return routing?.steps ?? NO_STEPS;
}

/** One row's numbers routed, in order: what each writes is seen by the next (a second mobile finds the field taken). */
class Routing {
  readonly steps: RowStep[] = [];
  private readonly written = new Map<string, OutgoingValue>();
  private readonly failed = new Set<string>();

  constructor(private readonly row: RowView) {}

  cell(plan: PhoneByTypePlan, cell: string, raw: string): void {
    const { cells } = this.row;
    const typeCell = (cells?.[plan.typeColumn] ?? '').trim();
    const flag = plan.flags.find((f) => yesNoOf((cells?.[f.column] ?? '').trim()) === '1');
    if (flag) {
      const warning = problem('phone-kind.marked', { inactive: flag.meaning === 'inactive', header: flag.header });
      this.report(plan, null, raw, warning, { of: 'in-column', value: raw, column: plan.header });
      return;
    }
    // Google Contacts writes several numbers of one slot in a cell, their kinds alike: "Mobile ::: Work" beside
    // "617... ::: 212...".
    const numbers = cell.split(':::');
    const kinds = typeCell.split(':::');
    if (numbers.length > 1 && kinds.length === numbers.length)
      numbers.forEach((number, i) => this.number(plan, number.trim(), kinds[i]!.trim()));
    else this.number(plan, cell, typeCell, raw);
  }

  private valueOf(field: string): OutgoingValue | undefined {
    return this.written.has(field) ? this.written.get(field) : this.row.valueOf(field);
  }

  private report(plan: PhoneByTypePlan, field: string | null, raw: string, found: CellProblem, subject: Subject) {
    this.steps.push({ problem: found, field, column: plan.header, value: raw, subject });
    if (field && found.severity === 'error') this.failed.add(field);
  }

  /**
   * One number (or address) to the field of its kind, or not sent and said why. `raw`: the cell as written, when it
   * is the whole cell.
   */
  private number(plan: PhoneByTypePlan, cell: string, typeCell: string, raw = cell): void {
    const kind = phoneKindOf(typeCell);
    const subject: Subject = { of: 'in-column', value: raw, column: plan.header };
    const kindCell = { typeCell, typeHeader: plan.typeHeader };
    const notSent = (warning: CellProblem) => this.report(plan, null, raw, warning, subject);
    if (kind === undefined) {
      notSent(
        typeCell === ''
          ? problem('phone-kind.no-kind', { typeHeader: plan.typeHeader })
          : problem('phone-kind.unknown-kind', kindCell),
      );
    } else if (kind === 'email') {
      // The first address a row gives is its email, the next its secondary email.
      const first = this.send(plan, plan.routes.email, cell, raw, subject);
      const taken = first === undefined ? undefined : this.send(plan, plan.routes.secondary, cell, raw, subject);
      if (taken !== undefined) notSent(problem('phone-kind.emails-taken', kindCell));
    } else if (kind === 'mobile' || kind === 'home' || kind === 'work') {
      const route = plan.routes[kind];
      const taken = this.send(plan, route, cell, raw, subject);
      if (taken !== undefined)
        notSent(problem('phone-kind.field-taken', { field: route.spec.name, ...kindCell, taken }));
    } else {
      notSent(problem('phone-kind.unsent-kind', { kind, ...kindCell }));
    }
  }

  /**
   * Cleans a number (or address) for a field and writes it there. When the field is taken (a
   * column gave another value, or one that cannot be read), nothing is written and what holds
   * it is said: 'is already "617 555 0100" (from "Home Phone")'.
   */
  private send(
    plan: PhoneByTypePlan,
    route: RoutePlan,
    cell: string,
    raw: string,
    subject: Subject,
  ): PhoneFieldTaken | undefined {
    const { row } = this;
    const field = route.spec.name;
    const existing = this.valueOf(field);
    const from = row.compiled.headerOf.get(field);
    if (this.failed.has(field) || row.hasError(field)) return { failed: true, ...(from ? { from } : {}) };
    const outcome = cleanValue(route.spec, route.schema, cell, row.settings, row);
    if (!outcome.ok) {
      const fieldSubject: Subject = { of: 'part', field, value: raw, from: { column: plan.header } };
      this.report(plan, field, raw, outcome.problem, fieldSubject);
      return undefined;
    }
    if (existing !== undefined && existing !== outcome.value && !this.sameValue(route, existing, outcome.value))
      return { failed: false, existing: String(existing), ...(from ? { from } : {}) };
    if (outcome.warning) this.report(plan, field, raw, outcome.warning, subject);
    if (existing === undefined && field === 'email') this.steps.push({ emailFrom: plan.header });
    this.steps.push({ set: field, value: outcome.value });
    this.written.set(field, outcome.value);
    return undefined;
  }

  /** Whether a value a column wrote (while checking, a clean phone is kept as written) cleans to `value`. */
  private sameValue(route: RoutePlan, existing: OutgoingValue, value: OutgoingValue): boolean {
    if (typeof existing !== 'string') return false;
    const cleaned = cleanValue(route.spec, route.schema, existing, this.row.settings, this.row);
    return cleaned.ok && cleaned.value === value;
  }
}
