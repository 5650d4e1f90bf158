// The command line's sentences about a job's counts, each count with its noun as English has it
// ("1 row", "2 rows", "1 person"), kept together so a test can walk them for 0, 1 and 2.
import { counted } from '../../src-shared/english';

export interface PlanCounts {
  total: number;
  create: number;
  update: number;
  unchanged: number;
  conflict: number;
  skipped: number;
  invalid: number;
}

export const planLine = (c: PlanCounts): string =>
  `Plan: ${counted(c.total, 'row')} — ${c.create} to create, ${c.update} to update, ${c.unchanged} unchanged, ` +
  `${counted(c.conflict, 'conflict')}, ${c.skipped} skipped, ${c.invalid} invalid`;

export const resumeWords = (id: string, rows: number): string =>
  `Resume job ${id}: ${counted(rows, 'row')} still to settle.`;

export const revertWords = (id: string, updated: number): string =>
  `Revert job ${id}: put back the previous values of the ${counted(updated, 'user')} it updated.`;

export const notRevertedWords = (users: number): string =>
  `${counted(users, 'user')} ${users === 1 ? 'was' : 'were'} not reverted:`;

export const alsoCreatedWords = (id: string, users: number): string =>
  `Job ${id} also created ${counted(users, 'user')}; add --created to disable and tag ${users === 1 ? 'it' : 'them'} as well.`;

export const revertCreatedWhat = (id: string, updates: number): string =>
  `Revert job ${id}` + (updates > 0 ? `, putting back the values of the ${counted(updates, 'user')} it updated.` : '.');

export const updateWritesWords = (id: string, writes: number, environment: string): string =>
  `Job ${id}: ${counted(writes, 'user')} to update on ${environment}.`;

export const rehearsalRowsWords = (id: string, rows: number): string =>
  `${counted(rows, 'row')} of job ${id} did not go through on the rehearsal:`;

export const nothingPlannedWords = (id: string, rows: number): string =>
  `Nothing was planned: ${counted(rows, 'row')} of job ${id} failed, conflicted or ${rows === 1 ? 'was' : 'were'} held ` +
  'on the rehearsal.';
