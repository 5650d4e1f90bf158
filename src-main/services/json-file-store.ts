import { readFile } from 'node:fs/promises';
import writeFileAtomic from 'write-file-atomic';
import type { z } from 'zod';
import { describeIssues } from '../../src-shared/bridge/define';
import { APP_REFUSAL_WORDS } from '../../src-renderer/src/lib/words/refusal-words';
import { AppError } from '../../src-shared/errors';

export interface JsonFileWords {
  /** "The settings file": how messages name the file (its path follows). */
  name: string;
  /** What the damaged-file error says after "is damaged", e.g. ", so the app left it untouched". */
  damaged?: string;
  /** The last line of the damaged-file error: how to get going again. */
  remedy: string;
}

/**
 * One JSON file in the home folder, checked by a zod schema (a missing file reads as the
 * schema's defaults). Written atomically, owner-only, with changes in this process one at a time
 * so that none overwrites another. A damaged file is reported and left untouched.
 */
export class JsonFileStore<S extends z.ZodType> {
  #queue: Promise<unknown> = Promise.resolve();

  constructor(
    readonly file: string,
    private readonly schema: S,
    private readonly words: JsonFileWords,
  ) {}

  async read(): Promise<z.output<S>> {
    let text: string;
    try {
      text = await readFile(this.file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return this.schema.parse({});
      throw new AppError('internal', `${this.words.name} ${this.file} cannot be read: ${(error as Error).message}`);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw this.#broken([`It is not valid JSON: ${(error as Error).message}`]);
    }
    const parsed = this.schema.safeParse(json);
    if (!parsed.success) throw this.#broken(describeIssues(parsed.error, APP_REFUSAL_WORDS));
    return parsed.data;
  }

  /** Reads, applies `change` (which edits the data in place), writes back. */
  update<T>(change: (data: z.output<S>) => T | Promise<T>): Promise<T> {
    const run = this.#queue.then(async () => {
      const data = await this.read();
      const result = await change(data);
      await writeFileAtomic(this.file, `${JSON.stringify(data, null, 2)}\n`, { mode: 0o600 });
      return result;
    });
    this.#queue = run.catch(() => {});
    return run;
  }

  #broken(lines: string[]): AppError {
    return new AppError('invalid-input', `${this.words.name} ${this.file} is damaged${this.words.damaged ?? ''}.`, [
      ...lines,
      this.words.remedy,
    ]);
  }
}
