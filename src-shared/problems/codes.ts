// Every problem validation reports, as data: one code per distinct problem, the values its words need (params), its
// coarse kind and its severity, and the fixes it may suggest. No words here: each door words a code from its own
// table (decision 0007). One module a job: the shapes params are made of (param-types.ts), each code's params
// (problem-params.ts), each code's kind and severity (problem-table.ts), the fixes (fix-codes.ts).
export type * from './param-types';
export type * from './problem-params';
export { PROBLEM_TABLE, PROBLEM_CODES, kindOf, severityOf } from './problem-table';
export { FIX_CODES, type Fix, type FixCode, type FixParams } from './fix-codes';
