import { readTable } from '../../../src-shared/intake/read-table';
import { NOTICE_WORDS } from '../../../src-renderer/src/lib/words/notice-words';
import { wordNotice, type Notice } from '../../../src-shared/intake/notices';
import type { IntakeDeps, IntakeOptions } from '../../../src-shared/intake/types';
import { AppError, type AppErrorShape } from '../../../src-shared/errors';
import { reasonFallback } from '../../../src-shared/problems/reasons';
import { appWords } from '../../helpers/reason-words';

export const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

/** Notices in the app's words (what the CLI's table starts from too). */
export const noticeWords = (notices: readonly Notice[]): string[] =>
  notices.map((notice) => wordNotice(NOTICE_WORDS, notice));

/** A file read: its notices in plain words, and as the data they are (`noticeData`). */
export async function read(bytes: Uint8Array, options: Partial<IntakeOptions> = {}, deps: IntakeDeps = {}) {
  const result = await readTable(bytes, { fileName: 'alumni.csv', ...options }, deps);
  return { ...result, notices: noticeWords(result.notices), noticeData: result.notices };
}

/**
 * The AppError a read throws, in the app's words (fails the test when it does not throw one). The error itself carries
 * its reason as data and no sentence: its message is the reason's code and params.
 */
export async function readError(bytes: Uint8Array, options: Partial<IntakeOptions> = {}): Promise<AppErrorShape> {
  try {
    await read(bytes, options);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (!error.reason || error.message !== reasonFallback(error.reason) || error.details)
      throw new Error(`an intake refusal without its reason as data: ${error.message}`);
    return appWords(error);
  }
  throw new Error('expected the read to fail');
}
