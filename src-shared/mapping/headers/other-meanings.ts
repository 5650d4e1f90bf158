// Words and synonyms read only in some places: words with a meaning of their own ("County" is no
// misspelt Country), synonyms met only whole ("Land Line"), ordinary words ("Last Gift").

/**
 * Words of headers that mean something else than any synonym, among them words spelled close to
 * one ("County" is no misspelt Country, "Stage" no State, "Portal" no Postal, "Married Name" no
 * Maiden Name, "Place of Birth" no Date of Birth), and words that make a header about something
 * a synonym it contains is not ("Last Gift Amount" is no last name, "Age Group" no user group).
 */
export const OTHER_MEANING_WORDS: ReadonlySet<string> = new Set([
  'county',
  'counties',
  'cnty',
  'parish',
  'borough',
  'district',
  'region',
  'stage',
  'stages',
  'slate',
  'station',
  'portal',
  'married',
  'marriage',
  'call',
  'calls',
  'lang',
  'language',
  'term',
  'terms',
  'semester',
  'sender',
  'altitude',
  'major',
  'minor',
  'degree',
  'gift',
  'gifts',
  'amount',
  'pledge',
  'donation',
  'donations',
  'giving',
  'event',
  'events',
  'rating',
  'score',
  'rank',
  'grade',
  'level',
  'age',
  'update',
  'contacted',
  'place',
  'lieu',
  'lugar',
  'luogo',
  'local',
  'department',
  'departement',
  'dept',
  'geography',
  'school',
  'campaign',
  'campaigns',
  'appeal',
  'appeals',
  'fund',
  'designation',
  'course',
  'thesis',
  'book',
  'program',
  'programme',
  'unit',
  'units',
  'segment',
  'division',
  'sector',
  'industry',
  'fax',
  'area',
  // A mailing list or a newsletter is a subscription, never an address ("Mailing List" is no misspelt Mailing City).
  'list',
  'lists',
  'newsletter',
  'newsletters',
]);

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
