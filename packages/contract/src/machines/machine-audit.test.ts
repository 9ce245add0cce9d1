import { describe, expect, it } from 'vitest';
import * as contract from '../index';
import { LOCALES } from '../messages';
import { type Machine, stepAction } from './machine';

const machines = (Object.values(contract) as unknown[]).filter(
  (value): value is Machine =>
    typeof value === 'object' && value !== null && 'transitions' in value && 'states' in value,
);
const actions = new Map(contract.auditedCalls.map((entry) => [entry.action, entry]));
const filled = (label: Readonly<Record<string, string>> | undefined) =>
  LOCALES.every((locale) => (label?.[locale] ?? '').trim() !== '');

describe('machine steps in the operation log', () => {
  it('finds every machine the contract declares', () => {
    expect(machines.map((m) => m.name)).toEqual(
      expect.arrayContaining(['order', 'sku', 'skuChange', 'shipment', 'brandAuth', 'thirdPartyBrand']),
    );
  });

  it('label every event of every machine as an action, with its target, in both languages', () => {
    const unlabelled = machines.flatMap((machine) =>
      machine.transitions
        .map((t) => stepAction(machine, t.event))
        .filter((action) => {
          const entry = actions.get(action);
          return !entry || !filled(entry.label) || !filled(entry.target?.label);
        }),
    );
    expect(unlabelled).toEqual([]);
  });

  it('label every state of every machine, as the detail a step row records, in both languages', () => {
    const unlabelled = machines.flatMap((machine) =>
      Object.values<string>(machine.states).filter((key) => !filled(contract.auditedStates[key])),
    );
    expect(unlabelled).toEqual([]);
  });

  it('read a price-change approval taken outside a call as the machine labels it', () => {
    expect(actions.get('skuChange.approve')?.label).toEqual({
      'zh-CN': '审核通过商品变更',
      'en-US': 'Approve goods change',
    });
    expect(contract.auditedStates['status.skuChange.approved']).toEqual({
      'zh-CN': '已通过',
      'en-US': 'Approved',
    });
  });
});
