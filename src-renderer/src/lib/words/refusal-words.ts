// The app's words for every refusal of an option a person typed (src-shared/problems/refusals.ts), by code: the end of
// "<option>: <words>". The CLI's table starts from it (decision 0007).
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
};
