import type {
  CampaignFilter,
  CampaignRecord,
  DonationFilter,
  DonationRecord,
  UserFilter,
  UserRecord,
} from '../../../src-shared/records/types';

export interface ApiClientOptions {
  /** Base address of one environment, e.g. http://127.0.0.1:4010/test */
  baseUrl: string;
  apiKey: string;
  /** Per-request timeout; default 30 s. For a streamed list: the wait for the answer, then for each next bytes. */
  timeoutMs?: number;
  /** For tests and the job engine's cancel. */
  signal?: AbortSignal;
}

/** One typed method an endpoint of alumni-api.md. Errors are ApiError (see errors.ts). */
export interface ApiClient {
  readonly baseUrl: string;
  listUsers(filter?: UserFilter, page?: number): Promise<UserRecord[]>;
  /** Every page of GET /api/users/ with this filter, 100 at a time, until a short page. */
  walkUsers(filter?: UserFilter): AsyncIterable<UserRecord[]>;
  getUser(userId: number): Promise<UserRecord>;
  createUser(body: Record<string, unknown>): Promise<UserRecord>;
  /** PUT of a complete User object. */
  updateUser(userId: number, body: Record<string, unknown>): Promise<void>;
  listCampaigns(filter?: CampaignFilter, page?: number): Promise<CampaignRecord[]>;
  walkCampaigns(filter?: CampaignFilter): AsyncIterable<CampaignRecord[]>;
  getCampaign(campaignId: number): Promise<CampaignRecord>;
  /** The whole list of GET /api/donations/ at once: for small lists. */
  listDonations(filter?: DonationFilter): Promise<DonationRecord[]>;
  /**
   * GET /api/donations/ parsed as it arrives, about 1,000 donations at a time: memory stays flat
   * whatever the list's size. The timeout covers the wait for the answer, then each silence of
   * the body, never the whole download.
   */
  streamDonations(filter?: DonationFilter): AsyncIterable<DonationRecord[]>;
}
