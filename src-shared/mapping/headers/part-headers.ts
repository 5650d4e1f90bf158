// Headers (without spaces) naming a part of a value another column holds the rest of: an area
// code, a house number, a last-name prefix. One row a part, with why; column-parts.ts says what
// becomes of each part.

export type PartName =
  | 'area-code'
  | 'country-calling-code'
  | 'extension'
  | 'house-number'
  | 'last-name-prefix'
  | 'second-surname'
  | 'zip-extension';

export const PART_HEADERS: readonly { part: PartName; why: string; compact: readonly string[] }[] = [
  {
    part: 'area-code',
    why: "Area codes in a column of their own: Banner's SPRTELE_PHONE_AREA, German Vorwahl, Brazilian DDD",
    compact: [
      'areacode',
      'vorwahl',
      'prefisso',
      'indicatif',
      'indicatifregional',
      'lada',
      'ddd',
      'netnummer',
      'kengetal',
      'prefijo',
      'codigodearea',
      'codarea',
      'prefixo',
    ],
  },
  {
    part: 'country-calling-code',
    why: 'Country calling codes (+44, 0049): German Landesvorwahl, French indicatif pays',
    compact: [
      'landesvorwahl',
      'countrycallingcode',
      'callingcode',
      'dialcode',
      'dialingcode',
      'isdcode',
      'indicatifpays',
      'prefissointernazionale',
    ],
  },
  {
    part: 'extension',
    why: 'Phone extensions (x123); German Durchwahl',
    compact: ['ext', 'extension', 'durchwahl'],
  },
  {
    part: 'house-number',
    why: 'House numbers beside their street: German and Dutch lists (Hausnummer, huisnummer), Italian civico',
    compact: [
      'hausnummer',
      'hausnr',
      'hausnummerzusatz',
      'huisnummer',
      'huisnr',
      'huisletter',
      'toevoeging',
      'huisnummertoevoeging',
      'housenumber',
      'houseno',
      'housenr',
      'streetnumber',
      'streetno',
      'streetnr',
      'civico',
      'numerocivico',
      'nrcivico',
      'numerodecasa',
      'numerocasa',
      'numeroexterior',
    ],
  },
  {
    part: 'last-name-prefix',
    why: 'The first words of a last name (van der): Dutch tussenvoegsel, German Namenszusatz, French particule',
    compact: [
      'tussenvoegsel',
      'tussenvoegsels',
      'voorvoegsel',
      'voorvoegsels',
      'namenszusatz',
      'namensvorsatz',
      'lastnameprefix',
      'surnameprefix',
      'familynameprefix',
      'particule',
    ],
  },
  {
    part: 'second-surname',
    why: 'A second surname: Spanish segundo apellido or apellido materno, Portuguese segundo sobrenome',
    compact: [
      'segundoapellido',
      'apellidomaterno',
      'secondsurname',
      'secondlastname',
      'maternalsurname',
      'maternallastname',
      'segundosobrenome',
    ],
  },
  {
    part: 'zip-extension',
    why: 'The four digits of a ZIP+4 in a column of their own',
    compact: [
      'zipextension',
      'zipcodeextension',
      'zipext',
      'zipcodeext',
      'zip4',
      'zipplus4',
      'zipcodeplus4',
      'plus4',
      'zipsuffix',
      'zipcodesuffix',
      'zip4code',
      'postalcodeextension',
    ],
  },
];
