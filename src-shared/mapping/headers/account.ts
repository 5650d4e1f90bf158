// The account on the service: tags, groups, notes, login and email platform fields.
// One row: a target, why these headers name it (their source: a vendor's export, a language), and
// the headers, as normaliseHeader writes them (lower case, accents and punctuation removed).
import { field } from '../target-key';
import type { HeaderRow } from './header-row';

export const ACCOUNT_HEADERS: readonly HeaderRow[] = [
  {
    target: field('tags'),
    why: "Interests and affinities; Raiser's Edge's Constituent Codes",
    headers: [
      'tags',
      'tag',
      'interests',
      'affinities',
      'affinity',
      'constituent codes',
      'constituent code',
      'attributes',
      'keywords',
      'affinity groups',
      'alumni groups',
      'interest groups',
      'group membership',
      'group memberships',
      'memberships',
      'clubs',
      'chapters',
      'labels',
    ],
  },
  {
    target: field('groups'),
    why: "The service's permission groups (admin, read-only, user), not an alum's affinities: only headers saying so",
    headers: ['groups', 'group', 'user group', 'user groups', 'permission groups', 'access groups'],
  },
  {
    target: field('enabled'),
    why: 'Whether the account is enabled',
    headers: ['enabled', 'account enabled', 'is enabled', 'active', 'is active'],
  },
  {
    target: field('approved'),
    why: 'Whether the account is approved',
    headers: ['approved', 'is approved'],
  },
  {
    target: field('about'),
    why: 'A biography the person wrote',
    headers: ['about', 'bio', 'biography', 'about me'],
  },
  {
    target: field('admin_notes'),
    why: "Staff's notes and comments",
    headers: ['notes', 'admin notes', 'comments', 'comment', 'remarks', 'staff notes'],
  },
  {
    target: field('username'),
    why: 'A login name (not a last login: a false friend)',
    headers: ['username', 'user name', 'login', 'login name', 'login id', 'logon name', 'logon id', 'user login'],
  },
  {
    target: field('user_timezone'),
    why: 'A time zone',
    headers: ['timezone', 'time zone', 'tz'],
  },
  {
    target: field('marketing_member_id'),
    why: "Mailchimp's member ID",
    headers: ['marketing member id', 'mailchimp id', 'email marketing id'],
  },
  {
    target: field('hard_bounce'),
    why: "An email platform's bounce counts",
    headers: ['hard bounce', 'hard bounces'],
  },
  {
    target: field('soft_bounce'),
    why: "An email platform's bounce counts",
    headers: ['soft bounce', 'soft bounces'],
  },
];
