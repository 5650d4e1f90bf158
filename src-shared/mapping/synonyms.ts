// Header names advancement offices use for each target (Raiser's Edge, Banner, Salesforce
// exports, registrar lists, class agents' sheets), and the usual German, French, Spanish,
// Italian, Dutch and Portuguese ones (partner institutions' lists). Matched after
// normaliseHeader (accents removed).
import { fieldSpec } from '../fields/catalogue';
import { field, targetKey } from './target-key';
import type { ColumnTarget } from './types';


const SYNONYMS: [ColumnTarget, string[]][] = [
  [field('first_name'), ['名', '名字', '이름', 'first name', 'first', 'fname', 'given name', 'given names', 'forename', 'forenames', 'other names', 'other name', 'first nm', 'pref first name', 'preferred first name', 'legal first name', 'legal name first name', 'preferred name first name', 'vorname', 'prenom', 'nombre', 'nombres', 'nome', 'voornaam', 'primeiro nome', 'imie', 'imiona']],
  [field('last_name'), ['姓', '氏', '성', '姓氏', '苗字', '성씨', 'last name', 'last', 'lname', 'surname', 'keyname', 'key name', 'family name', 'last nm', 'preferred last name', 'legal last name', 'legal name last name', 'preferred name last name', 'nachname', 'familienname', 'nom', 'nom de famille', 'nom d usage', 'apellido', 'apellidos', 'primer apellido', 'apellido paterno', 'cognome', 'achternaam', 'sobrenome', 'ultimo nome', 'nazwisko']],
  [field('middle_name'), ['middle name', 'middle', 'middle initial', 'mi', 'middle nm', 'legal middle name', 'legal name middle name']],
  [field('maiden_name'), [
    'maiden name', 'maiden', 'birth name', 'nee', 'former last name', 'previous last name', 'maiden surname', 'birth surname', 'former surname', 'previous surname', 'prior last name',
    'geburtsname', 'madchenname', 'maedchenname', 'nom de jeune fille', 'nom de naissance', 'apellido de soltera', 'cognome da nubile', 'cognome di nascita', 'meisjesnaam', 'geboortenaam', 'nome de solteira', 'sobrenome de solteira',
  ]],
  [field('nickname'), ['nickname', 'nick name', 'preferred name', 'pref name', 'goes by', 'known as', 'rufname', 'surnom', 'apodo', 'soprannome', 'roepnaam']],
  [field('name_title'), ['title', 'name title', 'prefix', 'name prefix', 'salutation', 'honorific', 'primary title', 'titel', 'titre', 'titulo', 'titolo', 'civilite', 'anrede', 'tratamiento', 'forma de tratamiento', 'aanhef', 'tytul']],
  [field('name_suffix'), ['suffix', 'name suffix', 'generational suffix', 'professional suffix']],
  [field('email'), ['电子邮件', '電子郵件', '邮箱', '郵箱', '电子邮箱', 'メール', 'メールアドレス', 'eメール', '이메일', '전자우편',
    'email', 'e mail', 'mail', 'email address', 'e mail address', 'preferred email', 'pref email', 'primary email', 'primary email address', 'personal email', 'home email', 'preferred email address', 'email 1', 'email address 1', 'e mail 1',
    'e mail adresse', 'email adresse', 'courriel', 'adresse e mail', 'adresse email', 'adresse courriel', 'adresse electronique', 'correo', 'correo electronico', 'e mail adres', 'emailadres',
    'indirizzo email', 'indirizzo e mail', 'posta elettronica', 'endereco de e mail', 'endereco de email', 'endereco eletronico',
  ]],
  [field('secondary_email'), ['secondary email', 'alternate email', 'alt email', 'other email', 'business email', 'work email', 'email 2', 'secondary email address', 'email address 2', 'e mail 2', 'e mail address 2', 'alternate email address', 'alternate e mail', 'alternate e mail address', 'alt email address', 'other email address']],
  [field('mobile_phone'), ['手机', '手機', '手机号码', '携帯', '携帯電話', '휴대폰', '핸드폰', '휴대전화',
    'cell', 'cell phone', 'mobile', 'mobile phone', 'cellular', 'mobile number', 'cell number', 'cell phone number', 'mobile phone number',
    'handy', 'handynummer', 'mobil', 'mobilnummer', 'mobiltelefon', 'mobilfunknummer', 'portable', 'telephone portable', 'tel portable', 'telephone mobile', 'movil', 'celular', 'telefono movil', 'telefono celular',
    'cellulare', 'telefono cellulare', 'mobiel', 'mobiel nummer', 'mobiele telefoon', 'gsm', 'telemovel', 'telefone celular', 'telefone movel',
    'mob', 'mob no', 'mobile no', 'mob number', 'cell no', 'mobile tel', 'tel mobile', 'handphone', 'hand phone', 'handphone no', 'whatsapp', 'whatsapp number', 'whatsapp no', 'telefon komorkowy', 'tel komorkowy', 'komorka',
  ]],
  [field('home_phone'), ['电话', '電話', '电话号码', '電話番号', '전화', '전화번호',
    'home phone', 'phone', 'telephone', 'home telephone', 'phone number', 'telephone number', 'tel', 'tel number', 'landline', 'land line', 'landline number', 'preferred phone', 'pref phone', 'primary phone', 'home phone number',
    'telefon', 'telefonnummer', 'telefon privat', 'festnetz', 'numero de telephone', 'telephone fixe', 'tel fixe', 'telephone domicile', 'telefono', 'telefono fijo', 'telefono fisso', 'telefoon', 'telefoonnummer', 'telefone', 'telefone fixo', 'telefone residencial',
    'home tel', 'tel home', 'home tel no', 'home phone no', 'phone no', 'tel no', 'telephone no', 'contact number', 'contact no', 'contact phone', 'contact phone number', 'contact tel', 'telefon domowy', 'numer telefonu',
  ]],
  [field('work_phone'), ['work phone', 'business phone', 'office phone', 'work telephone', 'business telephone', 'work phone number', 'telefon geschaftlich', 'telefon dienstlich', 'telephone professionnel', 'tel pro', 'telefono trabajo', 'telefono ufficio', 'telefoon werk', 'telefone comercial', 'work tel', 'tel work', 'office tel', 'tel office', 'business tel', 'work phone no', 'office phone no', 'telefon sluzbowy']],
  [field('gender'), ['性别', '性別', '성별', 'gender', 'sex', 'geschlecht', 'sexe', 'sexo', 'genre', 'genero', 'sesso', 'genere', 'geslacht', 'plec']],
  [{ kind: 'birth-date' }, ['生日', '出生日期', '生年月日', '誕生日', '생년월일', '생일',
    'birth date', 'birthdate', 'date of birth', 'dob', 'birthday', 'born', 'birth dt',
    'geburtsdatum', 'geburtstag', 'date de naissance', 'fecha de nacimiento', 'fecha nacimiento', 'data di nascita', 'geboortedatum', 'data de nascimento', 'data urodzenia',
  ]],
  [field('dob_day'), ['dob day', 'birth day of month', 'day of birth']],
  [field('dob_month'), ['dob month', 'birth month', 'month of birth']],
  [field('dob_year'), ['dob year', 'birth year', 'year of birth', 'yob']],
  [field('year_graduated'), ['graduation date', 'date of graduation', 'grad date', 'degree date', 'degree conferred date', 'conferred date', 'conferral date', 'date conferred',
    // Workday's "Completion Date" of a program; PeopleSoft's DEGR_CONFER_DT.
    'completion date', 'date of completion', 'degree completion date', 'program completion date', 'degr confer dt', 'degr confer date', 'degree confer date', 'degree conferral date', 'confer date', 'confer dt', 'conferred dt', 'degree conferred dt', 'conferral dt', '毕业年份', '畢業年份', '卒業年', '卒業年度', '졸업년도', '졸업연도',
    'class year', 'class', 'grad yr', 'grad year', 'graduation year', 'year graduated', 'pref class year', 'preferred class year', 'class of', 'reunion class', 'reunion year', 'year of graduation', 'degree year', 'cohort', 'grad class', 'class yr', 'pref clas', 'pref class',
    'jahrgang', 'abschlussjahr', 'examensjahr', 'promotion', 'promo', 'annee de promotion', 'annee de diplome', 'annee d obtention du diplome', 'annee de sortie', 'ano de graduacion', 'ano de egreso', 'promocion', 'ano de promocion', 'generacion',
    'anno di laurea', 'anno di diploma', 'afstudeerjaar', 'jaar van afstuderen', 'ano de formatura', 'ano de conclusao', 'turma',
    'completion year', 'year of completion', 'year completed', 'year of passing', 'passing year', 'pass out year', 'passout year', 'year conferred', 'conferral year', 'award year', 'year of award', 'batch', 'batch year', 'rok ukonczenia', 'rok ukonczenia studiow',
  ]],
  [field('inst_id'), ['学号', '學號', '学籍番号', '학번', 'student id', 'constituent id', 'alumni id', 'banner id', 'record id', 'constituent number', 'cons id', 'lookup id', 'emplid', 'university id', 'institution id', 'inst id', 'id number', 'id', 'external id', 'external identifier', 'person id', 'donor id', 'alumni no', 'alumni number', 'alumnus no', 'student no', 'student number', 'student nr', 'enrolment no', 'enrollment no', 'enrolment number', 'enrollment number', 'matric no', 'matric number', 'matriculation no', 'matriculation number', 'registration no', 'registration number', 'reg no', 'roll no', 'roll number', 'admission no', 'admission number', 'matrikelnummer', 'matrikelnr', 'studentnummer', 'numero etudiant', 'numero d etudiant', 'numero de estudiante', 'matricula', 'matricola', 'numero di matricola', 'numer albumu', 'nr albumu']],
  [field('home_address1'), ['地址', '住所', '주소',
    'address', 'address 1', 'address line 1', 'street', 'street address', 'home address', 'home street', 'addr1', 'addr 1', 'home address 1', 'street 1', 'address1', 'mailing address', 'mailing street', 'mailing address line 1', 'home address line 1', 'street line1', 'street line 1', 'addrline1', 'address street',
    'strasse', 'strasse und hausnummer', 'strasse hausnummer', 'anschrift', 'adresse', 'adresse postale', 'rue', 'direccion', 'domicilio', 'calle', 'indirizzo', 'straat', 'straatnaam', 'adres', 'endereco', 'morada', 'logradouro', 'rua',
  ]],
  [field('home_address2'), [
    'address 2', 'address line 2', 'street 2', 'addr2', 'addr 2', 'home address 2', 'address2', 'apt', 'apartment', 'suite', 'address line 3', 'address 3', 'home address line 2', 'street line2', 'street line 2', 'street line3', 'street line 3', 'addrline2', 'addrline3', 'address line 4', 'address 4', 'mailing address line 2', 'mailing address line 3', 'mailing street 2',
    'adresszusatz', 'complement d adresse', 'complement adresse', 'adresse 2', 'complemento', 'bairro',
  ]],
  [field('home_city'), ['城市', '都市', '市区町村', '도시', 'city', 'home city', 'town', 'locality', 'mailing city', 'address city', 'city of residence', 'ort', 'stadt', 'wohnort', 'ville', 'commune', 'localite', 'ciudad', 'localidad', 'poblacion', 'citta', 'comune', 'localita', 'woonplaats', 'plaats', 'cidade', 'localidade', 'suburb', 'suburb town', 'town suburb', 'town city', 'city town', 'miejscowosc', 'miasto']],
  [field('home_state'), ['省', '省份', '都道府県', '시도',
    'state', 'home state', 'province', 'state province', 'state or province', 'st', 'mailing state', 'mailing state province', 'stat code', 'state code', 'address region', 'state of residence', 'state region', 'home state region',
    'bundesland', 'provincia', 'prov', 'provincie', 'estado', 'uf',
  ]],
  [field('home_zipcode'), ['邮编', '邮政编码', '郵遞區號', '郵便番号', '우편번호',
    'zip', 'zip code', 'zipcode', 'postal code', 'postcode', 'home zip', 'home zip code', 'zip postal code', 'postal', 'mailing zip', 'mailing zip postal code', 'mailing postal code', 'home postal code', 'preferred zip', 'preferred zip code', 'preferred postal code', 'address postal', 'zip 4', 'zip plus 4', 'zip code plus 4',
    'plz', 'postleitzahl', 'code postal', 'cp', 'codigo postal', 'cap', 'codice postale', 'cep', 'eircode', 'pin code', 'pincode', 'kod pocztowy',
  ]],
  [field('home_country'), ['国家', '國家', '国', '국가',
    'country', 'home country', 'nation', 'mailing country', 'country code', 'country long description', 'contry long dscription', 'address country', 'country of residence', 'residence country', 'country region', 'natn desc', 'nation desc', 'nation description', 'stvnatn nation', 'home country region',
    'land', 'wohnland', 'pays', 'pais', 'paese', 'nazione', 'kraj',
  ]],
  [field('home_lat'), ['latitude', 'lat', 'home latitude']],
  [field('home_lng'), ['longitude', 'lng', 'lon', 'long', 'home longitude']],
  [field('work_address1'), ['business address', 'work address', 'business address 1', 'work address 1', 'business street', 'work street', 'employer address', 'business address line 1']],
  [field('work_address2'), ['business address 2', 'work address 2', 'business address line 2', 'work address line 2']],
  [field('work_city'), ['business city', 'work city', 'employer city']],
  [field('work_state'), ['business state', 'work state', 'employer state']],
  [field('work_zipcode'), ['business zip', 'work zip', 'business zip code', 'work zip code', 'business postal code', 'work postal code']],
  [field('work_country'), ['business country', 'work country', 'employer country']],
  [field('website'), ['website', 'web site', 'url', 'homepage', 'home page', 'web', 'company website', 'work website', 'web address', 'web page', 'personal web page']],
  [field('social_a_link'), ['facebook', 'facebook url', 'facebook profile']],
  [field('social_b_link'), ['twitter', 'twitter url', 'x profile', 'twitter profile']],
  [field('social_c_link'), ['linkedin', 'linkedin url', 'linkedin profile', 'linked in']],
  [field('social_d_link'), ['instagram', 'instagram url', 'instagram profile']],
  [field('profile_url'), ['profile url', 'profile link', 'profile page']],
  [field('image'), ['photo', 'picture', 'image', 'photo url', 'headshot', 'photo path']],
  [field('tags'), ['tags', 'tag', 'interests', 'affinities', 'affinity', 'constituent codes', 'constituent code', 'attributes', 'keywords', 'affinity groups', 'alumni groups', 'interest groups', 'group membership', 'group memberships', 'memberships', 'clubs', 'chapters', 'labels']],
  // The service's groups are its permission groups (admin, read-only, user), not an alum's affinities: only a header saying so.
  [field('groups'), ['groups', 'group', 'user group', 'user groups', 'permission groups', 'access groups']],
  [field('enabled'), ['enabled', 'account enabled', 'is enabled', 'active', 'is active']],
  [field('approved'), ['approved', 'is approved']],
  [field('about'), ['about', 'bio', 'biography', 'about me']],
  [field('admin_notes'), ['notes', 'admin notes', 'comments', 'comment', 'remarks', 'staff notes']],
  [field('username'), ['username', 'user name', 'login', 'login name', 'login id', 'logon name', 'logon id', 'user login']],
  [field('user_timezone'), ['timezone', 'time zone', 'tz']],
  [field('marketing_member_id'), ['marketing member id', 'mailchimp id', 'email marketing id']],
  [field('hard_bounce'), ['hard bounce', 'hard bounces']],
  [field('soft_bounce'), ['soft bounce', 'soft bounces']],
  // Opted out of email (Salesforce's Email Opt Out, HasOptedOutOfEmail; Raiser's Edge's Requests no e-mail). An opt-in column is the opposite and stays unmapped.
  [field('unsubscribe'), ['unsubscribe', 'unsubscribed', 'do not email', 'no email', 'requests no email', 'requests no e mail', 'email opt out', 'opted out of email', 'has opted out of email', 'email unsubscribe', 'unsubscribed from email', 'opt out of email', 'email opted out', 'do not contact', 'no contact', 'opt out', 'opted out', 'opt out of all', 'opt out all', 'global opt out', 'do not solicit by email',
    // Dynamics' "Do not allow Emails" (Allow / Do Not Allow); exclusions and suppressions.
    'do not allow emails', 'do not allow email', 'exclude from email', 'exclude from emails', 'excluded from email', 'email exclude', 'exclude email', 'no emails', 'do not send email', 'do not send emails', 'email suppression', 'suppress email', 'email suppressed']],
  [field('terms_and_conditions'), ['terms', 'terms accepted', 'agreed to terms', 'terms and conditions']],
];

