import { defineGlossary } from '../list-columns';
import { bilingual } from '../texts';

/** The message fields' labels: its lists' columns and filters, forms and details. */
export const messageGlossary = defineGlossary('message.field', {
  title: bilingual('标题', 'Title'),
  kind: bilingual('类型', 'Kind'),
  readFlag: bilingual('状态', 'Status'),
  createdAt: bilingual('时间', 'Time'),
  body: bilingual('内容', 'Content'),
});

/** The platformMessage fields' labels: its lists' columns and filters, forms and details. */
export const platformMessageGlossary = defineGlossary('platformMessage.field', {
  titleFilter: bilingual('标题', 'Title'),
  title: bilingual('标题（中文）', 'Title (Chinese)'),
  titleEn: bilingual('标题（英文）', 'Title (English)'),
  body: bilingual('内容（中文）', 'Content (Chinese)'),
  bodyEn: bilingual('内容（英文）', 'Content (English)'),
  sentBy: bilingual('发送人', 'Sent by'),
  createdAt: bilingual('发送时间', 'Sent at'),
});
