// Two processes taking one lock at the same moment (two imports into one home at once): exactly one may hold it.
// A lock file must never be seen half-written: a reader that found it empty took it for a dead holder's, deleted
// it, and took the lock too, so both jobs created the same people (cli-exactly-once under load).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const folder = mkdtempSync(join(tmpdir(), 'alumni-lock-race-'));
const runLock = resolve('src-main/services/jobs/locks/run-lock.ts');
const script = join(folder, 'take.mts');
// Each racer waits for the start time, tries the lock, holds it a moment, and says whether it got it.
writeFileSync(
  script,
  `import { acquireLock, thisProcess } from ${JSON.stringify(runLock)};
const [file, startAt] = process.argv.slice(2);
while (Date.now() < Number(startAt)) {}
try {
  const lock = acquireLock(file, 'The race', thisProcess('race'));
  const from = Date.now();
  while (Date.now() < from + 400) {}
  const to = Date.now();
  lock.release();
  console.log('got ' + from + ' ' + to);
} catch {
  console.log('refused');
}
`,
);

function racer(file: string, startAt: number): Promise<string> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, file, String(startAt)], { stdio: 'pipe' });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('exit', () => done(out.trim()));
  });
}

describe('acquireLock across processes', () => {
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('never lets two processes that start at the same moment hold the lock at once', { timeout: 120_000 }, async () => {
    for (let round = 0; round < 4; round++) {
      const file = join(folder, `round-${round}.lock`);
      const startAt = Date.now() + 2500;
      const answers = await Promise.all(Array.from({ length: 6 }, () => racer(file, startAt)));
      // A racer that started late may take the lock after the holder let it go: only overlapping holds are wrong.
      const held = answers
        .filter((answer) => answer.startsWith('got '))
        .map((answer) => answer.split(' ').slice(1).map(Number) as [number, number])
        .sort((a, b) => a[0] - b[0]);
      expect(held.length, answers.join(', ')).toBeGreaterThan(0);
      for (let i = 1; i < held.length; i++)
        expect(held[i]![0], answers.join(', ')).toBeGreaterThanOrEqual(held[i - 1]![1]);
      expect(answers.filter((answer) => answer !== 'refused' && !answer.startsWith('got '))).toEqual([]);
    }
  });
});
