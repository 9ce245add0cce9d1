import type { Measurement } from './measure';

const HEADINGS = ['scenario', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'vs ceiling', 'errors', 'RSS MB'];

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
    `${megabytes(m.rssMb.start)}→${megabytes(m.rssMb.end)}`,
  ]);
  const widths = HEADINGS.map((heading, i) => Math.max(heading.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  return [line(HEADINGS), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

const milliseconds = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(1));
const megabytes = (value: number | null) => (value === null ? '-' : value.toFixed(0));

/** Below the table: each scenario's failed responses by code and message, most frequent first. */
export function formatErrors(results: Measurement[]): string {
  const lines: string[] = [];
  for (const result of results) {
    if (result.errorKinds.size === 0) continue;
    lines.push(`${result.name}: ${result.errors} failed`);
    const kinds = [...result.errorKinds].sort((a, b) => b[1] - a[1]);
    for (const [kind, count] of kinds) lines.push(`  ${String(count).padStart(6)}  ${kind}`);
  }
  return lines.join('\n');
}
