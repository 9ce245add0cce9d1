import {
  auditContentArticle,
  CONTENT_COVER_ROUTE,
  CONTENT_PERMISSION,
  deleteContentColumn,
  ErrorCode,
  errorEnvelope,
  formatMessage,
  getContentArticleDetail,
  getPublicArticle,
  pickLocale,
  publishContentArticle,
  queryContentArticleList,
  queryContentAuditList,
  queryContentColumns,
  queryHelpTree,
  queryPublicArticles,
  saveContentArticle,
  saveContentColumn,
  setContentColumnStatus,
  withdrawContentArticle,
} from '@procuremart/contract';
import type { FastifyInstance } from 'fastify';
import { bindCall, bindPublicCall } from '../../../platform/bind-call';
import { now } from '../../../platform/clock';
import { parseId } from '../../../platform/ids';
import { stepOnRecord } from '../../../platform/steps/record-calls';
import { defineFileRecordAccess } from '../../files';
import { listArticleAudit, listArticles } from './article-lists';
import { columnSteps } from './article-machine';
import { loadArticleDetail } from './article-record';
import { saveArticle, takeArticleStep } from './article-writes';
import { deleteColumn, listColumns, loadColumnRow, saveColumn } from './column-tree';
import { getShownArticle, helpTree, queryShownArticles, shownCover } from './public-articles';

export function registerContentArticleRoutes(app: FastifyInstance): void {
  // A cover is seen in the back office by who writes or reviews articles (visitors: the cover route below).
  defineFileRecordAccess(
    'contentArticle',
    async (_db, actor) =>
      actor.kind === 'operator' &&
      (actor.menuCodes.includes(CONTENT_PERMISSION.articles) ||
        actor.menuCodes.includes(CONTENT_PERMISSION.audit)),
  );
  bindCall(app, queryContentColumns, async ({ db }) => ({ columns: await listColumns(db) }));
  bindCall(app, saveContentColumn, ({ tx, actor, input }) => saveColumn(tx, actor, input));
  bindCall(app, setContentColumnStatus, stepOnRecord(columnSteps, 'columnId', loadColumnRow));
  bindCall(app, deleteContentColumn, ({ tx, input }) => deleteColumn(tx, input));

  bindCall(app, queryContentArticleList, ({ db, actor, input }) => listArticles(db, actor, input));
  bindCall(app, queryContentAuditList, ({ db, actor, input }) => listArticleAudit(db, actor, input));
  bindCall(app, getContentArticleDetail, ({ db, actor, input }) =>
    loadArticleDetail(db, actor, parseId(input.articleId), now()),
  );
  bindCall(app, saveContentArticle, ({ tx, actor, input }) => saveArticle(tx, actor, input));
  bindCall(app, publishContentArticle, ({ tx, actor, input }) => takeArticleStep(tx, actor, input, 'submit'));
  bindCall(app, auditContentArticle, ({ tx, actor, input }) =>
    takeArticleStep(tx, actor, input, input.passed ? 'approve' : 'refuse'),
  );
  bindCall(app, withdrawContentArticle, ({ tx, actor, input }) =>
    takeArticleStep(tx, actor, input, 'withdraw'),
  );

  bindPublicCall(app, queryPublicArticles, ({ db, input }) => queryShownArticles(db, input, now()));
  bindPublicCall(app, getPublicArticle, ({ db, input }) => getShownArticle(db, input.articleId, now()));
  bindPublicCall(app, queryHelpTree, ({ db }) => helpTree(db, now()));

  // A shown article's cover, to anyone (an <img> on the storefront); 404 once the article is not shown.
  app.get(CONTENT_COVER_ROUTE, async (request, reply) => {
    const { articleId } = request.query as { articleId?: string };
    const file = await shownCover(app.db, String(articleId ?? ''), now());
    if (!file) {
      const message = formatMessage(
        'content.articleNotFound',
        pickLocale(request.headers['accept-language']),
      );
      return reply.status(404).send(errorEnvelope(ErrorCode.notFound, message));
    }
    return reply
      .header('content-type', file.contentType)
      .header('cache-control', 'public, max-age=300')
      .header('x-content-type-options', 'nosniff')
      .send(await app.storage.read(file.storageKey));
  });
}
