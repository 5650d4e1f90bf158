// Clean shapes of what the service answers, after tolerant parsing (src-shared/schemas).

export type Flag = 0 | 1;

/**
 * A User as read from the service. Every field the service sent is kept (PUT needs the complete
 * object back), but the well-known ones are normalised: numbers are numbers, one user not an array.
 */
export interface UserRecord {
  user_id: number;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  enabled: Flag | null;
  approved: Flag | null;
  [field: string]: unknown;
}

export interface PersonRef {
  user_id: number;
  first_name: string | null;
  last_name: string | null;
}

export interface CampaignRecord {
  id: number;
  title: string;
  details: string | null;
  goal: number | null;
  /** Always a number here, whatever the service sent ("1234.50" in the sample). */
  raised: number | null;
  thank_you_message: string | null;
  type: string | null;
  start_date: string | null;
  end_date: string | null;
  createdAt: string | null;
  updatedAt: string | null;
  /** One flag whatever the spelling the record used (islnactive or isInactive): 1 = active. */
  active: boolean | null;
  activeFieldSpelling: 'islnactive' | 'isInactive' | null;
  image: string | null;
  author: PersonRef | null;
  ambassadors: PersonRef[];
}

export interface DonationRecord {
  id: string | null;
  campaign_id: number;
  user_id: number | null;
  first_name: string | null;
  last_name: string | null;
  amount: number;
  created_at: string | null;
  transaction_id: string | null;
}

/** Query filters of GET /api/users/: any User field, exact match. */
export type UserFilter = Record<string, string | number>;

export interface CampaignFilter {
  created_since?: string;
  created_before?: string;
}

export interface DonationFilter {
  campaign_id?: number;
  user_id?: number;
  start_date?: string;
  end_date?: string;
}
