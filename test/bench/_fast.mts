import { readFileSync } from 'node:fs';
import { readTable } from '../../src-shared/intake/read-table';
import { suggestMapping } from '../../src-shared/mapping/suggest';
import { resolveMapping } from '../../src-shared/import-pipeline';
import { compileMapping } from '../../src-shared/validate/compile-mapping';
const bytes = new Uint8Array(readFileSync('/tmp/alumni-loader-bench/alumni-100000.csv'));
const intake = await readTable(bytes, { fileName: 'a.csv' });
const s = suggestMapping(intake.table, {});
const { mapping } = resolveMapping(s, intake, { fileName: 'a.csv', constants: { enabled: '1' } });
const c = compileMapping(mapping, 2026);
const rows = intake.table.rows;
for (let rep = 0; rep < 3; rep++) {
  const out: string[] = [];
  for (const plan of c.columns) {
    if (plan.kind !== 'field' || !plan.fast) { out.push(`${plan.header}:${plan.kind}:nofast`); continue; }
    const t = performance.now(); let hit = 0;
    for (let r = 0; r < rows.length; r++) if (plan.fast(rows[r]![plan.column]!) !== undefined) hit++;
    out.push(`${plan.header}:${plan.spec.kind}:${(performance.now() - t).toFixed(1)}ms hit ${hit}`);
  }
  console.log(out.join('\n'));
}
