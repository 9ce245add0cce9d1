// Commodity centre (ucc): brands.
import { type DictDecl, dictItem as item } from '../dictionary-decl';
import { bilingual } from '../texts';

/** Brand status: 1 enabled, 0 disabled. */
export const BrandStatus = { enabled: 1, disabled: 0 } as const;

export const brandDictionaries = {
  BRAND_STATUS: {
    name: bilingual('品牌状态', 'Brand status'),
    open: false,
    items: [
      item(String(BrandStatus.enabled), '已启用', 'Enabled', 'green'),
      item(String(BrandStatus.disabled), '已停用', 'Disabled'),
    ],
  },
} as const satisfies Record<string, DictDecl>;
