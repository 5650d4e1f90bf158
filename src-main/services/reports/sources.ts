import type { CampaignFilter, CampaignRecord, DonationFilter, DonationRecord } from '../../../src-shared/records/types';
import type { CampaignFacts } from '../../../src-shared/reports/donation-summary';
import type { ApiClient } from '../api/types';

export interface DonationBatches {
  /** How many donations there are: null, the service sends no count before the list itself. */
  total: number | null;
  batches: AsyncIterable<DonationRecord[]>;
}

/**
 * Every donation matching the filter, in batches of about 1,000. GET /api/donations/ is not
 * paged: the whole list is one answer, which the client parses as it arrives, so memory stays
 * flat for a million donations.
 */
export async function donationBatches(client: ApiClient, filter: DonationFilter): Promise<DonationBatches> {
  return { total: null, batches: client.streamDonations(filter) };
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
    return [...this.#known.entries()]
      .filter(([, facts]) => facts === undefined)
      .map(([id]) => id)
      .sort((a, b) => a - b);
  }
}

function factsOf(campaign: CampaignRecord): CampaignFacts {
  return { id: campaign.id, title: campaign.title, goal: campaign.goal, raised: campaign.raised };
}
