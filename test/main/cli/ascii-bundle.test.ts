// The command line's bundle is written in ASCII alone (scripts/build-cli.js, asciiOnly), so cached-start.ts reads it
// byte for byte into a one-byte string; the escapes must mean what the characters meant.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error a plain JavaScript build script, without types
import { asciiOnly, ensureCliBuilt } from '../../../scripts/build-cli.js';

const root = join(import.meta.dirname, '../../..');
const escaped = (source: string): string => (asciiOnly(source) as Buffer).toString('latin1');

beforeAll(async () => {
  await ensureCliBuilt({ root });
}, 120_000);

describe('the command line bundle in ASCII', () => {
  it('holds no byte above 127', () => {
    const name = readdirSync(join(root, 'out/cli')).find((file) => /^cli-bundle-.*\.cjs$/.test(file))!;
    const bytes = readFileSync(join(root, 'out/cli', name));
    expect(bytes.length).toBeGreaterThan(100_000);
    expect(bytes.findIndex((byte) => byte > 127)).toBe(-1);
  });

  it('keeps the meaning of regular expressions, String.raw patterns and strings', () => {
    const source = [
      "const marks = /[.'’‘ʼ´`-]+/g;",
      'const cjk = /^(\\d{4})\\s*[年년]$/u;',
      "const name = new RegExp(String.raw`^\\p{L}[\\p{L}'’. -]*$`, 'u');",
      'const astral = /^😀+$/u;',
      "const word = 'Wärting ß';",
      '({ marks: "O’Brien‘s".replace(marks, ""), cjk: cjk.test("1967年"), name: name.test("D’Arcy"),',
      '  astral: astral.test("😀😀"), word, notName: name.test("D”Arcy") })',
    ].join('\n');
    const ascii = escaped(source);
    expect([...ascii].some((char) => char.charCodeAt(0) > 127)).toBe(false);
    expect(ascii).toContain('\\u2019');
    const before = runInNewContext(source);
    expect(runInNewContext(ascii)).toEqual(before);
    expect(before).toEqual({
      marks: 'OBriens',
      cjk: true,
      name: true,
      astral: true,
      word: 'Wärting ß',
      notName: false,
    });
  });
});
