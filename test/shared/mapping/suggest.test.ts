import { noteText, withNoteWords } from '../../helpers/column-note-words';
import { codesOf, paramsOf } from '../../helpers/mapping-reasons';
import { describe, expect, it } from 'vitest';
import type { Table } from '../../../src-shared/intake/types';
import { normaliseHeader } from '../../../src-shared/mapping/normalise-header';
import { suggestMapping } from '../../../src-shared/mapping/suggest';
import type { ColumnTarget } from '../../../src-shared/mapping/types';
import { chosen, chosenBy, tableOf } from './helpers';

const targetOf = (table: Table, header: string): ColumnTarget =>
  suggestMapping(table).columns.find((c) => c.header === header)!.target;
const field = (name: string): ColumnTarget => ({ kind: 'field', field: name });

describe('mapping suggestions from headers', () => {
  it.each([
    ['Class Year', field('year_graduated')],
    ['Grad Yr', field('year_graduated')],
    ['Pref Class Year', field('year_graduated')],
    // Salesforce Contact exports: its address labels, and a custom field's API name (__c).
    ['Mailing Street', field('home_address1')],
    ['Mailing State/Province', field('home_state')],
    ['Mailing Zip/Postal Code', field('home_zipcode')],
    ['Class_Year__c', field('year_graduated')],
    ['E-mail Address', field('email')],
    ['Cell', field('mobile_phone')],
    ['Postal Code', field('home_zipcode')],
    ['Birth Date', { kind: 'birth-date' }],
    ['DOB', { kind: 'birth-date' }],
    ['Maiden Name', field('maiden_name')],
    ['Student ID', field('inst_id')],
    ['Constituent ID', field('inst_id')],
    ['first_name', field('first_name')],
    ['Home ZIP code', field('home_zipcode')],
    ['LastName', field('last_name')],
  ] as const)('"%s" -> %j', (header, target) => {
    expect(targetOf(tableOf({ [header]: [] }), header)).toEqual(target);
  });

  it.each([
    ['Vorname', field('first_name')],
    ['Nachname', field('last_name')],
    ['E-Mail-Adresse', field('email')],
    ['Geburtsdatum', { kind: 'birth-date' }],
    ['PLZ', field('home_zipcode')],
    ['Ort', field('home_city')],
    ['Prénom', field('first_name')],
    ['Nom', field('last_name')],
    ['Courriel', field('email')],
    ['Code postal', field('home_zipcode')],
    ['Date de naissance', { kind: 'birth-date' }],
    ['Apellidos', field('last_name')],
    ['Correo electrónico', field('email')],
    ['Teléfono', field('home_phone')],
    ['Móvil', field('mobile_phone')],
    ['Cognome', field('last_name')],
    ['Voornaam', field('first_name')],
    ['Achternaam', field('last_name')],
    ['Geboortedatum', { kind: 'birth-date' }],
    ['Woonplaats', field('home_city')],
    ['Sobrenome', field('last_name')],
    ['Data de nascimento', { kind: 'birth-date' }],
    ['Ano de formatura', field('year_graduated')],
    ['CEP', field('home_zipcode')],
    // Italian
    ['Nazione', field('home_country')],
    ['CAP', field('home_zipcode')],
    ['C.A.P.', field('home_zipcode')],
    ['Sesso', field('gender')],
    ['Provincia', field('home_state')],
    ['Cellulare', field('mobile_phone')],
    ['Comune', field('home_city')],
    ['Cognome da nubile', field('maiden_name')],
    // German
    ['Straße', field('home_address1')],
    ['STRASSE', field('home_address1')],
    ['Geburtsname', field('maiden_name')],
    ['Mädchenname', field('maiden_name')],
    ['Geburtstag', { kind: 'birth-date' }],
    ['Rufname', field('nickname')],
    ['Titel', field('name_title')],
    ['Telefon geschäftlich', field('work_phone')],
    ['Mobilnummer', field('mobile_phone')],
    // Dutch
    ['Straat', field('home_address1')],
    ['Meisjesnaam', field('maiden_name')],
    ['Roepnaam', field('nickname')],
    ['Mobiele telefoon', field('mobile_phone')],
    ['Provincie', field('home_state')],
    // Portuguese
    ['Endereço', field('home_address1')],
    ['Morada', field('home_address1')],
    ['Complemento', field('home_address2')],
    ['Estado', field('home_state')],
    ['UF', field('home_state')],
    ['Nome de solteira', field('maiden_name')],
    ['Telemóvel', field('mobile_phone')],
    ['Turma', field('year_graduated')],
    // French
    ['Nom de jeune fille', field('maiden_name')],
    ['Nom de naissance', field('maiden_name')],
    ["Nom d'usage", field('last_name')],
    ['Promotion', field('year_graduated')],
    ['CP', field('home_zipcode')],
    ['Commune', field('home_city')],
    ['Téléphone fixe', field('home_phone')],
    // Spanish
    ['Domicilio', field('home_address1')],
    ['Localidad', field('home_city')],
    ['Promoción', field('year_graduated')],
    ['Apellido de soltera', field('maiden_name')],
    ['Teléfono celular', field('mobile_phone')],
    // Slate
    ['Address Region', field('home_state')],
    ['Address City', field('home_city')],
    ['Address Postal', field('home_zipcode')],
    ['Address Country', field('home_country')],
  ] as const)('a partner institution\'s "%s" -> %j', (header, target) => {
    expect(suggestMapping(tableOf({ [header]: [] })).columns[0]).toMatchObject({ target, confidence: 'high' });
  });

  it.each([
    ['Home Tel No', field('home_phone')],
    ['Mobile No', field('mobile_phone')],
    ['Telephone No', field('home_phone')],
  ] as const)('"%s", written with "No" for number, is its own synonym, matched for sure -> %j', (header, target) => {
    expect(suggestMapping(tableOf({ [header]: [] })).columns[0]).toMatchObject({ target, confidence: 'high' });
  });

  it('maps a whole Italian list, so its two-letter provinces are read against Italy (the Nazione column)', () => {
    const table = tableOf({
      Nome: ['Marco'],
      Cognome: ['Bianchi'],
      Email: ['marco@x.it'],
      Sesso: ['M'],
      CAP: ['20154'],
      Provincia: ['MI'],
      Nazione: ['Italia'],
      Cellulare: ['347 765 4321'],
    });
    expect(suggestMapping(table).columns.map((c) => c.target)).toEqual([
      field('first_name'),
      field('last_name'),
      field('email'),
      field('gender'),
      field('home_zipcode'),
      field('home_state'),
      field('home_country'),
      field('mobile_phone'),
    ]);
  });

  it('writes out the letters Unicode does not decompose instead of dropping them: ß, æ, ø, œ, ł, đ, þ', () => {
    expect(normaliseHeader('Straße')).toBe('strasse');
    expect(normaliseHeader('STRAẞE')).toBe('strasse');
    expect(normaliseHeader('Fødselsdato')).toBe('fodselsdato');
    expect(normaliseHeader('Æbleø Œuvre')).toBe('aebleo oeuvre');
    expect(normaliseHeader('Miejscowość Łódź')).toBe('miejscowosc lodz');
    expect(normaliseHeader('Đorđe Þór')).toBe('dorde thor');
    // Decomposable accents as before.
    expect(normaliseHeader('Téléphone Geschäftlich')).toBe('telephone geschaftlich');
  });

  it('keeps English words that are foreign synonyms from word matching: "Promotion Code" is no class year', () => {
    expect(targetOf(tableOf({ 'Promotion Code': ['SPRING20'] }), 'Promotion Code')).toEqual({ kind: 'ignore' });
    expect(targetOf(tableOf({ 'Estado Civil': ['Casado'] }), 'Estado Civil')).toEqual({ kind: 'ignore' });
  });

  it('maps Chinese, Japanese and Korean headers (姓, 名, 电子邮件, メールアドレス, 이메일, 性别, 生年月日...)', () => {
    const zh = tableOf({
      姓名: ['王 伟'],
      姓: ['王'],
      名: ['伟'],
      电子邮件: ['wang@example.cn'],
      手机: ['13800138000'],
      性别: ['男'],
      出生日期: ['1990-03-25'],
      城市: ['北京'],
      国家: ['中国'],
      毕业年份: ['2012'],
      学号: ['2008123456'],
    });
    expect(chosenBy(suggestMapping(zh).columns)).toEqual({
      姓名: 'ignore',
      姓: 'last_name',
      名: 'first_name',
      电子邮件: 'email',
      手机: 'mobile_phone',
      性别: 'gender',
      出生日期: 'birth-date',
      城市: 'home_city',
      国家: 'home_country',
      毕业年份: 'year_graduated',
      学号: 'inst_id',
    });
    const ja = tableOf({
      氏名: ['山田 太郎'],
      メールアドレス: ['yamada@example.jp'],
      携帯電話: ['090-1234-5678'],
      郵便番号: ['100-0001'],
      都道府県: ['東京都'],
    });
    expect(chosenBy(suggestMapping(ja).columns)).toEqual({
      氏名: 'full-name',
      メールアドレス: 'email',
      携帯電話: 'mobile_phone',
      郵便番号: 'home_zipcode',
      都道府県: 'home_state',
    });
    // Whole names written without a space, as Chinese lists write them: the column is the whole name (each row is then
    // asked for a space).
    expect(
      chosenBy(suggestMapping(tableOf({ 姓名: ['王伟', '李娜'], 电子邮件: ['a@example.cn', 'b@example.cn'] })).columns),
    ).toEqual({ 姓名: 'full-name', 电子邮件: 'email' });
    const ko = tableOf({ 성: ['김'], 이름: ['민준'], 이메일: ['kim@example.kr'], 성별: ['남'], 주소: ['서울 강남구'] });
    expect(chosenBy(suggestMapping(ko).columns)).toEqual({
      성: 'last_name',
      이름: 'first_name',
      이메일: 'email',
      성별: 'gender',
      주소: 'home_address1',
    });
  });

  it('reads a whole name whatever language or order its header names ("Name (Last, First)", "Nombre completo"), and "Other Names" as the first name', () => {
    for (const header of [
      'Name (Last, First)',
      'Last, First',
      'Full Name (First Last)',
      'Last Name, First Name',
      'Nombre completo',
      'Nombre y apellidos',
      'Apellidos y nombres',
      'Nome completo',
      'Nom et prénom',
      'Vor- und Nachname',
      'Nome e cognome',
    ]) {
      expect(targetOf(tableOf({ [header]: ['Abbott, Karen L.', 'Lee, Ann'] }), header), header).toEqual({
        kind: 'full-name',
      });
    }
    expect(chosenBy(suggestMapping(tableOf({ Surname: ['Okafor'], 'Other Names': ['Chidi Emeka'] })).columns)).toEqual({
      Surname: 'last_name',
      'Other Names': 'first_name',
    });
  });

  it('reads "Name" as a whole name to split, never as a name part; "Region Code" is not a state', () => {
    const name = suggestMapping(tableOf({ Name: ['Ann B. Lee', 'Lee, Bob'] })).columns[0]!;
    expect(name).toMatchObject({
      target: { kind: 'full-name' },
      confidence: 'medium',
      reason: [{ code: 'header.whole-name', params: { header: 'Name' } }],
    });
    expect(targetOf(tableOf({ 'Full Name': [] }), 'Full Name')).toEqual({ kind: 'full-name' });
    expect(targetOf(tableOf({ FullName: [] }), 'FullName')).toEqual({ kind: 'full-name' });
    expect(targetOf(tableOf({ 'Region Code': [] }), 'Region Code')).toEqual({ kind: 'ignore' });
  });

  it('leaves a whole-name column alone when the file has first- and last-name columns, or when its values are not names', () => {
    const both = suggestMapping(
      tableOf({ Name: ['Ann B. Lee', 'Bob Ray'], 'First Name': ['Ann', 'Bob'], 'Last Name': ['Lee', 'Ray'] }),
    ).columns;
    expect(both.map((c) => c.target)).toEqual([{ kind: 'ignore' }, field('first_name'), field('last_name')]);
    expect(both[0]!.reason).toEqual([{ code: 'claim.weak-or-taken', params: { target: { kind: 'full-name' } } }]);
    const companies = suggestMapping(tableOf({ Name: ['Acme', 'Globex', 'Initech'] })).columns[0]!;
    expect(companies.target).toEqual({ kind: 'ignore' });
    expect(paramsOf(companies.alternatives[0]!.reason, 'values.mostly-not')).toEqual({ what: 'names' });
  });

  it('gives a confidence and a reason as data', () => {
    const column = suggestMapping(tableOf({ 'E-mail Address': ['ann@example.org'] })).columns[0]!;
    expect(column).toMatchObject({ confidence: 'high', samples: ['ann@example.org'] });
    expect(column.reason).toEqual([
      { code: 'header.synonym', params: { header: 'E-mail Address', target: field('email') } },
      { code: 'values.are', params: { what: 'email-addresses' } },
    ]);
  });

  it('matches misspelt headers by spelling, with less confidence', () => {
    const column = suggestMapping(tableOf({ 'Emial Adress': [] })).columns[0]!;
    expect(column.target).toEqual(field('email'));
    expect(column.confidence).not.toBe('high');
  });

  it('does not take false friends: "Email Opt-in" is not email, "Job Title" is not a name title', () => {
    const table = tableOf({
      'Email Opt-in': ['Y', 'N', 'Y'],
      'Job Title': ['Director', 'Analyst', 'Dean'],
      Email: ['a@x.org', 'b@x.org', 'c@x.org'],
    });
    const suggestion = suggestMapping(table);
    expect(suggestion.columns.map((c) => c.target)).toEqual([{ kind: 'ignore' }, { kind: 'ignore' }, field('email')]);
    expect(paramsOf(suggestion.columns[0]!.reason, 'header.false-friend')?.words).toContain('opt');
  });

  it("never takes another person's addresses for the alum's, however plainly they are addresses", () => {
    const table = tableOf({
      Email: ['ann@example.org', 'cy@example.org'],
      'Spouse Email': ['bob@example.org', 'di@example.org'],
      'Emergency Contact Email': ['eve@example.org', 'fay@example.org'],
    });
    const suggestion = suggestMapping(table);
    expect(suggestion.columns.map((c) => c.target)).toEqual([field('email'), { kind: 'ignore' }, { kind: 'ignore' }]);
    expect(suggestion.columns[1]!.alternatives).toEqual([]);
    expect(paramsOf(suggestion.columns[1]!.reason, 'header.false-friend')?.words).toEqual(['spouse']);
  });

  it('gives a second column of addresses the secondary email, and a lone one the email', () => {
    const both = tableOf({
      'Primary Email': ['ann@example.org', 'cy@example.org'],
      'Personal Email': ['ann@gmail.com', 'cy@gmail.com'],
    });
    expect(suggestMapping(both).columns.map((c) => c.target)).toEqual([field('email'), field('secondary_email')]);
    expect(suggestMapping(tableOf({ 'Personal Email': ['ann@gmail.com', 'cy@gmail.com'] })).columns[0]!.target).toEqual(
      field('email'),
    );
  });

  it('uses the values: a column of emails is email whatever its header', () => {
    const table = tableOf({ Contact: ['ann@example.org', 'bob@example.org', 'cy@example.org'] });
    expect(suggestMapping(table).columns[0]).toMatchObject({
      target: field('email'),
      reason: [{ code: 'values.email-column', params: { header: 'Contact' } }],
    });
  });

  it('takes a gender column written in words or in another language for gender', () => {
    expect(targetOf(tableOf({ Gender: ['Woman', 'Man', 'Non-binary', 'Woman'] }), 'Gender')).toEqual(field('gender'));
    expect(targetOf(tableOf({ Geschlecht: ['w', 'm', 'divers'] }), 'Geschlecht')).toEqual(field('gender'));
  });

  it('doubts a header whose values do not fit it', () => {
    const table = tableOf({ Email: ['yes', 'no', 'yes', 'no'] });
    expect(suggestMapping(table).columns[0]!.target).toEqual({ kind: 'ignore' });
  });

  it('lets the values choose between a field named by the header and a usual name for another: "Preferred E-mail"', () => {
    const addresses = tableOf({ 'Preferred E-mail': ['ann@example.org', 'bob@example.org', 'cy@example.org'] });
    expect(suggestMapping(addresses).columns[0]).toMatchObject({ target: field('email'), confidence: 'high' });
    const numbers = tableOf({ 'Preferred E-mail': ['1', '2', '1'] });
    expect(suggestMapping(numbers).columns[0]).toMatchObject({ target: field('preferred_email'), confidence: 'high' });
  });

  it('doubts a header naming a number field whose values are not numbers', () => {
    const table = tableOf({ 'Class Year': ['History', 'Biology', 'Music'], Latitude: ['42.36', '-71,06', '+40'] });
    const [year, latitude] = suggestMapping(table).columns;
    expect(year).toMatchObject({ target: { kind: 'ignore' } });
    expect(codesOf(year!.reason)).toEqual(['claim.weak-or-taken']);
    expect(year!.alternatives[0]).toMatchObject({ target: field('year_graduated') });
    expect(paramsOf(year!.alternatives[0]!.reason, 'values.mostly-not')).toEqual({ what: 'numbers' });
    expect(latitude).toMatchObject({ target: field('home_lat') });
  });

  it('maps a Salutation column of titles to the title, and leaves one of letter openings alone', () => {
    expect(suggestMapping(tableOf({ Salutation: ['Mr.', 'Dr', 'Rev. Dr.', 'Ms'] })).columns[0]!.target).toEqual(
      field('name_title'),
    );
    const letters = suggestMapping(tableOf({ Salutation: ['Dear Ann', 'Dear Dr. Lee', 'Mr. and Mrs. Lee'] }))
      .columns[0]!;
    expect(letters.target).toEqual({ kind: 'ignore' });
    expect(paramsOf(letters.alternatives[0]!.reason, 'values.mostly-not')).toEqual({ what: 'titles' });
  });

  it('keeps an Email or Phone column of mistyped values (problems to fix on each row), and doubts one of yes/no', () => {
    const typed = tableOf({
      Email: ['ann@x.org.', 'ann@@x.org', 'ann@x,org', 'bob @x.org', 'cy@x.org'],
      Phone: ['617 555 1234 (home)', '617-555-1234 x', '6175551234 cell', 'n/a'],
    });
    expect(suggestMapping(typed).columns.map((c) => c.target)).toEqual([field('email'), field('home_phone')]);
    const optIns = tableOf({ Email: ['Yes', 'No', 'Yes'], Phone: ['Y', 'N', 'Y'] });
    expect(suggestMapping(optIns).columns.map((c) => c.target)).toEqual([{ kind: 'ignore' }, { kind: 'ignore' }]);
  });

  it('maps an email opt-out column of yes and no to unsubscribe, never an opt-in column or a postal or phone opt-out', () => {
    const table = tableOf({
      'Do Not Email': ['Y', 'N', 'N'],
      HasOptedOutOfEmail: ['true', 'false'],
      'Email Opt-in': ['Yes', 'No'],
      'Mail Opt Out': ['Y', 'N'],
      'Phone Opt Out': ['N', 'Y'],
    });
    const { columns } = suggestMapping(table);
    expect(chosenBy(columns)).toEqual({
      'Do Not Email': 'unsubscribe',
      HasOptedOutOfEmail: 'ignore',
      'Email Opt-in': 'ignore',
      'Mail Opt Out': 'ignore',
      'Phone Opt Out': 'ignore',
    });
    expect(columns[0]).toMatchObject({
      confidence: 'high',
      reason: expect.arrayContaining([{ code: 'values.are', params: { what: 'yes-no' } }]),
    });
    expect(columns[1]!.alternatives[0]?.target).toEqual(field('unsubscribe'));
  });

  it('keeps an Enabled column of Active and Inactive', () => {
    expect(suggestMapping(tableOf({ Enabled: ['Active', 'Inactive', 'Active'] })).columns[0]).toMatchObject({
      target: field('enabled'),
      confidence: 'high',
    });
  });

  it('keeps a birth-date column whose dates are written year first without separators, or with two-digit years to correct', () => {
    const table = tableOf({ 'Birth Date': ['19850704', '4-Jul-85', '07/04/85'], DOB: ['N/A', 'unknown', 'none'] });
    expect(suggestMapping(table).columns.map((c) => c.target)).toEqual([{ kind: 'birth-date' }, { kind: 'ignore' }]);
  });

  it('never maps a repeated header (two lists side by side: "Email (2)" is not the secondary email), and says so once', () => {
    const table: Table = {
      headers: [
        'First Name',
        'Last Name',
        'Email',
        'Phone',
        'First Name (2)',
        'Last Name (2)',
        'Email (2)',
        'Phone (2)',
      ],
      rows: [['Ann', 'Lee', 'ann@example.org', '617 555 0100', 'Cy', 'Tam', 'cy@example.org', '']],
      rowNumbers: [2],
    };
    const suggestion = suggestMapping(table);
    expect(chosenBy(suggestion.columns)).toEqual({
      'First Name': 'first_name',
      'Last Name': 'last_name',
      Email: 'email',
      Phone: 'home_phone',
      'First Name (2)': 'ignore',
      'Last Name (2)': 'ignore',
      'Email (2)': 'ignore',
      'Phone (2)': 'ignore',
    });
    expect(suggestion.columns[6]!.reason).toEqual([
      { code: 'layout.repeated', params: { header: 'Email (2)', firstColumn: 3, first: 'Email' } },
    ]);
    expect(suggestion.columns.filter((c) => c.note !== undefined).map((c) => noteText(c.note))).toEqual([
      'Columns "First Name (2)", "Last Name (2)", "Email (2)" and "Phone (2)" repeat headers of columns before them, and are not read: the first of each name is. If the file holds two lists side by side, or a second person or address on each row, split it so each person has a row of their own, or map those columns by hand.',
    ]);
    // A header written so in the file, with no earlier column of its name, is read as any other.
    expect(chosenBy(suggestMapping(tableOf({ 'Email (2)': ['ann@example.org'] })).columns)).toEqual({
      'Email (2)': 'secondary_email',
    });
  });

  it('says that a gender column of H and M reads M as a woman (Spanish mujer)', () => {
    expect(withNoteWords(suggestMapping(tableOf({ Sexo: ['H', 'M', 'M', 'H'] })).columns[0])).toMatchObject({
      target: field('gender'),
      note: '"Sexo" holds H and M, as Spanish lists write hombre and mujer: H is read as male (m) and M as female (f).',
    });
    expect(noteText(suggestMapping(tableOf({ Gender: ['M', 'F'] })).columns[0]!.note)).toBeUndefined();
    expect(noteText(suggestMapping(tableOf({ Gender: ['M', 'M', 'm', 'h'] })).columns[0]!.note)).toBeUndefined();
  });

  it('keeps a Birthday column of days and months without a year, with a note that the year is left empty, and its order', () => {
    const suggestion = suggestMapping(
      tableOf({ Birthday: ['03/14', '25/12', '01/02'], Event: ['July 4', 'May 1', 'June 2'] }),
    );
    expect(withNoteWords(suggestion.columns[0])).toMatchObject({
      target: { kind: 'birth-date' },
      note: '"Birthday" holds birthdays without a year (03/14): the birth day and month are sent, the birth year is left empty.',
    });
    expect(suggestion.columns[1]!.target).toEqual({ kind: 'ignore' });
    // 03/14 alone says month first; 25/12 day first: mixed, so the order stays open.
    expect(suggestion.mapping.transforms.dateOrder).toBeNull();
    expect(
      withNoteWords(suggestMapping(tableOf({ Birthday: ['July 4', '14-Mar', '--02-29'] })).columns[0]),
    ).toMatchObject({
      target: { kind: 'birth-date' },
      note: expect.stringContaining('(July 4)'),
    });
    expect(suggestMapping(tableOf({ Birthday: ['03/04', '12/25'] })).mapping.transforms.dateOrder).toBe('mdy');
    // A Birth Year column gives the year: the birthday column leaves it to that column.
    const withYear = suggestMapping(tableOf({ Birthday: ['03/14', '12/25'], 'Birth Year': ['1985', '1990'] }));
    expect(withYear.columns.map((c) => c.target)).toEqual([{ kind: 'birth-date' }, field('dob_year')]);
    expect(noteText(withYear.columns[0]!.note)).toMatch(/the birth year comes from "Birth Year"\.$/);
    // Whole dates get no such note.
    expect(
      noteText(suggestMapping(tableOf({ Birthday: ['07/04/1985', '12/25/1990'] })).columns[0]!.note),
    ).toBeUndefined();
  });

  it('judges a column by its values other than NULL, None or NaN (empty cells of a database export), and names those words', () => {
    const table = tableOf({
      'Birth Date': ['NULL', 'NULL', '1985-07-04', 'NULL', 'NULL'],
      'Email 2': ['NaN', 'ann@x.org', 'NaN', 'None', 'NaN'],
      Nickname: ['Null', 'Bo'],
    });
    const { columns } = suggestMapping(table);
    expect(columns.map((c) => [c.target, c.samples, c.emptyWords])).toEqual([
      [{ kind: 'birth-date' }, ['1985-07-04'], ['NULL']],
      [field('secondary_email'), ['ann@x.org'], ['NaN', 'None']],
      [field('nickname'), ['Null', 'Bo'], undefined],
    ]);
    // Read as written when that is asked: a column of NaN and None with one address is not an email column.
    const asWritten = suggestMapping(table, { transforms: { emptyWords: false } }).columns;
    expect(asWritten[1]).toMatchObject({ target: { kind: 'ignore' }, samples: ['NaN', 'ann@x.org', 'None'] });
    expect(asWritten[1]!.emptyWords).toBeUndefined();
  });

  it('keeps a number column whose values are years written with words, to be corrected, rather than give the field to an empty column', () => {
    const table = tableOf({ 'Class Year': ['1985, 1990', '1985/1990', "Class of '85"], 'Degree Year': [] });
    expect(suggestMapping(table).columns.map((c) => c.target)).toEqual([field('year_graduated'), { kind: 'ignore' }]);
    const classes = tableOf({ 'Class Year': ['Senior', 'Junior', 'Freshman'] });
    expect(suggestMapping(classes).columns[0]!.target).toEqual({ kind: 'ignore' });
  });

  it("reads past Raiser's Edge prefixes of the constituent's own columns, not a spouse's", () => {
    const table = tableOf({
      CnBio_ID: ['00123', '00124'],
      CnBio_First_Name: ['Ann', 'Bob'],
      CnBio_Name: ['Ann Lee', 'Bob Ray'],
      CnSpSpBio_First_Name: ['Cy', 'Di'],
      CnAdrPrf_Addrline1: ['1 Main St', '2 Elm St'],
      CnAdrPrf_ZIP: ['02134', '78705'],
      CnAdrPrf_ContryLongDscription: ['United States', 'Canada'],
      CnPh_1_01_Phone_number: ['ann@example.org', 'bob@example.org'],
      CnPh_2_01_Phone_number: ['617-555-0101', '512-555-0102'],
    });
    const columns = suggestMapping(table).columns;
    const chosen = chosenBy(columns);
    expect(chosen).toEqual({
      CnBio_ID: 'inst_id',
      CnBio_First_Name: 'first_name',
      CnBio_Name: 'ignore',
      CnSpSpBio_First_Name: 'ignore',
      CnAdrPrf_Addrline1: 'home_address1',
      CnAdrPrf_ZIP: 'home_zipcode',
      CnAdrPrf_ContryLongDscription: 'home_country',
      CnPh_1_01_Phone_number: 'email',
      CnPh_2_01_Phone_number: 'home_phone',
    });
    expect(columns.find((c) => c.header === 'CnBio_First_Name')).toMatchObject({
      confidence: 'high',
      reason: expect.arrayContaining([
        { code: 'header.read-past-prefix', params: { system: "Raiser's Edge", prefix: 'CnBio_' } },
      ]),
    });
    // Its first name has a column of its own: the whole name is left alone.
    expect(columns.find((c) => c.header === 'CnBio_Name')!.reason).toEqual([
      { code: 'claim.weak-or-taken', params: { target: { kind: 'full-name' } } },
    ]);
  });

  it('reads past Banner table prefixes (SPRIDEN_, SPBPERS_, GOREMAL_, SPRADDR_, APBCONS_), and not past others', () => {
    const table = tableOf({
      SPRIDEN_ID: ['A00012345', 'A00012346'],
      SPRIDEN_LAST_NAME: ['Lee', 'Ray'],
      SPRIDEN_FIRST_NAME: ['Ann', 'Bob'],
      SPBPERS_BIRTH_DATE: ['19850704', '19900101'],
      GOREMAL_EMAIL_ADDRESS: ['ann@x.org', 'bob@x.org'],
      SPRADDR_STREET_LINE1: ['1 Main St', '2 Elm St'],
      SPRADDR_STAT_CODE: ['MA', 'NY'],
      APBCONS_PREF_CLAS: ['2007', '1990'],
      SPRIDEN_PIDM: ['123456', '123457'],
      SORTEST_TEST_SCORE: ['700', '650'],
    });
    const columns = suggestMapping(table).columns;
    expect(chosenBy(columns)).toEqual({
      SPRIDEN_ID: 'inst_id',
      SPRIDEN_LAST_NAME: 'last_name',
      SPRIDEN_FIRST_NAME: 'first_name',
      SPBPERS_BIRTH_DATE: 'birth-date',
      GOREMAL_EMAIL_ADDRESS: 'email',
      SPRADDR_STREET_LINE1: 'home_address1',
      SPRADDR_STAT_CODE: 'home_state',
      APBCONS_PREF_CLAS: 'year_graduated',
      SPRIDEN_PIDM: 'ignore',
      SORTEST_TEST_SCORE: 'ignore',
    });
    expect(columns.find((c) => c.header === 'APBCONS_PREF_CLAS')).toMatchObject({
      confidence: 'high',
      reason: expect.arrayContaining([
        { code: 'header.read-past-prefix', params: { system: 'Banner', prefix: 'APBCONS_' } },
      ]),
    });
  });

  it('recognises profile links by their site', () => {
    const table = tableOf({
      Profile: ['https://www.linkedin.com/in/ann', 'linkedin.com/in/bob', 'https://linkedin.com/in/cy'],
    });
    expect(suggestMapping(table).columns[0]!.target).toEqual(field('social_c_link'));
  });

  it('maps one column per field: the stronger claim wins, the other falls back or is ignored', () => {
    const table = tableOf({
      Email: ['a@x.org', 'b@x.org', 'c@x.org'],
      'Other Contact': ['a2@y.org', 'b2@y.org', 'c2@y.org'],
    });
    expect(suggestMapping(table).columns.map((c) => c.target)).toEqual([field('email'), field('secondary_email')]);
    const birth = tableOf({ 'Birth Date': ['1985-07-04'], 'Birth Year': ['1985'] });
    expect(suggestMapping(birth).columns.map((c) => c.target)).toEqual([{ kind: 'birth-date' }, { kind: 'ignore' }]);
  });

  it('lets address lines and tags share a field', () => {
    const table = tableOf({ 'Address Line 2': ['Apt 4'], 'Address Line 3': ['Bldg C'], Tags: ['a'], Interests: ['b'] });
    expect(suggestMapping(table).columns.map((c) => c.target)).toEqual([
      field('home_address2'),
      field('home_address2'),
      field('tags'),
      field('tags'),
    ]);
  });

  it('lists the required fields nothing feeds', () => {
    expect(suggestMapping(tableOf({ 'First Name': [], Email: [] })).missingRequired).toEqual(['last_name', 'enabled']);
  });

  it('sets the date order a birth-date column shows, and leaves it open when the column does not tell', () => {
    expect(suggestMapping(tableOf({ DOB: ['03/04/1990', '25/12/1980'] })).mapping.transforms.dateOrder).toBe('dmy');
    expect(suggestMapping(tableOf({ DOB: ['03/04/1990', '12/25/1980'] })).mapping.transforms.dateOrder).toBe('mdy');
    expect(suggestMapping(tableOf({ DOB: ['03/04/1990'] })).mapping.transforms.dateOrder).toBeNull();
  });

  it('reads a header past its date layout or filling note, and takes the order the layout gives when the values do not tell', () => {
    const table = tableOf({
      'DOB (MM/DD/YYYY)': ['03/04/1990'],
      'Class Year (optional)': ['2012'],
      'Deceased (Y/N)': ['N'],
      'Cell [e.g. 617-555-0143]': ['617-555-0100'],
    });
    const suggestion = suggestMapping(table);
    expect(suggestion.columns.map((c) => c.target)).toEqual([
      { kind: 'birth-date' },
      field('year_graduated'),
      { kind: 'ignore' },
      field('mobile_phone'),
    ]);
    expect(suggestion.mapping.transforms.dateOrder).toBe('mdy');
    expect(suggestMapping(tableOf({ 'Birth Date [dd.mm.yyyy]': ['03.04.1990'] })).mapping.transforms.dateOrder).toBe(
      'dmy',
    );
    // The values win over the layout: 25/12 is day first whatever the header says.
    expect(
      suggestMapping(tableOf({ 'DOB (MM/DD/YYYY)': ['03/04/1990', '25/12/1980'] })).mapping.transforms.dateOrder,
    ).toBe('dmy');
    // A note that names something stays part of the name.
    expect(normaliseHeader('E-mail Address (Home)')).toBe('e mail address home');
  });
});

