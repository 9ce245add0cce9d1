import { defineAuditTarget } from '../audit';
import { bilingual } from '../texts';
import { defineMachine } from './machine';

/** Hot search word status: 1 enabled (shown on the storefront), 0 disabled. */
export const HotWordStatus = { enabled: 1, disabled: 0 } as const;
type HotWordState = (typeof HotWordStatus)[keyof typeof HotWordStatus];

/** Menu codes of the storefront administration pages (front categories, hot search words). */
export const STOREFRONT_ADMIN_PERMISSION = {
  frontCategories: 'frontCategoryList',
  hotWords: 'hotSearchManage',
} as const;

const step = { who: ['operator'], permission: STOREFRONT_ADMIN_PERMISSION.hotWords } as const;

/** Hot words are created enabled; operators disable and enable them. */
export const hotWordMachine = defineMachine({
  name: 'hotWord',
  audit: {
    target: defineAuditTarget('hotWord', bilingual('热搜词', 'Hot search word')),
    events: {
      disable: bilingual('停用热搜词', 'Disable hot search word'),
      enable: bilingual('启用热搜词', 'Enable hot search word'),
    },
    states: {
      [HotWordStatus.enabled]: bilingual('启用', 'Enabled'),
      [HotWordStatus.disabled]: bilingual('停用', 'Disabled'),
    },
  },
  states: {
    [HotWordStatus.enabled]: 'status.hotWord.1',
    [HotWordStatus.disabled]: 'status.hotWord.0',
  } as Record<HotWordState, string>,
  initial: [HotWordStatus.enabled],
  transitions: [
    { from: HotWordStatus.enabled, event: 'disable', to: HotWordStatus.disabled, ...step },
    { from: HotWordStatus.disabled, event: 'enable', to: HotWordStatus.enabled, ...step },
  ],
});
