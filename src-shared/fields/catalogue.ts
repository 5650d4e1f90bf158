// The User field catalogue of alumni-api.md section 2.3: the single source of truth for
// schemas, mapping, validation, diffs and the UI. One row a field.

export type FieldKind =
  | 'string' // free text with an optional size
  | 'text' // long free text, no published size
  | 'email'
  | 'url'
  | 'flag' // number 1 or 0
  | 'integer'
  | 'decimal'
  | 'date' // YYYY-MM-DD
  | 'gender' // m or f
  | 'state' // two-letter postal code (published type is number)
  | 'country' // two-letter ISO code (published type is number)
  | 'zipcode'
  | 'phone'
  | 'string-list' // array of strings (groups, tags)
  | 'object-list'; // arrays whose structure is not shown

export type FieldGroup =
  'identity' | 'contact' | 'home address' | 'work address' | 'education' | 'flags' | 'profile' | 'system';

export interface FieldSpec {
  readonly name: string;
  readonly label: string;
  readonly kind: FieldKind;
  readonly group: FieldGroup;
  /** Published width in characters or digits. */
  readonly size?: number;
  /** Required on create (POST /api/users/). */
  readonly requiredOnCreate?: boolean;
  /** Generated or kept by the service: never mapped from a file or sent on create. */
  readonly serviceOwned?: boolean;
  readonly min?: number;
  readonly max?: number;
  /**
   * An indicator whose values are not published (a number): yes and no are read as 1 and 0
   * when flag words are read, and any other whole number is still taken.
   */
  readonly yesNo?: boolean;
}

const geohashLevels = (prefix: 'home' | 'work', group: FieldGroup): FieldSpec[] =>
  [1, 2, 3, 4, 5, 6].map((level) => ({
    name: `${prefix}_geohash_l${level}`,
    label: `${prefix === 'home' ? 'Home' : 'Work'} geohash (${level} character${level > 1 ? 's' : ''})`,
    kind: 'string',
    group,
    serviceOwned: true,
  }));

