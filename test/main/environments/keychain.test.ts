import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createOsKeychain } from '../../../src-main/services/keychain/keychain';
import { secretToolLookup } from './helpers';

// The real Secret Service: `npm test` runs under dbus-run-session with an unlocked gnome-keyring.
// By hand: dbus-run-session -- sh -c 'echo -n pw | gnome-keyring-daemon --unlock --components=secrets >/dev/null; npx
// vitest run test/main/environments'

const prefix = `alumni-test-${process.pid}-${randomBytes(4).toString('hex')}-`;

describe('OS keychain (Secret Service)', () => {
  const keychain = createOsKeychain({ accountPrefix: prefix });

  const used = ['client-test', 'a', 'b'];

  afterAll(async () => {
    for (const name of used) if (secretToolLookup(`${prefix}${name}`) !== null) await keychain.remove(name);
  });

  it('needs a Secret Service to run (see the comment at the top of this file)', () => {
    expect(
      process.env.DBUS_SESSION_BUS_ADDRESS,
      'no D-Bus session: run under dbus-run-session as `npm test` does',
    ).toBeTruthy();
  });

  it('stores, replaces, reads and removes a key, as secret-tool sees it', async () => {
    const first = `k1-${randomBytes(12).toString('hex')}`;
    const second = `k2-${randomBytes(12).toString('hex')}`;

    expect(await keychain.read('client-test')).toBeNull();
    await keychain.write('client-test', first);
    expect(secretToolLookup(`${prefix}client-test`)).toBe(first);
    expect(await keychain.read('client-test')).toBe(first);

    await keychain.write('client-test', second);
    expect(await keychain.read('client-test')).toBe(second);
    expect(secretToolLookup(`${prefix}client-test`)).toBe(second);

    expect(await keychain.remove('client-test')).toBe(true);
    expect(await keychain.read('client-test')).toBeNull();
    expect(secretToolLookup(`${prefix}client-test`)).toBeNull();
    expect(await keychain.remove('client-test')).toBe(false);
  });

  it('keeps one entry per environment', async () => {
    await keychain.write('a', 'key-of-a');
    await keychain.write('b', 'key-of-b');
    expect(await keychain.read('a')).toBe('key-of-a');
    expect(await keychain.read('b')).toBe('key-of-b');
    await keychain.remove('a');
    expect(await keychain.read('b')).toBe('key-of-b');
    await keychain.remove('b');
  });
});
