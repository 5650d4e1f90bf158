// What dictionaries changed in a file, as notices: per dictionary and column, how many cells and the
// readings used (worded by each door: "Sex: Woman -> f (12), W -> f (3)").
import { notice, type Notice } from '../intake/notices';
import type { Table } from '../intake/types';
import type { Translation } from './types';

const MOST_READINGS = 5;

interface Reading {
  from: string;
  to: string;
  count: number;
}

export function translationNotices(translations: readonly Translation[], table: Pick<Table, 'headers'>): Notice[] {
  const groups = new Map<string, { dictionary: string; column: number; readings: Map<string, Reading> }>();
  for (const t of translations) {
    const key = `${t.dictionary}\n${t.column}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { dictionary: t.dictionary, column: Number(t.column), readings: new Map() }));
    const from = t.from.trim();
    const readingKey = `${from}\n${t.to}`;
    const reading = group.readings.get(readingKey);
    if (reading) reading.count += 1;
    else group.readings.set(readingKey, { from, to: t.to, count: 1 });
  }
  return [...groups.values()].map(({ dictionary, column, readings }) => {
    const all = [...readings.values()];
    const cells = all.reduce((sum, reading) => sum + reading.count, 0);
    const shown = all.sort((a, b) => b.count - a.count).slice(0, MOST_READINGS);
    const header = table.headers[column] ?? `column ${column + 1}`;
    return notice('translated-cells', {
      dictionary,
      header,
      cells,
      readings: shown,
      more: Math.max(0, readings.size - MOST_READINGS),
    });
  });
}
