export type * from './types';
export type * from './outgoing-user';
export { validateRows, validateRowsInChunks, validateOneRow, markDuplicateEmails } from './validate-rows';
