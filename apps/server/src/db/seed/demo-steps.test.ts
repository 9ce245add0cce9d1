import { describe, expect, it } from 'vitest';
import { demoSteps, referenceSteps } from './index';

const names = (options?: Parameters<typeof demoSteps>[0]) => demoSteps(options).map((step) => step.name);
const before = (list: string[], first: string, then: string) => list.indexOf(first) < list.indexOf(then);

describe('demo seed steps gathered from the domains (*.seed.ts)', () => {
  it('run the accounts first and every step after the rows it reads', () => {
    const all = names();
    expect(all[0]).toBe('accounts');
    for (const [first, then] of [
      ['brands', 'catalog'],
      ['orgUnits', 'orgUnitMember'],
      ['orgUnits', 'orders'],
      ['catalog', 'brandAuths'],
      ['catalog', 'homeContent'],
      ['catalog', 'shopTerms'],
      ['shopTerms', 'orders'],
      ['orders', 'pricing'],
    ])
      expect({ first, then, inOrder: before(all, first, then) }).toEqual({ first, then, inOrder: true });
  });

  it('leave out the catalogue part without the demo catalogue, and the orders part without the orders', () => {
    const lean = names({ demoCatalog: false });
    for (const step of ['catalog', 'homeContent', 'brandAuths', 'shopTerms', 'orders', 'pricing'])
      expect(lean).not.toContain(step);
    expect(lean).toEqual(expect.arrayContaining(['accounts', 'brands', 'messages', 'addresses', 'orgUnits']));
    const noOrders = names({ demoOrders: false });
    expect(noOrders).toContain('shopTerms');
    expect(noOrders).not.toContain('orders');
    expect(noOrders).not.toContain('pricing');
  });

  it('keep the reference data apart: each domain adds its own at every start, none of it among the demo steps', () => {
    const reference = referenceSteps().map((step) => step.name);
    expect(reference).toEqual([
      'rolesAndMenus',
      'configData',
      'regions',
      'approvalProcesses',
      'awaitingApprovals',
      'pendingRegistrationAudits',
      'pendingCatalogAudits',
    ]);
    for (const name of reference) expect(names()).not.toContain(name);
  });

  it('have unique names and orders', () => {
    const steps = [...referenceSteps(), ...demoSteps()];
    expect(new Set(steps.map((s) => s.name)).size).toBe(steps.length);
    expect(new Set(steps.map((s) => s.order)).size).toBe(steps.length);
  });
});
