import type { FieldChange } from '../../../src-shared/diff';
import type { UpdateCounts } from '../../../src-shared/update-policy/counts';
import type { ProposedChange } from '../../../src-shared/update-policy/plan-update';
import type { ErrorCode } from '../../../src-shared/errors';
import type {
  JobKind,
  JobSettings,
  JobStatus,
  PlanProblem,
  RowPlanKind,
  RowState,
} from '../../../src-shared/bridge/jobs';

/** One write the engine performs for a row. Every job kind is a list of these. */
export type RowOperation =
  /** POST the body; if the outcome is unknown, look the user up by `matchValue` before any resend. */
  | { type: 'create'; body: Record<string, unknown> }
  /**
   * GET the user, set these fields on the fresh record, PUT it back. With `expect`, the row is
   * not written (and is reported) when the server's values differ from these (revert uses it).
   */
  | { type: 'update'; userId: number; set: Record<string, unknown>; expect?: Record<string, unknown> };

/** One row of a job as planned (plan.json). */
export interface PlannedRow {
  index: number;
  rowNumber: number;
  /** The original cells, in the order of the job's headers. */
  cells: string[];
  plan: RowPlanKind;
  /** The match key's value (email lower-cased, or inst_id), to reconcile an unknown create. */
  matchValue: string | null;
  /** The write, for create and update rows only. */
  op?: RowOperation;
  /** The existing user for update / unchanged rows. */
  userId: number | null;
  /** The planned field changes (update rows). */
  changes: FieldChange[];
  /** Why a row is a conflict, held, skipped or invalid. */
  message: string;
  /**
   * An invalid row's problems as data (what the message words). Absent in plans made before problems were kept
   * so: their rows keep only the message.
   */
  problems?: PlanProblem[];
  /** Matching: the evidence of a sure match, the candidates of a held row, a remembered decision. */
  match?: RowMatch;
  /** Update and unchanged rows: differences left as on the service, each with its reason (update policy). */
  kept?: ProposedChange[];
}

export interface PlannedCandidate {
  userId: number;
  /** The sum of the evidence's weights (bits), and the match probability it gives. */
  score: number;
  probability?: number;
  /** The evidence in words, and its codes (src-shared/matching/evidence.ts). */
  evidence: string;
  codes: string[];
  /** The user's identifying values and the mapped fields, for the side-by-side view. */
  values: Record<string, unknown>;
}

export interface RowMatch {
  evidence?: string;
  /** The matched user's own value of the match key, as the service holds it (quoted in the reason, not the row's). */
  keyOnService?: string;
  candidates?: PlannedCandidate[];
  /** The row's cleaned values (held rows), for the side-by-side view and for a later decision. */
  values?: Record<string, unknown>;
  /** A hash of the person's identifying values: the key of remembered decisions. */
  fingerprint?: string;
  decidedBefore?: { choice: number | 'new' | 'skip'; decidedAt: string; jobId: string };
}

export interface JobEnvironment {
  name: string;
  kind: 'test' | 'production';
  url: string;
}

/** job.json: everything about a job but its rows (plan.json) and their log (rows.log). */
export interface JobFile {
  version: 1;
  id: string;
  kind: JobKind;
  status: JobStatus;
  createdAt: string;
  updatedAt: string;
  environment: JobEnvironment;
  source: { name: string; hash: string; headers: string[] };
  mapping?: unknown;
  /** The User fields the mapping feeds. */
  fields: string[];
  settings: JobSettings;
  /** How existing users were looked up while planning, in words. */
  lookup: string;
  /** Row numbers of the file left out before planning (excluded-rows.ts). */
  excluded?: number[];
  /** The process running the job, while it runs (to tell "running" from "interrupted"). */
  runner?: { pid: number; startedAt: string; host?: string; processStart?: string | null };
  revertOf?: string;
  revertedBy?: string;
  /** Why the last run stopped before the end (e.g. the key was refused). */
  message?: string;
  /** What the plan changes on people already on the service, counted when planned. */
  updates?: UpdateCounts;
}

export interface PlanFile {
  rows: PlannedRow[];
}

/** One line of rows.log. Written before a request goes out and after its outcome is known. */
export type RowEvent =
  | { e: 'sent'; i: number; at: string; op: 'create' }
  | {
      e: 'sent';
      i: number;
      at: string;
      op: 'update';
      userId: number;
      /** The server's record just before the PUT (the before-image for revert). */
      before: Record<string, unknown>;
      /** The fields written and their values (what revert expects to still find). */
      wrote: Record<string, unknown>;
    }
  | {
      e: 'done';
      i: number;
      at: string;
      outcome: 'created' | 'updated' | 'unchanged';
      userId: number;
      how?: string;
      /** Why the row waited to be looked up again before this outcome (an unknown create outcome). */
      waited?: string;
    }
  | { e: 'failed'; i: number; at: string; code: ErrorCode; reason: string; retryable: boolean; waited?: string }
  /**
   * The create journaled "sent" just before did not leave (a stop came while it waited for its
   * turn): the row is back where it was (`was`, and its earlier `sentAt` when it was "sent").
   */
  | { e: 'unsent'; i: number; at: string; was: RowState; sentAt?: string };
