export type * from './types';
export { suggestMapping } from './suggest';
export { applyTemplate, toTemplate, parseTemplate } from './template';
export { parseConstant } from './constants';
