import { reasonFallback, wordReason, type Reason, type ReasonWords, type ReasonWordsTable } from './problems/reasons';
import type { SettingHint } from './setting-hint';

// One small set of failure kinds, each explained to people in plain words.
export const ERROR_CODES = [
  'invalid-input', // a flag, a bridge argument, a file or a cell the user can fix
  'key-refused', // 401/403: wrong key, or a key of the other environment
  'no-key', // no key stored for the environment
  'no-keychain', // the OS keychain cannot be reached
  'not-found',
  'rejected', // the service refused the input (400/422) with its message
  'rate-limited',
  'server-error',
  'network', // unreachable, reset, certificate problem
  'timeout',
  'conflict',
  'cancelled',
  'internal',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface AppErrorShape {
  code: ErrorCode;
  message: string;
  /** Extra lines: which field, which row, what to do next. */
  details?: string[];
  /** The setting that clears it; each door says where that setting is (a flag, a control). */
  hint?: SettingHint;
  /**
   * Why, as data (a code and params), when src-shared refused: each door words it (message and what to do) from its
   * table; `message` then holds only the code for a log, and `details` only lines added on the way (decision 0010).
   */
  reason?: Reason;
}

export class AppError extends Error implements AppErrorShape {
  override readonly name = 'AppError';
  readonly details?: string[];
  readonly hint?: SettingHint;
  readonly reason?: Reason;
  constructor(
    readonly code: ErrorCode,
    message: string,
    details?: string[],
    hint?: SettingHint,
    reason?: Reason,
  ) {
    super(message);
    if (details && details.length > 0) this.details = details;
    if (hint) this.hint = hint;
    if (reason) this.reason = reason;
  }

  toJSON(): AppErrorShape {
    return {
      code: this.code,
      message: this.message,
      ...(this.details ? { details: this.details } : {}),
      ...(this.hint ? { hint: this.hint } : {}),
      ...(this.reason ? { reason: this.reason } : {}),
    };
  }
}

/** Bad input refused for a reason given as data (no words: each door has its own); `hint`: the setting clearing it. */
export function refused(why: Reason, hint?: SettingHint): AppError {
  return new AppError('invalid-input', reasonFallback(why), undefined, hint, why);
}

/** A failure as a door says it: its reason in the door's words, then the lines added on the way; the hint kept. */
export function wordedFailure(table: ReasonWordsTable, failure: AppErrorShape): AppErrorShape {
  if (!failure.reason) return failure;
  const said: ReasonWords = wordReason(table, failure.reason);
  const details = [...said.details, ...(failure.details ?? [])];
  return {
    code: failure.code,
    message: said.message,
    ...(details.length > 0 ? { details } : {}),
    ...(failure.hint ? { hint: failure.hint } : {}),
    reason: failure.reason,
  };
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
