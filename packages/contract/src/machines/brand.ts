import { defineAuditTarget } from '../audit';
import { BrandStatus } from '../dictionaries';
import { bilingual } from '../texts';
import { defineMachine } from './machine';

type BrandState = (typeof BrandStatus)[keyof typeof BrandStatus];

/** Brands are created enabled; brand managers disable and enable them. */
export const brandMachine = defineMachine({
  name: 'brand',
  audit: {
    target: defineAuditTarget('brand', bilingual('品牌', 'Brand')),
    events: {
      disable: bilingual('停用品牌', 'Disable brand'),
      enable: bilingual('启用品牌', 'Enable brand'),
    },
    states: {
      [BrandStatus.enabled]: bilingual('启用', 'Enabled'),
      [BrandStatus.disabled]: bilingual('停用', 'Disabled'),
    },
  },
  states: { [BrandStatus.enabled]: 'status.brand.1', [BrandStatus.disabled]: 'status.brand.0' } as Record<
    BrandState,
    string
  >,
  initial: [BrandStatus.enabled],
  transitions: [
    {
      from: BrandStatus.enabled,
      event: 'disable',
      to: BrandStatus.disabled,
      who: ['operator'],
      permission: 'brandManage',
      remark: 'optional',
    },
    {
      from: BrandStatus.disabled,
      event: 'enable',
      to: BrandStatus.enabled,
      who: ['operator'],
      permission: 'brandManage',
    },
  ],
});
