import { readTable } from '../../../src-shared/intake/read-table';
import { NOTICE_WORDS } from '../../../src-renderer/src/lib/words/notice-words';
import { wordNotice, type Notice } from '../../../src-shared/intake/notices';
import type { IntakeDeps, IntakeOptions } from '../../../src-shared/intake/types';
import { AppError } from '../../../src-shared/errors';

export const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

/** Notices in the app's words (what the CLI's table starts from too). */
export const noticeWords = (notices: readonly Notice[]): string[] =>
  notices.map((notice) => wordNotice(NOTICE_WORDS, notice));

/** A file read: its notices in plain words, and as the data they are (`noticeData`). */
export async function read(bytes: Uint8Array, options: Partial<IntakeOptions> = {}, deps: IntakeDeps = {}) {
  const result = await readTable(bytes, { fileName: 'alumni.csv', ...options }, deps);
  return { ...result, notices: noticeWords(result.notices), noticeData: result.notices };
}

/** The AppError a read throws (fails the test when it does not throw one). */
export async function readError(bytes: Uint8Array, options: Partial<IntakeOptions> = {}): Promise<AppError> {
  try {
    await read(bytes, options);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected the read to fail');
}