/** Normalised header -> target, for exact hits. */
export const HEADER_SYNONYMS: ReadonlyMap<string, ColumnTarget> = new Map(SYNONYMS.flatMap(([target, names]) => names.map((name) => [name, target] as const)));

/** Every synonym with its target, for fuzzy and word matching. */
export const SYNONYM_LIST: readonly { name: string; target: ColumnTarget }[] = SYNONYMS.flatMap(([target, names]) => names.map((name) => ({ name, target })));

/**
 * Synonyms only ever met whole: each is also a word with another meaning in an English header
 * ("Promotion Code", "Land Line", "Long Name", "Music Genre", "Mail Preference"), so a header
 * holding it among other words, or spelled like it, is not read as it.
 */
export const EXACT_ONLY_SYNONYMS: ReadonlySet<string> = new Set(['group', 'groups', 'promotion', 'promo', 'generacion', 'turma', 'estado', 'land', 'long', 'genre', 'mail', 'handy', 'portable', 'commune', 'comune', 'labels']);

/** What a header names besides the alum's own current data, by the words that say so. */
export interface FalseFriend {
  /** Any of these words in a header... */
  words: readonly string[];
  /** ...together with one of these, when given ("Last Login": a login alone is a user name). */
  with?: readonly string[];
  /** How the word changes the header, after "makes it": "about another person". */
  about: string;
  /**
   * The targets the header then cannot have, when not all ("Country of Birth" is no home
   * country, while "Birth Date" is still a birth date). Without it, the header is only matched
   * by an exact synonym ("Former Last Name", "Do Not Email").
   */
  excludes?: (target: ColumnTarget) => boolean;
}

