export type * from './types';
export { INTAKE_LIMITS } from './limits';
export { readTable } from './read-table';
export { CSV_DELIMITERS, delimiterName } from './csv';
export { ENCODING_NAMES } from './decode';
export { cellToText, dateToText, numberToText } from './xlsx/cell-text';
