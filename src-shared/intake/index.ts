export type * from './types';
export { INTAKE_LIMITS } from './limits';
export { readTable } from './read-table';
export { CSV_DELIMITERS, delimiterName } from './delimiters';
export { ENCODING_NAMES } from './encoding-names';
export { cellToText, dateToText, numberToText } from './xlsx/cell-text';
