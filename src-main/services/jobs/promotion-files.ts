// What a job folder keeps so that the job can be promoted later: the rows exactly as planned
// (plan-input.json: the validated users after mapping, constants and grid edits) and the file
// they came from, and the links between a rehearsal and its production jobs (promotion.json).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import type { PlanInputRow } from '../../../src-shared/bridge/jobs';
import { AppError } from '../../../src-shared/errors';

const INPUT_FILE = 'plan-input.json';
const LINKS_FILE = 'promotion.json';

export interface PlanInputFile {
  version: 1;
  rows: PlanInputRow[];
  /** Where the file was read from, when a command read it from disk. */
  sourcePath?: string;
}

export interface PromotionLinks {
  /** On a production job: the rehearsal it was planned from. */
  rehearsal?: string;
  /** On a rehearsal: the production jobs planned from it, oldest first. */
  promotedTo?: string[];
}

/** Called by the job service when it plans an import: the rows as planned, for a later promotion. */
export function savePlanInput(folder: string, rows: readonly PlanInputRow[]): void {
  const file: PlanInputFile = { version: 1, rows: rows.map((row) => ({ rowNumber: row.rowNumber, user: row.user, cells: row.cells, problems: row.problems ?? [] })) };
  writeFileAtomic.sync(join(folder, INPUT_FILE), JSON.stringify(file), { mode: 0o600 });
}

export function readPlanInput(folder: string, jobId: string): PlanInputFile {
  const path = join(folder, INPUT_FILE);
  if (!existsSync(path)) {
    throw new AppError('invalid-input', `Job ${jobId} does not keep the rows it planned, so it cannot be promoted.`, [
      'It was planned by an older version. Import the file on the production environment directly.',
    ]);
  }
  return JSON.parse(readFileSync(path, 'utf8')) as PlanInputFile;
}

/** The command line records where it read the file, so `jobs promote` can check it again. */
export function recordSourcePath(folder: string, sourcePath: string): void {
  const path = join(folder, INPUT_FILE);
  if (!existsSync(path)) return;
  const file = JSON.parse(readFileSync(path, 'utf8')) as PlanInputFile;
  writeFileAtomic.sync(path, JSON.stringify({ ...file, sourcePath }), { mode: 0o600 });
}

export function readLinks(folder: string): PromotionLinks {
  const path = join(folder, LINKS_FILE);
  if (!existsSync(path)) return {};
  return JSON.parse(readFileSync(path, 'utf8')) as PromotionLinks;
}

export function writeLinks(folder: string, links: PromotionLinks): void {
  writeFileAtomic.sync(join(folder, LINKS_FILE), `${JSON.stringify(links, null, 2)}\n`, { mode: 0o600 });
}
