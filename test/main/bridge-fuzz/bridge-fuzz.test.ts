import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDispatcher, type Dispatch } from '../../../src-main/bridge/dispatch';
import { createBridgeHandlers } from '../../../src-main/bridge/handlers';
import { startSandbox, type SandboxHandle } from '../../../src-main/sandbox';
import { createAppContext, type AppContext } from '../../../src-main/services/context';
import { BRIDGE_METHOD_NAMES, bridgeMethods, type BridgeMethodName } from '../../../src-shared/bridge/contract';
import { malformedCalls, VALID_ARGS } from './malformed-calls';

// Every method of the contract (BRIDGE_METHOD_NAMES: a new method is fuzzed without a change
// here) called through the dispatcher with malformed arguments: each gets an 'invalid-input'
// envelope naming the part that is wrong, and nothing changes: not a file in the home folder,
// not a request to the service, not Object.prototype.

let home: string;
let ctx: AppContext;
let dispatch: Dispatch;
let sandbox: SandboxHandle | undefined;
const logged: string[] = [];

/** Every file under the home folder with a hash of its content. */
function homeSnapshot(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(home, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files[relative(home, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
  }
  return files;
}

let before: { files: Record<string, string>; requests: number; users: unknown };

beforeAll(async () => {
  home = mkdtempSync(join(tmpdir(), 'alumni-bridge-fuzz-'));
  ctx = await createAppContext({
    home,
    door: 'browser',
    env: {},
    log: (line) => logged.push(line),
    keychainAccountPrefix: `alumni-bridge-fuzz-${process.pid}-`,
    // The built-in sandbox, kept at hand to count what reaches it.
    startSandbox: async (options) => (sandbox = await startSandbox(options)),
  });
  dispatch = createDispatcher(createBridgeHandlers(ctx), (line) => logged.push(line));
  // Some state worth protecting: a saved template, a recent file, the sandbox started by a test call.
  for (const method of ['templates.save', 'templates.rememberFile'] as const)
    expect(await dispatch(method, VALID_ARGS[method])).toMatchObject({ ok: true });
  // (Only the start matters here, not whether the connection test passes.)
  expect(await dispatch('env.test', { name: 'sandbox' })).toMatchObject({ ok: true });
  expect(sandbox, 'the built-in sandbox was started').toBeDefined();
  before = { files: homeSnapshot(), requests: sandbox!.stats().total, users: sandbox!.stats().users };
}, 60_000);

afterAll(async () => {
  await ctx.close();
  rmSync(home, { recursive: true, force: true });
});

/** Paths a refusal line names, e.g. "rows.0.rowNumber" from "rows.0.rowNumber: Invalid input". */
const namedPaths = (details: string[]): string[] => details.map((line) => line.slice(0, line.indexOf(': ')));
const related = (named: string, spoiled: string): boolean =>
  named === '(the whole value)' ||
  spoiled === '' ||
  named === spoiled ||
  spoiled.startsWith(`${named}.`) ||
  named.startsWith(`${spoiled}.`);

/** Junk the schema lets through: not dispatched here (it would run), listed for the report. */
const acceptedJunk: string[] = [];

describe('bridge fuzzing', () => {
  it('has a valid starting call for every method, so the fuzz reaches nested fields', () => {
    const missing = BRIDGE_METHOD_NAMES.filter((name) => !VALID_ARGS[name]);
    expect(missing, 'add a valid argument object to VALID_ARGS in malformed-calls.ts').toEqual([]);
    for (const name of BRIDGE_METHOD_NAMES) {
      const parsed = bridgeMethods[name].args.safeParse(VALID_ARGS[name]);
      expect(parsed.success, `${name}: ${parsed.error?.message}`).toBe(true);
    }
  });

  it.each(BRIDGE_METHOD_NAMES)(
    '%s: every malformed call is refused as invalid-input, naming what is wrong',
    async (name: BridgeMethodName) => {
      let refused = 0;
      for (const call of malformedCalls(name)) {
        if (!call.alwaysRefused && bridgeMethods[name].args.safeParse(call.args).success) {
          acceptedJunk.push(`${name} ${call.label}`);
          continue;
        }
        const answer = await dispatch(name, call.args);
        expect(answer.ok, `${name} ${call.label}`).toBe(false);
        if (answer.ok) continue;
        expect(answer.error.code, `${name} ${call.label}`).toBe('invalid-input');
        expect(answer.error.message).toBe(`The call ${name} was refused: its arguments are not valid.`);
        const details = answer.error.details ?? [];
        expect(details.length, `${name} ${call.label}: no detail`).toBeGreaterThan(0);
        expect(
          namedPaths(details).some((named) => related(named, call.path)),
          `${name} ${call.label}: ${details.join(' / ')}`,
        ).toBe(true);
        // A refusal never echoes a huge value back.
        expect(JSON.stringify(answer).length, `${name} ${call.label}`).toBeLessThan(10_000);
        refused++;
      }
      expect(refused).toBeGreaterThanOrEqual(8);
    },
  );

  it('an unknown method name, however odd, is refused without running anything', async () => {
    for (const name of [
      '__proto__',
      'constructor',
      'toString',
      'env.list.extra',
      'x'.repeat(100_000),
      42,
      null,
      { method: 'env.list' },
    ]) {
      const answer = await dispatch(name, {});
      expect(answer).toMatchObject({
        ok: false,
        error: { code: 'invalid-input', message: expect.stringMatching(/^Unknown bridge method /) },
      });
      expect(JSON.stringify(answer).length).toBeLessThan(300);
    }
  });

  it('a record field holding __proto__ (which its schema alone would let through) is refused at that field', async () => {
    const plan = structuredClone(VALID_ARGS['jobs.plan']!) as { rows: { user: Record<string, unknown> }[] };
    plan.rows[0]!.user = JSON.parse('{"email": "ann@example.org", "__proto__": {"enabled": 1}}');
    expect(bridgeMethods['jobs.plan'].args.safeParse(plan).success).toBe(true);
    expect(await dispatch('jobs.plan', plan)).toEqual({
      ok: false,
      error: {
        code: 'invalid-input',
        message: 'The call jobs.plan was refused: its arguments are not valid.',
        details: ['rows.0.user: the key "__proto__" is not allowed'],
      },
    });
  });

  it('a huge string is refused everywhere but in free text (headers, cells, values, templates)', () => {
    const FREE_TEXT =
      /^(jobs\.plan (source\.headers|fields|rows\.0\.cells|rows\.0\.user)\.|jobs\.stageRows rows\.0\.(cells|user)\.|templates\.save template\.|recipes\.save mapping\.|dictionaries\.importCsv csv:)/;
    expect(acceptedJunk.filter((label) => label.endsWith(': a huge string') && !FREE_TEXT.test(label))).toEqual([]);
  });

  it('changed nothing: the home folder’s files, the service (no request reached it), Object.prototype', () => {
    expect(homeSnapshot()).toEqual(before.files);
    expect(sandbox!.stats().total).toBe(before.requests);
    expect(sandbox!.stats().users).toEqual(before.users);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect(logged.filter((line) => /failed|outside its contract/.test(line))).toEqual([]);
    console.log(
      `bridge fuzz: junk the schemas accept (not sent): ${acceptedJunk.length}\n  ${acceptedJunk.join('\n  ')}`,
    );
  });
});
