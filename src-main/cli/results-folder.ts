// --out DIR of import, approve, jobs resume and jobs revert: a folder the results files are copied into.
import { accessSync, constants, copyFileSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { AppError } from '../../src-shared/errors';
import { writeFailure } from '../services/write-failure';

const HINT = 'Choose another --out folder, or leave --out out: the files stay in the job folder either way.';

/**
 * Makes the folder (and the missing folders above it, one level at a time: Node's recursive
 * mkdir never returns under /proc) and checks files can be written in it. Called before a job
 * starts, so a wrong --out is said before anything is sent, not after.
 */
export function prepareResultsFolder(dir: string): string {
  const target = resolve(dir);
  if (existsSync(target)) {
    if (!statSync(target).isDirectory())
      throw new AppError('invalid-input', `--out ${dir} is a file, not a folder.`, [HINT]);
  } else {
    const missing: string[] = [];
    for (let at = target; !existsSync(at); at = dirname(at)) missing.unshift(at);
    for (const folder of missing) {
      try {
        mkdirSync(folder);
      } catch (error) {
        throw writeFailure(`The folder ${basename(folder)} cannot be made`, dirname(folder), error, HINT);
      }
    }
  }
  try {
    accessSync(target, constants.W_OK);
  } catch (error) {
    throw writeFailure('The results files cannot be saved', target, error, HINT);
  }
  return target;
}

/** Copies a job's results files into the folder, named after the job; answers the copies' paths. */
export function copyResults(
  dir: string,
  jobId: string,
  files: { resultsCsv: string; resultsXlsx: string; errors: string | null },
) {
  const target = prepareResultsFolder(dir);
  const copy = (from: string) => {
    const to = join(target, `${jobId}-${basename(from, extname(from))}${extname(from)}`);
    try {
      copyFileSync(from, to);
    } catch (error) {
      throw writeFailure('The results files cannot be saved', target, error, HINT);
    }
    return to;
  };
  return {
    resultsCsv: copy(files.resultsCsv),
    resultsXlsx: copy(files.resultsXlsx),
    errors: files.errors ? copy(files.errors) : null,
  };
}
