import { describe, expect, it } from 'vitest';
import { withoutPhoneticRuns } from '../../../src-main/services/intake/xlsx-stream-reader';

async function dropped(xml: string, cutEvery: number): Promise<string> {
  const bytes = Buffer.from(xml);
  async function* chunks() {
    for (let at = 0; at < bytes.length; at += cutEvery) yield bytes.subarray(at, at + cutEvery);
  }
  const out: Buffer[] = [];
  for await (const piece of withoutPhoneticRuns(chunks())) out.push(piece);
  return Buffer.concat(out).toString();
}

describe('phonetic readings taken out of streamed shared strings', () => {
  const xml =
    '<sst><si><t>山田</t><rPh sb="0" eb="2"><t>ヤマダ</t></rPh><phoneticPr fontId="1"/></si><si><t>r</t></si><si><t>太郎</t><rPh sb="0" eb="2"><t>タロウ</t></rPh></si></sst>';
  const expected = '<sst><si><t>山田</t><phoneticPr fontId="1"/></si><si><t>r</t></si><si><t>太郎</t></si></sst>';

  it.each([1, 2, 3, 5, 7, 1000])('whatever the chunks (cut every %i bytes)', async (cutEvery) => {
    expect(await dropped(xml, cutEvery)).toBe(expected);
  });
});