describe('a Korean or Chinese name header that names the given name or the whole name', () => {
  it('is the given name beside a family-name column, and the whole name without one', () => {
    expect(chosen(tableOf({ 성: ['김'], 이름: ['민수'], 이메일: ['minsu@example.kr'] }))).toMatchObject({
      성: 'last_name',
      이름: 'first_name',
    });
    expect(
      chosen(tableOf({ 이름: ['김민수', '이영희'], 이메일: ['minsu@example.kr', 'yh@example.kr'] })),
    ).toMatchObject({ 이름: 'full-name' });
    expect(chosen(tableOf({ 名字: ['王小明', '李娜娜'], 邮箱: ['wei@example.cn', 'na@example.cn'] }))).toMatchObject({
      名字: 'full-name',
    });
    // A column of given names alone stays the given name: the missing family name is told.
    expect(chosen(tableOf({ 이름: ['민수', '영희'] }))).toMatchObject({ 이름: 'first_name' });
    expect(chosen(tableOf({ 名字: ['小明', '娜娜'] }))).toMatchObject({ 名字: 'first_name' });
  });
});

describe('labels', () => {
  it('reads Google\'s bare "Labels" as the tags, never a mailing or name label', () => {
    expect(chosen(tableOf({ Labels: ['Alumni ::: Board'] })).Labels).toBe('tags');
    for (const header of ['Mailing Labels', 'Name Labels', 'Print Labels'])
      expect(chosen(tableOf({ [header]: ['Mr. and Mrs. Ann Lee'] }))[header], header).not.toBe('tags');
  });
});

