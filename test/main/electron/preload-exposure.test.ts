import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { APP_ROOT, ensureAppBuilt } from '../../../src-main/host/app-build';
import { BRIDGE_METHOD_NAMES } from '../../../src-shared/bridge/contract';
import type { PreloadBridge } from '../../../src-shared/bridge/wire';

/**
 * Runs the built preload (out/preload/index.cjs) the way a sandboxed renderer would, with a
 * stand-in for 'electron', and records what it requires and what it exposes.
 */
function loadBuiltPreload() {
  const code = readFileSync(join(APP_ROOT, 'out', 'preload', 'index.cjs'), 'utf8');
  const required: string[] = [];
  const exposed = new Map<string, unknown>();
  const ipcListeners: ((event: unknown, ...args: unknown[]) => void)[] = [];
  const ipcRenderer = {
    invoke: vi.fn(async (...args: unknown[]) => ({ ok: true, value: args })),
    on: vi.fn((_channel: string, listener: (event: unknown, ...args: unknown[]) => void) =>
      ipcListeners.push(listener),
    ),
    removeListener: vi.fn((_channel: string, listener: (event: unknown, ...args: unknown[]) => void) => {
      ipcListeners.splice(ipcListeners.indexOf(listener), 1);
    }),
  };
  const contextBridge = { exposeInMainWorld: (key: string, api: unknown) => exposed.set(key, api) };
  const module = { exports: {} };
  runInNewContext(code, {
    require: (name: string) => {
      required.push(name);
      if (name === 'electron') return { contextBridge, ipcRenderer };
      throw new Error(`the preload required ${name}`);
    },
    module,
    exports: module.exports,
  });
  const emit = (...args: unknown[]) => [...ipcListeners].forEach((l) => l({}, ...args));
  return { required, exposed, ipcRenderer, emit };
}

describe('built preload', () => {
  beforeAll(async () => {
    await ensureAppBuilt({ rebuildWhen: 'stale' });
  }, 180_000);

  it("requires only 'electron' and exposes window.alumniBridge with methods and on, nothing else", () => {
    const { required, exposed } = loadBuiltPreload();
    expect(new Set(required)).toEqual(new Set(['electron']));
    expect([...exposed.keys()]).toEqual(['alumniBridge']);
    expect(Object.keys(exposed.get('alumniBridge') as object).sort()).toEqual(['methods', 'on']);
  });

  it("exposes exactly the contract's methods, each one invoking bridge:call with its own name", async () => {
    const { exposed, ipcRenderer } = loadBuiltPreload();
    const bridge = exposed.get('alumniBridge') as PreloadBridge;
    expect(Object.keys(bridge.methods).sort()).toEqual([...BRIDGE_METHOD_NAMES].sort());
    for (const name of BRIDGE_METHOD_NAMES) {
      await bridge.methods[name]({ probe: name });
      expect(ipcRenderer.invoke).toHaveBeenLastCalledWith('bridge:call', name, { probe: name });
    }
  });

  it('delivers only the subscribed event, and stops after unsubscribe', () => {
    const { exposed, emit, ipcRenderer } = loadBuiltPreload();
    const bridge = exposed.get('alumniBridge') as PreloadBridge;
    const listener = vi.fn();
    const off = bridge.on('env.changed', listener);
    expect(ipcRenderer.on).toHaveBeenCalledWith('bridge:event', expect.any(Function));
    emit('jobs.progress', { done: 1 });
    emit('env.changed', { active: 'x' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ active: 'x' });
    off();
    emit('env.changed', { active: 'y' });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
