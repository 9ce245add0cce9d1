import { RoleCode } from '../codes';
import { definePages } from '../pages/define-page';
import { bilingual } from '../texts';

/** System configuration (SPEC §2): the data dictionary and the system parameters, for operator administrators. */
export default definePages('config', [
  {
    name: 'dataDictionary',
    parent: 'systemCenter',
    title: bilingual('数据字典', 'Data dictionary'),
    icon: 'book',
    roles: [RoleCode.operator],
  },
  {
    name: 'paramConfig',
    parent: 'systemCenter',
    title: bilingual('参数配置', 'Parameter configuration'),
    icon: 'tool',
    roles: [RoleCode.operator],
  },
]);
