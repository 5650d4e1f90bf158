import { Faker, base, de, en, en_US, es, fr, it, pt_BR, sv, type LocaleDefinition } from '@faker-js/faker';

// Own Faker instances (never the shared singletons), each seeded, so demo data is the same run
// after run and other code using faker is not disturbed. Several locales give accented names.
const NAME_LOCALES: LocaleDefinition[] = [en_US, en_US, en_US, fr, de, es, it, pt_BR, sv];

export interface SeededFakers {
  /** Structural choices: counts, flags, dates. */
  main: Faker;
  /** A name/address faker picked per person, so names vary (accents included). */
  person(): Faker;
}

export function createSeededFakers(seed: number): SeededFakers {
  const main = new Faker({ locale: [en_US, en, base] });
  main.seed(seed);
  const people = NAME_LOCALES.map((locale, index) => {
    const faker = new Faker({ locale: [locale, en, base] });
    faker.seed(seed * 31 + index + 1);
    return faker;
  });
  return { main, person: () => main.helpers.arrayElement(people) };
}

/** The date every generated date is placed before, so outputs do not depend on today. */
export const REFERENCE_DATE = new Date('2026-01-01T00:00:00Z');
export const DAY_MS = 86_400_000;

export function daysBefore(reference: Date, days: number): Date {
  return new Date(reference.getTime() - days * DAY_MS);
}
