import { defineFileKinds } from '../../file-kinds';
import { bilingual } from '../../texts';

export const orgFiles = defineFileKinds({
  exports: { enterpriseOrg: bilingual('企业组织列表', 'Enterprise organisations') },
});
