import { describe, expect, it } from 'vitest';
import { SkuStatus } from '../dictionaries';
import { availableEvents, findTransition, validateMachine } from './machine';
import { SKU_PERMISSION, skuMachine } from './sku';

const supplier = {
  kind: 'supplier' as const,
  permissions: [SKU_PERMISSION.create, SKU_PERMISSION.listingRequests, SKU_PERMISSION.onShelf],
};
const auditor = {
  kind: 'operator' as const,
  permissions: [SKU_PERMISSION.firstAudit, SKU_PERMISSION.secondAudit, SKU_PERMISSION.forcedOffShelf],
};
const staff = { kind: 'operator' as const, permissions: [] };

describe('the SKU machine', () => {
  it('is valid and keeps 1 = on shelf, 0 = off shelf', () => {
    expect(() => validateMachine(skuMachine)).not.toThrow();
    expect(skuMachine.states[SkuStatus.onShelf]).toBe('status.sku.1');
    expect(skuMachine.states[SkuStatus.offShelf]).toBe('status.sku.0');
  });

  it('goes from draft through two audits to the shelf', () => {
    const path = [
      ['submit', SkuStatus.draft],
      ['passFirst', SkuStatus.awaitingFirstAudit],
      ['passSecond', SkuStatus.awaitingSecondAudit],
    ] as const;
    const ends = path.map(([event, from]) => findTransition(skuMachine, from, event)?.to);
    expect(ends).toEqual([SkuStatus.awaitingFirstAudit, SkuStatus.awaitingSecondAudit, SkuStatus.onShelf]);
    expect(findTransition(skuMachine, SkuStatus.awaitingFirstAudit, 'passSecond')).toBeUndefined();
  });

  it('sends a rejection back to draft and asks for the reason', () => {
    for (const [from, event] of [
      [SkuStatus.awaitingFirstAudit, 'rejectFirst'],
      [SkuStatus.awaitingSecondAudit, 'rejectSecond'],
    ] as const) {
      const step = findTransition(skuMachine, from, event);
      expect(step).toMatchObject({ to: SkuStatus.draft, remark: 'required' });
    }
  });

  it('lets only operators restore a forced-off SKU, and suppliers only their own steps', () => {
    expect(availableEvents(skuMachine, SkuStatus.forcedOffShelf, supplier)).toEqual([]);
    expect(availableEvents(skuMachine, SkuStatus.forcedOffShelf, auditor)).toEqual(['restore']);
    expect(availableEvents(skuMachine, SkuStatus.onShelf, supplier)).toEqual(['takeOffShelf']);
    expect(availableEvents(skuMachine, SkuStatus.onShelf, auditor)).toEqual(['forceOffShelf']);
    expect(availableEvents(skuMachine, SkuStatus.awaitingFirstAudit, supplier)).toEqual([]);
    expect(availableEvents(skuMachine, SkuStatus.awaitingFirstAudit, staff)).toEqual([]);
  });
});
