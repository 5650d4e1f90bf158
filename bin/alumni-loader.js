#!/usr/bin/env node
// The command line, built by scripts/build-cli.js into out/cli (in this one process, so a signal
// sent to it reaches the job engine directly). In a development checkout (the sources are here)
// it is built first when a source changed, as `npm start` does for the app; an installed copy
// runs what was built.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
if (existsSync(join(root, 'src-main', 'cli', 'index.ts')) && existsSync(join(root, 'scripts', 'build-cli.js'))) {
  const { ensureCliBuilt } = await import('../scripts/build-cli.js');
  try {
    await ensureCliBuilt({ root, log: (line) => process.stderr.write(`${line}\n`) });
  } catch (error) {
    process.stderr.write(
      `Error: the command line could not be built: ${error.message}\nRun \`npm run build\` to see the whole report.\n`,
    );
    process.exit(2);
  }
}
await import(pathToFileURL(join(root, 'out', 'cli', 'index.js')).href);
