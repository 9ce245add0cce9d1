// My downloads and background jobs texts; task names come from the contract (FILE_TASK_TITLES).
import { downloadsGlossary, glossaryTexts, jobsGlossary } from '@procuremart/contract';
import { defineTexts } from '../../i18n/define-texts';
export default defineTexts(
  {
    downloads: {
      listTitle: '我的下载',
      emptyHint: '还没有导出或导入任务；在列表页点击“导出”后，文件会出现在这里',
      field: glossaryTexts(downloadsGlossary, 'zh-CN'),
      direction: { export: '导出', import: '导入' },
      status: { queued: '排队中', running: '处理中', done: '已完成', failed: '失败' },
      progress: '处理中，已处理 {{rows}} 行',
      badRows: '{{rows}} 行（{{bad}} 行有误）',
      expired: '已过期',
    },
    jobs: {
      listTitle: '后台任务',
      emptyHint: '没有符合条件的后台任务',
      field: glossaryTexts(jobsGlossary, 'zh-CN'),
      status: { queued: '排队中', running: '执行中', done: '已完成', dead: '已放弃' },
      action: { retry: '重试' },
      confirm: { retry: '确定重新执行该任务吗？', retryHint: '任务将重新排队，尝试次数从零开始计算。' },
      success: { retry: '任务已重新排队' },
    },
  },
  {
    downloads: {
      listTitle: 'My downloads',
      emptyHint: 'No exports or imports yet; click Export on a list and the file appears here',
      field: glossaryTexts(downloadsGlossary, 'en-US'),
      direction: { export: 'Export', import: 'Import' },
      status: { queued: 'Queued', running: 'Running', done: 'Done', failed: 'Failed' },
      progress: 'Running, {{rows}} rows so far',
      badRows: '{{rows}} rows ({{bad}} with errors)',
      expired: 'Expired',
    },
    jobs: {
      listTitle: 'Background jobs',
      emptyHint: 'No job matches these filters',
      field: glossaryTexts(jobsGlossary, 'en-US'),
      status: { queued: 'Queued', running: 'Running', done: 'Done', dead: 'Given up' },
      action: { retry: 'Retry' },
      confirm: {
        retry: 'Run this job again?',
        retryHint: 'It is queued again with its attempts counted from zero.',
      },
      success: { retry: 'Job queued again' },
    },
  },
);
