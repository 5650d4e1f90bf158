// Pass 2, value profile: each header candidate weighed against what the column's values are (a
// table of rules, the first that speaks deciding), and what the values alone suggest.
import { fieldSpec } from '../../fields/catalogue';
import { optOutAnswerOf } from '../../transforms/flag';
import { isContactPreference } from '../column-notes';
import { FALSE_FRIENDS } from '../synonyms';
import { normaliseHeader, otherPersonPrefix, wordsOf } from '../normalise-header';
import { addingTo, because, type MappingReasonPart, type ValueWhat } from '../reason-codes';
import { share, type ValueProfile } from '../sample-values';
import { field, isField, targetKey } from '../target-key';
import type { ColumnTarget } from '../types';
import { namesEmail } from './header-pass';
import { falseFriendsOf } from './header-words';
import { FULL_NAME, type Candidate } from './reading';

/** Fields of words that a column of dates never feeds. */
const WORDS_NOT_DATES = new Set([
  ...['first_name', 'last_name', 'middle_name', 'maiden_name', 'nickname', 'username', 'name_title', 'name_suffix'],
  ...['home', 'work'].flatMap((place) =>
    ['address1', 'address2', 'city', 'state', 'country'].map((part) => `${place}_${part}`),
  ),
]);
/** The text fields of an address (not its country: "NO" is Norway). */
const ADDRESS_TEXT = isField(/^(home|work)_(address1|address2|city|state|zipcode)$/);
/** The fields of one part of a person's name. */
const NAME_PART = isField(/^(first_name|last_name|middle_name|maiden_name|nickname)$/);
const SOCIAL_FIELDS = {
  facebook: 'social_a_link',
  twitter: 'social_b_link',
  linkedin: 'social_c_link',
  instagram: 'social_d_link',
} as const;

/** A candidate and its column's values, as a rule sees them. */
interface Weighing {
  candidate: Candidate;
  profile: ValueProfile;
  /** The candidate's field kind (email, phone, flag...), or its target's kind. */
  kind: string | undefined;
  /** Samples are distinct values: a yes/no column has two, and two non-emails already say enough. */
  judged: boolean;
  fieldName: string | undefined;
}

const lowered = ({ candidate }: Weighing, factor: number, but: MappingReasonPart): Candidate => ({
  ...candidate,
  score: candidate.score * factor,
  reason: [...candidate.reason, but],
});
const doubt = (w: Weighing, what: ValueWhat): Candidate =>
  lowered(w, 0.4, { code: 'values.mostly-not', params: { what } });
const ARE_DATES: MappingReasonPart = { code: 'values.dates', params: {} };
const ARE_EMAILS: MappingReasonPart = { code: 'values.emails', params: {} };
const ARE_WHOLE_NAMES: MappingReasonPart = { code: 'values.whole-names', params: {} };

/**
 * The candidate raised when most values are `what`, doubted when most are not. `attempts`: the values that try to be
 * one, mistyped or not: a column of mistyped ones is that column, with problems to fix on its rows, not one to drop.
 */
function check(w: Weighing, shareOf: number, what: ValueWhat, attempts = shareOf): Candidate {
  const { candidate } = w;
  if (shareOf >= 0.8)
    return {
      ...candidate,
      score: Math.max(candidate.score, candidate.yields ? 0.96 : 0.97),
      reason: addingTo(candidate.reason, 'values.are', { what }),
    };
  return w.judged && attempts < 0.5 ? doubt(w, what) : candidate;
}

/** Whether the values are whole names, which no name part takes. */
function wholeNamesFor(target: ColumnTarget, profile: ValueProfile): boolean {
  return (
    NAME_PART(target) &&
    profile.count >= 2 &&
    (share(profile, 'lastFirst') >= 0.8 || (isField(/^nickname$/)(target) && share(profile, 'names') >= 0.8))
  );
}

const isYesNo = (w: Weighing): boolean => w.fieldName !== undefined && fieldSpec(w.fieldName)?.yesNo === true;

interface ValueRule {
  why: string;
  /** The candidate weighed, or undefined when the rule does not speak of it. */
  weigh: (w: Weighing) => Candidate | undefined;
}

