// Headers of whole names, in any language and either order.

/** Whole-name headers that put the last name first: "Name (Last First)", "Nom et prénom", "Nachname Vorname". */
const LAST_FIRST_WHOLE_NAMES = [
  'name last first',
  'last first',
  'last name first name',
  'full name last first',
  'surname first name',
  'surname forename',
  'apellidos y nombres',
  'apellidos y nombre',
  'nom prenom',
  'nom et prenom',
  'nachname vorname',
  'name vorname',
  'cognome e nome',
];

/**
 * Headers of whole names ("Ann B. Lee"), without spaces ("Full Name", "FullName", "full_name"
 * alike): a name part would be a wrong guess, however close the spelling.
 */
export const WHOLE_NAME_HEADERS = new Set(
  [
    'name',
    'names',
    'full name',
    'display name',
    'contact name',
    'constituent name',
    'alumni name',
    'alumnus name',
    'alumna name',
    'student name',
    'name of student',
    'student full name',
    'graduate name',
    'name of graduate',
    'candidate name',
    'name of candidate',
    'name of the alumnus',
    'name of alumnus',
    'name of the alumna',
    'name of the student',
    'name of the graduate',
    'person name',
    'legal name',
    'formal name',
    'sort name',
    'preferred full name',
    // The order written into the header: the split reads "Last, First" by its comma either way.
    ...LAST_FIRST_WHOLE_NAMES,
    'name first last',
    'full name first last',
    'first last',
    '姓名',
    '氏名',
    '名前',
    '성명',
    'nombre completo',
    'nombre y apellidos',
    'nombres y apellidos',
    'nome completo',
    'nom complet',
    'prenom et nom',
    'vollstandiger name',
    'vor und nachname',
    'volledige naam',
    'nome e cognome',
    'nome cognome',
  ].map((name) => name.replace(/ /g, '')),
);

/**
 * Whole-name headers that state the last name comes first ("Name (Last First)", "Nom et prénom",
 * "Nachname Vorname", "Apellidos y nombre"): a value without a comma ("DUPONT Jean") is read so.
 */
const LAST_NAME_FIRST_HEADERS: ReadonlySet<string> = new Set(
  // ...and those met only in a mapping made by hand (never suggested as a whole name).
  [
    ...LAST_FIRST_WHOLE_NAMES,
    'surname given name',
    'family name given name',
    'apellidos nombres',
    'cognome nome',
    'achternaam voornaam',
  ].map((name) => name.replace(/ /g, '')),
);

/** Whether a whole-name column's header puts the last name first. */
export function namesLastFirst(compactHeaderName: string): boolean {
  return LAST_NAME_FIRST_HEADERS.has(compactHeaderName);
}
