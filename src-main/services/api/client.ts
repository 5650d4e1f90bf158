import type { z } from 'zod';
import type {
  CampaignFilter,
  CampaignRecord,
  DonationFilter,
  DonationRecord,
  UserFilter,
  UserRecord,
} from '../../../src-shared/records/types';
import {
  campaignRecordSchema,
  donationRecordSchema,
  parseAnswer,
  parseListAnswer,
  singleUserOf,
  wordAnswerProblem,
  type Parsed,
} from '../../../src-shared/schemas';
import { APP_ANSWER_WORDS } from '../../../src-renderer/src/lib/words/answer-words';
import { ApiError } from './errors';
import { displayAddress } from './failures';
import { redactKey } from './redact-key';
import { jsonArrayBatches, JsonListError } from './json-array-batches';
import { createTransport } from './transport';
import { readUser, readUsers } from './user-answer';
import type { ApiClient, ApiClientOptions } from './types';

/** Results per page of the list endpoints (alumni-api.md section 8). */
export const PAGE_SIZE = 100;

/** Stops a walk whose service ignores `page` and repeats itself. */
const MAX_PAGES = 100_000;

/** Donations handed on at a time by streamDonations (a few more when a chunk completes several). */
export const DONATION_STREAM_BATCH = 1000;

/** A user record rather than an acknowledgement that only carries the new id. */
function looksLikeUser(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return 'user_id' in value && ('email' in value || 'first_name' in value || 'last_name' in value);
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { send, stream } = createTransport(options);
  const address = displayAddress(options.baseUrl);

  function read<T>(parsed: Parsed<T>): T {
    if (parsed.ok) return parsed.value;
    // The problem may quote what the service sent, which may echo the key.
    const words = wordAnswerProblem(APP_ANSWER_WORDS, parsed.problem);
    throw new ApiError('server-error', `${redactKey(words, options.apiKey)} Address: ${address}.`);
  }

  async function list<S extends z.ZodType>(
    schema: S,
    subject: string,
    path: string,
    query: Record<string, string | number | undefined>,
    what: string,
  ) {
    const answer = await send({ method: 'GET', path, query, subject });
    return read(parseListAnswer(schema, answer.body, what));
  }

  /** Pages 1, 2, ... until a page shorter than PAGE_SIZE. */
  async function* walk<T>(
    fetchPage: (page: number) => Promise<T[]>,
    key: (item: T) => number,
    subject: string,
  ): AsyncGenerator<T[]> {
    let previousFirst: number | undefined;
    for (let page = 1; page <= MAX_PAGES; page++) {
      const items = await fetchPage(page);
      if (items.length === 0) return;
      const first = key(items[0] as T);
      if (first === previousFirst) {
        throw new ApiError(
          'server-error',
          `The service at ${address} answered page ${page} of ${subject} with the same records as page ${page - 1}: it seems to ignore the page number.`,
        );
      }
      previousFirst = first;
      yield items;
      if (items.length < PAGE_SIZE) return;
    }
  }

  async function getUser(userId: number): Promise<UserRecord> {
    const subject = `user ${userId}`;
    const answer = await send({ method: 'GET', path: `/api/users/${userId}`, subject, record: subject });
    const found = singleUserOf(answer.body, userId);
    if (found === undefined) {
      throw new ApiError(
        'not-found',
        `The service at ${address} has no user ${userId} (it answered an empty list). Check the number, and that this is the right environment.`,
        {
          status: answer.status,
        },
      );
    }
    return read(readUser(found, 'a user'));
  }

  /** GET /api/donations/ read as it arrives: each item checked, never the whole list in memory. */
  async function* streamDonations(filter: DonationFilter = {}): AsyncGenerator<DonationRecord[]> {
    const subject = 'the list of donations';
    const body = stream({ method: 'GET', path: '/api/donations/', query: { ...filter }, subject });
    let position = 0;
    try {
      for await (const items of jsonArrayBatches(body, DONATION_STREAM_BATCH)) {
        yield items.map((item) =>
          read(parseAnswer(donationRecordSchema, item, `a donation (item ${++position} of the list)`)),
        );
      }
    } catch (error) {
      if (!(error instanceof JsonListError)) throw error;
      const after = position > 0 ? ` (after ${position} donations were read)` : '';
      throw new ApiError(
        'server-error',
        `The service at ${address} sent ${subject} in a form that cannot be read${after}. ${redactKey(error.message, options.apiKey)} Check the environment's base address; if it is right, tell the service's operator.`,
      );
    }
  }

  const listUsers = async (filter: UserFilter = {}, page = 1) => {
    const query = { ...filter, page };
    const answer = await send({ method: 'GET', path: '/api/users/', query, subject: 'the list of users' });
    return read(readUsers(answer.body, 'user'));
  };
  const listCampaigns = (filter: CampaignFilter = {}, page = 1) =>
    list(campaignRecordSchema, 'the list of campaigns', '/api/campaigns/', { ...filter, page }, 'campaign');

  return {
    baseUrl: options.baseUrl,
    listUsers,
    walkUsers: (filter: UserFilter = {}) =>
      walk(
        (page) => listUsers(filter, page),
        (user) => user.user_id,
        'the list of users',
      ),
    getUser,

    async createUser(body: Record<string, unknown>): Promise<UserRecord> {
      const answer = await send({ method: 'POST', path: '/api/users/', body, subject: 'the new user' });
      const found = singleUserOf(answer.body);
      if (looksLikeUser(found)) return read(readUser(found, 'a new user'));
      // Some answers hold only the identifier: read the record it names.
      const id =
        typeof found === 'object' && found !== null
          ? ((found as Record<string, unknown>).user_id ?? (found as Record<string, unknown>).id)
          : found;
      const userId = Number(id);
      if (!Number.isInteger(userId) || userId <= 0) {
        throw new ApiError(
          'server-error',
          `The service at ${address} answered the creation of a user without the new user's user_id. The user may have been created: look it up by email before creating it again.`,
          { status: answer.status, outcomeUnknown: true },
        );
      }
      try {
        return await getUser(userId);
      } catch (error) {
        // The create was answered 2xx: whatever went wrong reading it back, the user may exist.
        if (error instanceof ApiError && (error.code === 'key-refused' || error.code === 'cancelled')) throw error;
        const why = error instanceof Error ? error.message : String(error);
        throw new ApiError(
          'server-error',
          `The service at ${address} answered the creation of user ${userId}, but reading it back failed: ${why}`,
          { status: answer.status, outcomeUnknown: true },
        );
      }
    },

    async updateUser(userId: number, body: Record<string, unknown>): Promise<void> {
      const subject = `the update of user ${userId}`;
      // Any 2xx answer means updated: its shape is not published.
      await send({
        method: 'PUT',
        path: `/api/users/${userId}`,
        body: { ...body, user_id: userId },
        subject,
        record: `user ${userId}`,
      });
    },

    listCampaigns,
    walkCampaigns: (filter: CampaignFilter = {}) =>
      walk(
        (page) => listCampaigns(filter, page),
        (campaign) => campaign.id,
        'the list of campaigns',
      ),

    async getCampaign(campaignId: number): Promise<CampaignRecord> {
      const subject = `campaign ${campaignId}`;
      const answer = await send({ method: 'GET', path: `/api/campaigns/${campaignId}`, subject, record: subject });
      const body = Array.isArray(answer.body) && answer.body.length === 1 ? answer.body[0] : answer.body;
      return read(parseAnswer(campaignRecordSchema, body, 'a campaign'));
    },

    listDonations: (filter: DonationFilter = {}): Promise<DonationRecord[]> =>
      list(donationRecordSchema, 'the list of donations', '/api/donations/', { ...filter }, 'donation'),
    streamDonations,
  };
}
