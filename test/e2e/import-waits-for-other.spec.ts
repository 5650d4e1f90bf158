// Another import is creating users on the same environment: the started job waits for it. The
// Plan step says for which job, since when and until when, and "Cancel this job" ends the wait
// with nothing sent.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { expect, screenshot, test } from './fixtures';
import { expectNoSeriousA11yViolations, throughToPlan } from './import-helpers';

const OTHER_JOB = '20261127-000000-othr';

test('a job waiting for another import says so and can be cancelled', async ({ appPage: page, home }) => {
  test.setTimeout(180_000);
  const file = join(home, 'waiting.csv');
  writeFileSync(
    file,
    ['First Name,Last Name,Email,Enabled', 'Wanda,Waits,wanda.waits@example.org,1', 'Walt,Waits,walt.w@example.org,1']
      .join('\n')
      .concat('\n'),
  );
  await throughToPlan(page, file);
  await page.getByRole('button', { name: /Make the plan/ }).click();
  await expect(page.getByRole('heading', { name: /^Plan for waiting\.csv/ })).toBeVisible({ timeout: 60_000 });

  // The other import holds the environment's create lock (this test's process is alive).
  const jobsFolder = join(home, 'jobs');
  const id = readdirSync(jobsFolder).find((name) => /^\d{8}-\d{6}-/.test(name))!;
  const job = JSON.parse(readFileSync(join(jobsFolder, id, 'job.json'), 'utf8')) as {
    environment: { name: string; url: string };
  };
  const key = createHash('sha256').update(`${job.environment.name}\n${job.environment.url}`).digest('hex');
  const lock = join(jobsFolder, `creating-${key.slice(0, 16)}.lock`);
  const since = new Date(Date.now() - 60_000).toISOString();
  writeFileSync(
    lock,
    JSON.stringify({ pid: process.pid, host: hostname(), processStart: null, since, jobId: OTHER_JOB }),
  );
  try {
    await page.getByRole('button', { name: /^Start: 2 to create/ }).click();
    const waiting = page.getByRole('status').filter({ hasText: `Waiting for job ${OTHER_JOB}` });
    await expect(waiting).toBeVisible();
    await expect(waiting).toContainText(/creating users on sandbox since \d\d:\d\d:\d\d/);
    await expect(waiting).toContainText(/starts by itself when that one ends, and gives up at \d\d:\d\d:\d\d/);
    await expectNoSeriousA11yViolations(page, 'waiting for another import');
    await screenshot(page, 'import-5-plan-waiting');

    await waiting.getByRole('button', { name: 'Cancel this job' }).click();
    await expect(page.getByRole('alert')).toContainText('cancelled while it waited for the other import');
    await expect(waiting).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Step 5 of 7: Plan' })).toBeVisible();
    const after = JSON.parse(readFileSync(join(jobsFolder, id, 'job.json'), 'utf8')) as { status: string };
    expect(after.status).toBe('cancelled');
  } finally {
    rmSync(lock, { force: true });
  }
});
