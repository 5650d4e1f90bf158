/** The most timestamps (ms) found in any half-open one-second window [t, t + 1000). */
export function maxInAnyWindow(times: readonly number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  let most = 0;
  let start = 0;
  for (let end = 0; end < sorted.length; end++) {
    while (sorted[end]! - sorted[start]! >= 1000) start++;
    most = Math.max(most, end - start + 1);
  }
  return most;
}
