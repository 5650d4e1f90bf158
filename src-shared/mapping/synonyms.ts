// Header names advancement offices use for each target (Raiser's Edge, Banner, Salesforce
// exports, registrar lists, class agents' sheets), and the usual German, French, Spanish,
// Italian, Dutch and Portuguese ones (partner institutions' lists). Matched after
// normaliseHeader (accents removed).
import type { ColumnTarget } from './types';

const field = (name: string): ColumnTarget => ({ kind: 'field', field: name });

const SYNONYMS: [ColumnTarget, string[]][] = [
  [field('first_name'), ['first name', 'first', 'fname', 'given name', 'forename', 'first nm', 'pref first name', 'preferred first name', 'vorname', 'prenom', 'nombre', 'nome', 'voornaam', 'primeiro nome']],
  [field('last_name'), ['last name', 'last', 'lname', 'surname', 'family name', 'last nm', 'preferred last name', 'nachname', 'familienname', 'nom', 'nom de famille', 'apellido', 'apellidos', 'cognome', 'achternaam', 'sobrenome', 'ultimo nome']],
  [field('middle_name'), ['middle name', 'middle', 'middle initial', 'mi', 'middle nm']],
  [field('maiden_name'), ['maiden name', 'maiden', 'birth name', 'nee', 'former last name', 'previous last name']],
  [field('nickname'), ['nickname', 'nick name', 'preferred name', 'pref name', 'goes by', 'known as']],
  [field('name_title'), ['title', 'name title', 'prefix', 'name prefix', 'salutation', 'honorific', 'primary title']],
  [field('name_suffix'), ['suffix', 'name suffix', 'generational suffix', 'professional suffix']],
  [field('email'), ['email', 'e mail', 'email address', 'e mail address', 'preferred email', 'pref email', 'primary email', 'primary email address', 'personal email', 'home email', 'preferred email address', 'email 1', 'e mail adresse', 'email adresse', 'courriel', 'adresse e mail', 'adresse email', 'adresse courriel', 'correo', 'correo electronico', 'e mail adres', 'emailadres', 'endereco de e mail', 'endereco de email']],
  [field('secondary_email'), ['secondary email', 'alternate email', 'alt email', 'other email', 'business email', 'work email', 'email 2', 'secondary email address']],
  [field('mobile_phone'), ['cell', 'cell phone', 'mobile', 'mobile phone', 'cellular', 'mobile number', 'cell number', 'cell phone number', 'mobile phone number', 'handy', 'mobiltelefon', 'handynummer', 'portable', 'telephone portable', 'movil', 'celular', 'telefono movil', 'cellulare', 'mobiel', 'mobiel nummer', 'gsm', 'telemovel', 'telefone celular']],
  [field('home_phone'), ['home phone', 'phone', 'telephone', 'home telephone', 'phone number', 'tel', 'preferred phone', 'pref phone', 'primary phone', 'home phone number', 'telefon', 'telefonnummer', 'numero de telephone', 'telefono', 'telefoon', 'telefoonnummer', 'telefone']],
  [field('work_phone'), ['work phone', 'business phone', 'office phone', 'work telephone', 'business telephone', 'work phone number']],
  [field('gender'), ['gender', 'sex', 'geschlecht', 'sexe', 'sexo', 'genre', 'geslacht', 'genero']],
  [{ kind: 'birth-date' }, ['birth date', 'birthdate', 'date of birth', 'dob', 'birthday', 'born', 'birth dt', 'geburtsdatum', 'date de naissance', 'fecha de nacimiento', 'data di nascita', 'geboortedatum', 'data de nascimento']],
  [field('dob_day'), ['dob day', 'birth day of month', 'day of birth']],
  [field('dob_month'), ['dob month', 'birth month', 'month of birth']],
  [field('dob_year'), ['dob year', 'birth year', 'year of birth', 'yob']],
  [field('year_graduated'), ['class year', 'class', 'grad yr', 'grad year', 'graduation year', 'year graduated', 'pref class year', 'preferred class year', 'class of', 'year of graduation', 'degree year', 'cohort', 'grad class', 'class yr', 'pref clas', 'pref class', 'jahrgang', 'abschlussjahr', 'annee de diplome', 'annee de promotion', 'ano de graduacion', 'anno di laurea', 'afstudeerjaar', 'ano de formatura', 'ano de conclusao']],
  [field('inst_id'), ['student id', 'constituent id', 'alumni id', 'banner id', 'record id', 'constituent number', 'cons id', 'lookup id', 'emplid', 'university id', 'institution id', 'inst id', 'id number', 'id', 'donor id']],
  [field('home_address1'), ['address', 'address 1', 'address line 1', 'street', 'street address', 'home address', 'home street', 'addr1', 'addr 1', 'home address 1', 'street 1', 'address1', 'mailing address', 'mailing street', 'mailing address line 1', 'home address line 1', 'street line1', 'street line 1', 'addrline1', 'strasse', 'anschrift', 'adresse', 'direccion', 'indirizzo']],
  [field('home_address2'), ['address 2', 'address line 2', 'street 2', 'addr2', 'addr 2', 'home address 2', 'address2', 'apt', 'apartment', 'suite', 'address line 3', 'address 3', 'home address line 2', 'street line2', 'street line 2', 'street line3', 'street line 3', 'addrline2', 'addrline3']],
  [field('home_city'), ['city', 'home city', 'town', 'locality', 'mailing city', 'ort', 'stadt', 'wohnort', 'ville', 'ciudad', 'citta', 'woonplaats', 'plaats', 'cidade']],
  [field('home_state'), ['state', 'home state', 'province', 'state province', 'state or province', 'st', 'mailing state', 'mailing state province', 'stat code', 'state code', 'bundesland', 'provincia']],
  [field('home_zipcode'), ['zip', 'zip code', 'zipcode', 'postal code', 'postcode', 'home zip', 'home zip code', 'zip postal code', 'postal', 'mailing zip', 'mailing zip postal code', 'mailing postal code', 'home postal code', 'plz', 'postleitzahl', 'code postal', 'codigo postal', 'cep']],
  [field('home_country'), ['country', 'home country', 'nation', 'mailing country', 'country code', 'country long description', 'contry long dscription', 'land', 'pays', 'pais', 'paese']],
  [field('home_lat'), ['latitude', 'lat', 'home latitude']],
  [field('home_lng'), ['longitude', 'lng', 'lon', 'long', 'home longitude']],
  [field('work_address1'), ['business address', 'work address', 'business address 1', 'work address 1', 'business street', 'work street', 'employer address', 'business address line 1']],
  [field('work_address2'), ['business address 2', 'work address 2', 'business address line 2', 'work address line 2']],
  [field('work_city'), ['business city', 'work city', 'employer city']],
  [field('work_state'), ['business state', 'work state', 'employer state']],
  [field('work_zipcode'), ['business zip', 'work zip', 'business zip code', 'work zip code', 'business postal code', 'work postal code']],
  [field('work_country'), ['business country', 'work country', 'employer country']],
  [field('website'), ['website', 'web site', 'url', 'homepage', 'home page', 'web', 'company website', 'work website', 'web address']],
  [field('social_a_link'), ['facebook', 'facebook url', 'facebook profile']],
  [field('social_b_link'), ['twitter', 'twitter url', 'x profile', 'twitter profile']],
  [field('social_c_link'), ['linkedin', 'linkedin url', 'linkedin profile', 'linked in']],
  [field('social_d_link'), ['instagram', 'instagram url', 'instagram profile']],
  [field('profile_url'), ['profile url', 'profile link', 'profile page']],
  [field('image'), ['photo', 'picture', 'image', 'photo url', 'headshot', 'photo path']],
  [field('tags'), ['tags', 'tag', 'interests', 'affinities', 'affinity', 'constituent codes', 'attributes', 'keywords']],
  [field('groups'), ['groups', 'group', 'user group', 'user groups', 'role', 'roles']],
  [field('enabled'), ['enabled', 'account enabled', 'is enabled', 'active', 'is active']],
  [field('approved'), ['approved', 'is approved']],
  [field('about'), ['about', 'bio', 'biography', 'about me']],
  [field('admin_notes'), ['notes', 'admin notes', 'comments', 'comment', 'remarks', 'staff notes']],
  [field('username'), ['username', 'user name', 'login', 'login name']],
  [field('user_timezone'), ['timezone', 'time zone', 'tz']],
  [field('marketing_member_id'), ['marketing member id', 'mailchimp id', 'email marketing id']],
  [field('hard_bounce'), ['hard bounce', 'hard bounces']],
  [field('soft_bounce'), ['soft bounce', 'soft bounces']],
  // Opted out of email (Salesforce's Email Opt Out, HasOptedOutOfEmail; Raiser's Edge's Requests no e-mail). An opt-in column is the opposite and stays unmapped.
  [field('unsubscribe'), ['unsubscribe', 'unsubscribed', 'do not email', 'no email', 'requests no email', 'requests no e mail', 'email opt out', 'opted out of email', 'has opted out of email', 'email unsubscribe', 'unsubscribed from email']],
  [field('terms_and_conditions'), ['terms', 'terms accepted', 'agreed to terms', 'terms and conditions']],
];

