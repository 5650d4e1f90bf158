import { z } from 'zod';
import type { AnswerExpected } from './expected';

// Tolerant readers for what the service answers: they accept the spellings the description and
// its samples show (numbers as strings, 1/0 as text or booleans) and turn them into one clean
// type. What they cannot read is an issue carrying the value and what was expected as a code (params.expected),
// never a silent null; each door words the code.

type Ctx = z.core.$RefinementCtx;

function fail(ctx: Ctx, input: unknown, expected: AnswerExpected): never {
  ctx.addIssue({ code: 'custom', message: `expected: ${expected}`, input, params: { expected } });
  return z.NEVER;
}

function absent(value: unknown): value is null | undefined | '' {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const number = Number(value.trim());
    return Number.isFinite(number) ? number : undefined;
  }
  return undefined;
}

/** A number, or null when absent. "1234.50" -> 1234.5. */
export const looseNumber = z.unknown().transform((value, ctx): number | null => {
  if (absent(value)) return null;
  return toNumber(value) ?? fail(ctx, value, 'number');
});

/** A whole number, or null when absent. */
export const looseInteger = z.unknown().transform((value, ctx): number | null => {
  if (absent(value)) return null;
  const number = toNumber(value);
  return number !== undefined && Number.isInteger(number) ? number : fail(ctx, value, 'whole-number');
});

/** A whole number that must be there (identifiers). */
export const requiredInteger = z.unknown().transform((value, ctx): number => {
  if (absent(value)) return fail(ctx, value, 'number');
  const number = toNumber(value);
  return number !== undefined && Number.isInteger(number) ? number : fail(ctx, value, 'number');
});

/** A number that must be there (amounts). */
export const requiredNumber = z
  .unknown()
  .transform((value, ctx): number => toNumber(value) ?? fail(ctx, value, 'number'));

/** 1 or 0 (also "1"/"0" and true/false), or null when absent. */
export const looseFlag = z.unknown().transform((value, ctx): 0 | 1 | null => {
  if (absent(value)) return null;
  if (value === true) return 1;
  if (value === false) return 0;
  const number = toNumber(value);
  return number === 0 || number === 1 ? number : fail(ctx, value, '1-or-0');
});

/** Text, or null when absent. Numbers are taken as their text. */
export const looseText = z.unknown().transform((value, ctx): string | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return fail(ctx, value, 'text');
});

/** Text that must be there (titles). */
export const requiredText = z.unknown().transform((value, ctx): string => {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return fail(ctx, value, 'text');
});
