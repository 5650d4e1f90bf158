// What a job folder keeps so that the job can be promoted later: the rows exactly as planned
// (plan-input.json: the validated users after mapping, constants and grid edits) and the file
// they came from, and the links between a rehearsal and its production jobs (promotion.json).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AppError } from '../../../../src-shared/errors';
import { writeFileWhole } from '../store/disk-files';
import type { PlanRowInput } from '../plan/job-creation';

const INPUT_FILE = 'plan-input.json';
const LINKS_FILE = 'promotion.json';

export interface PlanInputFile {
  version: 1;
  /** Problems as data; a job planned before they were kept so holds their words (strings), said as they are. */
  rows: PlanRowInput[];
  /** Where the file was read from, when a command read it from disk. */
  sourcePath?: string;
}

export interface PromotionLinks {
  /** On a production job: the rehearsal it was planned from. */
  rehearsal?: string;
  /** On a rehearsal: the production jobs planned from it, oldest first. */
  promotedTo?: string[];
}

/**
 * Called by the job service when it plans an import: the rows as planned, for a later promotion, and the path of the
 * file they were read from when a command read one (given here so the file is written once, not read back to add it).
 */
export function savePlanInput(folder: string, rows: readonly PlanRowInput[], sourcePath?: string): void {
  const kept = rows.map((row) => ({
    rowNumber: row.rowNumber,
    user: row.user,
    cells: row.cells,
    problems: row.problems ?? [],
    ...(row.createOnlyProblems ? { createOnlyProblems: row.createOnlyProblems } : {}),
  }));
  const file: PlanInputFile = { version: 1, rows: kept, ...(sourcePath !== undefined ? { sourcePath } : {}) };
  writeFileWhole(join(folder, INPUT_FILE), JSON.stringify(file), 'plan the import again to be able to promote it.');
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

export function readLinks(folder: string): PromotionLinks {
  const path = join(folder, LINKS_FILE);
  if (!existsSync(path)) return {};
  return JSON.parse(readFileSync(path, 'utf8')) as PromotionLinks;
}

export function writeLinks(folder: string, links: PromotionLinks): void {
  writeFileWhole(join(folder, LINKS_FILE), `${JSON.stringify(links, null, 2)}\n`, 'promote the job again.');
}
