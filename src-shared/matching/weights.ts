// Weights of the comparison levels: log2(m / u), with u measured on the service's users where
// they can tell (value frequencies), the level's default otherwise.
import { LEVELS, type EvidenceCode, type FrequencyTable } from './levels';
import { fullDate, type Profile } from './profile';

/**
 * Users a frequency is blended with the default u as if they had been seen ("pseudo-users"): a
 * small service does not make a name look rare or common on a handful of people.
 */
const PSEUDO_USERS = 1000;
/** Identifiers are one person's each: a value held by k users proves k times less. */
const IDENTIFIERS = new Set<FrequencyTable>(['email', 'instId']);

type Counts = Map<string, number>;

/** The values a profile holds in each frequency table. */
export function tableValues(profile: Profile): [FrequencyTable, string][] {
  const values: [FrequencyTable, string][] = [];
  if (profile.first) values.push(['first', profile.first.word]);
  if (profile.last) values.push(['surname', profile.last.whole]);
  if (profile.maiden && profile.maiden.whole !== profile.last?.whole) values.push(['surname', profile.maiden.whole]);
  const dob = fullDate(profile.dob);
  if (dob) values.push(['dob', dob]);
  if (profile.classYear !== null) values.push(['classYear', String(profile.classYear)]);
  for (const email of new Set([profile.email, ...profile.secondary])) if (email) values.push(['email', email]);
  if (profile.instId) values.push(['instId', profile.instId]);
  if (profile.postcode) values.push(['postcode', profile.postcode]);
  if (profile.street) values.push(['street', `${profile.street}|${profile.postcode ?? ''}`]);
  if (profile.city) values.push(['city', profile.city]);
  return values;
}

export class WeightModel {
  readonly #counts = new Map<FrequencyTable, Counts>();
  readonly #totals = new Map<FrequencyTable, number>();
  readonly #fixed = new Map<EvidenceCode, number>();
  /** m refined on the data (em.ts), over the levels' defaults. */
  #m = new Map<EvidenceCode, number>();
  /**
   * The last value weighed per frequency-adjusted level: a row's candidates agree with it on its own values
   * (its postcode, its name), so the same value is weighed again and again.
   */
  readonly #last = new Map<EvidenceCode, { value: string; weight: number }>();

  constructor(profiles: Iterable<Profile>) {
    for (const profile of profiles) {
      const seen = new Set<string>();
      for (const [table, value] of tableValues(profile)) {
        if (!seen.has(table)) this.#totals.set(table, (this.#totals.get(table) ?? 0) + 1);
        seen.add(table);
        let counts = this.#counts.get(table);
        if (!counts) this.#counts.set(table, (counts = new Map()));
        counts.set(value, (counts.get(value) ?? 0) + 1);
      }
    }
  }

  /** m of a level: refined on the data when it was, the default otherwise. */
  m(code: EvidenceCode): number {
    return this.#m.get(code) ?? LEVELS[code].m;
  }

  /** Uses these m from now on (refined by EM on the file and the service); the others keep their default. */
  useM(refined: ReadonlyMap<EvidenceCode, number>): void {
    this.#m = new Map(refined);
    this.#fixed.clear();
    this.#last.clear();
  }

  /** How many users hold this value (an email held by several is a household's). */
  holders(table: FrequencyTable, value: string): number {
    return this.#counts.get(table)?.get(value) ?? 0;
  }

  /** u of an agreement on this value. */
  u(code: EvidenceCode, value: string | null): number {
    const level = LEVELS[code];
    const table = 'tf' in level ? level.tf : undefined;
    if (!table || value === null) return level.u;
    const count = this.holders(table, value);
    if (IDENTIFIERS.has(table)) return level.u * Math.max(1, count);
    // How often *another* person holds the value: the agreeing user itself left out.
    const total = this.#totals.get(table) ?? 0;
    return (Math.max(0, count - 1) + PSEUDO_USERS * level.u) / (Math.max(0, total - 1) + PSEUDO_USERS);
  }

  /** log2(m / u) of a level, for this value when the level is frequency-adjusted. */
  weight(code: EvidenceCode, value: string | null = null): number {
    const level = LEVELS[code];
    if ('tf' in level && value !== null) {
      const last = this.#last.get(code);
      if (last !== undefined && last.value === value) return last.weight;
      const weight = Math.log2(this.m(code) / this.u(code, value));
      this.#last.set(code, { value, weight });
      return weight;
    }
    let fixed = this.#fixed.get(code);
    if (fixed === undefined) this.#fixed.set(code, (fixed = Math.log2(this.m(code) / level.u)));
    return fixed;
  }

  /** First and last name the other way round: both names' frequencies multiplied. */
  swappedWeight(first: string, last: string): number {
    const u = this.u('same-first-name', first) * this.u('same-last-name', last);
    return Math.log2(this.m('names-swapped') / u);
  }
}
