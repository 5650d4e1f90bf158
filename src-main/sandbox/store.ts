import { SERVICE_OWNED, blankUser } from './user-fields';
import { isoDay, type EnvironmentData, type WireCampaign, type WireDonation, type WireUser } from './records';
import { SandboxHttpError } from './http-errors';
import { geohashFields } from './seed/geohash';

export const PAGE_SIZE = 100;

export type UserPredicate = (user: WireUser) => boolean;

/** The query of GET /api/users/ after checking: an optional email (index lookup) and the other filters. */
export interface UserQuery {
  email?: string;
  predicates: UserPredicate[];
}

export interface DonationQuery {
  campaign_id?: number;
  user_id?: number;
  /** Inclusive bounds on created_at, compared as YYYY-MM-DD HH:MM:SS text. */
  from?: string;
  to?: string;
}

export interface CampaignQuery {
  /** createdAt strictly after this day. */
  createdSince?: string;
  /** createdAt strictly before this day. */
  createdBefore?: string;
}

function pageOf<T>(items: T[], page: number): T[] {
  return items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
}

/** One environment's records, indexed by user id and by lower-cased email. */
export class EnvironmentStore {
  readonly #users: WireUser[] = [];
  readonly #byId = new Map<number, WireUser>();
  readonly #byEmail = new Map<string, WireUser>();
  readonly #campaigns: WireCampaign[];
  readonly #campaignsById: Map<number, WireCampaign>;
  readonly #donations: WireDonation[];
  #nextUserId: number;

  constructor(
    data: EnvironmentData,
    private readonly onChange: () => void = () => {},
    private readonly today: () => string = () => isoDay(new Date()),
  ) {
    for (const user of data.users) this.#index(user);
    this.#campaigns = data.campaigns;
    this.#campaignsById = new Map(data.campaigns.map((campaign) => [campaign.id, campaign]));
    this.#donations = data.donations;
    this.#nextUserId = data.users.reduce((next, user) => Math.max(next, user.user_id + 1), data.nextUserId);
  }

  #index(user: WireUser): void {
    this.#users.push(user);
    this.#byId.set(user.user_id, user);
    this.#byEmail.set(user.email.toLowerCase(), user);
  }

  get userCount(): number {
    return this.#users.length;
  }

  listUsers(query: UserQuery, page: number): WireUser[] {
    const { email, predicates } = query;
    if (email !== undefined) {
      const user = this.#byEmail.get(email.toLowerCase());
      return user && page === 1 && predicates.every((matches) => matches(user)) ? [user] : [];
    }
    if (predicates.length === 0) return pageOf(this.#users, page);
    return pageOf(
      this.#users.filter((user) => predicates.every((matches) => matches(user))),
      page,
    );
  }

  getUser(userId: number): WireUser {
    const user = this.#byId.get(userId);
    if (!user) throw new SandboxHttpError(404, `No user has user_id ${userId}.`);
    return user;
  }

  #refuseTakenEmail(email: string, userId?: number): void {
    const holder = this.#byEmail.get(email.toLowerCase());
    if (holder && holder.user_id !== userId) {
      throw new SandboxHttpError(400, `email ${JSON.stringify(email)} is already used by user ${holder.user_id}.`);
    }
  }

  /** fields: checked by readUserBody('create'). */
  createUser(fields: Record<string, unknown>): WireUser {
    const email = String(fields.email);
    this.#refuseTakenEmail(email);
    const today = this.today();
    const user: WireUser = {
      ...blankUser(),
      approved: 0,
      is_import_user: 0,
      first_login: 0,
      salt: '',
      ...fields,
      ...locationHashes(fields),
      user_id: this.#nextUserId++,
      email,
      createdAt: today,
      updatedAt: today,
      user_study_area: [],
    };
    this.#index(user);
    this.onChange();
    return user;
  }

  /**
   * PUT: fields the body leaves out are cleared; fields the service owns are kept. fields: checked by
   * readUserBody('update').
   */
  replaceUser(userId: number, fields: Record<string, unknown>): WireUser {
    const current = this.getUser(userId);
    const email = String(fields.email);
    this.#refuseTakenEmail(email, userId);
    const owned = Object.fromEntries(Object.entries(current).filter(([name]) => SERVICE_OWNED.has(name)));
    const updated: WireUser = {
      ...blankUser(),
      ...owned,
      ...fields,
      ...locationHashes(fields),
      user_id: userId,
      email,
      updatedAt: this.today(),
    };
    this.#byEmail.delete(current.email.toLowerCase());
    this.#byEmail.set(email.toLowerCase(), updated);
    this.#byId.set(userId, updated);
    this.#users[this.#users.indexOf(current)] = updated;
    this.onChange();
    return updated;
  }

  listCampaigns(query: CampaignQuery, page: number): WireCampaign[] {
    const { createdSince, createdBefore } = query;
    const chosen = this.#campaigns.filter(
      (campaign) =>
        (createdSince === undefined || campaign.createdAt > createdSince) &&
        (createdBefore === undefined || campaign.createdAt < createdBefore),
    );
    return pageOf(chosen, page);
  }

  getCampaign(campaignId: number): WireCampaign {
    const campaign = this.#campaignsById.get(campaignId);
    if (!campaign) throw new SandboxHttpError(404, `No campaign has id ${campaignId}.`);
    return campaign;
  }

  listDonations(query: DonationQuery): WireDonation[] {
    const { campaign_id, user_id, from, to } = query;
    if (campaign_id === undefined && user_id === undefined && from === undefined && to === undefined)
      return this.#donations;
    return this.#donations.filter(
      (donation) =>
        (campaign_id === undefined || donation.campaign_id === campaign_id) &&
        (user_id === undefined || donation.user_id === user_id) &&
        (from === undefined || donation.created_at >= from) &&
        (to === undefined || donation.created_at <= to),
    );
  }

  toData(): EnvironmentData {
    return { users: this.#users, campaigns: this.#campaigns, donations: this.#donations, nextUserId: this.#nextUserId };
  }
}

/** The geohash fields follow the coordinates the body sets (none: no hash). */
function locationHashes(fields: Record<string, unknown>): Record<string, string | null> {
  const coordinate = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return {
    ...geohashFields('home', coordinate(fields.home_lat), coordinate(fields.home_lng)),
    ...geohashFields('work', coordinate(fields.work_lat), coordinate(fields.work_lng)),
  };
}
