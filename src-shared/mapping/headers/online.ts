// Web pages, social profiles and photos.
// One row: a target, why these headers name it (their source: a vendor's export, a language), and
// the headers, as normaliseHeader writes them (lower case, accents and punctuation removed).
import { field } from '../target-key';
import type { HeaderRow } from './header-row';

export const ONLINE_HEADERS: readonly HeaderRow[] = [
  {
    target: field('website'),
    why: 'A web page of the person or their company',
    headers: [
      'website',
      'web site',
      'url',
      'homepage',
      'home page',
      'web',
      'company website',
      'work website',
      'web address',
      'web page',
      'personal web page',
    ],
  },
  {
    target: field('social_a_link'),
    why: 'A Facebook profile link',
    headers: ['facebook', 'facebook url', 'facebook profile'],
  },
  {
    target: field('social_b_link'),
    why: 'A Twitter (X) profile link',
    headers: ['twitter', 'twitter url', 'x profile', 'twitter profile'],
  },
  {
    target: field('social_c_link'),
    why: 'A LinkedIn profile link',
    headers: ['linkedin', 'linkedin url', 'linkedin profile', 'linked in'],
  },
  {
    target: field('social_d_link'),
    why: 'An Instagram profile link',
    headers: ['instagram', 'instagram url', 'instagram profile'],
  },
  {
    target: field('profile_url'),
    why: 'A profile page on another site',
    headers: ['profile url', 'profile link', 'profile page'],
  },
  {
    target: field('image'),
    why: 'A photo of the person, as a link or a path',
    headers: ['photo', 'picture', 'image', 'photo url', 'headshot', 'photo path'],
  },
];
