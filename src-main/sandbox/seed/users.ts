import type { Faker } from '@faker-js/faker';
import { blankUser } from '../user-fields';
import { isoDay, type WireUser } from '../records';
import { geohashFields } from './geohash';
import { REFERENCE_DATE, daysBefore, type SeededFakers } from './fakers';

const EMAIL_DOMAINS = ['example.org', 'example.com', 'mail.example.net', 'alumni.example.edu'];
const STUDY_AREAS = [
  ['Economics', 'School of Social Sciences'],
  ['Mechanical Engineering', 'School of Engineering'],
  ['History', 'College of Arts and Letters'],
  ['Nursing', 'School of Health Sciences'],
  ['Computer Science', 'School of Engineering'],
  ['Music', 'Conservatory'],
  ['Biology', 'College of Sciences'],
  ['Business Administration', 'Business School'],
  ['Law', 'Law School'],
  ['French Literature', 'College of Arts and Letters'],
] as const;
const TAGS = ['reunion', 'volunteer', 'mentor', 'donor', 'board', 'newsletter'];
const SKILLS = ['Public speaking', 'Fundraising', 'Data analysis', 'Project management', 'Teaching'];
const LANGUAGES = ['English', 'French', 'Spanish', 'German', 'Portuguese', 'Swedish', 'Italian'];
const INDUSTRIES = ['Education', 'Healthcare', 'Finance', 'Software', 'Public sector', 'Arts'];

/** Approval states in proportion: most approved and enabled, enough pending for approvals to work on. */
const STATES: Array<{ approved: 0 | 1; enabled: 0 | 1; weight: number }> = [
  { approved: 1, enabled: 1, weight: 55 },
  { approved: 1, enabled: 0, weight: 10 },
  { approved: 0, enabled: 0, weight: 25 },
  { approved: 0, enabled: 1, weight: 10 },
];

