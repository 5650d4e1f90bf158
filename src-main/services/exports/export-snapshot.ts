// What an export wrote, kept in the home folder: <home>/exports/<id>/snapshot.jsonl, one line per
// user (the cells as written, and the service's values of the fields they show). When the file
// comes back, a cell that differs from what was written is an edit; a service value that differs
// from the one kept is a change made on the service since the export.
import { createReadStream, createWriteStream, existsSync, mkdirSync, type WriteStream } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { AppError } from '../../../src-shared/errors';

export const EXPORTS_FOLDER = 'exports';

export interface SnapshotHead {
  environment: string;
  exportedAt: string;
  /** The editable columns' headers, in the order of each line's cells. */
  headers: string[];
}

export interface SnapshotLine {
  userId: number;
  cells: string[];
  values: Record<string, unknown>;
}

export function snapshotPath(home: string, exportId: string): string {
  if (!/^[0-9]{8}-[0-9]{6}-[a-z0-9]{4}$/.test(exportId))
    throw new AppError('invalid-input', `"${exportId}" is not an export id (like 20260101-120000-ab12).`);
  return join(home, EXPORTS_FOLDER, exportId, 'snapshot.jsonl');
}

export class SnapshotWriter {
  readonly #out: WriteStream;

  constructor(home: string, exportId: string, head: SnapshotHead) {
    const file = snapshotPath(home, exportId);
    mkdirSync(join(file, '..'), { recursive: true, mode: 0o700 });
    this.#out = createWriteStream(file, { mode: 0o600 });
    this.#out.write(`${JSON.stringify(head)}\n`);
  }

  /** Resolves when the stream can take more (bounded memory on a slow disk). */
  async add(line: SnapshotLine): Promise<void> {
    if (!this.#out.write(`${JSON.stringify(line)}\n`))
      await new Promise<void>((resolve) => this.#out.once('drain', () => resolve()));
  }

  close(): Promise<void> {
    return new Promise((resolve, reject) =>
      this.#out.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
  }
}

/** The snapshot lines of the users asked for (all when `only` is absent). */
export async function readSnapshot(
  home: string,
  exportId: string,
  only?: ReadonlySet<number>,
): Promise<{ head: SnapshotHead; users: Map<number, SnapshotLine> }> {
  const file = snapshotPath(home, exportId);
  if (!existsSync(file))
    throw new AppError('not-found', `The export ${exportId} is not kept in this home folder (${file}).`, [
      'Import the file on the computer (and home folder) that exported it, or export the users again.',
    ]);
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  let head: SnapshotHead | undefined;
  const users = new Map<number, SnapshotLine>();
  for await (const line of lines) {
    if (line.trim() === '') continue;
    if (!head) {
      head = JSON.parse(line) as SnapshotHead;
      continue;
    }
    const entry = JSON.parse(line) as SnapshotLine;
    if (!only || only.has(entry.userId)) users.set(entry.userId, entry);
  }
  if (!head) throw new AppError('internal', `The export snapshot ${file} is empty.`);
  return { head, users };
}
