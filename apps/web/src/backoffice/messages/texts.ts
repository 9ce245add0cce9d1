// Site message texts (list and detail pages); the header's badge texts are shell texts (layout.*).
import { defineTexts } from '../../i18n/define-texts';
export default defineTexts(
  {
    message: {
      listTitle: '站内消息',
      emptyHint: '暂时没有消息',
      field: { title: '标题', kind: '类型', readFlag: '状态', createdAt: '时间', body: '内容' },
      read: { '0': '未读', '1': '已读' },
      action: {
        view: '查看',
        markRead: '标为已读',
        markAllRead: '全部标为已读',
        delete: '删除',
        openRecord: '查看相关记录',
        back: '返回消息列表',
      },
      confirm: {
        delete: '确定删除该消息吗？',
        deleteHint: '删除后不可恢复',
        bulkDelete: '确定删除选中的消息吗？',
      },
      success: { markRead: '已标为已读', markAllRead: '全部消息已标为已读', delete: '消息已删除' },
      notFound: '消息不存在或已删除',
    },
  },
  {
    message: {
      listTitle: 'Messages',
      emptyHint: 'No messages yet',
      field: { title: 'Title', kind: 'Kind', readFlag: 'Status', createdAt: 'Time', body: 'Content' },
      read: { '0': 'Unread', '1': 'Read' },
      action: {
        view: 'View',
        markRead: 'Mark read',
        markAllRead: 'Mark all read',
        delete: 'Delete',
        openRecord: 'Open the record',
        back: 'Back to messages',
      },
      confirm: {
        delete: 'Delete this message?',
        deleteHint: 'A deleted message cannot be restored',
        bulkDelete: 'Delete the selected messages?',
      },
      success: {
        markRead: 'Marked read',
        markAllRead: 'Every message is marked read',
        delete: 'Message deleted',
      },
      notFound: 'This message does not exist or was deleted',
    },
  },
);
