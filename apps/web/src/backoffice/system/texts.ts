// Operation log texts; actions and target types are labelled from the call registry's audit labels.
import { defineTexts } from '../../i18n/define-texts';
export default defineTexts(
  {
    opsLog: {
      listTitle: '操作日志',
      emptyHint: '没有符合条件的操作记录，可调整筛选条件后重新查询',
      field: {
        createdAt: '操作时间',
        username: '操作人',
        action: '操作',
        targetType: '对象类型',
        targetId: '对象编号',
        result: '结果',
        ip: 'IP地址',
        detail: '详情',
      },
      result: { success: '成功', failure: '失败' },
    },
  },
  {
    opsLog: {
      listTitle: 'Operation log',
      emptyHint: 'No operation matches these filters; change them and search again',
      field: {
        createdAt: 'Time',
        username: 'User',
        action: 'Action',
        targetType: 'Target type',
        targetId: 'Target ID',
        result: 'Result',
        ip: 'IP address',
        detail: 'Detail',
      },
      result: { success: 'Success', failure: 'Failure' },
    },
  },
);
