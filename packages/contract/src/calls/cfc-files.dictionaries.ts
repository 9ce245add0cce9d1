// Configuration centre (cfc): the durable background jobs.
import { type DictDecl, dictItem as item } from '../dictionary-decl';
import { bilingual } from '../texts';

/** Kinds of the durable background jobs (the server's job definitions use these codes). */
export const JobKind = {
  fileExport: 'file.export',
  fileImport: 'file.import',
  fileCleanUp: 'file.cleanUp',
  orderUnpaidCancel: 'order.unpaidCancel',
  orderAutoReceive: 'order.autoReceive',
  outboxDeliver: 'outbox.deliver',
  approvalEscalate: 'approval.escalate',
} as const;

export const jobDictionaries = {
  JOB_KIND: {
    name: bilingual('后台任务类型', 'Background job kind'),
    open: false,
    items: [
      item(JobKind.fileExport, '导出文件', 'Export a file'),
      item(JobKind.fileImport, '导入文件', 'Import a file'),
      item(JobKind.fileCleanUp, '清理过期文件', 'Remove expired files'),
      item(JobKind.orderUnpaidCancel, '取消超时未付订单', 'Cancel orders left unpaid'),
      item(JobKind.orderAutoReceive, '到期自动收货', 'Receive goods automatically when due'),
      item(JobKind.outboxDeliver, '发送短信和邮件', 'Send text messages and e-mail'),
      item(
        JobKind.approvalEscalate,
        '无人审批的层级上报管理员',
        'Escalate approval levels whose approvers are gone',
      ),
    ],
  },
} as const satisfies Record<string, DictDecl>;
