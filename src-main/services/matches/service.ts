// The remembered decisions as the CLI (`matches list|forget`) and the app's panel see them.
import type { RememberedMatch } from '../../../src-shared/bridge/matches';
import { AppError } from '../../../src-shared/errors';
import { DecisionMemory } from './memory';

/** Says (by throwing not-found) when no environment has this name. */
export interface KnownEnvironments {
  get(name: string): Promise<unknown>;
}

export class MatchesService {
  readonly #memory: DecisionMemory;
  readonly #environments: KnownEnvironments | undefined;

  /** With `environments`, a name no environment has is an error, not "no remembered decisions". */
  constructor(home: string, environments?: KnownEnvironments) {
    this.#memory = new DecisionMemory(home);
    this.#environments = environments;
  }

  async list(environment: string): Promise<RememberedMatch[]> {
    await this.#environments?.get(environment);
    const all = await this.#memory.all(environment);
    return (
      [...all]
        // Who a searched user was (fingerprints) is the planner's business, not the list's.
        .map(([fingerprint, { userIdentity: _identity, ...d }]) => ({ fingerprint, ...d }))
        .sort((a, b) => (a.decidedAt < b.decidedAt ? 1 : a.decidedAt > b.decidedAt ? -1 : 0))
    );
  }

  /**
   * Forgets by fingerprint (a prefix of 6 characters or more, as `list` shows them) or all; says what it could not
   * find.
   */
  async forget(environment: string, which: { all: true } | { prefixes: readonly string[] }): Promise<number> {
    await this.#environments?.get(environment);
    if (!('all' in which)) {
      if (which.prefixes.length === 0)
        throw new AppError('invalid-input', 'Name the decisions to forget (their fingerprints), or forget them all.');
      const known = [...(await this.#memory.all(environment)).keys()];
      const unknown = which.prefixes.filter(
        (prefix) => prefix.length < 6 || !known.some((key) => key.startsWith(prefix)),
      );
      if (unknown.length > 0) {
        throw new AppError(
          'not-found',
          `No remembered decision of "${environment}" has the fingerprint ${unknown.join(', ')}.`,
          ['List them first (fingerprints of at least 6 characters).'],
        );
      }
    }
    return this.#memory.forget(environment, which);
  }
}
