// What the database holds for the whole installation, read once per scrape by the process that answers it
// (not per worker, so nothing is counted twice): the job queue by kind and state, and the rows and bytes of
// finished exports and imports.
import { sql } from 'drizzle-orm';
import { Gauge, Registry } from 'prom-client';
import type { Db } from '../../db/client';
import { sqlRows } from '../sql-rows';

/** `jobKinds`: the kinds this server runs, reported at 0 when none waits (an absent series alerts no one). */
export function createDatabaseMetrics(db: Db, jobKinds: readonly string[]): Registry {
  const registry = new Registry();
  new Gauge({
    name: 'procuremart_jobs',
    help: 'Jobs by kind and state: queued (the queue depth), running, dead (failed for good)',
    labelNames: ['kind', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const kind of jobKinds)
        for (const state of ['queued', 'running', 'dead']) this.set({ kind, state }, 0);
      const rows = await sqlRows<{ kind: string; status: string; n: number }>(
        db,
        sql`select kind, status, count(*)::int as n from jobs
            where status in ('queued', 'running', 'dead') group by kind, status`,
      );
      for (const row of rows) this.set({ kind: row.kind, state: row.status }, Number(row.n));
    },
  });
  const fileTotals = async (): Promise<Map<string, { rows: number; bytes: number }>> => {
    const rows = await sqlRows<{ direction: string; rows: string | null; bytes: string | null }>(
      db,
      sql`select direction, sum(row_count)::text as rows, sum(file_size)::text as bytes from file_tasks
          where status = 'done' group by direction`,
    );
    return new Map(
      rows.map((r) => [r.direction, { rows: Number(r.rows ?? 0), bytes: Number(r.bytes ?? 0) }]),
    );
  };
  for (const [unit, help] of [
    ['rows', 'Rows of finished file tasks: written by exports, checked by imports'],
    ['bytes', 'Bytes of the files finished file tasks produced (exports, import result files)'],
  ] as const) {
    new Gauge({
      name: `procuremart_file_task_${unit}`,
      help,
      labelNames: ['direction'],
      registers: [registry],
      async collect() {
        const totals = await fileTotals();
        for (const direction of ['export', 'import'])
          this.set({ direction }, totals.get(direction)?.[unit] ?? 0);
      },
    });
  }
  return registry;
}
