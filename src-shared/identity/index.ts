// Identity: when two records are one person's, as keys. The email key (case and spaces around aside,
// nothing more), name keys (accents, case and punctuation folded; nicknames), the other identifying
// values (inst_id, phones, postcode, birth date, class year), and the finder of keys repeated within
// one file. Validation (duplicate emails), matching (profiles, blocking, in-file look-alikes) and the
// job planner (match keys, look-ups) all read them from here, so the three agree on who is who.
export { checkedEmailKey, emailKey, emailKeys } from './email-key';
export { foldText, givenNameKey, nameWords, surnameKey, surnameParts, type SurnameKey } from './name-keys';
export { areNicknames, givenNameKeys, givenNameRelation, nicknameForms, type GivenNameRelation } from './nicknames';
export {
  birthDateOf,
  classYearOf,
  instIdKey,
  looseTextKey,
  PHONE_FIELDS,
  phoneKey,
  phoneKeys,
  postcodeKey,
  type BirthDate,
} from './value-keys';
export { KeyTable, repeatsOf } from './duplicates';
