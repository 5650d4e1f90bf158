// The shape of a door's words for the update policy: a reason a difference is kept, a rule, and the rule of the
// address blocks. src-shared keeps the codes (KeptReason, UpdateRule); each door words them (decision 0007).
import type { UpdateRule } from './groups';
import type { KeptReason } from './reasons';

export type UpdatePolicyWordsTable = {
  readonly kept: { readonly [R in KeptReason]: string };
  readonly rules: { readonly [R in UpdateRule]: string };
  /** How a partly changed address is treated (the rule of the address blocks' table). */
  readonly addressBlocks: string;
};
