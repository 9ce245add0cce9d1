import { defineGlossary } from '../../list-columns';
import { bilingual } from '../../texts';

/** The approval-process fields' labels: the process list, its filters, the version page and the task list. */
export const processGlossary = defineGlossary('process.field', {
  processId: bilingual('流程编号', 'Process no.'),
  businessKind: bilingual('审批业务', 'Business'),
  orgId: bilingual('所属单位', 'Organisation'),
  orgName: bilingual('所属单位', 'Organisation'),
  name: bilingual('流程名称', 'Process name'),
  publishedVersionNo: bilingual('生效版本', 'Published version'),
  versionNo: bilingual('版本', 'Version'),
  versionCount: bilingual('版本数', 'Versions'),
  runningCount: bilingual('进行中的审批', 'Approvals running'),
  status: bilingual('状态', 'State'),
  levels: bilingual('审批层级', 'Levels'),
  updatedAt: bilingual('更新时间', 'Updated at'),
  createdAt: bilingual('创建时间', 'Created at'),
  tab: bilingual('任务', 'Tasks'),
  applicantName: bilingual('申请人', 'Applicant'),
  subjectNo: bilingual('单据', 'Document'),
  levelName: bilingual('审批层级', 'Level'),
  amount: bilingual('金额', 'Amount'),
  remark: bilingual('意见', 'Remark'),
  decidedAt: bilingual('处理时间', 'Decided at'),
  escalated: bilingual('上报管理员', 'Escalated'),
});
