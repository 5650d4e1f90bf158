import { isoDay, isoTimestamp, type WireCampaign, type WireDonation, type WirePerson, type WireUser } from '../records';
import { DAY_MS, REFERENCE_DATE, daysBefore, type SeededFakers } from './fakers';

const PURPOSES = [
  'Annual Fund',
  'Scholarship Fund',
  'Library Renewal',
  'Giving Day',
  'Athletics Boosters',
  'Research Endowment',
  'Student Emergency Fund',
  'Class Reunion Gift',
  'Arts Centre Appeal',
  'Green Campus Initiative',
];

function person(user: WireUser): WirePerson {
  return { user_id: user.user_id, first_name: String(user.first_name), last_name: String(user.last_name) };
}

/** Campaigns without their raised amount yet (see withRaised). */
export function seedCampaigns(fakers: SeededFakers, count: number, users: WireUser[]): WireCampaign[] {
  const { main } = fakers;
  const campaigns: WireCampaign[] = [];
  for (let index = 0; index < count; index++) {
    const id = 101 + index;
    const type = index % 2 === 0 ? 'ongoing' : 'short';
    const purpose = PURPOSES[index % PURPOSES.length] as string;
    const created = main.date.between({ from: daysBefore(REFERENCE_DATE, 900), to: daysBefore(REFERENCE_DATE, 60) });
    const start = new Date(created.getTime() + main.number.int({ min: 1, max: 20 }) * DAY_MS);
    const end = type === 'short' ? new Date(start.getTime() + main.number.int({ min: 30, max: 120 }) * DAY_MS) : null;
    const updated = main.date.between({ from: created, to: REFERENCE_DATE });
    const author = users.length > 0 ? person(main.helpers.arrayElement(users)) : null;
    const ambassadors = users.length > 0 ? main.helpers.arrayElements(users, { min: 0, max: 3 }).map(person) : [];
    const active = end === null || end.getTime() > REFERENCE_DATE.getTime() - 180 * DAY_MS ? 1 : 0;
    // Published quirk: the table spells the flag islnactive, the sample isInactive with a null.
    const flag = index % 3 === 2 ? { isInactive: null } : { islnactive: active as 0 | 1 };
    campaigns.push({
      id,
      title: `${purpose} ${start.getUTCFullYear()}`,
      details: `<p>The <strong>${purpose}</strong> supports ${main.helpers.arrayElement(['students', 'faculty', 'our community', 'research'])}.</p><ul><li>${main.lorem.sentence()}</li><li>${main.lorem.sentence()}</li></ul>`,
      goal: main.number.int({ min: 2, max: 60 }) * 5000,
      raised: '0.00',
      thank_you_message: 'Dear #name#, thank you for your gift of #amount# to #title#.',
      type,
      start_date: isoDay(start),
      end_date: end ? isoDay(end) : null,
      createdAt: isoDay(created),
      updatedAt: isoDay(updated),
      image: index % 4 === 3 ? null : `https://alumni.example.edu/images/campaigns/${id}.jpg`,
      author,
      ambassadors,
      ...flag,
    });
  }
  return campaigns;
}

const AMOUNTS = [10, 20, 25, 50, 50, 75, 100, 100, 150, 250, 500, 1000];

/** Donations spread over the two years before the reference date, each after its campaign began. */
export function seedDonations(
  fakers: SeededFakers,
  count: number,
  campaigns: WireCampaign[],
  users: WireUser[],
): WireDonation[] {
  const { main } = fakers;
  if (campaigns.length === 0) return [];
  const twoYearsBefore = daysBefore(REFERENCE_DATE, 730);
  const donations: WireDonation[] = [];
  for (let index = 0; index < count; index++) {
    const campaign = main.helpers.arrayElement(campaigns);
    const opened = new Date(`${campaign.createdAt}T00:00:00Z`);
    const from = opened > twoYearsBefore ? opened : twoYearsBefore;
    const donor =
      users.length > 0 && main.datatype.boolean({ probability: 0.95 }) ? main.helpers.arrayElement(users) : null;
    const cents = main.datatype.boolean({ probability: 0.2 }) ? main.number.int({ min: 1, max: 99 }) / 100 : 0;
    donations.push({
      id: '',
      campaign_id: campaign.id,
      user_id: donor ? donor.user_id : null,
      first_name: donor ? String(donor.first_name) : null,
      last_name: donor ? String(donor.last_name) : null,
      amount: main.helpers.arrayElement(AMOUNTS) + cents,
      created_at: isoTimestamp(main.date.between({ from, to: daysBefore(REFERENCE_DATE, 0.001) })),
      transaction_id: `txn_${main.string.hexadecimal({ length: 16, casing: 'lower', prefix: '' })}`,
    });
  }
  donations.sort((a, b) => a.created_at.localeCompare(b.created_at));
  donations.forEach((donation, index) => (donation.id = String(900001 + index)));
  return donations;
}

/** Each campaign's raised amount, as the service sends it: a string with two decimals. */
export function withRaised(campaigns: WireCampaign[], donations: WireDonation[]): WireCampaign[] {
  const totals = new Map<number, number>();
  for (const donation of donations)
    totals.set(donation.campaign_id, (totals.get(donation.campaign_id) ?? 0) + donation.amount);
  return campaigns.map((campaign) => ({ ...campaign, raised: (totals.get(campaign.id) ?? 0).toFixed(2) }));
}
