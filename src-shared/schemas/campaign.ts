import { z } from 'zod';
import type { CampaignRecord, PersonRef } from '../records/types';
import { looseFlag, looseNumber, looseText, requiredInteger, requiredText } from './tolerant';

const personSchema = z
  .object({ user_id: requiredInteger, first_name: looseText.optional(), last_name: looseText.optional() })
  .transform((person): PersonRef => ({
    user_id: person.user_id,
    first_name: person.first_name ?? null,
    last_name: person.last_name ?? null,
  }));

/**
 * A campaign as answered -> CampaignRecord: raised as a number; one `active` flag whether the
 * record spells it islnactive (the table) or isInactive (the sample); 1 = active as published.
 */
export const campaignRecordSchema = z
  .looseObject({
    id: requiredInteger,
    title: requiredText,
    details: looseText.optional(),
    goal: looseNumber.optional(),
    raised: looseNumber.optional(),
    thank_you_message: looseText.optional(),
    type: looseText.optional(),
    start_date: looseText.optional(),
    end_date: looseText.optional(),
    createdAt: looseText.optional(),
    updatedAt: looseText.optional(),
    islnactive: looseFlag.optional(),
    isInactive: looseFlag.optional(),
    image: looseText.optional(),
    author: personSchema.nullish(),
    ambassadors: z.array(personSchema).nullish(),
  })
  .transform((campaign): CampaignRecord => {
    const spelling = 'islnactive' in campaign ? 'islnactive' : 'isInactive' in campaign ? 'isInactive' : null;
    const flag = spelling ? campaign[spelling] : null;
    return {
      id: campaign.id,
      title: campaign.title,
      details: campaign.details ?? null,
      goal: campaign.goal ?? null,
      raised: campaign.raised ?? null,
      thank_you_message: campaign.thank_you_message ?? null,
      type: campaign.type ?? null,
      start_date: campaign.start_date ?? null,
      end_date: campaign.end_date ?? null,
      createdAt: campaign.createdAt ?? null,
      updatedAt: campaign.updatedAt ?? null,
      active: flag === null || flag === undefined ? null : flag === 1,
      activeFieldSpelling: spelling,
      image: campaign.image ?? null,
      author: campaign.author ?? null,
      ambassadors: campaign.ambassadors ?? [],
    };
  });
