// The app's words for every refusal of a value a person typed (src-shared/problems/refusals.ts), by code: the end of
// "<option>: <words>", or a sentence of its own for an address, an environment's name or key. The CLI's table starts
// from it (decision 0007).
import { BUILT_IN_NAMES } from '../../../../src-shared/bridge/env';
import type { RefusalWordsTable } from '../../../../src-shared/problems/refusals';

export const APP_REFUSAL_WORDS: RefusalWordsTable = {
  'input.calendar-date': () => 'must be a real date written YYYY-MM-DD, e.g. 2024-03-31',
  'input.whole-number': ({ example }) => `must be a whole number, e.g. ${example}`,
  'input.above-zero': () => 'must be a number above 0',
  'input.at-least': ({ min }) => `must be ${min} or more`,
  'input.at-most': ({ max }) => `must be ${max} or less`,
  'input.start-after-end': () => 'the start date comes after the end date',
  'input.created-order': () => '"created since" must be earlier than "created before"',
  'input.bands-rise': () => 'the band limits must rise, e.g. 100,1000,10000',
  'address.empty': () => 'Give the base address, for example https://alumni.example.edu',
  'address.not-web': ({ text }) =>
    `"${text.slice(0, 80)}" is not a web address. Write it in full, for example https://alumni.example.edu`,
  'address.scheme': ({ scheme }) => `The address must start with https:// (it starts with ${scheme}//).`,
  'address.plain-http': () =>
    'The address must use https:// (plain http:// is allowed only for localhost, 127.0.0.1 and [::1]), so the key ' +
    'never travels unencrypted.',
  'address.credentials': () => 'The address must not contain a user name or password; the key is stored separately.',
  'address.query': () => 'The address must not contain ? or # parts: give only the base address.',
  'input.possible-below-sure': ({ possible, sure }) => `"possible" (${possible}) must be below "sure" (${sure})`,
  'env-name.empty': () => 'Give the environment a name.',
  'env-name.too-long': ({ max }) => `A name has at most ${max} characters.`,
  'env-name.form': () =>
    'A name uses letters, digits, dot, dash or underscore, and starts with a letter or digit (for example ' +
    '"client-test").',
  'env-name.built-in': () =>
    `${BUILT_IN_NAMES.map((name) => `"${name}"`).join(' and ')} are built-in environments; choose another name.`,
  'key.empty': () => 'The key is empty.',
  'key.too-long': ({ max }) => `A key has at most ${max} characters.`,
  'key.spaces': () => 'The key contains spaces, line breaks or control characters; paste it again as one piece.',
  'template-name.empty': () => 'Give the template a name.',
  'template-name.too-long': ({ max }) => `A template name has at most ${max} characters.`,
  'input.day-form': () => 'write the date as YYYY-MM-DD, e.g. 2026-01-31',
  'input.day-not-real': () => 'this day does not exist in the calendar',
  'input.no-user-selected': () => 'select at least one user',
  'input.id-form': ({ of }) =>
    `${of === 'run' ? 'a run' : 'an export'} id uses letters, digits and dashes (at most 64)`,
  'input.file-name-form': ({ of }) =>
    `${of === 'report' ? 'a report' : 'an export'} file name ends in .xlsx or .csv and has no folder part`,
  'input.too-long': ({ max }) => `is longer than ${max.toLocaleString('en-US')} characters`,
  'input.sha256': () => 'must be a SHA-256 hex digest (64 characters, 0-9 and a-f)',
  'constant.not-a-field': ({ field }) => `"${field}" is not a User field`,
  'constant.set-by-service': ({ field }) => `"${field}" is set by the service, not by an import`,
  'constant.not-one-value': ({ field }) => `"${field}" cannot be given as one value`,
  'constant.one-persons': ({ field }) =>
    `"${field}" is one person's own: one value for every row would make them all one person`,
};
