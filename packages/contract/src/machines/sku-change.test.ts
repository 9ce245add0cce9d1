import { describe, expect, it } from 'vitest';
import { availableEvents, findTransition, validateMachine } from './machine';
import { PRICING_PERMISSION, SkuChangeStatus, skuChangeMachine } from './sku-change';

const auditor = { kind: 'operator' as const, permissions: [PRICING_PERMISSION.changeAudit] };
const staff = { kind: 'operator' as const, permissions: [] };
const supplier = { kind: 'supplier' as const, permissions: [PRICING_PERMISSION.changeRequests] };

describe('the SKU change machine', () => {
  it('is valid and ends in approved, rejected or withdrawn', () => {
    expect(() => validateMachine(skuChangeMachine)).not.toThrow();
    for (const event of ['approve', 'reject', 'withdraw'] as const)
      expect(skuChangeMachine.final).toContain(
        findTransition(skuChangeMachine, SkuChangeStatus.pending, event)?.to,
      );
  });

  it('lets operators with the change audit page decide, and the supplier only withdraw', () => {
    expect(availableEvents(skuChangeMachine, SkuChangeStatus.pending, auditor)).toEqual([
      'approve',
      'reject',
    ]);
    expect(availableEvents(skuChangeMachine, SkuChangeStatus.pending, staff)).toEqual([]);
    expect(availableEvents(skuChangeMachine, SkuChangeStatus.pending, supplier)).toEqual(['withdraw']);
    expect(availableEvents(skuChangeMachine, SkuChangeStatus.approved, auditor)).toEqual([]);
  });

  it('asks a reason for a rejection', () => {
    expect(findTransition(skuChangeMachine, SkuChangeStatus.pending, 'reject')?.remark).toBe('required');
  });
});
