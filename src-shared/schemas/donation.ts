import { z } from 'zod';
import type { DonationRecord } from '../records/types';
import { looseInteger, looseText, requiredInteger, requiredNumber } from './tolerant';

/** A donation as answered -> DonationRecord (id as text whatever its type; amount a number). */
export const donationRecordSchema = z
  .looseObject({
    id: looseText.optional(),
    campaign_id: requiredInteger,
    user_id: looseInteger.optional(),
    first_name: looseText.optional(),
    last_name: looseText.optional(),
    amount: requiredNumber,
    created_at: looseText.optional(),
    transaction_id: looseText.optional(),
  })
  .transform((donation): DonationRecord => ({
    id: donation.id ?? null,
    campaign_id: donation.campaign_id,
    user_id: donation.user_id ?? null,
    first_name: donation.first_name ?? null,
    last_name: donation.last_name ?? null,
    amount: donation.amount,
    created_at: donation.created_at ?? null,
    transaction_id: donation.transaction_id ?? null,
  }));
