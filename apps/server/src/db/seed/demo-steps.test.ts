import { describe, expect, it } from 'vitest';
import { demoSteps } from './index';

const names = (options?: Parameters<typeof demoSteps>[0]) => demoSteps(options).map((step) => step.name);

describe('demo seed steps gathered from the domains (*.seed.ts)', () => {
  it('run in their declared order, accounts first, the catalogue and orders after what they read', () => {
    expect(names()).toEqual([
      'accounts',
      'brands',
      'messages',
      'addresses',
      'approval',
      'paymentParams',
      'orgUnits',
      'catalog',
      'brandAuths',
      'shopTerms',
      'orders',
      'pricing',
    ]);
  });

  it('leave out the catalogue part without the demo catalogue, and the orders part without the orders', () => {
    expect(names({ demoCatalog: false })).toEqual([
      'accounts',
      'brands',
      'messages',
      'addresses',
      'approval',
      'paymentParams',
      'orgUnits',
    ]);
    expect(names({ demoOrders: false })).not.toContain('orders');
    expect(names({ demoOrders: false })).not.toContain('pricing');
    expect(names({ demoOrders: false })).toContain('shopTerms');
  });

  it('have unique names and orders', () => {
    const steps = demoSteps();
    expect(new Set(steps.map((s) => s.name)).size).toBe(steps.length);
    expect(new Set(steps.map((s) => s.order)).size).toBe(steps.length);
  });
});
