import type { TransformOutcome } from './types';

// The WHATWG "valid email address" form (what browsers accept), plus a dot in the domain.
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function isEmailSyntax(value: string): boolean {
  return EMAIL.test(value);
}

/** Lowercases (when asked) and checks the syntax; suggests a repair for common slips. */
export function toEmail(value: string, lowercase: boolean): TransformOutcome {
  const email = lowercase ? value.toLowerCase() : value;
  if (isEmailSyntax(email)) return { ok: true, value: email, changed: email !== value };
  const repaired = repairEmail(email);
  const fix = repaired && isEmailSyntax(repaired) ? { description: `use ${repaired}`, value: repaired } : undefined;
  return { ok: false, message: 'is not an email address (expected name@example.org)', ...(fix ? { fix } : {}) };
}

function repairEmail(value: string): string | undefined {
  const candidate = value
    .replace(/^mailto:/i, '')
    .replace(/\s+/g, '')
    .replace(/\(at\)|\[at\]/gi, '@')
    .replace(/,/g, '.')
    .replace(/\.{2,}/g, '.')
    .replace(/\.$/, '');
  return candidate !== value ? candidate : undefined;
}
