import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createDispatcher } from '../../../src-main/bridge/dispatch';
import { createBridgeHandlers } from '../../../src-main/bridge/handlers';
import { startSandbox, type SandboxHandle } from '../../../src-main/sandbox';
import { createAppContext, type AppContext } from '../../../src-main/services/context';
import { BRIDGE_METHOD_NAMES, bridgeEvents, bridgeMethods } from '../../../src-shared/bridge/contract';
import { filesContaining, uniqueKey } from '../environments/helpers';

// Keys go renderer -> main once (env.setKey) and never come back: no answer, no event.

const KEY_LIKE_PROPERTY = /^(x[-_]?)?(api[-_]?)?(key|secret|password|token|credential)s?$/i;

/** Every property name anywhere in a JSON Schema. */
function propertyNames(schema: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) {
    for (const item of schema) propertyNames(item, found);
  } else if (schema && typeof schema === 'object') {
    for (const [name, value] of Object.entries(schema)) {
      if (name === 'properties' && value && typeof value === 'object')
        for (const property of Object.keys(value)) found.add(property);
      propertyNames(value, found);
    }
  }
  return found;
}

function shapeOf(schema: z.ZodType): unknown {
  return z.toJSONSchema(schema, { unrepresentable: 'any', io: 'output' });
}

describe('the contract by its shape', () => {
  it.each(BRIDGE_METHOD_NAMES)('%s answers with no field that could hold a key', (name) => {
    const names = [...propertyNames(shapeOf(bridgeMethods[name].result))];
    expect(names.filter((n) => KEY_LIKE_PROPERTY.test(n))).toEqual([]);
  });

  it('no event carries a field that could hold a key', () => {
    for (const schema of Object.values(bridgeEvents)) {
      expect([...propertyNames(shapeOf(schema))].filter((n) => KEY_LIKE_PROPERTY.test(n))).toEqual([]);
    }
  });

  it('env.setKey is the one method whose arguments take a key', () => {
    const takingKeys = BRIDGE_METHOD_NAMES.filter((name) =>
      [...propertyNames(z.toJSONSchema(bridgeMethods[name].args, { unrepresentable: 'any', io: 'input' }))].some((n) =>
        KEY_LIKE_PROPERTY.test(n),
      ),
    );
    expect(takingKeys).toEqual(['env.setKey']);
  });

  it('the pattern does catch key fields (so the checks above can fail)', () => {
    expect(
      [
        ...propertyNames(shapeOf(z.object({ apiKey: z.string(), nested: z.array(z.object({ secret: z.string() })) }))),
      ].filter((n) => KEY_LIKE_PROPERTY.test(n)),
    ).toEqual(['apiKey', 'secret']);
  });
});

describe('the contract by its answers, against a sandbox', () => {
  const testKey = uniqueKey('test');
  const productionKey = uniqueKey('production');
  const name = `bridge-${randomBytes(3).toString('hex')}`;
  let sandbox: SandboxHandle;
  let home: string;
  let ctx: AppContext;
  const transcript: unknown[] = [];

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, seed: 7, testKey, productionKey });
    home = mkdtempSync(join(tmpdir(), 'alumni-bridge-keys-'));
    ctx = await createAppContext({
      home,
      door: 'browser',
      keychainAccountPrefix: `alumni-bridge-${process.pid}-`,
      env: {},
      log: () => {},
    });
    ctx.events.onAny((event, payload) => transcript.push({ event, payload }));
  });
  afterAll(async () => {
    await ctx.environments.remove(name).catch(() => undefined);
    await ctx.close();
    await sandbox.close();
    rmSync(home, { recursive: true, force: true });
  });

  it('calls every env.* and app.* method with valid arguments: no answer and no event holds the key', async () => {
    const dispatch = createDispatcher(createBridgeHandlers(ctx));
    const call = async (method: string, args: unknown) => {
      const answer = await dispatch(method, args);
      transcript.push({ method, answer });
      return answer;
    };
    const calls: [string, unknown][] = [
      ['app.info', {}],
      ['env.add', { name, kind: 'test', url: sandbox.environments.test.baseUrl }],
      ['env.setKey', { name, key: testKey }],
      ['env.list', {}],
      ['env.test', { name }],
      ['env.setActive', { name }],
      ['env.getActive', {}],
      ['env.update', { name, kind: 'production', url: sandbox.environments.production.baseUrl }],
      ['env.setKey', { name, key: productionKey }],
      ['env.test', { name }],
      ['env.list', {}],
      ['env.removeKey', { name }],
      ['env.test', { name }],
      ['env.setKey', { name, key: testKey }],
      ['env.remove', { name }],
      ['env.getActive', {}],
    ];
    for (const [method, args] of calls) await call(method, args);

    const covered = new Set(calls.map(([method]) => method));
    expect(
      BRIDGE_METHOD_NAMES.filter((m) => (m.startsWith('env.') || m.startsWith('app.')) && !covered.has(m)),
    ).toEqual([]);
    const answers = transcript.filter((entry) => 'method' in (entry as object)) as {
      method: string;
      answer: { ok: boolean };
    }[];
    expect(
      answers.every((entry) => entry.answer.ok),
      JSON.stringify(answers.filter((e) => !e.answer.ok)),
    ).toBe(true);
    // The calls did reach the sandbox with the keys: one works, one is refused.
    const outcomes = answers
      .filter((e) => e.method === 'env.test')
      .map((e) => (e.answer as unknown as { value: { outcome: string } }).value.outcome);
    expect(outcomes).toEqual(['works', 'works', 'no-key']);

    const text = JSON.stringify(transcript);
    expect(text).not.toContain(testKey);
    expect(text).not.toContain(productionKey);
    expect(filesContaining(home, testKey)).toEqual([]);
  });

  it('calls every other method that takes no arguments: no answer holds a stored key', async () => {
    const dispatch = createDispatcher(createBridgeHandlers(ctx));
    await ctx.environments.add({ name: `${name}-2`, kind: 'test', url: sandbox.environments.test.baseUrl });
    await ctx.environments.setKey(`${name}-2`, testKey);
    await ctx.environments.setActive(`${name}-2`);
    try {
      const argumentless = BRIDGE_METHOD_NAMES.filter(
        (m) => !m.startsWith('env.') && bridgeMethods[m].args.safeParse({}).success,
      );
      for (const method of argumentless) {
        const answer = await dispatch(method, {});
        expect(JSON.stringify(answer)).not.toContain(testKey);
      }
    } finally {
      await ctx.environments.remove(`${name}-2`);
    }
  });
});
