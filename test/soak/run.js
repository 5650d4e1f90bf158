#!/usr/bin/env node
// `npm run soak`: the 20,000-row fault soak (test/soak/soak.ts). Prints its figures and exits 1
// when the tool broke a promise. SOAK_ROWS=N runs another size.
import { register } from 'tsx/esm/api';

register();
const { runSoakFromCommandLine } = await import('./soak-main.ts');
process.exitCode = await runSoakFromCommandLine(process.env);
