// The app's words for every refusal of a value given for every row (src-shared/mapping/constants.ts ConstantRefusal),
// by code: the reason, and what to do (details). They name no control, so the CLI's table starts from them and adds
// its flag's example itself (cli/file-flags.ts; decision 0007).
import type { ConstantRefusalWordsTable } from '../../../../src-shared/mapping/constants';

export const APP_CONSTANT_REFUSAL_WORDS: ConstantRefusalWordsTable = {
  'not-a-field': ({ field, nearest }) => ({
    reason: `"${field}" is not a User field`,
    details: [
      `Did you mean "${nearest}"? Field names are those of the API (first_name, enabled, year_graduated, ...).`,
    ],
  }),
  'custom-field': ({ field }) => ({
    reason: `"${field}" is not a User field`,
    details: [
      'A custom field keeps a column of the file under its header: map a column to it (the mapping\'s "custom" ' +
        'target); it takes no value for every row.',
    ],
  }),
  'set-by-service': ({ field }) => ({ reason: `"${field}" is set by the service, not by an import`, details: [] }),
  'not-one-value': ({ field }) => ({ reason: `"${field}" cannot be given as one value`, details: [] }),
  'no-value': () => ({ reason: 'give a value', details: [] }),
  'one-persons': ({ label }) => ({
    reason: `${label} is one person's own, so one value for every row would make them all one person`,
    details: [`Map the column holding each person's ${label.toLowerCase()}.`],
  }),
  'no-list-item': () => ({ reason: 'the list holds no item, only separators. Give at least one', details: [] }),
};
