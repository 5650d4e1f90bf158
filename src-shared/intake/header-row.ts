// Which row holds the column names, when title rows ("Alumni export, June 2025") sit above it.
import type { HeaderRowCandidate, RawRow } from './types';

const NUMBER_OR_DATE = /^[\d\s.,/:+-]+$/;

function isLabel(cell: string): boolean {
  const text = cell.trim();
  return text.length > 0 && text.length <= 60 && !NUMBER_OR_DATE.test(text) && !text.includes('@');
}

/**
 * Scores each of the first rows: a header row fills most of the width the data uses, with short
 * distinct labels (not numbers, dates or emails). The best-scoring row wins; ties go to the first.
 */
export function detectHeaderRow(rows: RawRow[]): { rowNumber: number; candidates: HeaderRowCandidate[] } {
  const nonEmpty = rows.filter((row) => row.cells.some((cell) => cell.trim() !== ''));
  const width = Math.max(1, ...nonEmpty.map((row) => row.cells.filter((cell) => cell.trim() !== '').length));
  const candidates: HeaderRowCandidate[] = nonEmpty.map((row) => {
    const filled = row.cells.filter((cell) => cell.trim() !== '');
    const labels = filled.filter(isLabel);
    const distinct = new Set(labels.map((label) => label.trim().toLowerCase())).size;
    const score = filled.length < 2 && width >= 2 ? 0 : (distinct / width) * (labels.length / Math.max(1, filled.length));
    return { rowNumber: row.rowNumber, score: Math.round(score * 1000) / 1000 };
  });
  let best = candidates[0] ?? { rowNumber: rows[0]?.rowNumber ?? 1, score: 0 };
  for (const candidate of candidates) if (candidate.score > best.score + 0.05) best = candidate;
  return { rowNumber: best.rowNumber, candidates: [...candidates].sort((a, b) => b.score - a.score || a.rowNumber - b.rowNumber).slice(0, 5) };
}
