import { problem } from '../problems/problem';
import type { TransformOutcome } from './types';

/** What CRM exports and account lists write for an account's status: a yes or a no only where the field is a status. */
const STATUS_WORDS: Record<string, '1' | '0'> = {
  active: '1',
  inactive: '0',
  enabled: '1',
  disabled: '0',
};

const FLAG_WORDS: Record<string, '1' | '0'> = {
  '1': '1',
  '0': '0',
  yes: '1',
  no: '0',
  y: '1',
  n: '0',
  true: '1',
  false: '0',
  t: '1',
  f: '0',
  // A mark in a column of checkboxes: the blank beside it is the no.
  x: '1',
  '✓': '1',
  '✔': '1',
  '☑': '1',
  '1.0': '1',
  '0.0': '0',
  on: '1',
  off: '0',
  ...STATUS_WORDS,
  // Partner institutions' lists.
  ja: '1',
  nein: '0',
  oui: '1',
  non: '0',
  si: '1',
  sí: '1',
};

/**
 * A word for an account's status (Active, Disabled): a yes or a no in a flag field, but no answer to another question
 * (unsubscribed?).
 */
function isStatusWord(value: string): boolean {
  return Object.hasOwn(STATUS_WORDS, value.toLowerCase());
}

/**
 * What CRMs write in an email preference column, each saying by itself whether the person opted
 * out (Dynamics' "Do not allow Emails": Allow / Do Not Allow; Graduway: Subscribed / Unsubscribed),
 * whichever way the header asks: the yes or no to "opted out of email?".
 */
const OPT_OUT_ANSWERS: Record<string, '1' | '0'> = {
  unsubscribed: '1',
  subscribed: '0',
  'opted out': '1',
  'opt out': '1',
  'opted in': '0',
  'opt in': '0',
  'do not allow': '1',
  'not allowed': '1',
  'dont allow': '1',
  allow: '0',
  allowed: '0',
  'do not email': '1',
  'no email': '1',
  'do not contact': '1',
  'no contact': '1',
};

/** An answer to "opted out of email?" written as words (Do Not Allow, Unsubscribed), or undefined. */
export function optOutAnswerOf(value: string): '1' | '0' | undefined {
  const words = value
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[\s_-]+/g, ' ')
    .trim();
  return Object.hasOwn(OPT_OUT_ANSWERS, words) ? OPT_OUT_ANSWERS[words] : undefined;
}

/**
 * A yes ('1') or a no ('0') answering a question (unsubscribed? deceased?), or undefined: a status
 * word (Active) is no answer. Words of an email preference (Unsubscribed, Do Not Allow) answer
 * "opted out?", the question of the only such field, unsubscribe.
 */
export function yesNoOf(value: string): '1' | '0' | undefined {
  if (isStatusWord(value)) return undefined;
  const flag = toFlag(value, true);
  return flag.ok ? (flag.value as '1' | '0') : optOutAnswerOf(value);
}

/** A word toFlag reads as yes or no (any case). */
export function isFlagWord(value: string): boolean {
  return Object.hasOwn(FLAG_WORDS, value.toLowerCase());
}

/**
 * yes/no, true/false, y/n, on/off, active/inactive, 1/0 (any case; ja/nein, oui/non, sí/no too) -> "1"/"0". Only "1"
 * and "0" pass when `words` is off.
 */
export function toFlag(value: string, words: boolean): TransformOutcome {
  if (value === '1' || value === '0') return { ok: true, value, changed: false };
  // Own keys only: a cell reading "constructor" is not a yes or a no.
  const flag = words && Object.hasOwn(FLAG_WORDS, value.toLowerCase()) ? FLAG_WORDS[value.toLowerCase()] : undefined;
  if (flag) return { ok: true, value: flag, changed: true };
  return { ok: false, problem: problem('flag.not-yes-no', { words }) };
}
