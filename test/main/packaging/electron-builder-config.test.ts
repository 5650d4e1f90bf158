import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { builtinModules } from 'node:module';
// electron-builder's own loader and JSON-schema check (the packager is not run).
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config.js';
import { DebugLogger } from 'builder-util';
import { beforeAll, describe, expect, it } from 'vitest';
import { APP_ROOT, ensureAppBuilt } from '../../../src-main/host/app-build';

const CONFIG_FILE = join(APP_ROOT, 'electron-builder.yml');
const packageJson = JSON.parse(readFileSync(join(APP_ROOT, 'package.json'), 'utf8')) as {
  main: string;
  bin: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  scripts: Record<string, string>;
};
const CLI_FILES = ['out/cli/index.js', 'out/cli/program.js'];

/** Every file under a folder, relative to APP_ROOT. */
function filesUnder(folder: string): string[] {
  return readdirSync(join(APP_ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(APP_ROOT, join(entry.parentPath, entry.name)));
}

type Config = Awaited<ReturnType<typeof getConfig>>;
type TargetList = (string | { target: string })[] | string | null | undefined;

function targetNames(list: TargetList): string[] {
  if (!list) return [];
  return (Array.isArray(list) ? list : [list]).map((t) => (typeof t === 'string' ? t : t.target));
}

/** Width and height from a PNG's IHDR chunk (bytes 16-23), or undefined when it is not a PNG. */
function pngSize(file: string): { width: number; height: number } | undefined {
  const bytes = readFileSync(file);
  if (!bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The "files" patterns, whichever form the loader left them in (it wraps them in { filter }). */
function filePatterns(files: unknown): string[] {
  const entries = Array.isArray(files) ? files : files ? [files] : [];
  return entries.flatMap((entry: unknown) => {
    if (typeof entry === 'string') return [entry];
    const filter = (entry as { filter?: string | string[] }).filter ?? [];
    return Array.isArray(filter) ? filter : [filter];
  });
}

/**
 * What a built ES module imports: static imports and re-exports at the start of a line, import() and require() calls.
 */
function importedSpecifiers(code: string): string[] {
  const patterns = [
    /^\s*(?:import|export)\b[^;'"]*?\bfrom\s*["']([^"'\n]+)["']/gm,
    /^\s*import\s*["']([^"'\n]+)["']/gm,
    /\b(?:import|require)\(\s*["']([^"'\n]+)["']\s*\)/g,
  ];
  return patterns.flatMap((pattern) => [...code.matchAll(pattern)].map((match) => match[1]!));
}

/**
 * What a bundle that carries its packages still imports: its static imports at the start of a line and esbuild's
 * __require() calls.
 */
function bundledModuleImports(code: string): string[] {
  const patterns = [
    /^\s*(?:import|export)\b[^;'"]*?\bfrom\s*["']([^"'\n]+)["']/gm,
    /^\s*import\s*["']([^"'\n]+)["']/gm,
    /\b__require\(\s*["']([^"'\n]+)["']\s*\)/g,
  ];
  return patterns.flatMap((pattern) => [...code.matchAll(pattern)].map((match) => match[1]!));
}

/** The package a bare import names: "exceljs", "@napi-rs/keyring/keytar.js" -> "@napi-rs/keyring". */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

describe('electron-builder configuration', () => {
  let config: Config;
  beforeAll(async () => {
    config = await getConfig(APP_ROOT, CONFIG_FILE, null);
  });

  it("passes electron-builder's own schema check", async () => {
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined();
    // The check is real: a misspelt option is refused.
    await expect(
      validateConfiguration({ ...config, nsis: { ...config.nsis, oneclick: false } } as Config, new DebugLogger(false)),
    ).rejects.toThrow(/nsis/);
  });

  it('names the app and makes Windows, macOS and Linux installers from an asar archive', () => {
    expect(config.appId).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i);
    expect(config.productName).toBe('Alumni Loader');
    expect(config.asar).toBe(true);
    expect(targetNames(config.win?.target as TargetList)).toEqual(['nsis']);
    expect(targetNames(config.mac?.target as TargetList)).toEqual(['dmg']);
    expect(targetNames(config.linux?.target as TargetList)).toEqual(['AppImage', 'deb']);
    expect(config.npmRebuild).toBe(false);
    expect(packageJson.scripts.dist).toBe('node scripts/dist.js');
  });

  it('gives every platform the icon from resources/, a square PNG of at least 512 x 512', () => {
    const icons = new Set([config.win?.icon, config.mac?.icon, config.linux?.icon]);
    expect([...icons]).toEqual(['resources/icon.png']);
    const size = pngSize(join(APP_ROOT, 'resources', 'icon.png'));
    expect(size).toBeDefined();
    expect(size!.width).toBe(size!.height);
    expect(size!.width).toBeGreaterThanOrEqual(512);
  });

  it('puts the command line on PATH in the deb and names it everywhere else', () => {
    // The deb's after-install script links /usr/bin/<executableName> to the program.
    expect(config.linux?.executableName).toBe('alumni-loader');
    expect(Object.keys(packageJson.bin)).toEqual(['alumni-loader']);
    const packaging = readFileSync(join(APP_ROOT, 'docs', 'readme', 'packaging.md'), 'utf8');
    for (const system of ['Windows', 'macOS', 'AppImage'])
      expect(packaging, `packaging.md says how to run the command line on ${system}`).toMatch(
        new RegExp(`${system}[^\\n]*command line|command line[^\\n]*${system}`, 'i'),
      );
  });

  it('ships no TypeScript runner: tsx and esbuild are build tools only', () => {
    for (const tool of ['tsx', 'esbuild', 'electron-vite']) {
      expect(packageJson.dependencies[tool], `${tool} would ship in the installers`).toBeUndefined();
      expect(packageJson.devDependencies[tool]).toBeDefined();
    }
  });

  it("flips Electron's fuses that a packaged app does not need", () => {
    expect(config.electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      onlyLoadAppFromAsar: true,
      enableEmbeddedAsarIntegrityValidation: true,
      grantFileProtocolExtraPrivileges: false,
      enableCookieEncryption: true,
    });
  });

  describe('against the built app', () => {
    beforeAll(async () => {
      await ensureAppBuilt({ rebuildWhen: 'stale' });
    }, 180_000);

    it('packs the built command line beside the app, and bin/alumni-loader.js runs it', () => {
      for (const file of CLI_FILES) expect(filesUnder('out/cli'), `${file} is built`).toContain(file);
      const bin = readFileSync(join(APP_ROOT, packageJson.bin['alumni-loader']!), 'utf8');
      expect(bin).toMatch(/'out', 'cli', 'index\.js'/);
      expect(bin).not.toMatch(/tsx/);
      // The packaged program hands a command to out/cli/program.js.
      expect(readFileSync(join(APP_ROOT, packageJson.main), 'utf8')).toMatch(
        /["']out["'], ["']cli["'], ["']program\.js["']/,
      );
    });

    it('leaves every source map out: none is built, none is referenced, and the patterns would drop one', () => {
      expect(filePatterns(config.files)).toContain('!**/*.map');
      const built = filesUnder('out').filter((file) => /\.(c|m)?js$/.test(file));
      expect(built.length).toBeGreaterThan(CLI_FILES.length + 2);
      expect(filesUnder('out').filter((file) => file.endsWith('.map'))).toEqual([]);
      for (const file of built)
        expect(readFileSync(join(APP_ROOT, file), 'utf8'), file).not.toMatch(/sourceMappingURL=|"sourcesContent"/);
    });

    it('packs the built app and package.json, and every package the main process and the command line import is a production dependency', () => {
      const files = filePatterns(config.files);
      expect(files).toEqual(expect.arrayContaining(['out/**', 'package.json']));
      expect(packageJson.main.startsWith('out/')).toBe(true);

      const read = (file: string) => readFileSync(join(APP_ROOT, file), 'utf8');
      // The command line bundles its packages: what it still imports are its static imports and
      // esbuild's __require() calls (a bundled package's comments name packages too).
      const cliImports = filesUnder('out/cli').flatMap((file) => bundledModuleImports(read(file)));
      const specifiers = [...importedSpecifiers(read(packageJson.main)), ...cliImports].filter(
        (specifier) => !specifier.startsWith('.'),
      );
      const builtins = new Set(builtinModules);
      const packages = [...new Set(specifiers.map(packageOf))].filter(
        (p) => p !== 'electron' && !p.startsWith('node:') && !builtins.has(p),
      );
      expect(packages.length).toBeGreaterThan(3);
      const excluded = files
        .filter((f) => f.startsWith('!node_modules/'))
        .map((f) => f.slice('!node_modules/'.length).replace(/\/\*\*$/, ''));
      for (const name of packages) {
        expect(
          packageJson.dependencies[name],
          `${name} is imported by ${packageJson.main} but is not in "dependencies", so it would not be packaged`,
        ).toBeDefined();
        expect(excluded, `${name} is imported by the app but excluded from the package`).not.toContain(name);
      }
    });
  });
});

describe('npm run dist where Electron cannot be downloaded', { timeout: 60_000 }, () => {
  let caches: string;
  let closedPort: number;

  beforeAll(async () => {
    caches = mkdtempSync(join(tmpdir(), 'alumni-dist-'));
    // A port nothing listens on: the download address "cannot be reached".
    const server = createServer();
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    closedPort = (server.address() as { port: number }).port;
    await new Promise<void>((r) => server.close(() => r()));
    return () => rmSync(caches, { recursive: true, force: true });
  });

  function dist(args: string[], cache: string) {
    const env = {
      ...process.env,
      ELECTRON_MIRROR: `http://127.0.0.1:${closedPort}/`,
      ELECTRON_BUILDER_CACHE: cache,
      electron_config_cache: cache,
      XDG_CACHE_HOME: cache,
      HOME: cache,
    };
    return spawnSync(process.execPath, [join(APP_ROOT, 'scripts', 'dist.js'), ...args], {
      cwd: APP_ROOT,
      env,
      encoding: 'utf8',
    });
  }

  it('says plainly why and exits 2, before building anything', () => {
    const empty = join(caches, 'empty');
    mkdirSync(empty);
    const run = dist(['--linux', '--x64'], empty);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^Packaging cannot run on this machine:/);
    expect(run.stderr).toMatch(
      /needs the Electron \d+\.\d+\.\d+ runtime for Linux x64 \(electron-v[\d.]+-linux-x64\.zip\)/,
    );
    expect(run.stderr).toMatch(/cannot be reached \(ECONNREFUSED\)/);
    expect(run.stderr).toContain('Nothing was built or packaged.');
  });

  it('goes ahead when the runtime is already in the cache (--check stops before building)', () => {
    const filled = join(caches, 'filled');
    const version = (
      JSON.parse(readFileSync(join(APP_ROOT, 'node_modules', 'electron', 'package.json'), 'utf8')) as {
        version: string;
      }
    ).version;
    mkdirSync(join(filled, 'some-hash'), { recursive: true });
    writeFileSync(join(filled, 'some-hash', `electron-v${version}-linux-x64.zip`), 'zip');
    const run = dist(['--check', '--linux', '--x64'], filled);
    expect(run.stderr).toContain(`Electron ${version} for linux-x64: found in the cache`);
    expect(run.stderr).toMatch(/Packaging can run here/);
    expect(run.status).toBe(0);
  });

  it('says a dmg needs a Mac, on any other system', () => {
    const run = dist(['--check', '--mac'], join(caches, 'empty'));
    expect(run.status).toBe(2);
    if (process.platform === 'darwin') expect(run.stderr).not.toMatch(/can only be made on a Mac/);
    else expect(run.stderr).toMatch(/can only be made on a Mac/);
  });
});
