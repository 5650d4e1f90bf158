// What one import (file-import.svelte.ts) asks of the wizard around it: the bridge, the status
// area (busy, progress, problem, notice), the environment, moving between steps and confirming
// a write on production. The wizard is the only host; the interface keeps the import testable.
import type { BridgeClient } from '../../../../src-shared/bridge/contract';
import type { Problem } from '../../lib/problem';
import type { StepId } from './wizard-steps';

export interface ImportEnvironment {
  name: string;
  kind: 'test' | 'production';
  url: string;
}

export interface ImportHost {
  readonly client: BridgeClient;
  readonly notice: string | null;
  readonly problem: Problem | null;
  readonly progress: { stage: string; done: number; total: number } | null;
  /** Says what the last action did (null: says nothing). */
  tell(notice: string | null): void;
  /** Shows a failure outside a task as the problem, in words. */
  report(error: unknown): void;
  /** How far the work under way has come. */
  showProgress(stage: string, done: number, total: number): void;
  /** The environment chosen for imports (a started job keeps its own). */
  readonly chosenTarget: ImportEnvironment | null;
  /** Runs one action: `label` in the status area while it runs, a failure as the problem. */
  task(label: string | null, work: () => Promise<void>): Promise<void>;
  /** Opens a step the import has reached. */
  goTo(step: StepId): void;
  /** Runs `run` at once on a test environment, after the person confirms by name on production. */
  confirmThen(environment: ImportEnvironment, what: string, run: (confirmEnvironment: string) => Promise<void>): void;
}
