// Site message texts (list and detail pages, the visitors' platform messages, the operators' page); the header's badge texts are shell texts (layout.*).
import { glossaryTexts, messageGlossary, platformMessageGlossary } from '@procuremart/contract';
import { defineTexts } from '../../i18n/define-texts';
export default defineTexts(
  {
    message: {
      listTitle: '站内消息',
      emptyHint: '暂时没有消息',
      field: glossaryTexts(messageGlossary, 'zh-CN'),
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
      publicTitle: '平台消息',
      publicIntro: '平台发布的消息，登录后还可在消息中心查看与您相关的消息。',
      publicLogin: '登录查看我的消息',
    },
    platformMessage: {
      listTitle: '平台消息',
      emptyHint: '还没有发送过平台消息',
      sendTitle: '发送平台消息',
      field: glossaryTexts(platformMessageGlossary, 'zh-CN'),
      action: { send: '发送平台消息', submit: '发送', withdraw: '撤回' },
      confirm: {
        send: '确定向所有人发送这条消息吗？',
        sendHint: '发送后所有用户和访客都能看到这条消息。',
        withdraw: '确定撤回这条消息吗？',
        withdrawHint: '撤回后所有人都将看不到这条消息，且不可恢复。',
      },
      success: { sent: '平台消息已发送', withdrawn: '平台消息已撤回' },
    },
  },
  {
    message: {
      listTitle: 'Messages',
      emptyHint: 'No messages yet',
      field: glossaryTexts(messageGlossary, 'en-US'),
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
      publicTitle: 'Platform messages',
      publicIntro: 'Messages from the platform; log in to see the messages meant for you as well.',
      publicLogin: 'Log in to see my messages',
    },
    platformMessage: {
      listTitle: 'Platform messages',
      emptyHint: 'No platform message has been sent yet',
      sendTitle: 'Send a platform message',
      field: glossaryTexts(platformMessageGlossary, 'en-US'),
      action: { send: 'Send platform message', submit: 'Send', withdraw: 'Withdraw' },
      confirm: {
        send: 'Send this message to everyone?',
        sendHint: 'Every user and visitor will see this message once it is sent.',
        withdraw: 'Withdraw this message?',
        withdrawHint: 'Nobody will see this message any more; this cannot be undone.',
      },
      success: { sent: 'Platform message sent', withdrawn: 'Platform message withdrawn' },
    },
  },
);
