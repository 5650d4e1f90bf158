// What dictionaries changed in a file, in a few lines: per dictionary and column, how many cells
// and the readings used ("Sex: Woman -> f (12), W -> f (3)").
import type { Table } from '../intake/types';
import type { Translation } from './types';

const MOST_READINGS = 5;

export function translationNotices(translations: readonly Translation[], table: Pick<Table, 'headers'>): string[] {
  const groups = new Map<string, Map<string, number>>();
  for (const t of translations) {
    const group = `${t.dictionary}\n${t.column}`;
    let readings = groups.get(group);
    if (!readings) groups.set(group, (readings = new Map()));
    const reading = `${t.from.trim()} -> ${t.to}`;
    readings.set(reading, (readings.get(reading) ?? 0) + 1);
  }
  return [...groups].map(([group, readings]) => {
    const [dictionary, column] = group.split('\n');
    const cells = [...readings.values()].reduce((a, b) => a + b, 0);
    const shown = [...readings].sort((a, b) => b[1] - a[1]).slice(0, MOST_READINGS);
    const more = readings.size > MOST_READINGS ? `, and ${readings.size - MOST_READINGS} more` : '';
    const header = table.headers[Number(column)] ?? `column ${Number(column) + 1}`;
    return (
      `${cells} cell${cells === 1 ? '' : 's'} of "${header}" translated by dictionary ${dictionary}: ` +
      `${shown.map(([reading, n]) => `${reading} (${n})`).join(', ')}${more}.`
    );
  });
}
