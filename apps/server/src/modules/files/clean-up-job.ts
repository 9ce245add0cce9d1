import { JobKind } from '@procuremart/contract';
import { and, eq, isNotNull, lte } from 'drizzle-orm';
import { now } from '../../platform/clock';
import { defineJob } from '../../platform/jobs';
import { fileTasks } from './tables';

/** Daily: files of tasks past their expiry leave storage (the task row stays, without a link). */
export const fileCleanUpJob = defineJob({
  kind: JobKind.fileCleanUp,
  maxAttempts: 3,
  run: async ({ db, storage, heartbeat }) => {
    const expired = await db
      .select({ id: fileTasks.id, fileKey: fileTasks.fileKey })
      .from(fileTasks)
      .where(and(isNotNull(fileTasks.fileKey), lte(fileTasks.expiresAt, now())))
      .limit(5000);
    for (const task of expired) {
      if (task.fileKey) await storage.delete(task.fileKey);
      await db.update(fileTasks).set({ fileKey: null }).where(eq(fileTasks.id, task.id));
      await heartbeat();
    }
  },
});

export const fileCleanUpSchedule = { name: 'file-clean-up', cron: '30 3 * * *', kind: fileCleanUpJob.kind };
