// Jobs across app restarts: a job cut off by the app closing is offered at the next start and
// finishes; the Jobs screen lists it, shows its rows, and reverts an update job.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_ROOT } from '../../src-main/host/app-build';
import { expect, screenshot, test } from './fixtures';
import { bridgeCall, expectNoSeriousA11yViolations, throughToPlan } from './import-helpers';

const ADDRESS_LINE = /^Alumni Loader is running at (http:\/\/127\.0\.0\.1:\d+)\/#token=([\w-]+)$/m;

interface Ui {
  url: string;
  token: string;
  child: ChildProcessWithoutNullStreams;
}

/** `alumni-loader --home HOME ui`, started here so this test can end it abruptly by its id. */
function startUi(home: string): Promise<Ui> {
  const child = spawn(
    process.execPath,
    [join(APP_ROOT, 'bin', 'alumni-loader.js'), '--home', home, 'ui', '--port', '0'],
    // Rows in flight at the kill wait out the settle grace before their second look-up: 90 s by
    // default, for a slow real backend. The sandbox answers at once, so a short grace proves the same.
    { cwd: APP_ROOT, env: { ...process.env, ALUMNI_LOADER_SETTLE_GRACE_SECONDS: '4' } },
  );
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The ui printed no address:\n${output}`)), 60_000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = ADDRESS_LINE.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ url: `${match[1]}/#token=${match[2]}`, token: match[2]!, child });
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', () => reject(new Error(`The ui ended:\n${output}`)));
  });
}

function killed(ui: Ui): Promise<void> {
  return new Promise((resolve) => {
    if (ui.child.exitCode !== null || ui.child.signalCode !== null) return resolve();
    ui.child.once('exit', () => resolve());
    ui.child.kill('SIGKILL');
  });
}

async function usersOf(baseUrl: string, key: string): Promise<{ user_id: number; email: string }[]> {
  const all: { user_id: number; email: string }[] = [];
  for (let page = 1; ; page++) {
    const batch = (await (
      await fetch(`${baseUrl}/api/users/?page=${page}`, { headers: { 'x-api-key': key } })
    ).json()) as { user_id: number; email: string }[];
    all.push(...batch);
    if (batch.length < 100) return all;
  }
}

test('a job cut off by the app closing is offered at the next start, resumes and finishes: every row on the service exactly once', async ({
  page,
  home,
  startSandbox,
}) => {
  test.setTimeout(180_000);
  // Slow answers, so the job is still running when the app is killed.
  const sandbox = await startSandbox(['--users', '3', '--latency', '150']);
  const rows = 120;
  const emails = Array.from({ length: rows }, (_, i) => `resume.${i}@example.org`);
  const file = join(home, 'resume-me.csv');
  writeFileSync(
    file,
    ['First Name,Last Name,Email,Enabled', ...emails.map((email, i) => `Given${i},Family${i},${email},1`)].join('\n'),
  );
  const name = `e2e-resume-${Math.random().toString(16).slice(2, 8)}`;

  let ui = await startUi(home);
  try {
    await page.goto(ui.url);
    await bridgeCall(page, ui.token, 'env.add', { name, kind: 'test', url: sandbox.test.baseUrl });
    await bridgeCall(page, ui.token, 'env.setKey', { name, key: sandbox.test.key });
    await page.reload();
    await throughToPlan(page, file, name);
    await page.getByRole('button', { name: /Make the plan/ }).click();
    await page.getByRole('button', { name: new RegExp(`^Start: ${rows} to create`) }).click();
    const bar = page.getByRole('progressbar', { name: 'Rows sent' });
    await expect
      .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 60_000 })
      .toBeGreaterThanOrEqual(10);

    // The app goes away in the middle of the job (no pause, no goodbye).
    await killed(ui);
    const onServiceAtKill = (await usersOf(sandbox.test.baseUrl, sandbox.test.key)).filter((u) =>
      emails.includes(u.email),
    ).length;
    expect(onServiceAtKill).toBeLessThan(rows);

    ui = await startUi(home);
    await page.goto(ui.url);
    const offer = page.getByRole('region', { name: 'Unfinished imports' });
    await expect(offer).toContainText('resume-me.csv');
    await expect(offer).toContainText('was interrupted');
    await screenshot(page, 'import-1-file-unfinished-job');
    await expectNoSeriousA11yViolations(page, 'unfinished job offer');
    await offer.getByRole('button', { name: 'Resume resume-me.csv' }).click();
    await expect(page.getByRole('heading', { name: 'Step 6 of 7: Run' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Job / })).toContainText('Finished', { timeout: 120_000 });

    const onService = (await usersOf(sandbox.test.baseUrl, sandbox.test.key))
      .filter((u) => emails.includes(u.email))
      .map((u) => u.email);
    expect(onService.sort()).toEqual([...emails].sort());

    // The Jobs screen: the job, completed, with its rows.
    await page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: 'Jobs' }).click();
    const list = page.getByRole('table');
    const line = list.getByRole('row').filter({ hasText: 'resume-me.csv' });
    await expect(line).toContainText('completed');
    await expect(line).toContainText(`${rows} / ${rows}`);
    await line.getByRole('button', { name: /Details of job/ }).click();
    await expect(page.getByRole('heading', { name: /^Job / })).toBeVisible();
    await page.getByRole('tab', { name: 'Done' }).click();
    await expect(page.getByText(`Rows 1–50 of ${rows}`)).toBeVisible();
    await screenshot(page, 'jobs');
    await expectNoSeriousA11yViolations(page, 'jobs screen');
    await bridgeCall(page, ui.token, 'env.remove', { name });
  } finally {
    await killed(ui);
  }
});