/** The fields of the home and work addresses (the catalogue's groups; the time zone is the home's). */
const ADDRESS_TARGET = (target: ColumnTarget): boolean => target.kind === 'field' && /^(home|work) address$/.test(fieldSpec(target.field)?.group ?? '');
const COMES_FROM = 'about where the person comes from, not where they live';
/** Targets a date goes to: a birth date (or its parts) and a class year ("Graduation Date"). */
const DATE_FIELD = /^(dob_day|dob_month|dob_year|year_graduated|user_timezone)$/;

/**
 * Words that turn a header about a field into a header about something else. Kept out of word
 * and spelling matches, and out of what the values alone would suggest: a column of addresses
 * headed "Advisor Email" holds the advisor's, a column of country names headed "Citizenship"
 * says nothing of where the person lives.
 */
export const FALSE_FRIENDS: readonly FalseFriend[] = [
  // Somebody else's email, phone or name: a spouse's, an advisor's, whoever referred the alum.
  {
    words: [
      'spouse', 'spouses', 'partner', 'husband', 'wife', 'fiance', 'parent', 'parents', 'mother', 'father', 'mom', 'dad', 'guardian', 'child', 'children', 'son', 'daughter', 'sibling',
      'siblings', 'brother', 'sister', 'grandparent', 'grandchild', 'relative', 'relation', 'relationship', 'kin', 'household', 'emergency', 'advisor', 'adviser', 'counselor',
      'counsellor', 'mentor', 'mentee', 'coach', 'assistant', 'secretary', 'manager', 'supervisor', 'boss', 'referrer', 'referee', 'reference', 'referral', 'referred', 'recommender',
      'asst', 'sponsor', 'nominator', 'nominee', 'honoree', 'beneficiary', 'solicitor', 'owner', 'agent', 'recruiter', 'by', 'ehepartner', 'eltern', 'conjoint', 'conyuge', 'echtgenoot',
    ],
    about: 'about another person, not the alum',
  },
  { words: ['contact'], with: ['person'], about: 'about another person, not the alum' },
  // What was, or what is for another use: a previous address, a seasonal one.
  {
    words: ['previous', 'former', 'old', 'prior', 'past', 'historical', 'historic', 'obsolete', 'expired', 'seasonal', 'vacation', 'temporary', 'frueher', 'ancien', 'ancienne', 'anterior', 'precedente', 'vorig', 'vorige'],
    about: 'about a past or passing value, not the current one',
  },
  // How a letter or a label names the person ("Mr. and Mrs. John Smith", "Dear Ann"): neither a name part nor an address.
  // "Salutation" alone is still a title when its values are titles (Mr., Dr.): an exact synonym.
  {
    words: ['addressee', 'addressees', 'salutation', 'salutations', 'greeting', 'greetings', 'dear', 'envelope', 'inside', 'outside', 'joint'],
    about: 'a line for letters or labels, not a name part or an address',
  },
  { words: ['mailing', 'mail', 'label', 'print', 'letter'], with: ['name', 'names'], about: 'a line for letters or labels, not a name part or an address' },
  // When someone logged in or visited: not who they are ("Last Login" is no user name).
  { words: ['logged', 'visit', 'visits', 'visited', 'session', 'sessions', 'activity', 'accessed', 'seen', 'clicked', 'clicks', 'opened', 'opens'], about: 'about activity on a website, not the person' },
  {
    words: ['login', 'logins', 'logon', 'logons', 'signin', 'signon'],
    with: ['last', 'first', 'date', 'time', 'at', 'on', 'count', 'number', 'recent', 'latest', 'most', 'total', 'times', 'ip', 'attempt', 'attempts', 'failed', 'history', 'dt', 'timestamp', 'datetime', 'successful'],
    about: 'about activity on a website, not the person',
  },
  // A government's number for the person (a US Social Security number, a national ID): never the institution's ID, never sent.
  { words: ['government', 'national', 'tax', 'taxpayer', 'ssn', 'itin', 'nino', 'passport', 'licence', 'license'], with: ['id', 'number', 'no', 'nr', 'num', 'code', 'identifier', 'ssn'], about: "a government's identity number for the person, which is not the institution's ID and is never sent" },
  { words: ['ssn', 'sin', 'nino', 'fiscal', 'fiscale', 'cpf', 'curp', 'rfc', 'aadhaar', 'aadhar', 'nric', 'hkid', 'dni', 'nie', 'nif', 'bsn', 'steuernummer', 'steuer', 'personalausweis', 'ausweis', 'sozialversicherungsnummer'], about: "a government's identity number for the person, which is not the institution's ID and is never sent" },
  // The UK's National Insurance number ("NI Number"), a state ID card's.
  { words: ['ni', 'state'], with: ['id', 'number', 'no', 'nr'], about: "a government's identity number for the person, which is not the institution's ID and is never sent" },
  { words: ['social', 'insurance'], with: ['security', 'insurance', 'number', 'no'], about: "a government's identity number for the person, which is not the institution's ID and is never sent" },
  // Outlook's third address ("Other Street", "Other City"): neither the home nor the work one.
  { words: ['other'], with: ['street', 'address', 'city', 'state', 'postal', 'zip', 'country', 'po'], about: 'about another address, not the home or work one' },
  // A death: never a birth date, however the header is spelled ("Date of Death").
  {
    words: ['death', 'died', 'deceased', 'dead', 'dod', 'decedent', 'deathdate', 'todesdatum', 'sterbedatum', 'verstorben', 'deces', 'decede', 'fallecido', 'fallecimiento', 'defunto', 'decesso', 'overleden', 'overlijden', 'falecido', 'falecimento', 'obito'],
    about: 'about a death',
  },
  // "Email Opt-in" is a consent flag, "Email Type" a category, "Job Title" not a name title (after the rules above, which say more).
  {
    words: [
      'opt', 'optin', 'optout', 'out', 'consent', 'permission', 'subscribe', 'subscribed', 'subscription', 'type', 'label', 'status', 'flag', 'valid', 'invalid', 'verified', 'unverified',
      'bounced', 'bounce', 'ok', 'not', 'no', 'count', 'updated', 'changed', 'modified', 'created', 'source', 'job', 'position', 'employer', 'company', 'organization', 'organisation', 'desc', 'description',
      'inactive', 'disabled', 'unapproved', 'civil', 'marital',
    ],
    about: 'something other than a User field',
  },
  // Citizenship, birth place or origin is not where the person lives: no address field, whatever the values.
  {
    words: [
      'citizenship', 'citizen', 'citizens', 'citz', 'nationality', 'nationalities', 'birth', 'born', 'birthplace', 'origin', 'native', 'passport', 'visa', 'immigration', 'ethnicity',
      'ethnic', 'heritage', 'ancestry', 'staatsangehorigkeit', 'staatsburgerschaft', 'nationalitat', 'geburtsort', 'geburtsland', 'herkunft', 'herkunftsland', 'nationalite', 'naissance',
      'nacionalidad', 'nacimiento', 'ciudadania', 'nazionalita', 'cittadinanza', 'nascita', 'nationaliteit', 'geboorteland', 'geboorteplaats', 'nacionalidade', 'naturalidade', 'nascimento',
    ],
    about: 'about citizenship, birth or origin, not where the person lives',
    excludes: ADDRESS_TARGET,
  },
  // A home town is where the person comes from.
  { words: ['hometown', 'heimatort', 'heimatstadt'], about: COMES_FROM, excludes: ADDRESS_TARGET },
  { words: ['town'], with: ['home'], about: COMES_FROM, excludes: ADDRESS_TARGET },
  // A date of something ("Email Date", "Address Update Date") is only a birth date or a class year.
  {
    words: ['date', 'dates', 'dt', 'datetime', 'timestamp', 'datum', 'fecha'],
    about: 'a date, which only a date field takes',
    excludes: (target) => target.kind === 'full-name' || (target.kind === 'field' && !DATE_FIELD.test(target.field)),
  },
];

