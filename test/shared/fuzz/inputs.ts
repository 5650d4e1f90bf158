// The fuzzer's inputs: seed files mutated in a fixed order, so (seed, id) names one input forever.
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { mutate, seededRandom } from './mutate';

const root = join(import.meta.dirname, '../../..');

export const SEED_FILES = [
  'resources/samples/alumni-sample.csv',
  'resources/samples/alumni-sample.xlsx',
  'test/fixtures/bad-input/files/nested-quotes.csv',
  'test/fixtures/bad-input/files/utf-16le-bom.csv',
  'test/fixtures/bad-input/files/windows-1252.csv',
  'test/fixtures/bad-input/files/semicolon-decimal-comma.csv',
  'test/fixtures/bad-input/files/merged-cells.xlsx',
  'test/fixtures/bad-input/files/formulas.xlsx',
].map((path) => ({ fileName: basename(path), bytes: new Uint8Array(readFileSync(join(root, path))) }));

export interface FuzzInput {
  id: number;
  fileName: string;
  isZip: boolean;
  bytes: Uint8Array;
  /** The mutations applied, in words. */
  applied: string[];
}

export function* fuzzInputs(seed: number, count: number): Generator<FuzzInput> {
  const random = seededRandom(seed);
  for (let id = 0; id < count; id++) {
    const file = SEED_FILES[id % SEED_FILES.length]!;
    const isZip = file.fileName.endsWith('.xlsx');
    yield { id, fileName: file.fileName, isZip, ...mutate(file.bytes, isZip, random) };
  }
}

/** Input `id` of the run with this seed (to replay a finding). */
export function fuzzInput(seed: number, id: number): FuzzInput {
  let found: FuzzInput | undefined;
  for (const input of fuzzInputs(seed, id + 1)) found = input;
  return found!;
}
