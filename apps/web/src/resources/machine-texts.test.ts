import * as contract from '@procuremart/contract';
import { brandAuthMachine, brandMachine, LOCALES, type Machine, orderMachine } from '@procuremart/contract';
import { describe, expect, it } from 'vitest';
import type { BilingualTexts } from '../i18n/define-texts';
import type { TextTree } from '../i18n/merge';
import { stepTexts } from './machine-texts';

const textFiles = import.meta.glob<{ default: BilingualTexts }>('../**/texts.ts', { eager: true });
const machines = (Object.values(contract) as unknown[]).filter(
  (value): value is Machine =>
    typeof value === 'object' && value !== null && 'transitions' in value && 'audit' in value,
);

describe("a step's default words", () => {
  it("come from the machine's audit labels in both languages", () => {
    expect(stepTexts(brandMachine, 'disable', 'zh-CN')).toEqual({
      action: '停用',
      confirm: '确定停用该品牌吗？',
      bulk: '批量停用',
      success: '品牌已停用',
    });
    expect(stepTexts(brandMachine, 'enable', 'en-US')).toEqual({
      action: 'Enable',
      confirm: 'Enable this brand?',
      bulk: 'Enable selected',
      success: 'Brand enabled',
    });
  });

  it('say what a step did by the state it reaches where that is named after it, else regularly', () => {
    expect(stepTexts(brandAuthMachine, 'stop', 'en-US').success).toBe('Brand authorisation stopped');
    expect(stepTexts(orderMachine, 'cancel', 'en-US').success).toBe('Order cancelled');
    // Approved brand authorisations are "Active": the verb's own past participle.
    expect(stepTexts(brandAuthMachine, 'approve', 'en-US').success).toBe('Brand authorisation approved');
  });

  it('take the whole label as the verb where it does not name the target type', () => {
    expect(stepTexts(orderMachine, 'approve', 'zh-CN')).toMatchObject({
      action: '审批通过',
      confirm: '确定审批通过该订单吗？',
      success: '订单已审批通过',
    });
  });
});

describe('domain texts', () => {
  it('word a step only where they differ from its default in one language at least', () => {
    const restated: string[] = [];
    for (const [path, mod] of Object.entries(textFiles))
      for (const machine of machines)
        for (const event of Object.keys(machine.audit.events))
          for (const kind of ['action', 'confirm', 'bulk', 'success'] as const) {
            const same = LOCALES.map((locale) => {
              const own = (mod.default[locale] as TextTree)[machine.name] as TextTree | undefined;
              return (
                (own?.[kind] as TextTree | undefined)?.[event] === stepTexts(machine, event, locale)[kind]
              );
            });
            if (same.every(Boolean)) restated.push(`${path} ${machine.name}.${kind}.${event}`);
          }
    expect(restated).toEqual([]);
  });
});
