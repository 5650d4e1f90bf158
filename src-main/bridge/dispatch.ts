import type { z } from 'zod';
import {
  bridgeMethods,
  isBridgeMethodName,
  type BridgeMethodName,
  type BridgeMethods,
} from '../../src-shared/bridge/contract';
import { describeIssues, type Envelope } from '../../src-shared/bridge/define';
import { APP_REFUSAL_WORDS } from '../../src-renderer/src/lib/words/refusal-words';
import { PROTOTYPE_KEYS } from '../../src-shared/bridge/prototype-keys';
import { AppError, isAppError } from '../../src-shared/errors';

export type BridgeHandler<M extends BridgeMethodName> = (
  args: z.output<BridgeMethods[M]['args']>,
) => Promise<z.input<BridgeMethods[M]['result']>>;

export type BridgeHandlers = { [M in BridgeMethodName]: BridgeHandler<M> };

export type Dispatch = (method: unknown, args: unknown) => Promise<Envelope>;

/**
 * Validates every call against the contract before anything runs, and every answer before it
 * leaves, so the three doors (IPC, web host, tests) behave the same.
 */
export function createDispatcher(handlers: BridgeHandlers, log: (line: string) => void = () => {}): Dispatch {
  return async (methodName, rawArgs) => {
    if (!isBridgeMethodName(methodName)) {
      return failure(
        new AppError('invalid-input', `Unknown bridge method ${JSON.stringify(String(methodName)).slice(0, 80)}.`),
      );
    }
    const spec = bridgeMethods[methodName];
    const shapeProblem = unsafeShape(rawArgs);
    if (shapeProblem) {
      return failure(
        new AppError('invalid-input', `The call ${methodName} was refused: its arguments are not valid.`, [
          shapeProblem,
        ]),
      );
    }
    const parsedArgs = spec.args.safeParse(rawArgs ?? {});
    if (!parsedArgs.success) {
      return failure(
        new AppError(
          'invalid-input',
          `The call ${methodName} was refused: its arguments are not valid.`,
          describeIssues(parsedArgs.error, APP_REFUSAL_WORDS),
        ),
      );
    }
    try {
      const handler = handlers[methodName] as (args: unknown) => Promise<unknown>;
      const raw = await handler(parsedArgs.data);
      const parsedResult = spec.result.safeParse(raw);
      if (!parsedResult.success) {
        log(
          `bridge: ${methodName} produced an answer outside its contract: ${describeIssues(parsedResult.error).join('; ')}`,
        );
        return failure(new AppError('internal', `The app produced an unexpected answer for ${methodName}.`));
      }
      return { ok: true, value: parsedResult.data };
    } catch (error) {
      if (isAppError(error)) return failure(error);
      log(`bridge: ${methodName} failed: ${error instanceof Error ? error.message : String(error)}`);
      return failure(
        new AppError('internal', `Something went wrong in ${methodName}. The details are in the app's log.`),
      );
    }
  };
}

/** Deeper than any argument of the contract; deeper junk could exhaust the stack while parsed. */
const MAX_DEPTH = 32;

/**
 * Checked before the schema: a key like `__proto__` passes a record schema and, assigned to the
 * parsed copy, would change that object's prototype; a value nested thousands deep would make the
 * parse itself fail. Answers the problem as a `path: message` line, or undefined.
 */
function unsafeShape(value: unknown, path: string[] = [], depth = 0): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const at = path.length > 0 ? path.join('.') : '(the whole value)';
  if (depth >= MAX_DEPTH) return `${at}: nested more than ${MAX_DEPTH} levels deep`;
  for (const key of Object.keys(value)) {
    if (PROTOTYPE_KEYS.has(key)) return `${at}: the key "${key}" is not allowed`;
    const problem = unsafeShape((value as Record<string, unknown>)[key], [...path, key], depth + 1);
    if (problem) return problem;
  }
  return undefined;
}

function failure(error: AppError): Envelope {
  return { ok: false, error: error.toJSON() };
}
