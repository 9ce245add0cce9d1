import { defineFileKinds } from '../../file-kinds';
import { bilingual } from '../../texts';

export const memberFiles = defineFileKinds({
  exports: { member: bilingual('成员列表', 'Members') },
  imports: { member: bilingual('成员导入', 'Member import') },
});