/** In order: the first rule that speaks of a candidate weighs it. */
const VALUE_RULES: readonly ValueRule[] = [
  {
    why: 'A name, a user name or an address line is never a column of dates ("Last Login", "Last Gift Date")',
    weigh: (w) =>
      w.fieldName !== undefined && WORDS_NOT_DATES.has(w.fieldName) && w.judged && share(w.profile, 'dates') >= 0.8
        ? lowered(w, 0.4, ARE_DATES)
        : undefined,
  },
  {
    why: 'A column of email addresses never feeds an address ("Email Address 3" is no third address line)',
    weigh: (w) =>
      ADDRESS_TEXT(w.candidate.target) && w.judged && share(w.profile, 'withAt') >= 0.5
        ? lowered(w, 0.4, ARE_EMAILS)
        : undefined,
  },
  {
    why: 'Nor one of yes and no ("Mailing List": Y/N)',
    weigh: (w) =>
      ADDRESS_TEXT(w.candidate.target) && w.judged && share(w.profile, 'flags') >= 0.8
        ? doubt(w, 'addresses-yes-no')
        : undefined,
  },
  {
    why: 'Whole names are no part of a name ("Preferred Name" of "Alex Petrov", "Lee, Ann M." a sort name)',
    weigh: (w) => (wholeNamesFor(w.candidate.target, w.profile) ? lowered(w, 0.4, ARE_WHOLE_NAMES) : undefined),
  },
  {
    why: 'A "URL" or "Website" column of profile links (LinkedIn\'s connections export) is that site\'s link',
    weigh: (w) =>
      w.profile.socialSite && w.fieldName === 'website'
        ? lowered(w, 0.5, { code: 'values.profile-links', params: { site: w.profile.socialSite } })
        : undefined,
  },
  {
    why: 'Email addresses, mistyped ones counted as attempts',
    weigh: (w) =>
      w.kind === 'email'
        ? check(w, share(w.profile, 'emails'), 'email-addresses', share(w.profile, 'withAt'))
        : undefined,
  },
  {
    why: 'Dates, or birthdays without a year',
    weigh: (w) =>
      w.kind === 'birth-date'
        ? check(w, share(w.profile, 'dates') + share(w.profile, 'dayMonths'), 'dates')
        : undefined,
  },
  {
    why: 'Names are only doubted by their values, never raised above the first- and last-name columns',
    weigh: (w) => {
      if (w.kind !== 'full-name') return undefined;
      return w.judged && share(w.profile, 'names') < 0.5 ? doubt(w, 'names') : w.candidate;
    },
  },
  {
    why: 'Genders',
    weigh: (w) => (w.kind === 'gender' ? check(w, share(w.profile, 'genders'), 'genders') : undefined),
  },
  {
    why: '"Salutation" is a title in some exports ("Mr."), and how a letter opens in others ("Dear Ann")',
    weigh: (w) =>
      w.fieldName === 'name_title' && w.judged && share(w.profile, 'titles') < 0.5 ? doubt(w, 'titles') : undefined,
  },
  {
    why: 'Yes-or-no values',
    weigh: (w) => (w.kind === 'flag' ? check(w, share(w.profile, 'flags'), 'yes-no') : undefined),
  },
  {
    why: 'Phone numbers; seven digits or more count as attempts',
    weigh: (w) =>
      w.kind === 'phone' ? check(w, share(w.profile, 'phones'), 'phones', share(w.profile, 'sevenDigits')) : undefined,
  },
  {
    why: "X marks (X and blank) and an email preference's own words (Allow / Do Not Allow) answer yes or no too",
    weigh: (w) =>
      isYesNo(w) && (share(w.profile, 'flags') >= 0.8 || share(w.profile, 'answers') >= 0.8)
        ? check(w, 1, 'yes-no')
        : undefined,
  },
  {
    why: 'A yes-or-no column is doubted only when most values are neither answers nor numbers',
    weigh: (w) =>
      isYesNo(w) && w.judged && share(w.profile, 'answers') + share(w.profile, 'withDigits') < 0.5
        ? doubt(w, 'yes-no')
        : undefined,
  },
  {
    why: 'Numbers only doubt a header when most values hold no digit ("Class of \'85" is a year to correct)',
    weigh: (w) =>
      !isYesNo(w) && (w.kind === 'integer' || w.kind === 'decimal') && w.judged && share(w.profile, 'withDigits') < 0.5
        ? doubt(w, 'numbers')
        : undefined,
  },
];

