// The soak's second part: the faults the sandbox does not make, on the fake service of
// test/helpers/fake-service.ts (repeated emails accepted, so only the engine prevents a second
// user). Creates are answered in turn with JSON, an HTML page, JSON cut short and 201 {} (each
// after the user was created); every 150th request is a 429 with Retry-After: 3600 (the CLI runs
// with --max-wait 1). 2 % of the creates are answered 504 at once and carried out 400 ms later
// (issue 34: the engine waits a grace period of 1 s here, then looks again). The CLI is killed
// with SIGKILL once, the journal then loses its last two whole lines (a power cut) and its new
// last line is torn as a kill inside a write leaves it; "someone else" adds five of the file's
// people who were not created yet, and the filter answers [] for two of them; a second import of
// the same file is started while the first resumes, and the service's own store is counted at
// the end: every person exactly once, with the file's names.
import { appendFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startFakeService } from '../helpers/fake-service';
import { runCli, waitUntil } from './cli-process';

export interface FakeSoakFigures {
  rows: number;
  seconds: number;
  posts: number;
  throttled: number;
  requests: number;
  killedAfterPosts: number;
  secondImport: string;
  lateCreates: number;
  addedBySomeoneElse: number;
}

export async function runFakeSoak(
  rows: number,
  home: string,
  log: (line: string) => void,
): Promise<{ problems: string[]; figures: FakeSoakFigures }> {
  const fake = await startFakeService({
    createAnswer: 'mixed',
    throttle: { every: 150, retryAfter: '3600' },
    latencyMs: 10,
    createLater: { status: 504, afterMs: 400, count: Math.max(2, Math.round(rows * 0.02)) },
  });
  const lateCreates = Math.max(2, Math.round(rows * 0.02));
  const problems: string[] = [];
  const started = Date.now();
  try {
    const cli = (args: string[]) =>
      runCli(home, args, { ALUMNI_LOADER_API_KEY: fake.key, ALUMNI_LOADER_SETTLE_GRACE_SECONDS: '1' });
    const added = await cli(['env', 'add', 'fake', '--url', fake.baseUrl, '--kind', 'test']).done;
    if (added.code !== 0) throw new Error(`env add failed: ${added.err}`);
    const emails = Array.from({ length: rows }, (_, i) => `unreadable.${i}@example.org`);
    const file = join(home, 'unreadable.csv');
    writeFileSync(
      file,
      `First,Last,Email,Enabled\n${emails.map((email, i) => `Una${i},Reed${i},${email},1`).join('\n')}\n`,
    );
    const flags = ['--yes', '--json', '--max-wait', '1'];
    const importFlags = [...flags, '--rate', '0', '--concurrency', '8'];

    const first = cli(['import', file, '--env', 'fake', ...importFlags]);
    let exited = false;
    void first.done.then(() => (exited = true));
    const killedAfterPosts = await waitUntil(
      () => (exited ? -1 : fake.counts.posts >= rows * 0.4 ? fake.counts.posts : undefined),
      `${Math.ceil(rows * 0.4)} creates`,
      600_000,
    );
    if (killedAfterPosts < 0) problems.push('the first import ended by itself before it could be killed');
    first.child.kill('SIGKILL');
    await first.done;
    const jobId = readdirSync(join(home, 'jobs'))
      .filter((name) => /^\d{8}-/.test(name))
      .sort()
      .at(-1)!;
    const journal = join(home, 'jobs', jobId, 'rows.log');
    const lines = readFileSync(journal, 'utf8').split('\n').filter(Boolean);
    writeFileSync(
      journal,
      lines
        .slice(0, -2)
        .map((line) => `${line}\n`)
        .join(''),
    ); // a power cut
    appendFileSync(journal, '{"e":"sent","i":1,"at":"2026-'); // a kill inside a write
    // Someone else adds five people of the file not created yet; the filter is blind to two.
    await new Promise((done) => setTimeout(done, 600)); // let the late creates land
    const held = new Set(fake.users.map((user) => user.email));
    const notYet = emails.map((email, i) => ({ email, i })).filter(({ email }) => !held.has(email));
    const addedByOther = notYet.slice(-5);
    for (const { email, i } of addedByOther) fake.addUser({ first_name: `Una${i}`, last_name: `Reed${i}`, email });
    fake.set({ emptyFilterFor: addedByOther.slice(0, 2).map(({ email }) => email) });
    log(
      `unreadable answers: killed after ${killedAfterPosts} creates; journal lost 2 lines and its tail is torn; ` +
        `${addedByOther.length} people added by someone else`,
    );

    const resume = cli(['jobs', 'resume', jobId, ...flags]);
    const second = cli(['import', file, '--env', 'fake', ...importFlags]);
    const [resumed, other] = await Promise.all([resume.done, second.done]);
    if (resumed.code !== 0)
      problems.push(`the resume on the fake service exited ${resumed.code}: ${resumed.err.trim().slice(0, 500)}`);
    const otherJson = other.out.trim()
      ? (JSON.parse(other.out.trim().split('\n').at(-1)!) as Record<string, number>)
      : undefined;
    const secondImport =
      other.code === 2
        ? `refused: ${other.err.trim().split('\n')[0]}`
        : `exit ${other.code}, created ${otherJson?.created}, already on the service ${otherJson?.alreadyOnService}, unchanged ${otherJson?.unchanged}`;
    // Whether it was refused or ran, the count below is what proves that nobody was created twice.

    const seen = fake.perEmail();
    const twice = [...seen].filter(([, n]) => n > 1);
    const missing = emails.filter((email) => !seen.has(email));
    if (twice.length > 0)
      problems.push(
        `${twice.length} people exist more than once on the fake service (e.g. ${twice[0]![0]} x${twice[0]![1]})`,
      );
    if (missing.length > 0)
      problems.push(`${missing.length} people are missing on the fake service (e.g. ${missing[0]})`);
    if (fake.users.length !== rows)
      problems.push(`the fake service holds ${fake.users.length} users, expected ${rows}`);
    const wrong = fake.users.filter((user) => {
      const i = Number(/^unreadable\.(\d+)@/.exec(user.email)?.[1]);
      return user.first_name !== `Una${i}` || user.last_name !== `Reed${i}`;
    });
    if (wrong.length > 0)
      problems.push(`${wrong.length} users hold other names than the file's (e.g. ${wrong[0]!.email})`);
    const people = rows - addedByOther.length;
    const sent = fake.log.filter((request) => request.method === 'POST').length;
    if (sent < people) problems.push(`only ${sent} creates were sent for ${people} people to create`);
    if (fake.counts.throttled === 0) problems.push('no 429 with Retry-After: 3600 happened');
    const list = await cli(['jobs', 'list', '--json']).done;
    if (list.code !== 0) problems.push(`jobs list failed after the torn journal: ${list.err.trim()}`);
    return {
      problems,
      figures: {
        rows,
        seconds: (Date.now() - started) / 1000,
        posts: fake.counts.posts,
        throttled: fake.counts.throttled,
        requests: fake.counts.requests,
        killedAfterPosts,
        secondImport,
        lateCreates,
        addedBySomeoneElse: addedByOther.length,
      },
    };
  } finally {
    await fake.close();
  }
}

export function describeFakeFigures(f: FakeSoakFigures): string[] {
  return [
    `unreadable answers (fake service, repeated emails allowed): ${f.rows} rows in ${f.seconds.toFixed(1)} s, killed after ${f.killedAfterPosts} creates, journal tail torn`,
    `  requests ${f.requests}: ${f.posts} creates (answered JSON / HTML / cut JSON / {} in turn), ${f.throttled} answered 429 with Retry-After: 3600`,
    `  a second import of the same file during the resume: ${f.secondImport}`,
    `  ${f.lateCreates} creates answered 504 and carried out 400 ms later; ${f.addedBySomeoneElse} people added by someone else before the resume`,
  ];
}
