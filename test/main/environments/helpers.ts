import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { KEYCHAIN_SERVICE } from '../../../src-main/services/keychain/keychain';

/** A key nobody else uses, long enough to be found by a plain text search. */
export function uniqueKey(label: string): string {
  return `${label}-${randomBytes(16).toString('hex')}`;
}

/** Every file under a folder whose bytes contain the text. */
export function filesContaining(folder: string, text: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    if (readFileSync(path).includes(text)) found.push(path);
  }
  return found;
}

/** What secret-tool finds for one account under our service name, or null. */
export function secretToolLookup(account: string): string | null {
  const found = spawnSync('secret-tool', ['lookup', 'service', KEYCHAIN_SERVICE, 'username', account], {
    encoding: 'utf8',
  });
  return found.status === 0 ? found.stdout : null;
}
