import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDispatcher } from '../../../src-main/bridge/dispatch';
import { createBridgeHandlers } from '../../../src-main/bridge/handlers';
import { createAppContext, type AppContext } from '../../../src-main/services/context';
import { BRIDGE_METHOD_NAMES } from '../../../src-shared/bridge/contract';
import packageJson from '../../../package.json';

let home: string;
let ctx: AppContext;

beforeAll(async () => {
  home = mkdtempSync(join(tmpdir(), 'alumni-bridge-'));
  ctx = await createAppContext({ home, door: 'browser', env: {}, log: () => {} });
});
afterAll(async () => {
  await ctx.close();
  rmSync(home, { recursive: true, force: true });
});

describe('bridge handlers', () => {
  it('serve every method of the contract and nothing else', () => {
    expect(Object.keys(createBridgeHandlers(ctx)).sort()).toEqual([...BRIDGE_METHOD_NAMES].sort());
  });

  it('answer app.info with the version, the door and the home folder', async () => {
    const dispatch = createDispatcher(createBridgeHandlers(ctx));
    expect(await dispatch('app.info', {})).toEqual({
      ok: true,
      value: { version: packageJson.version, door: 'browser', home },
    });
  });

  it('refuse bad env.* arguments before the service runs, saying which field and why', async () => {
    const dispatch = createDispatcher(createBridgeHandlers(ctx));
    const answer = await dispatch('env.add', { name: 'x y', kind: 'staging', url: 'http://alumni.example.edu' });
    expect(answer.ok).toBe(false);
    if (answer.ok) return;
    expect(answer.error.code).toBe('invalid-input');
    const details = answer.error.details?.join('\n') ?? '';
    expect(details).toMatch(/^name: A name uses letters/m);
    expect(details).toMatch(/^kind: /m);
    expect(details).toMatch(/^url: The address must use https/m);
    expect((await dispatch('env.list', {})).ok && (await ctx.environments.list()).length).toBe(2); // the two built-in ones
  });

  it('pass the service’s own errors through in words', async () => {
    const dispatch = createDispatcher(createBridgeHandlers(ctx));
    const answer = await dispatch('env.remove', { name: 'sandbox' });
    expect(answer).toMatchObject({
      ok: false,
      error: {
        code: 'invalid-input',
        message: expect.stringMatching(/built-in "sandbox" environment cannot be removed/),
      },
    });
  });
});
