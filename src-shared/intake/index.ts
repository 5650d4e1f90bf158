export type * from './types';
export { INTAKE_LIMITS } from './limits';
export { readTable } from './read-table';
