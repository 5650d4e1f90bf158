// Which row holds the column names, when title rows ("Alumni export, June 2025") sit above it.
import type { HeaderRowCandidate, RawRow } from '../types';

const NUMBER_OR_DATE = /^[\d\s.,/:+-]+$/;
/** A cell that is an email address (a person's row, not column names). */
export const EMAIL_LIKE = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

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
    // A row holding an email address is a person far more often than column names (whose repeats, "Address" twice, cost
    // a header row its distinct labels).
    const person = filled.some((cell) => EMAIL_LIKE.test(cell.trim())) ? 0.5 : 1;
    const score =
      filled.length < 2 && width >= 2 ? 0 : (distinct / width) * (labels.length / Math.max(1, filled.length)) * person;
    return { rowNumber: row.rowNumber, score: Math.round(score * 1000) / 1000 };
  });
  let best = candidates[0] ?? { rowNumber: rows[0]?.rowNumber ?? 1, score: 0 };
  for (const candidate of candidates) if (candidate.score > best.score + 0.05) best = candidate;
  return {
    rowNumber: best.rowNumber,
    candidates: [...candidates].sort((a, b) => b.score - a.score || a.rowNumber - b.rowNumber).slice(0, 5),
  };
}
