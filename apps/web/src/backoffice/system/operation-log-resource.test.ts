import { describe, expect, it } from 'vitest';
import { actionText, detailLabelKey, detailText, targetText } from './operation-log-resource';
import texts from './texts';

const label = (locale: 'zh-CN' | 'en-US', key: string | undefined) =>
  key?.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts[locale]);

describe('operation-log details', () => {
  it('label codes and the raw English of older rows in the reader’s language', () => {
    for (const detail of ['wrongCredentials', 'wrong credentials']) {
      expect(label('zh-CN', detailLabelKey(detail))).toBe('用户名或密码错误');
      expect(label('en-US', detailLabelKey(detail))).toBe('Wrong username or password');
    }
    expect(label('zh-CN', detailLabelKey('disable'))).toBe('停用');
    expect(label('en-US', detailLabelKey('remember me'))).toBe('Stay logged in');
  });

  it('keep message keys for the contract messages and show names as entered', () => {
    expect(detailLabelKey('error.accountDisabled')).toBe('error.accountDisabled');
    expect(detailLabelKey('得力')).toBeUndefined();
  });
});

describe('operation-log actions and targets', () => {
  it('read as the decision or outcome the row records, else as the call', () => {
    expect(actionText({ action: 'peb_approveOrder', outcome: 'false' })).toBe('审批驳回');
    expect(actionText({ action: 'peb_approveOrder', outcome: 'true' })).toBe('审批通过');
    expect(actionText({ action: 'peb_cancelOrder', outcome: 'applied' })).toBe('申请取消订单');
    expect(actionText({ action: 'peb_confirmSimulatedPayment', outcome: 'failed' })).toBe('模拟支付失败');
    expect(actionText({ action: 'cfc_commitDownloadTask', outcome: 'orderIntegratedQuery' })).toBe(
      '导出：订单综合查询',
    );
    expect(actionText({ action: 'peb_approveOrder', outcome: null })).toBe('订单审批');
    expect(actionText({ action: 'umc_unknownCall', outcome: null })).toBe('umc_unknownCall');
  });

  it('read a step taken outside a call (the demo seed, a job) as its machine labels it', () => {
    expect(actionText({ action: 'skuChange.approve', outcome: null })).toBe('审核通过商品变更');
    expect(actionText({ action: 'order.autoReceive', outcome: null })).toBe('自动确认收货');
    expect(detailText('status.skuChange.approved')).toBe('已通过');
    expect(detailText('wrongCredentials')).toBeUndefined();
    expect(detailText('得力')).toBeUndefined();
  });

  it('name the record by its number or name, its id only when it has none', () => {
    expect(targetText({ targetId: '39', targetName: 'SO20260105000039' })).toBe('SO20260105000039');
    expect(targetText({ targetId: '39', targetName: null })).toBe('39');
    expect(targetText({ targetId: null, targetName: null })).toBe('-');
  });
});
