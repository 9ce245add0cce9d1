// Commodity centre (ucc): what the storefront's search box offers.
import type { ParamDecl } from '../param-decl';
import { bilingual } from '../texts';

export const searchParams = {
  'common.hotSearchEnabled': {
    group: 'common',
    type: 'boolean',
    defaultValue: false,
    label: bilingual('热搜', 'Hot search'),
    description: bilingual('商城搜索框下展示热搜词', 'Show hot search words under the storefront search box'),
  },
  'common.searchHistoryEnabled': {
    group: 'common',
    type: 'boolean',
    defaultValue: true,
    label: bilingual('搜索历史', 'Search history'),
    description: bilingual('记录并展示用户的搜索历史', "Keep and show the user's search history"),
  },
  'common.hotSuggestEnabled': {
    group: 'common',
    type: 'boolean',
    defaultValue: true,
    label: bilingual('搜索联想', 'Search suggestions'),
    description: bilingual('输入时展示联想词', 'Suggest words while the user types'),
  },
} as const satisfies Record<string, ParamDecl>;
