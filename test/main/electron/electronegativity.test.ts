import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import run, { type ElectronegativityIssue } from '@doyensec/electronegativity';
import { transformSync } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { APP_ROOT, ensureAppBuilt } from '../../../src-main/host/app-build';

const OUT_DIR = join(APP_ROOT, 'out');
const MEDIUM = 2;
/** Needs the network to list Electron releases: no use offline, and not a finding about our code. */
const EXCLUDED_CHECKS = ['AvailableSecurityFixesGlobalCheck'];

interface AllowedFinding {
  id: string;
  file: string;
  occurrences: number;
  reason: string;
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? listFiles(path) : [path];
  });
}

/**
 * A copy of out/ the analyser can read: its parser predates class private fields and `??=`, and
 * it skips .cjs files. So each script is lowered to ES2018 syntax (same behaviour, older
 * spelling) and the preload is scanned as .js.
 */
function stageBuiltApp(): string {
  const stage = mkdtempSync(join(tmpdir(), 'alumni-electronegativity-'));
  for (const file of listFiles(OUT_DIR)) {
    const target = join(stage, relative(OUT_DIR, file).replace(/\.cjs$/, '.js'));
    mkdirSync(dirname(target), { recursive: true });
    if (/\.(c|m)?js$/.test(file))
      writeFileSync(target, transformSync(readFileSync(file, 'utf8'), { loader: 'js', target: 'es2018' }).code);
    else copyFileSync(file, target);
  }
  return stage;
}

const describeFinding = (issue: ElectronegativityIssue) =>
  `${issue.id} (${issue.severity.name}) in ${issue.file}:${issue.location.line}: ${issue.description}`;

describe('electronegativity on the built app', () => {
  let result: Awaited<ReturnType<typeof run>>;

  beforeAll(async () => {
    await ensureAppBuilt({ rebuildWhen: 'stale' });
    const stage = stageBuiltApp();
    try {
      const electronVersion = (
        JSON.parse(readFileSync(join(APP_ROOT, 'node_modules', 'electron', 'package.json'), 'utf8')) as {
          version: string;
        }
      ).version;
      result = await run({
        input: stage,
        electronVersionOverride: electronVersion,
        excludeFromScan: EXCLUDED_CHECKS,
        isRelative: true,
      });
    } finally {
      rmSync(stage, { recursive: true, force: true });
    }
  }, 180_000);

  it('reads every built file (a file it cannot parse would go unchecked)', () => {
    expect(result.atomicChecks).toBeGreaterThan(20);
    expect(result.errors.filter((e) => !e.tolerable).map((e) => `${e.file}: ${e.message}`)).toEqual([]);
  });

  it('finds nothing of medium or higher severity that the allow-list does not explain', () => {
    const allowList = JSON.parse(
      readFileSync(join(import.meta.dirname, 'electronegativity-allowlist.json'), 'utf8'),
    ) as { findings: AllowedFinding[] };
    const serious = result.issues.filter((issue) => issue.severity.value >= MEDIUM);
    const unexplained: string[] = [];
    const used = new Map<AllowedFinding, number>();
    for (const issue of serious) {
      const entry = allowList.findings.find((e) => e.id === issue.id && e.file === issue.file);
      const count = entry ? (used.get(entry) ?? 0) + 1 : 0;
      if (entry && count <= entry.occurrences) used.set(entry, count);
      else unexplained.push(describeFinding(issue));
    }
    expect(unexplained, 'findings to fix, or to explain in electronegativity-allowlist.json').toEqual([]);
    const stale = allowList.findings
      .filter((entry) => (used.get(entry) ?? 0) < entry.occurrences)
      .map((e) => `${e.id} in ${e.file}`);
    expect(stale, 'allow-list entries that no longer match a finding: remove or correct them').toEqual([]);
    for (const entry of allowList.findings) expect(entry.reason.length, `reason for ${entry.id}`).toBeGreaterThan(40);
  });

  it('finds the navigation limits and the permission handler in the main process', () => {
    const ids = result.issues.map((issue) => issue.id);
    expect(ids).not.toContain('LIMIT_NAVIGATION_GLOBAL_CHECK');
    expect(ids).not.toContain('PERMISSION_REQUEST_HANDLER_GLOBAL_CHECK');
    expect(ids).not.toContain('CONTEXT_ISOLATION_JS_CHECK');
    expect(ids).not.toContain('SANDBOX_JS_CHECK');
    expect(ids).not.toContain('NODE_INTEGRATION_JS_CHECK');
  });
});
