// The kind of a number as a "Phone Type" column names it (Raiser's Edge, Google Contacts, most
// CRMs keep numbers in pairs of columns: "Phone 1 Type" = "Cell", "Phone 1 Number" = "617...").
// Raiser's Edge keeps email addresses and web sites among its phones: "E-Mail" is a kind too.
import { withoutAccents } from './text';

/** mobile, home, work: the phone fields; email: an address; the others are not sent. */
export type PhoneKind = 'mobile' | 'home' | 'work' | 'email' | 'fax' | 'pager' | 'someone-else' | 'not-current' | 'web';

/**
 * Words of a kind, checked in this order: "Spouse E-Mail" is another person's, "Summer Home" not
 * the number to use now, "Email - Home" an address, "Home Fax" a fax, "Business Cell" a mobile.
 */
const KIND_WORDS: readonly [PhoneKind, ReadonlySet<string>][] = [
  // Another person's number or address: not the alum's.
  [
    'someone-else',
    new Set([
      'spouse',
      'spouses',
      'partner',
      'wife',
      'husband',
      'assistant',
      'assistants',
      'secretary',
      'emergency',
      'parent',
      'parents',
      'guardian',
      'mother',
      'father',
      'mom',
      'dad',
      'child',
      'children',
      'daughter',
      'son',
      'sons',
      'brother',
      'sister',
      'sibling',
      'relative',
      'relation',
      'friend',
      'neighbor',
      'neighbour',
      'contact person',
    ]),
  ],
  // A number for another season, an old one, or one not to call: not the one to send.
  [
    'not-current',
    new Set([
      'summer',
      'winter',
      'vacation',
      'holiday',
      'seasonal',
      'season',
      'former',
      'old',
      'prior',
      'previous',
      'past',
      'unlisted',
      'dnc',
      'invalid',
      'bad',
      'wrong',
      'disconnected',
      'inactive',
      'hall',
      'dorm',
      'dormitory',
      'campus',
      'temporary',
      'temp',
    ]),
  ],
  ['email', new Set(['email', 'emailaddress', 'courriel', 'correo'])],
  ['fax', new Set(['fax', 'fx', 'facsimile', 'telefax', 'telecopie'])],
  ['pager', new Set(['pager', 'beeper', 'bleeper', 'telex'])],
  [
    'web',
    new Set(['web', 'website', 'url', 'homepage', 'linkedin', 'twitter', 'facebook', 'instagram', 'skype', 'im']),
  ],
  [
    'mobile',
    new Set([
      'mobile',
      'cell',
      'cellular',
      'cellulaire',
      'cellphone',
      'cel',
      'cl',
      'mob',
      'mb',
      'mobil',
      'mobiltelefon',
      'handy',
      'portable',
      'movil',
      'celular',
      'cellulare',
      'gsm',
      'iphone',
      'wireless',
      'text',
      'sms',
      'whatsapp',
      'natel',
      'mobiel',
    ]),
  ],
  [
    'work',
    new Set([
      'work',
      'business',
      'bus',
      'bu',
      'office',
      'company',
      'employer',
      'direct',
      'wk',
      'corporate',
      'job',
      'professional',
      'trabajo',
      'oficina',
      'travail',
      'bureau',
      'arbeit',
      'dienstlich',
      'geschaftlich',
      'lavoro',
      'ufficio',
      'werk',
      'kantoor',
    ]),
  ],
  [
    'home',
    new Set([
      'home',
      'house',
      'residence',
      'residential',
      'res',
      'hm',
      'private',
      'landline',
      'domicile',
      'maison',
      'casa',
      'hogar',
      'privat',
      'zuhause',
      'festnetz',
      'thuis',
      'domicilio',
      'particular',
    ]),
  ],
];

/**
 * The kind a type cell names ("Cell", "* Mobile", "Home Phone", "E-Mail", "Business Fax"), or
 * undefined when it names none we know ("Other", "Summer", a code). Google marks the preferred
 * one with "* "; numbers and the words phone, number and telephone say nothing of the kind.
 */
export function phoneKindOf(cell: string): PhoneKind | undefined {
  const words = withoutAccents(cell.toLowerCase())
    .replace(/\be[\s-]?mail/g, 'email')
    .replace(/do not (call|contact|use)/g, 'dnc')
    .replace(/[^a-z]+/g, ' ')
    .trim()
    .split(' ')
    .filter((word) => word !== '' && !NEUTRAL_WORDS.has(word));
  if (words.length === 0) return undefined;
  const joined = words.join(' ');
  for (const [kind, set] of KIND_WORDS) if (set.has(joined) || words.some((word) => set.has(word))) return kind;
  // One letter alone, as some registrars code them: H(ome), W(ork), B(usiness), C(ell), M(obile), F(ax), E(mail). Not
  // "P1".
  if (/^\W*[a-z]\W*$/i.test(cell)) return LETTER_KINDS[words[0]!];
  return undefined;
}

const NEUTRAL_WORDS = new Set([
  'phone',
  'phones',
  'number',
  'no',
  'nr',
  'num',
  'tel',
  'telephone',
  'telefon',
  'telefono',
  'line',
  'address',
  'addr',
  'contact',
  'alt',
  'alternate',
  'other',
  'second',
  'secondary',
  'preferred',
  'pref',
  'voice',
  'de',
  'du',
  'la',
  'le',
]);

const LETTER_KINDS: Record<string, PhoneKind | undefined> = {
  h: 'home',
  w: 'work',
  b: 'work',
  c: 'mobile',
  m: 'mobile',
  f: 'fax',
  e: 'email',
};

/** The phone field of each kind that has one. */
export const PHONE_FIELD_OF_KIND: Readonly<Record<'mobile' | 'home' | 'work', string>> = {
  mobile: 'mobile_phone',
  home: 'home_phone',
  work: 'work_phone',
};

/** A kind the service has no field for, in words: "a fax number". */
export const UNSENT_KIND_WORDS: Record<Exclude<PhoneKind, 'mobile' | 'home' | 'work' | 'email'>, string> = {
  fax: 'a fax number',
  pager: 'a pager number',
  'someone-else': "another person's number or address",
  'not-current': 'a number for another season, an old one or one not to call',
  web: 'a web or social-network address',
};