/** Letters only, no accents: the local part of a generated email. */
function emailPart(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

function coordinates(faker: Faker): [number, number] {
  return [
    Number(faker.location.latitude({ min: 25, max: 49, precision: 7 })),
    Number(faker.location.longitude({ min: -124, max: -67, precision: 7 })),
  ];
}

function maybe<T>(main: Faker, probability: number, value: () => T): T | null {
  return main.datatype.boolean({ probability }) ? value() : null;
}

export function seedUsers(fakers: SeededFakers, count: number, firstId: number): WireUser[] {
  const { main } = fakers;
  const used = new Set<string>();
  const users: WireUser[] = [];
  for (let index = 0; index < count; index++) {
    const person = fakers.person();
    const user_id = firstId + index;
    const sex = main.helpers.arrayElement(['female', 'male'] as const);
    const first_name = person.person.firstName(sex);
    const last_name = person.person.lastName();
    let local = `${emailPart(first_name)}.${emailPart(last_name)}`;
    if (used.has(local)) local = `${local}${user_id}`;
    used.add(local);
    const email = `${local}@${main.helpers.arrayElement(EMAIL_DOMAINS)}`;
    const state = main.helpers.weightedArrayElement(STATES.map((s) => ({ weight: s.weight, value: s })));
    const created = main.date.between({ from: daysBefore(REFERENCE_DATE, 2000), to: daysBefore(REFERENCE_DATE, 30) });
    const loggedIn = state.approved === 1 && main.datatype.boolean({ probability: 0.7 });
    const lastLogin = loggedIn ? main.date.between({ from: created, to: REFERENCE_DATE }) : null;
    const graduated = main.number.int({ min: 1965, max: 2024 });
    const [homeLat, homeLng] = coordinates(main);
    const works = main.datatype.boolean({ probability: 0.6 });
    const [workLat, workLng] = works ? coordinates(main) : [null, null];
    const [studyArea, school] = main.helpers.arrayElement(STUDY_AREAS);
    users.push({
      ...blankUser(),
      user_id,
      first_name,
      last_name,
      email,
      enabled: state.enabled,
      approved: state.approved,
      bad_email: main.datatype.boolean({ probability: 0.95 }) ? 1 : 0,
      client_id: 17,
      about: maybe(main, 0.3, () => person.lorem.sentence()),
      admin_notes: maybe(main, 0.1, () =>
        main.helpers.arrayElement(['Met at homecoming.', 'Prefers phone calls.', 'Class agent.']),
      ),
      activated_at: state.approved === 1 ? isoDay(created) : null,
      createdAt: isoDay(created),
      updatedAt: isoDay(lastLogin ?? created),
      last_activity_at: lastLogin ? isoDay(lastLogin) : null,
      last_login: lastLogin ? isoDay(lastLogin) : null,
      first_login: lastLogin ? 1 : 0,
      is_import_user: main.datatype.boolean({ probability: 0.3 }) ? 1 : 0,
      terms_and_conditions: lastLogin ? 1 : 0,
      custom_fields: main.datatype.boolean({ probability: 0.2 }) ? [{ chapter: person.location.city() }] : [],
      groups: [
        main.helpers.weightedArrayElement([
          { weight: 90, value: 'user' },
          { weight: 5, value: 'admin' },
          { weight: 5, value: 'read-only' },
        ]),
      ],
      tags: main.helpers.arrayElements(TAGS, { min: 0, max: 2 }),
      dob_day: main.number.int({ min: 1, max: 28 }),
      dob_month: main.number.int({ min: 1, max: 12 }),
      dob_year: graduated - main.number.int({ min: 21, max: 24 }),
      gender: sex === 'female' ? 'f' : 'm',
      name_title: maybe(main, 0.4, () =>
        sex === 'female' ? main.helpers.arrayElement(['Ms', 'Mrs', 'Dr']) : main.helpers.arrayElement(['Mr', 'Dr']),
      ),
      name_suffix: maybe(main, 0.05, () => main.helpers.arrayElement(['PhD', 'Jr.', 'MD'])),
      middle_name: maybe(main, 0.3, () => person.person.middleName(sex)),
      maiden_name: sex === 'female' ? maybe(main, 0.15, () => person.person.lastName()) : null,
      nickname: maybe(main, 0.05, () => first_name.slice(0, 3)),
      username: maybe(main, 0.5, () => `${emailPart(first_name)}${user_id}`),
      profile_url: `https://alumni.example.edu/people/${user_id}`,
      image: maybe(main, 0.3, () => `/uploads/users/${user_id}.jpg`),
      website: maybe(main, 0.2, () => `https://www.${emailPart(last_name) || 'site'}.example.com`),
      secondary_email: main.datatype.boolean({ probability: 0.2 }) ? [`${local}@alumni.example.edu`] : [],
      preferred_email: 1,
      preferred_phone: maybe(main, 0.5, () => 1),
      mobile_phone: maybe(main, 0.7, () => person.phone.number()),
      home_phone: maybe(main, 0.3, () => person.phone.number()),
      work_phone: works ? maybe(main, 0.5, () => person.phone.number()) : null,
      social_a_link: maybe(main, 0.2, () => `https://social.example.com/${emailPart(first_name)}${user_id}`),
      social_b_link: maybe(main, 0.1, () => `https://short.example.com/@${emailPart(last_name)}${user_id}`),
      social_c_link: maybe(main, 0.3, () => `https://pro.example.com/in/${local.replace('.', '-')}`),
      social_d_link: maybe(main, 0.05, () => `https://photos.example.com/${emailPart(first_name)}`),
      marketing_member_id: maybe(main, 0.1, () => `MM${main.string.numeric(7)}`),
      hard_bounce: main.datatype.boolean({ probability: 0.05 }) ? 1 : 0,
      soft_bounce: main.number.int({ min: 0, max: 2 }),
      unsubscribe: main.datatype.boolean({ probability: 0.08 }) ? 1 : 0,
      inst_id: `A${main.string.numeric(8)}`,
      salt: '',
      isConfirmed: state.approved,
      isPrimary: 1,
      user_timezone: main.helpers.arrayElement([
        'America/New_York',
        'America/Chicago',
        'America/Denver',
        'America/Los_Angeles',
      ]),
      year_graduated: graduated,
      home_address1: main.location.streetAddress(),
      home_address2: maybe(main, 0.15, () => main.location.secondaryAddress()),
      home_city: main.location.city(),
      home_state: main.location.state({ abbreviated: true }),
      home_country: 'US',
      home_zipcode: main.location.zipCode('#####'),
      home_lat: homeLat,
      home_lng: homeLng,
      ...geohashFields('home', homeLat, homeLng),
      work_address1: works ? main.location.streetAddress() : null,
      work_city: works ? main.location.city() : null,
      work_state: works ? main.location.state({ abbreviated: true }) : null,
      work_country: works ? 'US' : null,
      work_zipcode: works ? main.location.zipCode('#####') : null,
      // Published quirk: the sample carries work_lat and work_lng as strings.
      work_lat: workLat === null ? null : workLat.toFixed(7),
      work_lng: workLng === null ? null : workLng.toFixed(7),
      ...geohashFields('work', workLat, workLng),
      user_study_area: [{ study_area: studyArea, year: [String(graduated)], study_organization: school }],
      user_career_info: works ? [{ company: main.company.name(), title: main.person.jobTitle() }] : [],
      user_industry: works ? [{ industry: main.helpers.arrayElement(INDUSTRIES) }] : [],
      user_language: main.helpers.arrayElements(LANGUAGES, { min: 1, max: 2 }).map((language) => ({ language })),
      user_publication: [],
      user_skill: main.helpers.arrayElements(SKILLS, { min: 0, max: 2 }).map((skill) => ({ skill })),
    });
  }
  return users;
}
