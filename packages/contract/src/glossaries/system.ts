import { defineGlossary } from '../list-columns';
import { bilingual } from '../texts';

/** The opsLog fields' labels: its lists' columns and filters, forms and details. */
export const opsLogGlossary = defineGlossary('opsLog.field', {
  createdAt: bilingual('操作时间', 'Time'),
  username: bilingual('操作人', 'User'),
  action: bilingual('操作', 'Action'),
  targetType: bilingual('对象类型', 'Target type'),
  targetId: bilingual('操作对象', 'Record'),
  result: bilingual('结果', 'Result'),
  ip: bilingual('IP地址', 'IP address'),
  detail: bilingual('详情', 'Detail'),
});
