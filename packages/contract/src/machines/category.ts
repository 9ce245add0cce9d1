import { defineAuditTarget } from '../audit';
import { bilingual } from '../texts';
import { defineMachine } from './machine';

/** Back-office category status: 1 enabled, 0 disabled (hidden from the goods form and the storefront). */
export const CategoryStatus = { enabled: 1, disabled: 0 } as const;
type CategoryState = (typeof CategoryStatus)[keyof typeof CategoryStatus];

/** Categories are created enabled; category managers disable and enable them. */
export const categoryMachine = defineMachine({
  name: 'category',
  audit: {
    target: defineAuditTarget('category', bilingual('类目', 'Category')),
    events: {
      disable: bilingual('停用类目', 'Disable category'),
      enable: bilingual('启用类目', 'Enable category'),
    },
    states: {
      [CategoryStatus.enabled]: bilingual('启用', 'Enabled'),
      [CategoryStatus.disabled]: bilingual('停用', 'Disabled'),
    },
  },
  states: {
    [CategoryStatus.enabled]: 'status.category.1',
    [CategoryStatus.disabled]: 'status.category.0',
  } as Record<CategoryState, string>,
  initial: [CategoryStatus.enabled],
  transitions: [
    {
      from: CategoryStatus.enabled,
      event: 'disable',
      to: CategoryStatus.disabled,
      who: ['operator'],
      permission: 'categoryManage',
      remark: 'optional',
    },
    {
      from: CategoryStatus.disabled,
      event: 'enable',
      to: CategoryStatus.enabled,
      who: ['operator'],
      permission: 'categoryManage',
    },
  ],
});
