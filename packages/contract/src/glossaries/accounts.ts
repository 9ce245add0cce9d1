import { defineGlossary } from '../list-columns';
import { bilingual } from '../texts';

/** The outbox's fields: messages out of the system (SMS codes, e-mail) as operators read them. */
export const outboxGlossary = defineGlossary('outbox.field', {
  messageId: bilingual('消息编号', 'Message no.'),
  channel: bilingual('渠道', 'Channel'),
  recipient: bilingual('接收方', 'Recipient'),
  purpose: bilingual('用途', 'Purpose'),
  subject: bilingual('主题', 'Subject'),
  body: bilingual('内容', 'Content'),
  status: bilingual('状态', 'State'),
  createdAt: bilingual('创建时间', 'Created'),
  created: bilingual('创建时间', 'Created'),
  sentAt: bilingual('发送时间', 'Sent'),
  error: bilingual('失败原因', 'Failure'),
});
