// A mapping reason's parts as src-shared tests assert them: its codes in order, and the params of one part.
import type { MappingReason, MappingReasonCode, MappingReasonParams } from '../../src-shared/mapping/reason-codes';

/** The codes of a reason's parts, in order. */
export const codesOf = (reason: MappingReason): MappingReasonCode[] => reason.map((part) => part.code);

/** The params of the reason's part with this code (undefined: no such part). */
export function paramsOf<C extends MappingReasonCode>(
  reason: MappingReason,
  code: C,
): MappingReasonParams[C] | undefined {
  return reason.find((part) => part.code === code)?.params as MappingReasonParams[C] | undefined;
}
