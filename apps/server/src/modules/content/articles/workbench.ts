import { CONTENT_PERMISSION, queryContentAuditList, queryPublicArticles } from '@procuremart/contract';
import { now } from '../../../platform/clock';
import { tabCountOf, type WorkbenchContribution } from '../../../platform/workbench';
import { listArticleAudit } from './article-lists';
import { queryShownArticles } from './public-articles';

const LATEST_NOTICES = 5;

/**
 * The content's part of the member workbench: the articles waiting for review, and the latest notices (the
 * storefront's notice column as the public reads it: published, in their window, pinned first).
 */
export const contentWorkbench: WorkbenchContribution = {
  todos: [
    {
      kind: 'articlesToAudit',
      list: queryContentAuditList,
      pages: [CONTENT_PERMISSION.audit],
      tab: 'pending',
      count: tabCountOf(queryContentAuditList, listArticleAudit, 'pending'),
    },
  ],
  sections: {
    notices: async (db) => {
      const input = queryPublicArticles.input.parse({ columnCode: 'notice', pageSize: LATEST_NOTICES });
      const page = await queryShownArticles(db, input, now());
      return page.rows.map(({ articleId, title, titleEn, publishFrom, pinned }) => ({
        articleId,
        title,
        titleEn,
        publishFrom,
        pinned,
      }));
    },
  },
};
