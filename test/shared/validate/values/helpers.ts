import { fieldSpec, type FieldSpec } from '../../../../src-shared/fields/catalogue';
import { DEFAULT_TRANSFORMS } from '../../../../src-shared/transforms/settings';
import type { TransformSettings } from '../../../../src-shared/transforms/types';
import type { RowContext } from '../../../../src-shared/validate/values/outcome';

export const spec = (name: string): FieldSpec => fieldSpec(name)!;
export const settings = (more: Partial<TransformSettings> = {}): TransformSettings => ({
  ...DEFAULT_TRANSFORMS,
  ...more,
});
/** A row whose home (and work) address is in `home` (`work`). */
export const rowIn = (home?: string, work?: string): RowContext => ({
  countryOf: (prefix) => (prefix === 'home' ? home : work),
});
