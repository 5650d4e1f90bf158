// A suggested fix as data: what it does (a code with params, worded by each door) and the value it gives.
import type { None } from './param-types';

/** A suggested fix: the value it gives, and what it does as a code with params (worded by each door). */
export interface FixParams {
  'fix.empty-cell': None;
  'fix.empty-no-number': None;
  'fix.empty-no-value': None;
  'fix.remove-invisible': None;
  'fix.without-lead': { lead: string };
  'fix.other-order': { date: string };
  'fix.four-digit-year': { year: number };
  'fix.north-american': None;
  'fix.keep-first': None;
  'fix.british-mobile': None;
  'fix.leading-zero': None;
  'fix.state': { name: string };
  'fix.use': None;
  'fix.use-if-address': None;
  'fix.use-if-id': None;
  'fix.send': None;
  'fix.class-graduated': None;
  'fix.preferred-class-year': None;
  'fix.use-year': None;
  'fix.if-year': None;
}

export type FixCode = keyof FixParams;

/** A fix: what it does (code + params) and the value it gives. */
export type Fix = { [C in FixCode]: { code: C; params: FixParams[C]; value: string } }[FixCode];

/** Every fix code (a missing one fails the typecheck), for the test that walks them in every door. */
const FIX_TABLE: { readonly [C in FixCode]: true } = {
  'fix.empty-cell': true,
  'fix.empty-no-number': true,
  'fix.empty-no-value': true,
  'fix.remove-invisible': true,
  'fix.without-lead': true,
  'fix.other-order': true,
  'fix.four-digit-year': true,
  'fix.north-american': true,
  'fix.keep-first': true,
  'fix.british-mobile': true,
  'fix.leading-zero': true,
  'fix.state': true,
  'fix.use': true,
  'fix.use-if-address': true,
  'fix.use-if-id': true,
  'fix.send': true,
  'fix.class-graduated': true,
  'fix.preferred-class-year': true,
  'fix.use-year': true,
  'fix.if-year': true,
};
export const FIX_CODES = Object.keys(FIX_TABLE) as FixCode[];
