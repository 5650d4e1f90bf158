// Which cleaning each kind of field value takes, as data. Adding a kind of value: a module in this folder and one
// row here (the catalogue's FieldKind then names it).
import type { FieldKind } from '../../fields/catalogue';
import { toFlag } from '../../transforms/flag';
import { toGender } from '../../transforms/gender';
import { toUrl } from '../../transforms/web-address';
import { cleanCountry, cleanPostcode, cleanState } from './address';
import { cleanDate } from './date';
import { cleanEmail } from './email';
import { cleanList, cleanObjectList } from './list';
import { cleanDecimal, cleanInteger } from './number';
import { failure, fromTransform, type KindCleaner } from './outcome';
import { cleanPhone } from './phone';
import { cleanText } from './text';

export const KIND_CLEANERS: Readonly<Record<FieldKind, KindCleaner>> = {
  email: cleanEmail,
  url: (_spec, text, settings) => fromTransform(toUrl(text, settings.checkUrls)),
  flag: (_spec, text, settings) => {
    const flag = toFlag(text, settings.flagWords);
    return flag.ok ? Number(flag.value) : failure(flag);
  },
  gender: (_spec, text, settings) => fromTransform(toGender(text, settings.normaliseGender)),
  phone: cleanPhone,
  country: cleanCountry,
  state: cleanState,
  zipcode: cleanPostcode,
  integer: cleanInteger,
  decimal: cleanDecimal,
  date: cleanDate,
  'string-list': cleanList,
  'object-list': cleanObjectList,
  string: cleanText,
  text: cleanText,
};
