// Words and synonyms read only in some places: words with a meaning of their own ("County" is no
// misspelt Country), synonyms met only whole ("Land Line"), ordinary words ("Last Gift").

/**
 * Words of headers that mean something else than any synonym, among them words spelled close to
 * one ("County" is no misspelt Country, "Stage" no State, "Portal" no Postal, "Married Name" no
 * Maiden Name, "Place of Birth" no Date of Birth), and words that make a header about something
 * a synonym it contains is not ("Last Gift Amount" is no last name, "Age Group" no user group).
 */
export const OTHER_MEANINGS: readonly { why: string; words: readonly string[] }[] = [
  {
    why: 'Divisions of a country: "County" is no misspelt Country',
    words: ['county', 'counties', 'cnty', 'parish', 'borough', 'district', 'region'],
  },
  {
    why: 'Words spelled close to a synonym: "Stage" is no State, "Portal" no Postal, "Slate" no State',
    words: ['stage', 'stages', 'slate', 'station', 'portal'],
  },
  { why: '"Married Name" is no Maiden Name', words: ['married', 'marriage'] },
  {
    why: "Words near a synonym's spelling (Calls, Lang, Term, Altitude) with a meaning of their own",
    words: ['call', 'calls', 'lang', 'language', 'term', 'terms', 'semester', 'sender', 'altitude'],
  },
  {
    why: 'A course of study: "Major" or "Degree" says what was studied, not who or when',
    words: ['major', 'minor', 'degree'],
  },
  {
    why: 'Giving: "Last Gift Amount" is no last name',
    words: ['gift', 'gifts', 'amount', 'pledge', 'donation', 'donations', 'giving'],
  },
  {
    why: 'Events, ratings and ages: "First Event", "Age Group" are no name or user group',
    words: ['event', 'events', 'rating', 'score', 'rank', 'grade', 'level', 'age', 'update', 'contacted'],
  },
  {
    why: '"Place of Birth" (lieu, lugar, luogo) is no Date of Birth',
    words: ['place', 'lieu', 'lugar', 'luogo', 'local'],
  },
  {
    why: 'An institution\'s units: "Department" is no address part',
    words: ['department', 'departement', 'dept', 'geography', 'school'],
  },
  {
    why: "Fundraising: a campaign's, an appeal's or a fund's title is never the name title",
    words: ['campaign', 'campaigns', 'appeal', 'appeals', 'fund', 'designation'],
  },
  {
    why: "Studies and works: a course's or a thesis's title is never the name title",
    words: ['course', 'thesis', 'book', 'program', 'programme'],
  },
  { why: 'Business units and sectors', words: ['unit', 'units', 'segment', 'division', 'sector', 'industry'] },
  { why: 'A fax is no phone to send; an area is no address part', words: ['fax', 'area'] },
  {
    why: 'A mailing list or a newsletter is a subscription, never an address ("Mailing List" is no Mailing City)',
    words: ['list', 'lists', 'newsletter', 'newsletters'],
  },
];

export const OTHER_MEANING_WORDS: ReadonlySet<string> = new Set(OTHER_MEANINGS.flatMap((row) => row.words));

/**
 * Synonyms only ever met whole: each is also a word with another meaning in an English header
 * ("Promotion Code", "Land Line", "Long Name", "Music Genre", "Mail Preference"), so a header
 * holding it among other words, or spelled like it, is not read as it.
 */
export const EXACT_ONLY_SYNONYMS: ReadonlySet<string> = new Set([
  'group',
  'groups',
  'promotion',
  'promo',
  'generacion',
  'turma',
  'estado',
  'land',
  'long',
  'genre',
  'mail',
  'handy',
  'portable',
  'commune',
  'comune',
  'labels',
]);

/**
 * Synonyms that are ordinary words besides ("Last Gift", "First Event", "Class Agent"): met
 * among other words, they only count when every other word is a synonym's ("Pref Last",
 * "Preferred Class").
 */
export const ORDINARY_WORD_SYNONYMS: ReadonlySet<string> = new Set(['first', 'last', 'middle', 'class']);
