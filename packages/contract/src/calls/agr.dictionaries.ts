// Agreement centre (agr): framework agreements.
import { type DictDecl, dictItem as item } from '../dictionary-decl';
import { bilingual } from '../texts';

export const agreementDictionaries = {
  AGREEMENT_STATUS: {
    name: bilingual('协议状态', 'Agreement status'),
    open: false,
    items: [
      item('01', '草稿', 'Draft'),
      item('02', '待审核', 'Pending review'),
      item('03', '已生效', 'In effect'),
      item('04', '已驳回', 'Rejected'),
      item('05', '已过期', 'Expired'),
      item('06', '已终止', 'Terminated'),
    ],
  },
} as const satisfies Record<string, DictDecl>;
