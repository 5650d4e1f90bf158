// What the Review state and the Plan/Run state ask of the import (file-import.svelte.ts) they
// belong to. They see it through these small interfaces, never its class: file-import makes them
// and they do not import it back, so the state classes import one another in one direction only.
import type { Mapping } from '../../../../src-shared/mapping/types';
import type { TransformSettings } from '../../../../src-shared/transforms/types';
import type { ImportWorkerClient } from '../../workers/import-worker-client';
import type { ImportHost } from './import-host';
import type { StepId } from './wizard-steps';

/** One import as each of its steps sees it. */
export interface ImportSteps {
  readonly host: ImportHost;
  /** The mapping in force; null before a file is read. */
  readonly mapping: Mapping | null;
  /** The worker holding the file (throws when no file is open). */
  requireWorker(): ImportWorkerClient;
  /** The person may now open `step`. */
  reach(step: StepId): void;
  /** Steps after `step` must be made again. */
  forgetAfter(step: StepId): void;
}

/** What the Review step needs of its import. */
export interface ReviewOwner extends ImportSteps {
  readonly file: { readonly fileName: string } | null;
  setTransform<K extends keyof TransformSettings>(name: K, value: TransformSettings[K]): void;
}

/** What planning reads of the Review step: the rows as checked and the rows left out. */
export interface CheckedRows {
  readonly checkedWith: Mapping | null;
  readonly excluded: ReadonlySet<number>;
  ensureValidated(): Promise<void>;
  excludedRowNumbers(): number[];
}

/** What the Plan, Run and Results steps need of their import. */
export interface SendOwner extends ImportSteps {
  readonly review: CheckedRows;
}