/**
 * Words of headers that mean something else than any synonym, among them words spelled close to
 * one ("County" is no misspelt Country, "Stage" no State, "Portal" no Postal, "Married Name" no
 * Maiden Name, "Place of Birth" no Date of Birth), and words that make a header about something
 * a synonym it contains is not ("Last Gift Amount" is no last name, "Age Group" no user group).
 */
export const OTHER_MEANING_WORDS: ReadonlySet<string> = new Set([
  'county', 'counties', 'cnty', 'parish', 'borough', 'district', 'region', 'stage', 'stages', 'slate', 'station', 'portal', 'married', 'marriage', 'call', 'calls', 'lang', 'language',
  'term', 'terms', 'semester', 'sender', 'altitude', 'major', 'minor', 'degree', 'gift', 'gifts', 'amount', 'pledge', 'donation', 'donations', 'giving', 'event', 'events', 'rating',
  'score', 'rank', 'grade', 'level', 'age', 'update', 'contacted', 'place', 'lieu', 'lugar', 'luogo', 'local', 'department', 'departement', 'dept', 'geography', 'school',
  'campaign', 'campaigns', 'appeal', 'appeals', 'fund', 'designation', 'course', 'thesis', 'book', 'program', 'programme',
  'unit', 'units', 'segment', 'division', 'sector', 'industry', 'fax', 'area',
  // A mailing list or a newsletter is a subscription, never an address ("Mailing List" is no misspelt Mailing City).
  'list', 'lists', 'newsletter', 'newsletters',
]);

