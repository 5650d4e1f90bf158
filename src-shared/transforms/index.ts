export type * from './types';
export { DEFAULT_TRANSFORMS, TRANSFORM_DESCRIPTIONS } from './settings';
