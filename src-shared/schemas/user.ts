import { z } from 'zod';
import { USER_FIELDS } from '../fields/catalogue';
import type { UserRecord } from '../records/types';
import { looseFlag, looseInteger, looseNumber, looseText, requiredInteger } from './tolerant';

// A User as the service answers it -> UserRecord. Every field is kept (PUT sends the complete
// object back); the catalogue's numeric and flag fields become numbers whatever their spelling
// (work_lat "40.1" -> 40.1); first_name, last_name, email, enabled, approved are always present.

const NAMED = ['user_id', 'first_name', 'last_name', 'email', 'enabled', 'approved'];

function numericReader(kind: string) {
  if (kind === 'flag') return looseFlag;
  if (kind === 'integer') return looseInteger;
  if (kind === 'decimal') return looseNumber;
  return undefined;
}

const numericFields = Object.fromEntries(
  USER_FIELDS.flatMap((field) => {
    const reader = numericReader(field.kind);
    return reader && !NAMED.includes(field.name) ? [[field.name, reader.optional()]] : [];
  }),
);

export const userRecordSchema = z
  .looseObject({
    ...numericFields,
    user_id: requiredInteger,
    first_name: looseText.optional(),
    last_name: looseText.optional(),
    email: looseText.optional(),
    enabled: looseFlag.optional(),
    approved: looseFlag.optional(),
  })
  .transform((user): UserRecord => ({
    ...user,
    first_name: user.first_name ?? null,
    last_name: user.last_name ?? null,
    email: user.email ?? null,
    enabled: user.enabled ?? null,
    approved: user.approved ?? null,
  }));

/**
 * Where the one user of an answer sits: the published array of one, a bare object, or an object
 * wrapping either (user, data, result). Undefined for an empty array.
 */
export function singleUserOf(body: unknown, userId?: number): unknown {
  if (Array.isArray(body)) {
    if (body.length <= 1 || userId === undefined) return body.length <= 1 ? body[0] : body;
    return (
      body.find(
        (item) =>
          typeof item === 'object' && item !== null && Number((item as { user_id?: unknown }).user_id) === userId,
      ) ?? body
    );
  }
  if (typeof body === 'object' && body !== null && !('user_id' in body)) {
    for (const wrapper of ['user', 'data', 'result']) {
      const inner = (body as Record<string, unknown>)[wrapper];
      if (inner !== undefined && inner !== null) return singleUserOf(inner, userId);
    }
  }
  return body;
}
