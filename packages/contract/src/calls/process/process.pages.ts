import { RoleCode } from '../../codes';
import { definePages } from '../../pages/define-page';
import { bilingual } from '../../texts';
import { PROCESS_PERMISSION as P } from './process-permissions';

const admins = [RoleCode.operator, RoleCode.orgAdmin];

/**
 * Approval processes (SPEC §2 "Content and process": processList, processVer; "Tools": maxgraph, here the
 * read-only diagram of a version): operators define the platform's and any organisation's, an enterprise
 * administrator its own. Every user who may be asked to approve has the task list.
 */
export default definePages('process', [
  {
    name: P.list,
    parent: 'systemCenter',
    title: bilingual('审批流程', 'Approval processes'),
    icon: 'apartment',
    roles: admins,
  },
  {
    name: P.edit,
    kind: 'access',
    parent: P.list,
    title: bilingual('编辑/发布流程', 'Edit or publish processes'),
  },
  {
    name: P.versions,
    params: ['processId'],
    parent: P.list,
    title: bilingual('流程版本', 'Process versions'),
    hidden: true,
  },
  {
    name: P.diagram,
    params: ['versionId'],
    parent: P.list,
    title: bilingual('流程图', 'Process diagram'),
    hidden: true,
  },
  {
    name: P.tasks,
    parent: 'accountCenter',
    menuOrder: 40,
    title: bilingual('我的审批', 'My approvals'),
    icon: 'audit',
    roles: [RoleCode.approver, RoleCode.orgAdmin, RoleCode.buyer, RoleCode.operator, RoleCode.operatorStaff],
  },
]);
