// Home address: the city (or town) and the state, province or region.
// Joined with the other address tables, in the order matches are tried, in addresses.ts.
import { field } from '../target-key';
import type { HeaderRow } from './header-row';

export const HOME_CITY_AND_STATE_HEADERS: readonly HeaderRow[] = [
  {
    target: field('home_city'),
    why: 'Chinese, Japanese and Korean headers',
    headers: ['城市', '都市', '市区町村', '도시'],
  },
  {
    target: field('home_city'),
    why: "English; Salesforce's Mailing City",
    headers: ['city', 'home city', 'town', 'locality', 'mailing city', 'address city', 'city of residence'],
  },
  {
    target: field('home_city'),
    why: 'German, French, Spanish, Italian, Dutch, Portuguese and Polish lists (partner institutions)',
    headers: [
      'ort',
      'stadt',
      'wohnort',
      'ville',
      'commune',
      'localite',
      'ciudad',
      'localidad',
      'poblacion',
      'citta',
      'comune',
      'localita',
      'woonplaats',
      'plaats',
      'cidade',
      'localidade',
    ],
  },
  {
    target: field('home_city'),
    why: 'Australian and New Zealand lists',
    headers: ['suburb', 'suburb town', 'town suburb', 'town city', 'city town'],
  },
  {
    target: field('home_city'),
    why: 'Polish',
    headers: ['miejscowosc', 'miasto'],
  },
  {
    target: field('home_state'),
    why: 'Chinese, Japanese and Korean headers',
    headers: ['省', '省份', '都道府県', '시도'],
  },
  {
    target: field('home_state'),
    why: "English; Banner's STAT_CODE, Salesforce's Mailing State/Province",
    headers: [
      'state',
      'home state',
      'province',
      'state province',
      'state or province',
      'st',
      'mailing state',
      'mailing state province',
      'stat code',
      'state code',
      'address region',
      'state of residence',
      'state region',
      'home state region',
    ],
  },
  {
    target: field('home_state'),
    why: 'Lists of US and UK addresses in one column: the state where it has a code (a county is said, not sent)',
    headers: ['county state', 'state county', 'county or state', 'state or county', 'county province', 'county region'],
  },
  {
    target: field('home_state'),
    why: 'German, Spanish, Italian, Dutch and Brazilian (UF)',
    headers: ['bundesland', 'provincia', 'prov', 'provincie', 'estado', 'uf'],
  },
];
