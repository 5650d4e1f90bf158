// The wizard's steps and the words and sizes its steps share.
import { fieldSpec } from '../../../../src-shared/fields/catalogue';

export const STEPS = [
  { id: 'file', label: 'File' },
  { id: 'header', label: 'Header' },
  { id: 'mapping', label: 'Mapping' },
  { id: 'review', label: 'Review' },
  { id: 'plan', label: 'Plan' },
  { id: 'run', label: 'Run' },
  { id: 'results', label: 'Results' },
] as const;
export type StepId = (typeof STEPS)[number]['id'];

/** A step's place in the wizard (0 = File). */
export const stepIndex = (step: StepId): number => STEPS.findIndex((s) => s.id === step);

export type PlanRowFilter =
  'all' | 'create' | 'update' | 'unchanged' | 'conflict' | 'held' | 'skipped' | 'invalid' | 'failed';

export const PLAN_PAGE_ROWS = 50;

/** A write job waiting for the user to confirm it by the production environment's name. */
export interface PendingConfirmation {
  environment: string;
  what: string;
  run: (confirmEnvironment: string) => Promise<void>;
}

/** Label of a required field, for "still needed" lists. */
export const fieldLabel = (field: string): string => fieldSpec(field)?.label ?? field;