describe('family-name headers in Chinese, Japanese and Korean, and titles of an organization', () => {
  it('reads 姓氏, 苗字 and 성씨 as the last name, and never an organization title as a name title', () => {
    expect(chosen(tableOf({ 姓氏: ['王'], 名: ['伟'] }))).toMatchObject({ 姓氏: 'last_name', 名: 'first_name' });
    expect(chosen(tableOf({ 苗字: ['山田'], 名前: ['太郎'] }))).toEqual({ 苗字: 'last_name', 名前: 'first_name' });
    expect(chosen(tableOf({ 名前: ['山田 太郎'] })).名前).toBe('full-name');
    expect(chosen(tableOf({ 성씨: ['김'], 이름: ['민수'] }))).toMatchObject({ 성씨: 'last_name', 이름: 'first_name' });
    expect(chosen(tableOf({ 'Organization 1 - Title': ['Engineer'], 'Organization Title': ['Director'] }))).toEqual({
      'Organization 1 - Title': 'ignore',
      'Organization Title': 'ignore',
    });
  });
});

describe('headers of lists from outside the US (UK, Ireland, India, Australia, Africa, Poland)', () => {
  it.each([
    ['Name of Student', 'full-name'],
    ['Student Name', 'full-name'],
    ['Graduate Name', 'full-name'],
    ['Alumni No', 'inst_id'],
    ['Enrolment No.', 'inst_id'],
    ['Matric No', 'inst_id'],
    ['Student Number', 'inst_id'],
    ['Matrikelnummer', 'inst_id'],
    ['Roll No', 'inst_id'],
    ['Mob', 'mobile_phone'],
    ['Mobile No.', 'mobile_phone'],
    ['Handphone', 'mobile_phone'],
    ['WhatsApp Number', 'mobile_phone'],
    ['Telefon komórkowy', 'mobile_phone'],
    ['Home Tel', 'home_phone'],
    ['Tel (Home)', 'home_phone'],
    ['Contact Number', 'home_phone'],
    ['Phone No', 'home_phone'],
    ['Work Tel', 'work_phone'],
    ['Completion Year', 'year_graduated'],
    ['Year of Passing', 'year_graduated'],
    ['Year Conferred', 'year_graduated'],
    ['Rok ukończenia', 'year_graduated'],
    ['Suburb', 'home_city'],
    ['Miejscowość', 'home_city'],
    ['Eircode', 'home_zipcode'],
    ['Pin Code', 'home_zipcode'],
    ['Kod pocztowy', 'home_zipcode'],
    ['Kraj', 'home_country'],
    ['Imię', 'first_name'],
    ['Nazwisko', 'last_name'],
    ['Płeć', 'gender'],
    ['Data urodzenia', 'birth-date'],
    ['Anrede', 'name_title'],
    ['Tratamiento', 'name_title'],
  ])('reads "%s" as %s', (header, target) => {
    expect(chosen(tableOf({ [header]: [''] }))[header]).toBe(target);
  });

  it('takes the academic title (Titel: Dr.) over the salutation (Anrede: Herr, Frau) when a file has both', () => {
    expect(chosen(tableOf({ Anrede: ['Herr', 'Frau'], Titel: ['Dr.', ''], Vorname: ['Hans', 'Anna'] }))).toMatchObject({
      Anrede: 'ignore',
      Titel: 'name_title',
    });
    // Salesforce's Salutation (Mr., Dr.) is the name title; its Title beside it is the job title.
    expect(
      chosen(
        tableOf({
          Salutation: ['Mr.', 'Dr.'],
          'First Name': ['Ann', 'Bob'],
          Title: ['Software Engineer', 'Professor'],
        }),
      ),
    ).toMatchObject({ Salutation: 'name_title', Title: 'ignore' });
  });
});
