import type { ReportPhase } from '../../../src-shared/bridge/reports';

// Progress of one export, told a few times a second at most (not once per row).

export interface ReportProgress {
  phase: ReportPhase;
  /** Records written so far. */
  rows: number;
  /** Records expected, when known (the service does not say up front for streamed lists). */
  total: number | null;
}

export type ProgressListener = (progress: ReportProgress) => void;

const MIN_INTERVAL_MS = 250;

export function throttledProgress(
  listener: ProgressListener | undefined,
  now: () => number = Date.now,
): ProgressListener {
  let last = -Infinity;
  let lastPhase: ReportPhase | undefined;
  return (progress) => {
    if (!listener) return;
    const t = now();
    // A new phase is always told; rows within a phase at most every MIN_INTERVAL_MS.
    if (progress.phase !== lastPhase || t - last >= MIN_INTERVAL_MS) {
      last = t;
      lastPhase = progress.phase;
      listener(progress);
    }
  };
}
