// The app's words for what the service and the job files call by their field names: staff read "User ID",
// "Institution ID", "Yes"/"No", "people per second" and a job's file and date, never user_id, inst_id, 1/0 or upsert.
// One table each, read by every screen.
import type { BlankRule, ImportMode, MatchKey } from '../../../src-shared/bridge/job-plan-request';
import type { RowPlanKind } from '../../../src-shared/bridge/job-rows';
import { fieldSpec } from '../../../src-shared/fields/catalogue';

/** What an import does, by its mode. */
export const MODE_WORDS: Readonly<Record<ImportMode, string>> = {
  upsert: 'create new people and update people already there',
  create: 'only create new people',
  update: 'only update people already there',
};

/** How rows are matched to people already on the service, by the match key. */
export const MATCH_WORDS: Readonly<Record<MatchKey, string>> = {
  email: 'email address',
  inst_id: 'Institution ID',
};

/** What a blank cell does to a value already on the service. */
export const BLANK_WORDS: Readonly<Record<BlankRule, string>> = {
  keep: 'a blank cell keeps the value on the service',
  clear: 'a blank cell clears the value on the service',
};

/** What the plan decided for a row, as its tag in the row lists says it. */
export const PLAN_WORDS: Readonly<Record<RowPlanKind, string>> = {
  create: 'create',
  update: 'update',
  unchanged: 'unchanged',
  conflict: 'conflict',
  held: 'possible match',
  skipped: 'skipped',
  invalid: 'invalid',
};

/** A user of the service, as staff name one. */
export function userWords(userId: number | string): string {
  return `User ID ${userId}`;
}

/** A field's name as the screens show it ("Enabled", "Institution ID"); the field's own name when unknown. */
export function fieldWords(field: string): string {
  return fieldSpec(field)?.label ?? field;
}

/** Whether a field holds a yes/no indicator (sent as 1 or 0). */
export function isYesNoField(field: string): boolean {
  const spec = fieldSpec(field);
  return spec !== undefined && (spec.kind === 'flag' || spec.yesNo === true);
}

/**
 * A value as staff read it: "Yes"/"No" for a yes/no field, a list joined by commas, "(blank)" for nothing.
 * Lists are shown as chips by the components that can (see `listItems`); this is their text form.
 */
export function valueWords(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '(blank)';
  if (isYesNoField(field) && (value === 1 || value === 0 || value === '1' || value === '0'))
    return Number(value) === 1 ? 'Yes' : 'No';
  const items = listItems(value);
  if (items) return items.length === 0 ? '(none)' : items.join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The items of a list value (tags, groups) as text, or null when the value is not a list. */
export function listItems(value: unknown): string[] | null {
  if (!Array.isArray(value)) return null;
  return value.map((item) => (typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item)));
}

/** A pace of work: "12.5 people per second". */
export function peoplePaceWords(perSecond: number): string {
  return `${perSecond.toFixed(perSecond >= 10 ? 0 : 1)} ${perSecond === 1 ? 'person' : 'people'} per second`;
}

/** The cap a job sets on its calls to the service, in words. */
export function rateCapWords(rate: number | null, concurrency: number): string {
  const cap = rate === null ? 'no cap on calls to the service' : `at most ${rate} calls to the service a second`;
  return `${cap}, ${concurrency} at a time`;
}

/** A job's short name beside its id: the file it came from and the day and time it was made. */
export function jobName(job: { sourceName: string; createdAt: string }): string {
  const made = new Date(job.createdAt);
  const when = Number.isNaN(made.getTime())
    ? ''
    : `, ${made.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}`;
  return `${job.sourceName}${when}`;
}

/** Measures how many people a running job gets through a second, from its count of rows done over time. */
export class PeoplePace {
  readonly #windowMs: number;
  #samples: { at: number; done: number }[] = [];

  constructor(windowMs = 10_000) {
    this.#windowMs = windowMs;
  }

  /** Records `done` at `at` (ms); answers people per second over the window, or null until two samples differ. */
  add(done: number, at: number): number | null {
    const last = this.#samples.at(-1);
    if (last && done < last.done) this.#samples = [];
    this.#samples.push({ at, done });
    while (this.#samples.length > 2 && at - this.#samples[0]!.at > this.#windowMs) this.#samples.shift();
    const first = this.#samples[0]!;
    const seconds = (at - first.at) / 1000;
    if (seconds <= 0) return null;
    return (done - first.done) / seconds;
  }
}