/** Every word of a synonym: a header whose other words are all among them is about the same thing. */
export const SYNONYM_WORDS: ReadonlySet<string> = new Set(SYNONYM_LIST.flatMap(({ name }) => name.split(' ')));

/**
 * Every word a header may hold that is a word of its own, not a typo: the words of the
 * synonyms, of the false friends and OTHER_MEANING_WORDS, and numbers ("Address Line 2" is no
 * misspelt "Address Line 1").
 */
const KNOWN_WORDS: ReadonlySet<string> = new Set([...SYNONYM_WORDS, ...FALSE_FRIENDS.flatMap((rule) => [...rule.words, ...(rule.with ?? [])]), ...OTHER_MEANING_WORDS]);

/** The words of each target's synonyms, by target key: "contry" is a word of Home country's ("Contry Long Dscription"), not of another's. */
const WORDS_BY_TARGET: ReadonlyMap<string, ReadonlySet<string>> = SYNONYMS.reduce((byTarget, [target, names]) => {
  const key = targetKey(target);
  byTarget.set(key, new Set([...(byTarget.get(key) ?? []), ...names.flatMap((name) => name.split(' '))]));
  return byTarget;
}, new Map<string, Set<string>>());

/**
 * Whether a header (its normalised words) may be a misspelling of a name of the target: none of
 * its words is a word of its own that the target's names lack ("County" is a word, not a misspelt
 * "Country"; "Date of Death" is no "Date of Birth"; "Address Line 2" no "Address Line 1"; "Emial
 * Adress" may well be "Email Address", and "Contry" "Country"). `alsoAllowed`: words that may be
 * met besides (a renamed header's former words).
 */
