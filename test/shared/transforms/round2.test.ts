// Country names in other languages and with typographic apostrophes; email addresses with an
// internationalised domain.
import { describe, expect, it } from 'vitest';
import { nameKey } from '../../../src-shared/transforms/country';
import * as t_country from '../../../src-shared/transforms/country';
import { isEmailSyntax } from '../../../src-shared/transforms/email';
import * as t_email from '../../../src-shared/transforms/email';
import { flatSaying } from '../../helpers/problem-words';

// Outcomes flat, with their problem's words (the app's table) beside the codes.
const toCountryCode = flatSaying(t_country.toCountryCode);
const toEmail = flatSaying(t_email.toEmail);

const code = (name: string) => {
  const outcome = toCountryCode(name, true);
  return outcome.ok ? outcome.value : undefined;
};

describe('country names', () => {
  it.each([
    ['États-Unis', 'US'],
    ['Etats-Unis', 'US'],
    ['Etats Unis', 'US'],
    ['États-Unis d’Amérique', 'US'],
    ["Etats-Unis d'Amerique", 'US'],
    ['États-Unis dʼAmérique', 'US'],
    ['Stati Uniti', 'US'],
    ["Stati Uniti d'America", 'US'],
    ['Stati Uniti d’America', 'US'],
    ['Stati Uniti d`America', 'US'],
    ['Stati Uniti d´America', 'US'],
    ['Estados Unidos de América', 'US'],
    ['Estados Unidos de America', 'US'],
    ['Estados Unidos da América', 'US'],
    ['EE. UU.', 'US'],
    ['EEUU', 'US'],
    ['Vereinigte Staaten von Amerika', 'US'],
    ['Verenigde Staten van Amerika', 'US'],
    ['Amerikas förenta stater', 'US'],
    ['Stany Zjednoczone Ameryki', 'US'],
    ['Amerikan Yhdysvallat', 'US'],
    ['Royaume-Uni', 'GB'],
    ['Royaume-Uni de Grande-Bretagne et d’Irlande du Nord', 'GB'],
    ['Grande-Bretagne', 'GB'],
    ['Reino Unido de Gran Bretaña e Irlanda del Norte', 'GB'],
    ['Regno Unito di Gran Bretagna e Irlanda del Nord', 'GB'],
    ['Vereinigtes Königreich Großbritannien und Nordirland', 'GB'],
    ['Grossbritannien', 'GB'],
    ['Zjednoczone Królestwo', 'GB'],
    ['Bundesrepublik Deutschland', 'DE'],
    ['République française', 'FR'],
    ['Koninkrijk der Nederlanden', 'NL'],
    ['Côte d’Ivoire', 'CI'],
    ['Cote d‘Ivoire', 'CI'],
    ['Korea, Democratic People’s Republic of', 'KP'],
  ])('%s -> %s', (name, expected) => {
    expect(code(name)).toBe(expected);
  });

  it('still reads the forms it read, and refuses what is no country', () => {
    for (const [name, expected] of [
      ['USA', 'US'],
      ['U.S.A.', 'US'],
      ['us', 'US'],
      ['GBR', 'GB'],
      ['The Bahamas', 'BS'],
      ['St Kitts & Nevis', 'KN'],
      ['Trinidad & Tobago', 'TT'],
      ['Venezuela, Bolivarian Republic of', 'VE'],
      ['Iran (Islamic Republic of)', 'IR'],
      ['Congo, Democratic Republic of the', 'CD'],
      ['Brésil', 'BR'],
      ['Perú', 'PE'],
      ['Deutschland', 'DE'],
    ]) {
      expect(code(name!), name).toBe(expected);
    }
    for (const name of ['Congo, Republic of Nowhere', 'constructor', '__proto__', 'toString', 'Atlantis', 'États'])
      expect(code(name), name).toBeUndefined();
    expect(toCountryCode('États-Unis', false).ok).toBe(false);
  });

  it('reads accents, apostrophes, dashes and dots alike', () => {
    expect(nameKey('États-Unis d’Amérique')).toBe(nameKey("Etats Unis d'Amerique"));
    expect(nameKey('Côte dʼIvoire')).toBe(nameKey('COTE D`IVOIRE'));
  });
});

describe('email addresses with an internationalised domain', () => {
  it('sends the domain in its ASCII (punycode) form, with a note saying so', () => {
    const outcome = toEmail('dan@münchen.de', true);
    expect(outcome).toMatchObject({
      ok: true,
      value: 'dan@xn--mnchen-3ya.de',
      changed: true,
      note: expect.stringContaining('xn--mnchen-3ya.de'),
    });
    expect(toEmail('Dan@MÜNCHEN.DE', true)).toMatchObject({ ok: true, value: 'dan@xn--mnchen-3ya.de' });
    expect(toEmail('Dan@MÜNCHEN.DE', false)).toMatchObject({ ok: true, value: 'Dan@xn--mnchen-3ya.de' });
    expect(toEmail('ann@例え.jp', true)).toMatchObject({ ok: true, value: 'ann@xn--r8jz45g.jp' });
    expect(toEmail('Dan Roe <dan@münchen.de>', true)).toMatchObject({ ok: true, value: 'dan@xn--mnchen-3ya.de' });
    // The punycode form was, and stays, taken as it is.
    expect(toEmail('dan@xn--mnchen-3ya.de', true)).toEqual({
      ok: true,
      value: 'dan@xn--mnchen-3ya.de',
      changed: false,
    });
    expect(isEmailSyntax('dan@münchen.de')).toBe(false);
  });

  it('refuses letters outside ASCII before the @, saying so', () => {
    for (const cell of ['dän@example.de', 'dän@münchen.de', 'josé@example.org']) {
      const outcome = toEmail(cell, true);
      expect(outcome.ok, cell).toBe(false);
      if (!outcome.ok) expect(outcome.message, cell).toMatch(/before the @/);
    }
    // Two addresses: the ü is the first one's domain, not a local part; said as two addresses or as no address, never
    // "before the @".
    const two = toEmail('ann@münchen.de; bob@x.org', true);
    expect(two.ok ? '' : two.message).not.toMatch(/before the @/);
  });

  it('refuses a Unicode domain that is no domain', () => {
    for (const cell of [
      'dan@münchen',
      'dan@mün chen.de',
      'dan@münchen.de/x',
      'dan@münchen.de:80',
      'dan@ü..de',
      'dan@-ü.de',
      'dan@münchen.de@x.org',
    ])
      expect(toEmail(cell, true).ok, cell).toBe(false);
  });
});
