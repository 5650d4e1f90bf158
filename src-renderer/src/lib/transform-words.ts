// What happens to a column's values on the way to the service, in words ("Birth date -> day,
// month and year; US order (month first)").
import { fieldSpec } from '../../../src-shared/fields/catalogue';
import type { ColumnTarget } from '../../../src-shared/mapping/types';
import type { TransformSettings } from '../../../src-shared/transforms/types';

const PART_JOINS = {
  'area-code': 'written before a number without its area code (217 5550123)',
  'country-code': 'written before a number without a country code (+44 20 7946 0958)',
  extension: 'written after its number (617 555 0100 x123)',
  zip4: 'written after a five-digit ZIP code (02134-1234)',
} as const;
const ORDER_WORDS = {
  mdy: 'US order (month first)',
  dmy: 'day first',
  null: 'order judged per value; unclear dates are flagged',
} as const;

export function describeTransform(target: ColumnTarget, transforms: TransformSettings): string {
  if (target.kind === 'ignore') return 'Not sent.';
  if (target.kind === 'custom')
    return `Kept as the custom field "${target.name}"${transforms.trimSpaces ? ', spaces trimmed' : ''}.`;
  if (target.kind === 'full-name') {
    return `Split into first, middle and last name ("Lee, Ann M." or "Dr. Ann M. Lee Jr."); a title, suffix or "nickname" goes to its own field when no other column gives it${transforms.trimSpaces ? '; spaces trimmed' : ''}.`;
  }
  if (target.kind === 'phone-by-type') {
    return `By its kind in "${target.typeHeader}": home, cell or business number to its phone field${transforms.normalisePhones ? ' (international form)' : ''}, an e-mail address to Email or Secondary email. Fax and other kinds: not sent, with a warning.`;
  }
  if (target.kind === 'part-of') {
    return `Joined to the value of "${target.header}" on each row, which is then read as one: ${PART_JOINS[target.part]}.`;
  }
  if (target.kind === 'birth-date') {
    return transforms.parseDates
      ? `Date -> birth day, month and year; ${ORDER_WORDS[transforms.dateOrder ?? 'null']}.`
      : 'Dates must be written YYYY-MM-DD (date reading is off).';
  }
  const spec = fieldSpec(target.field);
  if (!spec) return 'Sent as written.';
  const steps: string[] = [];
  switch (spec.kind) {
    case 'email':
      steps.push(
        transforms.lowercaseEmail
          ? 'checked as an email address, written in lower case'
          : 'checked as an email address',
      );
      break;
    case 'url':
      steps.push(transforms.checkUrls ? 'checked as a web address; https:// added when missing' : 'sent as written');
      break;
    case 'flag':
      steps.push(transforms.flagWords ? 'yes/no, true/false, y/n, active/inactive -> 1 or 0' : 'must be 1 or 0');
      break;
    case 'gender':
      steps.push(transforms.normaliseGender ? 'Male/Female, M/F, Man/Woman -> m or f' : 'must be m or f');
      break;
    case 'phone':
      steps.push(
        transforms.normalisePhones
          ? `written in international form (numbers without a country code read in the address's country, else ${transforms.defaultPhoneCountry})`
          : 'sent as written',
      );
      break;
    case 'state':
      steps.push(
        transforms.stateCodes
          ? 'US state and Canadian province names -> two-letter codes'
          : 'must be a two-letter code',
      );
      break;
    case 'country':
      steps.push(transforms.countryCodes ? 'country names -> two-letter ISO codes' : 'must be a two-letter code');
      break;
    case 'zipcode':
      steps.push(
        transforms.fixZipCodes ? 'US ZIP: leading zeros Excel dropped are restored' : 'must be ##### or #####-####',
      );
      break;
    case 'date':
      steps.push(`read as a date, sent YYYY-MM-DD; ${ORDER_WORDS[transforms.dateOrder ?? 'null']}`);
      break;
    case 'integer':
      steps.push(
        spec.yesNo && transforms.flagWords
          ? 'yes/no, true/false, y/n -> 1 or 0; other whole numbers as written'
          : 'must be a whole number',
      );
      break;
    case 'decimal':
      steps.push('must be a number');
      break;
    case 'string-list':
      steps.push(`split into a list at ${transforms.listSeparators.map((s) => `"${s}"`).join(' ')}`);
      break;
    default:
      steps.push(spec.size ? `text, at most ${spec.size} characters` : 'text');
  }
  if (transforms.trimSpaces) steps.push('spaces trimmed');
  return `${steps.join('; ')}.`.replace(/^./, (c) => c.toUpperCase());
}
