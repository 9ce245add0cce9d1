// @vitest-environment happy-dom
import { type BrandAuthRow, brandAuthMachine, queryBrandAuthAuditList } from '@procuremart/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { operator, renderWithApp } from '../test/render';

const api = vi.hoisted(() => vi.fn());
vi.mock('../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { AuditPage } = await import('./AuditPage');
const { defineAudit } = await import('./define-audit');
const { brandAuthAudit } = await import('../backoffice/brandauth/brand-auth-resource');

const slow = { timeout: 15_000 };
const auth = (
  authId: string,
  brandName: string,
  status: number,
  actions = status === 1 ? ['approve', 'reject'] : ['stop'],
): BrandAuthRow => ({
  authId,
  supplierId: '7',
  supplierName: '得力供应商',
  supplierNameEn: '',
  brandId: `1${authId}`,
  brandName,
  brandNameEn: '',
  validFrom: '2026-01-01',
  validTo: '2027-12-31',
  status,
  expired: false,
  remark: '',
  reason: '',
  appliedAt: '2026-11-01T02:00:00.000Z',
  updatedAt: '2026-11-01T02:00:00.000Z',
  updatedBy: null,
  // What the server lists for an operator: awaiting audit is approved or rejected (by the holder of the
  // audit's task), active is stopped.
  actions,
});
// 真彩 waits at a level whose task another operator holds: the server lists no decision on it.
const pending = [auth('1', '得力', 1), auth('2', '晨光', 1), auth('4', '真彩', 1, [])];
const decided = [auth('3', '齐心', 2)];

beforeEach(() => {
  api.mockImplementation(async (ref: { name: string }, input: { tab?: string }) => {
    if (ref.name === 'ucc_queryBrandAuthAuditList') {
      const rows = input.tab === 'decided' ? decided : pending;
      return { rows, total: rows.length, pageNo: 1, pageSize: 10, tabCounts: { pending: 3, decided: 1 } };
    }
    return { authIds: [] };
  });
});
afterEach(() => {
  cleanup();
  api.mockReset();
});

const user = operator(['brandAuthAudit']);
const decisions = () => api.mock.calls.filter(([ref]) => ref.name === 'ucc_auditBrandAuth');

describe('an audit page (brand authorisation audit)', () => {
  it('shows the pending tab first with both counts, and the decided rows without pass or refuse', async () => {
    renderWithApp(<AuditPage audit={brandAuthAudit} />, { user });
    const row = (await screen.findByText('得力', {}, slow)).closest('tr') as HTMLElement;
    expect(within(row).getByText('通过')).toBeTruthy();
    expect(within(row).getByText('驳回')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '已审核 (1)' }));
    const done = (await screen.findByText('齐心', {}, slow)).closest('tr') as HTMLElement;
    expect(within(done).queryByText('通过')).toBeNull();
    expect(within(done).queryByText('驳回')).toBeNull();
    expect(screen.getByRole('tab', { name: '待审核 (3)' })).toBeTruthy();
  });

  it('refuses only with a reason, asked in the confirmation', async () => {
    renderWithApp(<AuditPage audit={brandAuthAudit} />, { user });
    const row = (await screen.findByText('得力', {}, slow)).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByText('驳回'));
    await screen.findByText('确定驳回该品牌授权吗？', {}, slow);
    fireEvent.click(screen.getByTestId('confirm-ok'));
    expect((await screen.findByTestId('action-remark-error')).textContent).toBe('此项为必填项');
    expect(decisions()).toHaveLength(0);
    fireEvent.change(screen.getByTestId('action-remark'), { target: { value: '授权书不清晰' } });
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(decisions()).toHaveLength(1), slow);
    expect(decisions()[0][1]).toEqual({ authIds: ['1'], passed: false, reason: '授权书不清晰' });
  });

  it('offers no pass or refuse on a row the server lists none for (its task is another operator’s)', async () => {
    renderWithApp(<AuditPage audit={brandAuthAudit} />, { user });
    const other = (await screen.findByText('真彩', {}, slow)).closest('tr') as HTMLElement;
    expect(within(other).queryByText('通过')).toBeNull();
    expect(within(other).queryByText('驳回')).toBeNull();
    expect((within(other).getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
    const mine = screen.getByText('得力').closest('tr') as HTMLElement;
    expect((within(mine).getByRole('checkbox') as HTMLInputElement).disabled).toBe(false);
  });

  it('passes the selected rows in one call after asking how many (select all leaves out another’s)', async () => {
    renderWithApp(<AuditPage audit={brandAuthAudit} />, { user });
    await screen.findByText('真彩', {}, slow);
    const selectAll = screen.getAllByRole('checkbox')[0];
    fireEvent.click(selectAll);
    const bulk = screen.getByTestId('action-bulk-approve');
    await waitFor(() => expect(bulk.hasAttribute('disabled')).toBe(false));
    fireEvent.click(bulk);
    await screen.findByText('确定批量通过（共 2 条）吗？', {}, slow);
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(decisions()).toHaveLength(1), slow);
    expect(decisions()[0][1]).toEqual({ authIds: ['1', '2'], passed: true, reason: '' });
  });

  it('refuses to declare a review whose refusal takes no required reason', () => {
    expect(() =>
      defineAudit(queryBrandAuthAuditList, {
        listKey: 'x',
        titleKey: 'x',
        rowKey: 'authId',
        queryKey: ['x'],
        columns: [],
        machine: brandAuthMachine,
        decisions: { pass: 'reject', refuse: 'approve' },
        decide: () => undefined,
      }),
    ).toThrow('brandAuth.approve: refusing must require a reason');
  });
});
