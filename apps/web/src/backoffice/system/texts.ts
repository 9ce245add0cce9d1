// Operation log texts; actions and target types the log knows read in words, others as recorded.
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
      action: {
        umc_login: '登录',
        umc_logout: '退出登录',
        umc_registerPerson: '个人注册',
        umc_registerEnterprise: '企业注册',
        ucc_createBrand: '新增品牌',
        ucc_updateBrand: '编辑品牌',
        ucc_changeBrandStatus: '启用/停用品牌',
      },
      targetType: { user: '用户', brand: '品牌' },
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
      action: {
        umc_login: 'Log in',
        umc_logout: 'Log out',
        umc_registerPerson: 'Personal registration',
        umc_registerEnterprise: 'Enterprise registration',
        ucc_createBrand: 'Create brand',
        ucc_updateBrand: 'Edit brand',
        ucc_changeBrandStatus: 'Enable/disable brand',
      },
      targetType: { user: 'User', brand: 'Brand' },
    },
  },
);
