import type { Measurement } from './measure';

const HEADINGS = ['scenario', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'vs ceiling', 'errors'];

/** A plain-text table: each scenario beside the ceiling, with its share of the ceiling's throughput. */
export function formatReport(ceiling: Measurement, results: Measurement[]): string {
  const rows = [ceiling, ...results].map((m) => [
    m.name,
    m.requestsPerSec.toFixed(0),
    milliseconds(m.p50),
    milliseconds(m.p95),
    milliseconds(m.p99),
    m === ceiling ? '1.00' : (m.requestsPerSec / ceiling.requestsPerSec).toFixed(3),
    `${m.errors}/${m.responses}`,
  ]);
  const widths = HEADINGS.map((heading, i) => Math.max(heading.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  return [line(HEADINGS), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

const milliseconds = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(1));
