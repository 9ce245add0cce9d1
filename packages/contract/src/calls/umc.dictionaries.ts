// Member centre (umc): organisations.
import { OrgType } from '../codes';
import { type DictDecl, dictItem as item } from '../dictionary-decl';
import { bilingual } from '../texts';

export const memberDictionaries = {
  ORG_TYPE: {
    name: bilingual('组织类型', 'Organisation type'),
    open: false,
    items: [
      item(OrgType.enterprise, '采购企业', 'Purchasing enterprise'),
      item(OrgType.supplier, '供应商', 'Supplier'),
      item(OrgType.platform, '平台运营', 'Platform operator'),
    ],
  },
} as const satisfies Record<string, DictDecl>;
