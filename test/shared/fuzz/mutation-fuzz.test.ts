import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import type { FuzzRequest, FuzzVerdict } from './fuzz-target';
import { fuzzInputs } from './inputs';

// Mutation fuzzing of intake + mapping + validation: the sample files and a few corpus files,
// mutated (byte flips, truncation, inserted quotes/delimiters/newlines/NULs, zip entries
// corrupted) with a fixed seed. Each input must end in a read whose counts add up or in an
// AppError with a message naming the file: never another exception, never a hang, never a
// replacement character (U+FFFD) in the table without a notice saying so.
//
// More: ALUMNI_LOADER_FUZZ_ITERATIONS=5000 ALUMNI_LOADER_FUZZ_SEED=7 npx vitest run test/shared/fuzz

const ITERATIONS = Number(process.env.ALUMNI_LOADER_FUZZ_ITERATIONS ?? 1000);
const SEED = Number(process.env.ALUMNI_LOADER_FUZZ_SEED ?? 20251122);
/** Longest one input may take; a healthy read of these small files takes well under a second. */
const PER_INPUT_MS = 10_000;

/** One worker thread at a time; replaced after a hang (terminate stops even a busy loop). */
class FuzzRunner {
  private worker: Worker | undefined;
  private pending: { resolve: (v: FuzzVerdict) => void; id: number } | undefined;

  private start(): Worker {
    const worker = new Worker(new URL('./fuzz-worker.mjs', import.meta.url));
    worker.on('message', (verdict: FuzzVerdict) => {
      if (this.pending?.id === verdict.id) this.pending.resolve(verdict);
    });
    // An exception nobody caught inside the pipeline (a stream error after the read ended...) ends the thread.
    const died = (reason: string) => {
      if (this.worker === worker) this.worker = undefined;
      this.pending?.resolve({ id: this.pending.id, kind: 'crash', error: reason });
    };
    worker.on('error', (error) => died(`uncaught in the pipeline: ${error.stack ?? error.message}`));
    worker.on('exit', (code) => died(`the worker thread exited (code ${code})`));
    return worker;
  }

  async judge(request: FuzzRequest): Promise<FuzzVerdict | 'hang'> {
    const worker = (this.worker ??= this.start());
    let timer: NodeJS.Timeout | undefined;
    const verdict = new Promise<FuzzVerdict>((resolve) => (this.pending = { resolve, id: request.id }));
    const hang = new Promise<'hang'>((resolve) => (timer = setTimeout(() => resolve('hang'), PER_INPUT_MS)));
    worker.postMessage(request);
    const outcome = await Promise.race([verdict, hang]);
    clearTimeout(timer);
    this.pending = undefined;
    if (outcome === 'hang') await this.stop();
    return outcome;
  }

  async stop(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }
}

const runner = new FuzzRunner();
afterAll(() => runner.stop());

describe(`mutation fuzzing: ${ITERATIONS} inputs, seed ${SEED}`, () => {
  it(
    'every mutated input ends in a read that adds up or a clear refusal',
    async () => {
      const findings: string[] = [];
      const tally = { read: 0, refused: 0, slowestMs: 0 };
      for (const { id, fileName, isZip, bytes, applied } of fuzzInputs(SEED, ITERATIONS)) {
        const started = performance.now();
        const verdict = await runner.judge({ id, bytes, fileName, streamingXlsx: isZip && id % 2 === 1 });
        tally.slowestMs = Math.max(tally.slowestMs, performance.now() - started);
        const where = `input ${id} (${fileName}: ${applied.join(', ')})`;
        if (verdict === 'hang') {
          findings.push(`${where}: no outcome within ${PER_INPUT_MS} ms`);
        } else if (verdict.kind === 'crash') {
          findings.push(`${where}: ${verdict.error.split('\n').slice(0, 4).join(' | ')}`);
        } else if (verdict.kind === 'refused') {
          tally.refused++;
          if (
            verdict.code !== 'invalid-input' ||
            !verdict.message.includes(fileName) ||
            verdict.message.includes('\uFFFD')
          ) {
            findings.push(`${where}: unclear refusal [${verdict.code}] ${verdict.message}`);
          }
        } else {
          tally.read++;
          if (verdict.valid + verdict.invalid !== verdict.rows || verdict.rows !== verdict.tableRows)
            findings.push(`${where}: counts do not add up ${JSON.stringify(verdict)}`);
          if (verdict.replacementCells > 0 && !verdict.replacementNoticed)
            findings.push(`${where}: ${verdict.replacementCells} cell(s) hold U+FFFD and no notice says so`);
        }
      }
      console.log(
        `fuzz: ${ITERATIONS} inputs, ${tally.read} read, ${tally.refused} refused, slowest ${Math.round(tally.slowestMs)} ms, ${findings.length} finding(s)`,
      );
      expect(findings).toEqual([]);
      // Both kinds of outcome occur, so the mutations do reach past the first checks.
      expect(tally.read).toBeGreaterThan(ITERATIONS / 10);
      expect(tally.refused).toBeGreaterThan(ITERATIONS / 10);
    },
    Math.max(60_000, ITERATIONS * 1000),
  );
});
