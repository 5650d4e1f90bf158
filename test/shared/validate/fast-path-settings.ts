// The transform settings under which the fast path and cleanValue are compared: the defaults, every
// switch off, and phones read as GB (fast-cells.test.ts, fast-plain-property.test.ts).
import { DEFAULT_TRANSFORMS } from '../../../src-shared/transforms/settings';
import type { TransformSettings } from '../../../src-shared/transforms/types';

export const SETTINGS: [string, TransformSettings][] = [
  ['defaults', DEFAULT_TRANSFORMS],
  [
    'everything off',
    {
      ...DEFAULT_TRANSFORMS,
      emptyWords: false,
      trimSpaces: false,
      lowercaseEmail: false,
      normalisePhones: false,
      checkUrls: false,
      flagWords: false,
      normaliseGender: false,
      stateCodes: false,
      fixZipCodes: false,
    },
  ],
  ['phones read as GB', { ...DEFAULT_TRANSFORMS, defaultPhoneCountry: 'GB' }],
];
