import { Faker, base, en } from '@faker-js/faker';
import { isoDay, isoTimestamp, type WireCampaign, type WireDonation, type WireUser } from '../records';

// Years of giving before the two years of the main demo donations, for the fiscal-year reports:
// one annual-fund campaign a year (2016-2023), and donors who behave as donors do — loyal ones
// who give nearly every year, occasional ones, ones who lapse, late starters — with more gifts in
// a class's reunion years. Its own seeded faker, so the rest of the demo data stays as it was.

export const HISTORY_FIRST_YEAR = 2016;
export const HISTORY_LAST_YEAR = 2023;

type Persona = { kind: 'loyal' | 'occasional' | 'lapsed' | 'late' | 'never'; from: number; to: number };

const GIFT_SIZES: Record<Persona['kind'], number[]> = {
  loyal: [50, 100, 100, 250, 250, 500, 1000, 2500],
  occasional: [20, 25, 50, 50, 100, 150],
  lapsed: [25, 50, 100, 250],
  late: [25, 50, 100, 500],
  never: [25],
};

function personaOf(faker: Faker): Persona {
  const kind = faker.helpers.weightedArrayElement([
    { weight: 25, value: 'loyal' as const },
    { weight: 30, value: 'occasional' as const },
    { weight: 20, value: 'lapsed' as const },
    { weight: 10, value: 'late' as const },
    { weight: 15, value: 'never' as const },
  ]);
  const lapseYear = faker.number.int({ min: HISTORY_FIRST_YEAR + 1, max: HISTORY_LAST_YEAR - 1 });
  if (kind === 'lapsed') return { kind, from: HISTORY_FIRST_YEAR, to: lapseYear };
  if (kind === 'late') return { kind, from: lapseYear, to: HISTORY_LAST_YEAR };
  return { kind, from: HISTORY_FIRST_YEAR, to: HISTORY_LAST_YEAR };
}

const CHANCE: Record<Persona['kind'], number> = { loyal: 0.9, occasional: 0.3, lapsed: 0.7, late: 0.6, never: 0 };

/** Past annual-fund campaigns, one per calendar year, with ids after the other campaigns. */
export function historyCampaigns(firstId: number): WireCampaign[] {
  const campaigns: WireCampaign[] = [];
  for (let year = HISTORY_FIRST_YEAR; year <= HISTORY_LAST_YEAR; year++) {
    campaigns.push({
      id: firstId + (year - HISTORY_FIRST_YEAR),
      title: `Annual Fund ${year}`,
      details: `<p>The Annual Fund of ${year}.</p>`,
      goal: 250000,
      raised: '0.00',
      thank_you_message: 'Dear #name#, thank you for your gift of #amount# to #title#.',
      type: 'short',
      start_date: `${year}-01-01`,
      end_date: `${year}-12-31`,
      createdAt: isoDay(new Date(Date.UTC(year - 1, 11, 1))),
      updatedAt: `${year}-12-31`,
      image: null,
      author: null,
      ambassadors: [],
      islnactive: 0,
    });
  }
  return campaigns;
}

/** `count` gifts over 2016-2023 by the users' personas; ids are given by the caller. */
export function historyDonations(
  seed: number,
  count: number,
  users: WireUser[],
  campaigns: WireCampaign[],
): WireDonation[] {
  if (count === 0 || users.length === 0 || campaigns.length === 0) return [];
  const faker = new Faker({ locale: [en, base] });
  faker.seed(seed * 7919 + 17);
  const personas = users.map(() => personaOf(faker));
  const donations: WireDonation[] = [];
  let tries = 0;
  while (donations.length < count && tries++ < count * 200) {
    const year = faker.number.int({ min: HISTORY_FIRST_YEAR, max: HISTORY_LAST_YEAR });
    const index = faker.number.int({ min: 0, max: users.length - 1 });
    const persona = personas[index]!;
    const user = users[index]!;
    const classYear = Number(user.year_graduated);
    const reunion = Number.isInteger(classYear) && year > classYear && (year - classYear) % 5 === 0;
    const active = year >= persona.from && year <= persona.to;
    const chance = active ? Math.min(1, CHANCE[persona.kind] + (reunion ? 0.35 : 0)) : 0;
    // A year has a few gifts from each giving person at most: accept in proportion to the chance.
    if (faker.number.float({ min: 0, max: 1 }) >= chance / 3) continue;
    const anonymous = faker.datatype.boolean({ probability: 0.03 });
    const at = faker.date.between({ from: `${year}-01-01T00:00:00Z`, to: `${year}-12-31T23:59:59Z` });
    const amount = faker.helpers.arrayElement(GIFT_SIZES[persona.kind]) * (reunion ? 2 : 1);
    donations.push({
      id: '',
      campaign_id: campaigns[year - HISTORY_FIRST_YEAR]!.id,
      user_id: anonymous ? null : user.user_id,
      first_name: anonymous ? null : String(user.first_name),
      last_name: anonymous ? null : String(user.last_name),
      amount,
      created_at: isoTimestamp(at),
      transaction_id: `txn_${faker.string.hexadecimal({ length: 16, casing: 'lower', prefix: '' })}`,
    });
  }
  return donations.sort((a, b) => a.created_at.localeCompare(b.created_at));
}
