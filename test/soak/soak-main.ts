import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeFigures, runSoak, type SoakOptions } from './soak';
import { describeFakeFigures, runFakeSoak } from './soak-fake';

/** The settings of the soak for a given size: every fault on at once. */
export function soakOptions(rows: number, log: (line: string) => void): SoakOptions {
  return {
    rows,
    seededUsers: Math.max(250, Math.round(rows * 0.1)),
    faults: { rateLimit: 150, failRate: 0.05, dropRate: 0.03, latencyMs: 30 },
    rate: 200,
    concurrency: 16,
    killAt: [0.3, 0.65],
    phaseTimeoutMs: Math.max(120_000, rows * 60),
    log,
  };
}

/** Runs the soak with SOAK_ROWS rows (20,000 by default); resolves to the exit code. */
export async function runSoakFromCommandLine(env: NodeJS.ProcessEnv): Promise<number> {
  const rows = Number(env.SOAK_ROWS ?? 20_000);
  if (!Number.isInteger(rows) || rows < 100) {
    console.error(`SOAK_ROWS must be a whole number of at least 100 (got "${env.SOAK_ROWS}").`);
    return 2;
  }
  const log = (line: string) => console.log(`[soak] ${line}`);
  const report = await runSoak(soakOptions(rows, log));
  for (const line of describeFigures(report.figures)) log(line);
  // The faults the sandbox does not make, on the fake service (SOAK_FAKE_ROWS, a quarter by default).
  const fakeRows = Number(env.SOAK_FAKE_ROWS ?? Math.max(100, Math.round(rows / 4)));
  const fakeHome = mkdtempSync(join(tmpdir(), 'alumni-soak-fake-'));
  const fake = await runFakeSoak(fakeRows, fakeHome, log);
  for (const line of describeFakeFigures(fake.figures)) log(line);
  report.problems.push(...fake.problems);
  if (fake.problems.length === 0) rmSync(fakeHome, { recursive: true, force: true });
  else log(`fake-service home kept at ${fakeHome}`);
  if (report.problems.length === 0) {
    log('every promise kept: exactly the expected users, expected values, none twice, no create sent twice');
    return 0;
  }
  console.error(
    `[soak] ${report.problems.length} broken promises (first 50 below); home folder kept at ${report.home}`,
  );
  for (const problem of report.problems.slice(0, 50)) console.error(`  - ${problem}`);
  return 1;
}
