/** Order statistics and rounding the benches print with. */

/** The p-th percentile (nearest rank) of ascending `sorted` samples; 0 when there are none. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function round(n: number, digits = 2): number {
  return Number(n.toFixed(digits));
}
