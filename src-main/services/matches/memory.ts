// Remembered decisions: what a person chose for a row held for review (this user, a new person,
// skip), kept per environment in the home folder and keyed by a fingerprint of the person's
// identifying values, so the same person in the next file is not asked again.
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { matchChoiceSchema, type MatchChoice } from '../../../src-shared/bridge/jobs';
import { identityText, userIdentityText } from '../../../src-shared/matching';
import { JsonFileStore } from '../json-file-store';

export const rememberedDecisionSchema = z.object({
  choice: matchChoiceSchema,
  decidedAt: z.string(),
  jobId: z.string(),
  rowNumber: z.number().int(),
  /** Who it was, in words ("Bob Ng, class of 2002"), for `matches list` and the app's panel. */
  label: z.string(),
  /** The user was found by the review's search, not among the row's candidates: the next plan reads them. */
  foundBySearch: z.literal(true).optional(),
  /**
   * For a user found by search: fingerprints of their name and birth date when the decision was made (and as
   * the decision's update leaves them). Another name or birth date since holds the row again.
   */
  userIdentity: z.array(z.string()).optional(),
});
export type RememberedDecision = z.infer<typeof rememberedDecisionSchema>;

const fileSchema = z.object({
  version: z.literal(1).default(1),
  decisions: z.record(z.string(), rememberedDecisionSchema).default({}),
});

export function fingerprintOf(person: Readonly<Record<string, unknown>>): string {
  return createHash('sha256').update(identityText(person)).digest('hex').slice(0, 32);
}

/** The fingerprint of a user's name and birth date (userIdentityText). */
export function userFingerprintOf(user: Readonly<Record<string, unknown>>): string {
  return createHash('sha256').update(userIdentityText(user)).digest('hex').slice(0, 32);
}

export function personLabel(person: Readonly<Record<string, unknown>>): string {
  const name = [person['first_name'], person['last_name']]
    .filter((part) => typeof part === 'string' && part.trim() !== '')
    .join(' ');
  const year = person['year_graduated'];
  return `${name || '(no name)'}${year ? `, class of ${String(year)}` : ''}`;
}

export interface NewDecision {
  fingerprint: string;
  choice: MatchChoice;
  rowNumber: number;
  label: string;
  foundBySearch?: true;
  userIdentity?: string[];
}

/** An environment's name as a file name: letters and digits kept, the rest hex-escaped. */
function fileNameOf(environment: string): string {
  return `${environment.replace(/[^A-Za-z0-9_-]/g, (ch) => `~${ch.codePointAt(0)!.toString(16)}`)}.json`;
}

export class DecisionMemory {
  readonly #folder: string;

  constructor(home: string) {
    this.#folder = join(home, 'matches');
  }

  #store(environment: string) {
    mkdirSync(this.#folder, { recursive: true, mode: 0o700 });
    return new JsonFileStore(join(this.#folder, fileNameOf(environment)), fileSchema, {
      name: `The remembered match decisions of "${environment}"`,
      remedy: 'Move the file away to start again with no remembered decisions (rows will be held for review again).',
    });
  }

  async all(environment: string): Promise<Map<string, RememberedDecision>> {
    const data = await this.#store(environment).read();
    return new Map(Object.entries(data.decisions));
  }

  async remember(environment: string, jobId: string, decisions: readonly NewDecision[]): Promise<void> {
    if (decisions.length === 0) return;
    const decidedAt = new Date().toISOString();
    await this.#store(environment).update((data) => {
      for (const { fingerprint, ...d } of decisions) data.decisions[fingerprint] = { ...d, decidedAt, jobId };
    });
  }

  /** Forgets the decisions whose fingerprint starts with one of `prefixes`, or all with `all`; returns how many. */
  async forget(environment: string, which: { all: true } | { prefixes: readonly string[] }): Promise<number> {
    return this.#store(environment).update((data) => {
      let count = 0;
      for (const key of Object.keys(data.decisions)) {
        if ('all' in which || which.prefixes.some((prefix) => prefix.length >= 6 && key.startsWith(prefix))) {
          delete data.decisions[key];
          count++;
        }
      }
      return count;
    });
  }
}
