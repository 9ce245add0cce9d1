import { BrandStatus } from '../codes';
import { defineMachine } from './machine';

export const brandMachine = defineMachine({
  name: 'brand',
  states: { [BrandStatus.enabled]: 'status.brand.1', [BrandStatus.disabled]: 'status.brand.0' } as Record<
    0 | 1,
    string
  >,
  transitions: [
    { from: BrandStatus.enabled, event: 'disable', to: BrandStatus.disabled, who: ['operator'] },
    { from: BrandStatus.disabled, event: 'enable', to: BrandStatus.enabled, who: ['operator'] },
  ],
});
