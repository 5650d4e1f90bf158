// Where plan rows wait in main while a big file crosses the bridge in chunks (jobs.stageRows),
// until jobs.plan takes them. Bounded: at most a file's worth of rows a stage, a few stages, and
// a stage nobody touched for half an hour is forgotten.
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { planInputRowSchema } from '../../../../src-shared/bridge/jobs';
import { AppError } from '../../../../src-shared/errors';
import { INTAKE_LIMITS } from '../../../../src-shared/intake/limits';

export interface RowStageOptions {
  maxRows?: number;
  maxStages?: number;
  idleMs?: number;
  now?: () => number;
}

/** A row as the bridge parsed it (problems filled in). */
type PlanInputRow = z.output<typeof planInputRowSchema>;

interface Stage {
  rows: PlanInputRow[];
  touchedAt: number;
}

export class RowStage {
  readonly #stages = new Map<string, Stage>();
  readonly #maxRows: number;
  readonly #maxStages: number;
  readonly #idleMs: number;
  readonly #now: () => number;

  constructor(options: RowStageOptions = {}) {
    this.#maxRows = options.maxRows ?? INTAKE_LIMITS.maxRows;
    this.#maxStages = options.maxStages ?? 4;
    this.#idleMs = options.idleMs ?? 30 * 60_000;
    this.#now = options.now ?? Date.now;
  }

  /** Adds a chunk to a stage (a new one when `stageId` is absent); answers the stage and its row count. */
  add(stageId: string | undefined, rows: readonly PlanInputRow[]): { stageId: string; rows: number } {
    this.#forgetIdle();
    const id = stageId ?? randomUUID();
    const stage = stageId === undefined ? this.#open(id) : this.#stages.get(stageId);
    if (!stage) throw unknownStage();
    if (stage.rows.length + rows.length > this.#maxRows) {
      this.#stages.delete(id);
      throw new AppError(
        'invalid-input',
        `The rows to plan are more than ${this.#maxRows.toLocaleString('en-US')}, the most one import takes.`,
        ['Split the file and import each part on its own.'],
      );
    }
    for (const row of rows) stage.rows.push(row);
    stage.touchedAt = this.#now();
    return { stageId: id, rows: stage.rows.length };
  }

  /** The stage's rows, once: the stage is gone afterwards. */
  take(stageId: string): PlanInputRow[] {
    this.#forgetIdle();
    const stage = this.#stages.get(stageId);
    if (!stage) throw unknownStage();
    this.#stages.delete(stageId);
    return stage.rows;
  }

  #open(id: string): Stage {
    while (this.#stages.size >= this.#maxStages) {
      const oldest = [...this.#stages.entries()].sort((a, b) => a[1].touchedAt - b[1].touchedAt)[0]!;
      this.#stages.delete(oldest[0]);
    }
    const stage: Stage = { rows: [], touchedAt: this.#now() };
    this.#stages.set(id, stage);
    return stage;
  }

  #forgetIdle(): void {
    const now = this.#now();
    for (const [id, stage] of this.#stages) if (now - stage.touchedAt > this.#idleMs) this.#stages.delete(id);
  }
}

function unknownStage(): AppError {
  const message = 'The rows handed over for planning are no longer held (they wait 30 minutes at most).';
  return new AppError('not-found', message, ['Plan again: the rows are sent anew.']);
}