export function mayMisspell(words: readonly string[], target: ColumnTarget, alsoAllowed: readonly string[] = []): boolean {
  const targetWords = WORDS_BY_TARGET.get(targetKey(target));
  const allowed = (word: string): boolean => targetWords?.has(word) === true || alsoAllowed.includes(word);
  // A plural or a singular of an allowed word is allowed ("Constituent Code" for "Constituent Codes"), unless a word of its own ("Term" is no "Terms").
  const inflected = (word: string): boolean => !OTHER_MEANING_WORDS.has(word) && (allowed(`${word}s`) || (word.endsWith('s') && allowed(word.slice(0, -1))));
  return words.every((word) => !(KNOWN_WORDS.has(word) || /^\d+$/.test(word)) || allowed(word) || inflected(word));
}


/**
 * Synonyms that are ordinary words besides ("Last Gift", "First Event", "Class Agent"): met
 * among other words, they only count when every other word is a synonym's ("Pref Last",
 * "Preferred Class").
 */
export const ORDINARY_WORD_SYNONYMS: ReadonlySet<string> = new Set(['first', 'last', 'middle', 'class']);

/**
 * Headers of whole names ("Ann B. Lee"), without spaces ("Full Name", "FullName", "full_name"
 * alike): a name part would be a wrong guess, however close the spelling.
 */