export const USER_FIELDS: readonly FieldSpec[] = [
  { name: 'user_id', label: 'User ID', kind: 'integer', group: 'system', serviceOwned: true },
  { name: 'first_name', label: 'First name', kind: 'string', size: 255, group: 'identity', requiredOnCreate: true },
  { name: 'last_name', label: 'Last name', kind: 'string', size: 255, group: 'identity', requiredOnCreate: true },
  { name: 'email', label: 'Email', kind: 'email', size: 255, group: 'contact', requiredOnCreate: true },
  { name: 'enabled', label: 'Enabled', kind: 'flag', group: 'flags', requiredOnCreate: true },
  { name: 'approved', label: 'Approved', kind: 'flag', group: 'flags' },
  { name: 'bad_email', label: 'Email is valid (bad_email)', kind: 'flag', group: 'flags' },
  { name: 'client_id', label: 'Client ID', kind: 'integer', group: 'system' },
  { name: 'about', label: 'About', kind: 'text', group: 'profile' },
  { name: 'admin_notes', label: 'Admin notes', kind: 'text', group: 'profile' },
  { name: 'activated_at', label: 'Activated on', kind: 'date', size: 255, group: 'system', serviceOwned: true },
  { name: 'createdAt', label: 'Created on', kind: 'date', size: 255, group: 'system', serviceOwned: true },
  { name: 'updatedAt', label: 'Updated on', kind: 'date', size: 255, group: 'system', serviceOwned: true },
  { name: 'last_activity_at', label: 'Last activity', kind: 'date', size: 255, group: 'system', serviceOwned: true },
  { name: 'last_login', label: 'Last login', kind: 'date', size: 255, group: 'system', serviceOwned: true },
  { name: 'first_login', label: 'Has logged in', kind: 'flag', group: 'system', serviceOwned: true },
  { name: 'is_import_user', label: 'Created by import', kind: 'flag', group: 'flags' },
  { name: 'terms_and_conditions', label: 'Agreed to terms', kind: 'flag', group: 'flags' },
  { name: 'custom_fields', label: 'Custom fields', kind: 'object-list', group: 'profile' },
  { name: 'groups', label: 'Groups', kind: 'string-list', group: 'profile' },
  { name: 'tags', label: 'Tags', kind: 'string-list', group: 'profile' },
  { name: 'dob_day', label: 'Birth day', kind: 'integer', group: 'identity', min: 1, max: 31 },
  { name: 'dob_month', label: 'Birth month', kind: 'integer', group: 'identity', min: 1, max: 12 },
  { name: 'dob_year', label: 'Birth year', kind: 'integer', group: 'identity', min: 1900 },
  { name: 'gender', label: 'Gender', kind: 'gender', size: 1, group: 'identity' },
  { name: 'name_title', label: 'Title (Ms, Mr, Dr)', kind: 'string', group: 'identity' },
  { name: 'name_suffix', label: 'Suffix (PhD, Jr.)', kind: 'string', group: 'identity' },
  { name: 'middle_name', label: 'Middle name', kind: 'string', size: 255, group: 'identity' },
  { name: 'maiden_name', label: 'Maiden name', kind: 'string', size: 255, group: 'identity' },
  { name: 'nickname', label: 'Nickname', kind: 'string', size: 255, group: 'identity' },
  { name: 'username', label: 'Username', kind: 'string', size: 255, group: 'identity' },
  { name: 'profile_url', label: 'Profile URL', kind: 'url', size: 255, group: 'profile' },
  { name: 'image', label: 'Picture (path)', kind: 'string', group: 'profile' },
  { name: 'website', label: 'Work website', kind: 'url', size: 255, group: 'contact' },
  { name: 'secondary_email', label: 'Secondary email', kind: 'email', size: 255, group: 'contact' },
  { name: 'preferred_email', label: 'Preferred email', kind: 'integer', group: 'contact' },
  { name: 'preferred_phone', label: 'Preferred phone', kind: 'integer', group: 'contact' },
  { name: 'mobile_phone', label: 'Mobile phone', kind: 'phone', size: 255, group: 'contact' },
  { name: 'home_phone', label: 'Home phone', kind: 'phone', size: 255, group: 'contact' },
  { name: 'work_phone', label: 'Work phone', kind: 'phone', size: 255, group: 'contact' },
  { name: 'social_a_link', label: 'Social network profile', kind: 'url', size: 255, group: 'contact' },
  { name: 'social_b_link', label: 'Short-message network profile', kind: 'url', size: 255, group: 'contact' },
  { name: 'social_c_link', label: 'Professional network profile', kind: 'url', size: 255, group: 'contact' },
  { name: 'social_d_link', label: 'Photo-sharing profile', kind: 'url', size: 255, group: 'contact' },
  { name: 'marketing_member_id', label: 'Email marketing member ID', kind: 'string', size: 255, group: 'contact' },
  { name: 'hard_bounce', label: 'Hard bounces', kind: 'integer', group: 'system', min: 0 },
  { name: 'soft_bounce', label: 'Soft bounces', kind: 'integer', group: 'system', min: 0 },
  { name: 'unsubscribe', label: 'Unsubscribed', kind: 'integer', group: 'flags', yesNo: true },
  { name: 'inst_id', label: 'Institution ID', kind: 'string', size: 255, group: 'identity' },
  { name: 'salt', label: 'Salt', kind: 'string', size: 255, group: 'system', serviceOwned: true },
  { name: 'isConfirmed', label: 'Confirmed', kind: 'flag', group: 'flags' },
  { name: 'isPrimary', label: 'Primary', kind: 'flag', group: 'flags' },
  { name: 'user_timezone', label: 'Time zone', kind: 'string', size: 255, group: 'home address' },
  { name: 'year_graduated', label: 'Class year', kind: 'integer', group: 'education', min: 1900 },
  { name: 'home_address1', label: 'Home address line 1', kind: 'string', size: 255, group: 'home address' },
  { name: 'home_address2', label: 'Home address line 2', kind: 'string', size: 255, group: 'home address' },
  { name: 'home_city', label: 'Home city', kind: 'string', size: 255, group: 'home address' },
  { name: 'home_state', label: 'Home state', kind: 'state', group: 'home address' },
  { name: 'home_country', label: 'Home country', kind: 'country', group: 'home address' },
  { name: 'home_zipcode', label: 'Home ZIP code', kind: 'zipcode', size: 255, group: 'home address' },
  { name: 'home_lat', label: 'Home latitude', kind: 'decimal', group: 'home address', min: -90, max: 90 },
  { name: 'home_lng', label: 'Home longitude', kind: 'decimal', group: 'home address', min: -180, max: 180 },
  { name: 'home_geohash', label: 'Home geohash', kind: 'string', group: 'home address', serviceOwned: true },
  ...geohashLevels('home', 'home address'),
  { name: 'work_address1', label: 'Work address line 1', kind: 'string', size: 255, group: 'work address' },
  { name: 'work_address2', label: 'Work address line 2', kind: 'string', size: 255, group: 'work address' },
  { name: 'work_city', label: 'Work city', kind: 'string', size: 255, group: 'work address' },
  { name: 'work_state', label: 'Work state', kind: 'state', group: 'work address' },
  { name: 'work_country', label: 'Work country', kind: 'country', group: 'work address' },
  { name: 'work_zipcode', label: 'Work ZIP code', kind: 'zipcode', size: 255, group: 'work address' },
  { name: 'work_lat', label: 'Work latitude', kind: 'decimal', group: 'work address', min: -90, max: 90 },
  { name: 'work_lng', label: 'Work longitude', kind: 'decimal', group: 'work address', min: -180, max: 180 },
  { name: 'work_geohash', label: 'Work geohash', kind: 'string', group: 'work address', serviceOwned: true },
  ...geohashLevels('work', 'work address'),
  { name: 'user_study_area', label: 'Study areas', kind: 'object-list', group: 'education', serviceOwned: true },
  { name: 'user_career_info', label: 'Career entries', kind: 'object-list', group: 'education' },
  { name: 'user_industry', label: 'Industry entries', kind: 'object-list', group: 'education' },
  { name: 'user_language', label: 'Language entries', kind: 'object-list', group: 'profile' },
  { name: 'user_publication', label: 'Publication entries', kind: 'object-list', group: 'profile' },
  { name: 'user_skill', label: 'Skill entries', kind: 'object-list', group: 'profile' },
];

export type UserFieldName = string;

const byName = new Map(USER_FIELDS.map((field) => [field.name, field]));

export function fieldSpec(name: string): FieldSpec | undefined {
  return byName.get(name);
}

export function isUserField(name: string): boolean {
  return byName.has(name);
}

/** Fields a file may feed: everything the service does not own. */
export const MAPPABLE_FIELDS: readonly FieldSpec[] = USER_FIELDS.filter((field) => !field.serviceOwned);

export const REQUIRED_ON_CREATE: readonly string[] = USER_FIELDS.filter((f) => f.requiredOnCreate).map((f) => f.name);