/** A candidate weighed by the first rule that speaks of it. */
function weigh(candidate: Candidate, profile: ValueProfile): Candidate {
  const fieldName = candidate.target.kind === 'field' ? candidate.target.field : undefined;
  const kind = fieldName !== undefined ? fieldSpec(fieldName)?.kind : candidate.target.kind;
  const w: Weighing = { candidate, profile, kind, judged: profile.count >= 2, fieldName };
  for (const rule of VALUE_RULES) {
    const weighed = rule.weigh(w);
    if (weighed) return weighed;
  }
  return candidate;
}

/** What the values alone suggest, beside the header's candidates. */
function valuesAlone(
  candidates: readonly Candidate[],
  adjusted: readonly Candidate[],
  profile: ValueProfile,
  header: string,
): Candidate[] {
  const found: Candidate[] = [];
  // A column of whole names whose name parts were doubted may be the whole name, split, when the file has no first- and
  // last-name columns.
  if (
    share(profile, 'names') >= 0.8 &&
    candidates.some((c) => wholeNamesFor(c.target, profile)) &&
    !candidates.some((c) => c.target.kind === 'full-name')
  ) {
    found.push({
      target: FULL_NAME,
      score: 0.7,
      reason: because('values.whole-name-column', { header }),
    });
  }
  if (share(profile, 'emails') >= 0.8) {
    const targets = new Set([...adjusted, ...found].map((c) => (c.target.kind === 'field' ? c.target.field : '')));
    if (!targets.has('email') && !targets.has('secondary_email'))
      found.push({ target: field('email'), score: 0.8, reason: because('values.email-column', { header }) });
    // A second column of addresses ("Personal Email" beside "Primary Email") is the secondary one when email is taken.
    if (!targets.has('secondary_email'))
      found.push({
        target: field('secondary_email'),
        score: 0.7,
        reason: because('values.second-email-column', { header }),
      });
  }
  if (profile.socialSite) {
    const social = SOCIAL_FIELDS[profile.socialSite];
    const reason = because('values.profile-link-column', { header, site: profile.socialSite });
    found.push({ target: field(social), score: 0.85, reason });
  }
  return found;
}

/** Weighs header candidates against the values, and adds what the values alone suggest: best first, one a target. */
export function weighByValues(candidates: Candidate[], profile: ValueProfile, header: string): Candidate[] {
  const adjusted = candidates.map((candidate) => weigh(candidate, profile));
  adjusted.push(...valuesAlone(candidates, adjusted, profile, header));
  const best = new Map<string, Candidate>();
  for (const candidate of adjusted.sort((a, b) => b.score - a.score))
    if (!best.has(targetKey(candidate.target))) best.set(targetKey(candidate.target), candidate);
  return [...best.values()];
}

/**
 * The "something other than a User field" reading of a header's words ("Email Subscription Status"): words its values
 * may overrule.
 */
const GENERIC_FALSE_FRIEND = FALSE_FRIENDS.find((rule) => rule.words.includes('subscription'))!;

/**
 * An email preference column whose values say by themselves who opted out ("Email
 * Notifications": Subscribed / Unsubscribed; Allow / Do Not Allow), whichever way its header
 * asks: Unsubscribe, read from those words. Not a column about someone else ("Spouse Email Opt-In").
 */
export function optOutByValues(header: string, samples: readonly string[]): Candidate | undefined {
  const words = wordsOf(normaliseHeader(header));
  if (
    !isContactPreference(header) ||
    !(namesEmail(words) || words.includes('newsletter') || words.includes('newsletters'))
  )
    return undefined;
  if (otherPersonPrefix(header) || falseFriendsOf(words).some(({ rule }) => rule !== GENERIC_FALSE_FRIEND))
    return undefined;
  const answers = samples.filter((value) => optOutAnswerOf(value) !== undefined);
  if (answers.length === 0 || answers.length < samples.length * 0.8) return undefined;
  const reason = because('values.opt-out', { header, values: answers.slice(0, 2) });
  return { target: field('unsubscribe'), score: 0.85, reason };
}
