import { queryMessageList } from '@procuremart/contract';
import type { WorkbenchContribution } from '../../platform/workbench';
import { listMessages, unreadCount } from './inbox';

const LATEST_UNREAD = 3;

/** The messages' part of the member workbench: how many unread messages the user's inbox holds, the latest. */
export const messagesWorkbench: WorkbenchContribution = {
  sections: {
    messages: async (db, actor, locale) => {
      const input = queryMessageList.input.parse({ readFlag: 0, pageSize: LATEST_UNREAD });
      const [{ count }, page] = await Promise.all([
        unreadCount(db, actor),
        listMessages(db, actor, input, locale),
      ]);
      const latest = page.rows.map(({ messageId, kind, title, createdAt }) => ({
        messageId,
        kind,
        title,
        createdAt,
      }));
      return { unread: count, latest };
    },
  },
};
