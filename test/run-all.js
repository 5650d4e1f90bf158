#!/usr/bin/env node
// `npm test`: typecheck, lint, build, unit + integration (vitest), e2e (playwright), and one
// closing line with the totals over every suite: `N passed, N failed`.
//
// The keychain tests need a real Secret Service: when no D-Bus session is running, this script
// re-runs itself under dbus-run-session with a throw-away, unlocked gnome-keyring (keyringBus).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const KEYRING_PASSWORD = 'alumni-loader-tests';
const results = join(root, 'test-results');

function has(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

if (!process.env.DBUS_SESSION_BUS_ADDRESS && !process.env.ALUMNI_LOADER_NO_DBUS && has('dbus-run-session')) {
  const bus = has('gnome-keyring-daemon') ? keyringBus() : undefined;
  const child = spawn(
    'dbus-run-session',
    [...(bus ? [`--config-file=${bus.config}`] : []), '--', process.execPath, ...process.argv.slice(1)],
    {
      stdio: 'inherit',
      env: { ...process.env, ALUMNI_LOADER_NO_DBUS: '1', ...(bus ? { ALUMNI_LOADER_KEYRING_BUS: bus.folder } : {}) },
    },
  );
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  await main();
}

async function main() {
  rmSync(results, { recursive: true, force: true });
  mkdirSync(results, { recursive: true });
  startKeyring();
  const totals = { passed: 0, failed: 0 };
  const count = (ok) => (ok ? totals.passed++ : totals.failed++);
  const only = process.env.ALUMNI_LOADER_TEST_ONLY?.split(',');
  const want = (step) => !only || only.includes(step);

  try {
    // Typecheck and lint are single-threaded for most of their time: side by side they keep both cores
    // of a small machine busy. Each one's output is printed whole when it ends. The build waits for
    // lint: electron-vite writes its config, bundled, beside the sources for a moment, and a lint
    // that lists it then finds it gone.
    const quiet = { quietUntilDone: true };
    const [typed, [linted, built]] = await Promise.all([
      want('typecheck') ? step('typecheck', 'npm', ['run', '-s', 'typecheck'], quiet) : undefined,
      (async () => {
        const lintOk = want('lint') ? await step('lint', 'npm', ['run', '-s', 'lint'], quiet) : undefined;
        return [lintOk, want('build') ? await step('build', 'npm', ['run', '-s', 'build'], quiet) : true];
      })(),
    ]);
    if (typed !== undefined) count(typed);
    if (linted !== undefined) count(linted);
    if (want('build')) count(built);

    if (want('vitest')) {
      const file = join(results, 'vitest.json');
      const ok = await step('unit + integration (vitest)', 'npx', [
        'vitest',
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${file}`,
      ]);
      const counted = vitestCounts(file);
      if (counted) {
        totals.passed += counted.passed;
        totals.failed += counted.failed;
        if (!ok && counted.failed === 0) totals.failed++; // a suite that failed to load counts too
      } else count(false);
    }

    if (want('e2e')) {
      if (!built) {
        console.log('\n== e2e (playwright): not run, the build failed');
        count(false);
      } else {
        const file = join(results, 'playwright.json');
        const ok = await step('e2e (playwright)', 'npx', ['playwright', 'test']);
        const counted = playwrightCounts(file);
        if (counted) {
          totals.passed += counted.passed;
          totals.failed += counted.failed;
          if (!ok && counted.failed === 0) totals.failed++;
        } else count(false);
      }
    }
  } finally {
    // nothing to tear down: every suite stops what it started
  }
  console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
  process.exitCode = totals.failed === 0 ? 0 : 1;
}

/** Runs one suite; with quietUntilDone its output is kept and printed in one piece when it ends. */
function step(name, command, args, { quietUntilDone = false } = {}) {
  if (!quietUntilDone) console.log(`\n== ${name}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const stdio = quietUntilDone ? ['ignore', 'pipe', 'pipe'] : 'inherit';
    const child = spawn(command, args, { cwd: root, stdio, env: process.env });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      if (quietUntilDone) {
        console.log(`\n== ${name}`);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(
        `== ${name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      resolve(code === 0);
    });
  });
}

function vitestCounts(file) {
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  return { passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + skipped };
}

function playwrightCounts(file) {
  if (!existsSync(file)) return undefined;
  const stats = JSON.parse(readFileSync(file, 'utf8')).stats ?? {};
  return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: (stats.unexpected ?? 0) + (stats.skipped ?? 0) };
}

/**
 * A session bus of our own whose Secret Service, started on first use, is a gnome-keyring
 * unlocked with a known password over a throw-away keyring folder. gnome-keyring-daemon has been
 * seen to crash here in the middle of the tests (a GLib trap): the bus then starts it again, on
 * the same keyring and unlocked, where the stock service file would start a locked one.
 */
function keyringBus() {
  const folder = mkdtempSync(join(tmpdir(), 'alumni-loader-keyring-'));
  mkdirSync(join(folder, 'services'));
  mkdirSync(join(folder, 'data'));
  const start = join(folder, 'start-keyring.sh');
  writeFileSync(
    start,
    `#!/bin/sh\nexport XDG_DATA_HOME='${join(folder, 'data')}'\nprintf '%s' '${KEYRING_PASSWORD}' | exec gnome-keyring-daemon --unlock --foreground --components=secrets\n`,
    { mode: 0o700 },
  );
  writeFileSync(
    join(folder, 'services', 'org.freedesktop.secrets.service'),
    `[D-BUS Service]\nName=org.freedesktop.secrets\nExec=${start}\n`,
  );
  const config = join(folder, 'session.conf');
  // The stock session bus, but our service folder is searched before the standard ones.
  writeFileSync(
    config,
    `<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN" "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <keep_umask/>
  <listen>unix:tmpdir=${tmpdir()}</listen>
  <auth>EXTERNAL</auth>
  <servicedir>${join(folder, 'services')}</servicedir>
  <standard_session_servicedirs/>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>
`,
  );
  return { folder, config };
}

/** Unlocks a gnome-keyring for this D-Bus session so the keychain tests use a real Secret Service. */
function startKeyring() {
  if (process.env.ALUMNI_LOADER_KEYRING_BUS) {
    // Our own bus: the keyring starts, unlocked, on first use (see keyringBus).
    process.env.XDG_DATA_HOME = join(process.env.ALUMNI_LOADER_KEYRING_BUS, 'data');
    return undefined;
  }
  if (!process.env.DBUS_SESSION_BUS_ADDRESS || !has('gnome-keyring-daemon')) {
    console.log('(no D-Bus session or gnome-keyring-daemon: the keychain tests will report the missing keychain)');
    return undefined;
  }
  // A throw-away keyring folder: never the developer's own keyring (whose password we don't know).
  process.env.XDG_DATA_HOME = mkdtempSync(join(tmpdir(), 'alumni-loader-keyring-'));
  const daemon = spawnSync('gnome-keyring-daemon', ['--unlock', '--components=secrets'], {
    input: KEYRING_PASSWORD,
    encoding: 'utf8',
  });
  if (daemon.status !== 0) {
    console.log(`(gnome-keyring-daemon did not start: ${daemon.stderr.trim()})`);
    return undefined;
  }
  for (const line of daemon.stdout.split('\n')) {
    const match = /^([A-Z_]+)=(.*)$/.exec(line.trim());
    if (match) process.env[match[1]] = match[2];
  }
  // The daemon leaves with its D-Bus session when dbus-run-session ends.
  return undefined;
}
