import { ALL_ROLES, RoleCode } from '../codes';
import { definePages } from '../pages/define-page';
import { bilingual } from '../texts';

/** My downloads (every user: their exports and import results) and the operators' job monitor. */
export default definePages('files', [
  {
    name: 'myDownloads',
    menuOrder: 60,
    parent: 'accountCenter',
    title: bilingual('我的下载', 'My downloads'),
    icon: 'inbox',
    roles: ALL_ROLES,
  },
  {
    name: 'jobManage',
    parent: 'systemCenter',
    title: bilingual('后台任务', 'Background jobs'),
    icon: 'schedule',
    roles: [RoleCode.operator],
  },
]);
