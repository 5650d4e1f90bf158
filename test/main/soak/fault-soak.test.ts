import { describe, expect, it } from 'vitest';
import { describeFigures, runSoak } from '../../soak/soak';
import { soakOptions } from '../../soak/soak-main';

// The 2,000-row version of `npm run soak` (test/soak): the same code, a tenth of the rows.
const ROWS = 2000;

describe('fault soak: 2,000-row upsert, every fault on, kill -9 twice, resumed', () => {
  it(
    'leaves exactly the expected users with the expected values, none twice, no create sent twice',
    { timeout: 240_000 },
    async () => {
      const lines: string[] = [];
      const report = await runSoak(soakOptions(ROWS, (line) => lines.push(line)));
      console.log([...lines, ...describeFigures(report.figures)].map((line) => `[soak] ${line}`).join('\n'));
      expect(report.problems, `home folder kept at ${report.home}`).toEqual([]);
      expect(report.figures.writesAtKills).toHaveLength(2);
      expect(report.figures.peakMiB).toHaveLength(3);
    },
  );
});
