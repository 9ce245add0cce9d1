import { BrandStatus } from '../dictionaries';
import { defineMachine } from './machine';

type BrandState = (typeof BrandStatus)[keyof typeof BrandStatus];

/** Brands are created enabled; brand managers disable and enable them. */
export const brandMachine = defineMachine({
  name: 'brand',
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