/** Whole-name headers that put the last name first: "Name (Last First)", "Nom et prénom", "Nachname Vorname". */
const LAST_FIRST_WHOLE_NAMES = [
  'name last first', 'last first', 'last name first name', 'full name last first', 'surname first name', 'surname forename',
  'apellidos y nombres', 'apellidos y nombre', 'nom prenom', 'nom et prenom', 'nachname vorname', 'name vorname', 'cognome e nome',
];

export const WHOLE_NAME_HEADERS = new Set(
  [
    'name', 'names', 'full name', 'display name', 'contact name', 'constituent name', 'alumni name', 'alumnus name', 'alumna name', 'student name', 'name of student', 'student full name', 'graduate name', 'name of graduate', 'candidate name', 'name of candidate', 'name of the alumnus', 'name of alumnus', 'name of the alumna', 'name of the student', 'name of the graduate', 'person name', 'legal name', 'formal name', 'sort name', 'preferred full name',
    // The order written into the header: the split reads "Last, First" by its comma either way.
    ...LAST_FIRST_WHOLE_NAMES, 'name first last', 'full name first last', 'first last',
    '姓名', '氏名', '名前', '성명',
    'nombre completo', 'nombre y apellidos', 'nombres y apellidos', 'nome completo', 'nom complet', 'prenom et nom',
    'vollstandiger name', 'vor und nachname', 'volledige naam', 'nome e cognome', 'nome cognome',
  ].map((name) => name.replace(/ /g, '')),
);

/**
 * Whole-name headers that state the last name comes first ("Name (Last First)", "Nom et prénom",
 * "Nachname Vorname", "Apellidos y nombre"): a value without a comma ("DUPONT Jean") is read so.
 */
const LAST_NAME_FIRST_HEADERS: ReadonlySet<string> = new Set(
  // ...and those met only in a mapping made by hand (never suggested as a whole name).
  [...LAST_FIRST_WHOLE_NAMES, 'surname given name', 'family name given name', 'apellidos nombres', 'cognome nome', 'achternaam voornaam'].map((name) => name.replace(/ /g, '')),
);

/** Whether a whole-name column's header puts the last name first. */
export function namesLastFirst(compactHeaderName: string): boolean {
  return LAST_NAME_FIRST_HEADERS.has(compactHeaderName);
}
