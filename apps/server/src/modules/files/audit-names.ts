import { DICTIONARIES, FILE_TASK_TITLES } from '@procuremart/contract';
import { inArray } from 'drizzle-orm';
import type { AuditNamer } from '../../platform/audit-names';
import { jobs } from '../../platform/jobs/tables';
import { taskTitleKey } from './file-task-record';
import { fileTasks } from './tables';

const numericIds = (ids: readonly string[]) => ids.filter((id) => /^\d{1,18}$/.test(id)).map(Number);
const JOB_KIND_LABELS = new Map<string, string>(
  DICTIONARIES.JOB_KIND.items.map((item) => [item.code, item.label]),
);

/** A file task reads as what it exports or imports and its number: "品牌列表 #12". */
export const fileTaskNames: AuditNamer = async (db, ids) => {
  const keys = numericIds(ids);
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ id: fileTasks.id, direction: fileTasks.direction, kind: fileTasks.kind })
    .from(fileTasks)
    .where(inArray(fileTasks.id, keys));
  return new Map(
    rows.map((row) => {
      const title = FILE_TASK_TITLES[taskTitleKey(row.direction, row.kind)]?.['zh-CN'] ?? row.kind;
      return [String(row.id), `${title} #${row.id}`];
    }),
  );
};

/** A background job reads as its kind (the JOB_KIND dictionary) and its number: "导出文件 #7". */
export const jobNames: AuditNamer = async (db, ids) => {
  const keys = numericIds(ids);
  if (keys.length === 0) return new Map();
  const rows = await db.select({ id: jobs.id, kind: jobs.kind }).from(jobs).where(inArray(jobs.id, keys));
  return new Map(
    rows.map((row) => [String(row.id), `${JOB_KIND_LABELS.get(row.kind) ?? row.kind} #${row.id}`]),
  );
};
