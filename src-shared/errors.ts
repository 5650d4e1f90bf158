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
}

export class AppError extends Error implements AppErrorShape {
  override readonly name = 'AppError';
  readonly details?: string[];
  readonly hint?: SettingHint;
  constructor(
    readonly code: ErrorCode,
    message: string,
    details?: string[],
    hint?: SettingHint,
  ) {
    super(message);
    if (details && details.length > 0) this.details = details;
    if (hint) this.hint = hint;
  }

  toJSON(): AppErrorShape {
    return {
      code: this.code,
      message: this.message,
      ...(this.details ? { details: this.details } : {}),
      ...(this.hint ? { hint: this.hint } : {}),
    };
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
