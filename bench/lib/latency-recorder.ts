/** Keeps every response time of a run, so that any percentile (autocannon itself reports no p95) is exact. */
export class LatencyRecorder {
  private readonly samples: number[] = [];
  private sorted: number[] | null = null;

  record(milliseconds: number): void {
    this.samples.push(milliseconds);
    this.sorted = null;
  }

  get count(): number {
    return this.samples.length;
  }

  /** Nearest-rank percentile in milliseconds; NaN when nothing was recorded. */
  percentile(p: number): number {
    if (this.samples.length === 0) return Number.NaN;
    this.sorted ??= [...this.samples].sort((a, b) => a - b);
    const rank = Math.ceil((p / 100) * this.sorted.length);
    return this.sorted[Math.min(this.sorted.length, Math.max(1, rank)) - 1];
  }
}
