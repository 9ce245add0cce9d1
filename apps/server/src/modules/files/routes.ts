import {
  commitDownloadTask,
  commitImportTask,
  ErrorCode,
  FILE_ROUTES,
  getDownloadTask,
  pickLocale,
  queryDownloadTaskList,
  queryJobList,
  retryJob,
} from '@procuremart/contract';
import type { FastifyInstance } from 'fastify';
import { bindCall } from '../../platform/bind-call';
import { now } from '../../platform/clock';
import { BusinessError } from '../../platform/errors';
import { fileKinds } from '../../platform/files/define-file-kinds';
import { StorageNotFound } from '../../platform/storage';
import { readParam } from '../config';
import { serveFile } from './file-reply';
import { isDownloadable } from './file-task-record';
import { commitExport, commitImport, getOwnTask, listOwnTasks, loadOwnTask } from './file-tasks';
import { importTemplate } from './import-template';
import { listJobs, retryDeadJob } from './job-list';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function registerFileTaskRoutes(app: FastifyInstance): void {
  bindCall(app, commitDownloadTask, async ({ db, tx, actor, input, locale }) => {
    // A kind may name its own limit (e.g. the operators' order query); the common one otherwise.
    const limit = fileKinds().exports.get(input.kind)?.maxRowsParam ?? 'common.maxExportRows';
    const maxRows = await readParam(db, limit, null, tx);
    const task = await commitExport(tx, actor, input, locale, maxRows);
    app.jobs.wake();
    return task;
  });
  bindCall(app, commitImportTask, async ({ tx, actor, input, locale }) => {
    const task = await commitImport(tx, actor, input, locale);
    app.jobs.wake();
    return task;
  });
  bindCall(app, queryDownloadTaskList, ({ db, actor, input, locale }) =>
    listOwnTasks(db, actor, input, locale),
  );
  bindCall(app, getDownloadTask, ({ db, actor, input, locale }) => getOwnTask(db, actor, input, locale));
  bindCall(app, queryJobList, ({ db, input }) => listJobs(db, input));
  bindCall(app, retryJob, async ({ tx, input }) => {
    const job = await retryDeadJob(tx, input);
    app.jobs.wake();
    return job;
  });

  // The import template of a kind: its columns' headers in the caller's language.
  app.get(FILE_ROUTES.importTemplate, (request, reply) =>
    serveFile(request, reply, (actor) =>
      importTemplate(
        actor,
        String((request.query as { kind?: string }).kind ?? ''),
        pickLocale(request.headers['accept-language']),
      ),
    ),
  );

  // SPEC §7 common_download_rename: the owner's finished file under its date-stamped name, until it expires.
  app.get(FILE_ROUTES.download, (request, reply) =>
    serveFile(request, reply, async (actor) => {
      const { netAddress } = request.query as { netAddress?: string };
      const task = await loadOwnTask(app.db, actor, String(netAddress ?? ''));
      if (!isDownloadable(task, now()) || !task.fileKey || !task.fileName) {
        const key = task.status === 'done' ? 'file.linkExpired' : 'file.notReady';
        throw new BusinessError(ErrorCode.notFound, key);
      }
      try {
        const stream = await app.storage.read(task.fileKey);
        return {
          stream,
          contentType: XLSX,
          fileName: task.fileName,
          size: task.fileSize,
          disposition: 'attachment',
        };
      } catch (error) {
        if (error instanceof StorageNotFound) throw new BusinessError(ErrorCode.notFound, 'file.linkExpired');
        throw error;
      }
    }),
  );
}
