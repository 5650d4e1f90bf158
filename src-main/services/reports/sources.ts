import type { CampaignFilter, CampaignRecord, DonationFilter, DonationRecord } from '../../../src-shared/records/types';
import type { CampaignFacts } from '../../../src-shared/reports/donation-summary';
import type { ApiClient } from '../api/types';

/** How many donations go through the writer between two looks at cancel and progress. */
export const DONATION_BATCH = 1000;

/** An API client that can also stream the donation list (parsed as it arrives) instead of buffering it. */
type MaybeStreamingClient = ApiClient & {
  streamDonations?: (filter?: DonationFilter) => AsyncIterable<DonationRecord[]>;
};

export interface DonationBatches {
  /** How many donations there are, when the client learned it before the first batch (buffered list). */
  total: number | null;
  batches: AsyncIterable<DonationRecord[]>;
}

/**
 * Every donation matching the filter, in batches. GET /api/donations/ is not paged: the whole
 * list is one answer. When the client offers streamDonations the answer is parsed as it arrives;
 * otherwise the list is read whole and handed on in slices.
 */
export async function donationBatches(client: ApiClient, filter: DonationFilter): Promise<DonationBatches> {
  const streaming = (client as MaybeStreamingClient).streamDonations;
  if (typeof streaming === 'function') {
    return { total: null, batches: streaming.call(client, filter) };
  }
  const all = await client.listDonations(filter);
  return {
    total: all.length,
    batches: (async function* slices() {
      for (let start = 0; start < all.length; start += DONATION_BATCH) yield all.slice(start, start + DONATION_BATCH);
    })(),
  };
}

/** Every campaign matching the filter, all pages. */
export async function allCampaigns(client: ApiClient, filter: CampaignFilter = {}): Promise<CampaignRecord[]> {
  const campaigns: CampaignRecord[] = [];
  for await (const page of client.walkCampaigns(filter)) campaigns.push(...page);
  return campaigns;
}

/**
 * Title, goal and raised of every campaign, to name the campaigns donations went to. A campaign
 * missing from the list (deleted, or beyond the key's reach) is asked for by id, once; one the
 * service cannot describe stays unnamed and is listed in `missing` for the About sheet.
 */
export class CampaignDirectory {
  readonly #client: ApiClient;
  readonly #known = new Map<number, CampaignFacts | undefined>();

  private constructor(client: ApiClient, campaigns: CampaignRecord[]) {
    this.#client = client;
    for (const campaign of campaigns) this.#known.set(campaign.id, factsOf(campaign));
  }

  static async load(client: ApiClient): Promise<CampaignDirectory> {
    return new CampaignDirectory(client, await allCampaigns(client));
  }

  /** Looks up, once each, the campaigns of these donations that the list did not hold. */
  async learn(donations: DonationRecord[]): Promise<void> {
    for (const donation of donations) {
      const id = donation.campaign_id;
      if (this.#known.has(id)) continue;
      this.#known.set(id, undefined);
      try {
        this.#known.set(id, factsOf(await this.#client.getCampaign(id)));
      } catch {
        // Left unnamed: the donation is still written, and the id is listed in `missing`.
      }
    }
  }

  get(id: number): CampaignFacts | undefined {
    return this.#known.get(id);
  }

  get missing(): number[] {
    return [...this.#known.entries()].filter(([, facts]) => facts === undefined).map(([id]) => id).sort((a, b) => a - b);
  }
}

function factsOf(campaign: CampaignRecord): CampaignFacts {
  return { id: campaign.id, title: campaign.title, goal: campaign.goal, raised: campaign.raised };
}
