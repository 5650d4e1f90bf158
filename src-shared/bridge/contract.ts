import type { z } from 'zod';
import { appMethods } from './app';
import { approvalsMethods } from './approvals';
import { envEvents, envMethods } from './env';
import { jobsEvents, jobsMethods } from './jobs';
import { matchesMethods } from './matches';
import { promoteMethods } from './promote';
import { reportsEvents, reportsMethods } from './reports';
import { supportMethods } from './support';
import { templatesMethods } from './templates';
import { dictionariesMethods } from './dictionaries';
import { roundTripEvents, roundTripMethods } from './round-trips';
import { matchRulesMethods } from './match-rules';

// Every method and event between renderer and main. Each domain keeps its part in its own file;
// the Electron preload, the IPC binding, the web host and the renderer's client all read this list.
export const bridgeMethods = {
  ...appMethods,
  ...approvalsMethods,
  ...envMethods,
  ...jobsMethods,
  ...matchesMethods,
  ...promoteMethods,
  ...reportsMethods,
  ...templatesMethods,
  ...supportMethods,
  ...dictionariesMethods,
  ...roundTripMethods,
  ...matchRulesMethods,
} as const;

export const bridgeEvents = {
  ...envEvents,
  ...jobsEvents,
  ...reportsEvents,
  ...roundTripEvents,
} as const satisfies Record<string, z.ZodType>;

export type BridgeMethods = typeof bridgeMethods;
export type BridgeMethodName = keyof BridgeMethods;
export type BridgeEvents = typeof bridgeEvents;
export type BridgeEventName = keyof BridgeEvents;

export type BridgeArgs<M extends BridgeMethodName> = z.input<BridgeMethods[M]['args']>;
export type BridgeResult<M extends BridgeMethodName> = z.output<BridgeMethods[M]['result']>;
export type BridgeEventPayload<E extends BridgeEventName> = z.output<BridgeEvents[E]>;

export const BRIDGE_METHOD_NAMES = Object.keys(bridgeMethods) as BridgeMethodName[];
export const BRIDGE_EVENT_NAMES = Object.keys(bridgeEvents) as BridgeEventName[];

export function isBridgeMethodName(value: unknown): value is BridgeMethodName {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(bridgeMethods, value);
}

export function isBridgeEventName(value: unknown): value is BridgeEventName {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(bridgeEvents, value);
}

/** What the renderer holds: the same interface whichever door carries it. */
export interface BridgeClient {
  call<M extends BridgeMethodName>(method: M, args: BridgeArgs<M>): Promise<BridgeResult<M>>;
  on<E extends BridgeEventName>(event: E, listener: (payload: BridgeEventPayload<E>) => void): () => void;
}
