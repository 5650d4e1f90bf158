/** The values shown side by side for a held row, in this order: who the person is, before what the file feeds. */
export const IDENTIFYING_FIELDS: readonly string[] = [
  'first_name',
  'last_name',
  'maiden_name',
  'email',
  'secondary_email',
  'inst_id',
  'dob_year',
  'dob_month',
  'dob_day',
  'year_graduated',
  'home_zipcode',
  'home_city',
  'mobile_phone',
  'home_phone',
];
