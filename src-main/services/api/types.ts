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
  /** Per-request timeout; default 30 s. */
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
  listDonations(filter?: DonationFilter): Promise<DonationRecord[]>;
}