/** Normalised header -> target, for exact hits. */
export const HEADER_SYNONYMS: ReadonlyMap<string, ColumnTarget> = new Map(SYNONYMS.flatMap(([target, names]) => names.map((name) => [name, target] as const)));

/** Every synonym with its target, for fuzzy and word matching. */
export const SYNONYM_LIST: readonly { name: string; target: ColumnTarget }[] = SYNONYMS.flatMap(([target, names]) => names.map((name) => ({ name, target })));

/**
 * Words that turn a header about a field into a header about something else: "Email Opt-in" is a
 * consent flag, "Email Type" a category, "Job Title" not a name title. A header holding one of
 * them is never matched by words or by spelling, only by an exact synonym.
 */
export const FALSE_FRIEND_WORDS = new Set([
  'opt', 'optin', 'optout', 'in', 'out', 'consent', 'permission', 'subscribe', 'subscription', 'type', 'status', 'flag', 'valid', 'invalid',
  'verified', 'bounced', 'bounce', 'ok', 'do', 'not', 'no', 'count', 'updated', 'changed', 'source', 'job', 'position', 'employer', 'company',
  'spouse', 'parent', 'child', 'emergency', 'relationship', 'desc', 'description',
]);

/**
 * Headers of whole names ("Ann B. Lee"), without spaces ("Full Name", "FullName", "full_name"
 * alike): a name part would be a wrong guess, however close the spelling.
 */
export const WHOLE_NAME_HEADERS = new Set(
  ['name', 'names', 'full name', 'display name', 'contact name', 'constituent name', 'alumni name', 'alumnus name', 'person name', 'legal name', 'formal name', 'sort name', 'preferred full name'].map((name) => name.replace(/ /g, '')),
);
