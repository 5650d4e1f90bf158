// The records as the sandbox stores and answers them: the wire shapes of alumni-api.md, quirks
// included (raised as a string, islnactive or isInactive, work_lat/work_lng as strings,
// secondary_email as an array).

export type WireUser = Record<string, unknown> & { user_id: number; email: string };

export interface WirePerson {
  user_id: number;
  first_name: string;
  last_name: string;
}

export type WireCampaign = {
  id: number;
  title: string;
  details: string | null;
  goal: number | null;
  raised: string;
  thank_you_message: string | null;
  type: 'short' | 'ongoing';
  start_date: string | null;
  end_date: string | null;
  createdAt: string;
  updatedAt: string;
  image: string | null;
  author: WirePerson | null;
  ambassadors: WirePerson[];
} & ({ islnactive: 0 | 1 } | { isInactive: null });

export interface WireDonation {
  id: string;
  campaign_id: number;
  user_id: number | null;
  first_name: string | null;
  last_name: string | null;
  amount: number;
  created_at: string;
  transaction_id: string;
}

export interface EnvironmentData {
  users: WireUser[];
  campaigns: WireCampaign[];
  donations: WireDonation[];
  nextUserId: number;
}

/** YYYY-MM-DD of a date, in UTC. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** YYYY-MM-DD HH:MM:SS of a date, in UTC (the service's timestamp form). */
export function isoTimestamp(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}
