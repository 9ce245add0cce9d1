// @vitest-environment happy-dom
import type { OrgInfoChangeRow } from '@procuremart/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, supplier } from '../../test/render';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { default: MerchantInfoPage } = await import('./MerchantInfoPage');

const onRecord = {
  legalPerson: '孙立',
  contactName: '孙立',
  contactMobile: '13911112222',
  address: '苏州市工业园区星湖街 88 号',
  bankName: '中国工商银行苏州分行',
  bankAccount: '6222020200112233445',
  brandNames: '史丹利',
};
const change = (overrides: Partial<OrgInfoChangeRow>): OrgInfoChangeRow => ({
  changeId: '5',
  kind: 'merchantInfo',
  orgId: '41',
  companyName: '苏州恒信五金有限公司',
  state: '01',
  submittedBy: 'sup_apply_01',
  submittedAt: '2026-11-20T02:00:00.000Z',
  decidedAt: null,
  reason: '',
  values: { ...onRecord, bankName: '招商银行苏州分行' },
  actions: [],
  ...overrides,
});

let mine: {
  current: typeof onRecord | null;
  pending: OrgInfoChangeRow | null;
  last: OrgInfoChangeRow | null;
};
const calls = (name: string) => api.mock.calls.filter(([call]) => call.name === name);

beforeEach(() => {
  api.mockReset();
  api.mockImplementation(async (call: { name: string }) => {
    if (call.name === 'umc_getMyMerchantInfo') return mine;
    if (call.name === 'umc_submitMerchantInfoChange') return change({});
    if (call.name === 'umc_withdrawMerchantInfoChange') return change({ state: '04' });
    return [];
  });
});
afterEach(cleanup);

describe('merchant base info (supplier)', () => {
  it('shows the info on record beside the change waiting for audit, and offers no second change', async () => {
    mine = { current: onRecord, pending: change({}), last: null };
    renderWithApp(<MerchantInfoPage />, { user: supplier(['merchantInfoManage']) });
    expect(await screen.findByText(/等待平台审核/)).toBeTruthy();
    expect(screen.getByText('中国工商银行苏州分行')).toBeTruthy();
    expect(screen.getByText('招商银行苏州分行')).toBeTruthy();
    expect((screen.getByRole('button', { name: '申请变更' }) as HTMLButtonElement).disabled).toBe(true);
    // The server lists no step for this user: no withdraw button.
    expect(screen.queryByTestId('action-withdraw')).toBeNull();
  });

  it('withdraws the change waiting for audit after a confirmation, and reloads', async () => {
    mine = { current: onRecord, pending: change({ actions: ['withdraw'] }), last: null };
    renderWithApp(<MerchantInfoPage />, { user: supplier(['merchantInfoManage']) });
    fireEvent.click(await screen.findByTestId('action-withdraw'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定撤回该信息变更申请吗？')).toBeTruthy();
    expect(within(dialog).getByText(/当前信息保持不变/)).toBeTruthy();
    expect(calls('umc_withdrawMerchantInfoChange')).toHaveLength(0);
    const loads = calls('umc_getMyMerchantInfo').length;
    mine = { current: onRecord, pending: null, last: change({ state: '04' }) };
    fireEvent.click(within(dialog).getByTestId('confirm-ok'));
    await waitFor(() => expect(calls('umc_withdrawMerchantInfoChange')).toHaveLength(1));
    expect(calls('umc_withdrawMerchantInfoChange')[0]![1]).toEqual({ changeId: '5' });
    await waitFor(() => expect(calls('umc_getMyMerchantInfo').length).toBeGreaterThan(loads));
    await waitFor(() => expect(screen.queryByTestId('action-withdraw')).toBeNull());
    expect((screen.getByRole('button', { name: '申请变更' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the last refusal’s reason and submits a change starting from the info on record', async () => {
    mine = {
      current: onRecord,
      pending: null,
      last: change({ state: '03', reason: '开户许可证与账号不符', decidedAt: '2026-11-21T02:00:00.000Z' }),
    };
    renderWithApp(<MerchantInfoPage />, { user: supplier(['merchantInfoManage']) });
    expect(await screen.findByText(/开户许可证与账号不符/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '申请变更' }));
    const dialog = await screen.findByRole('dialog');
    const bank = within(dialog).getByLabelText('开户银行') as HTMLInputElement;
    expect(bank.value).toBe('中国工商银行苏州分行');
    fireEvent.change(bank, { target: { value: '招商银行苏州分行' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /提交审核/ }));
    await waitFor(() => expect(calls('umc_submitMerchantInfoChange')).toHaveLength(1));
    expect(calls('umc_submitMerchantInfoChange')[0]![1]).toMatchObject({
      ...onRecord,
      bankName: '招商银行苏州分行',
    });
  });
});
