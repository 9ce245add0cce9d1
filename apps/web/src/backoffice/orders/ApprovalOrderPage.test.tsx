// @vitest-environment happy-dom
import type { ApprovalRow } from '@procuremart/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { orderRow, purchaser } from './test-fixtures';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { default: ApprovalOrderPage } = await import('./ApprovalOrderPage');

const waiting: ApprovalRow = { ...orderRow({ orderNo: 'PO-WAIT', orderStatus: '00' }), decision: null };
const decided: ApprovalRow[] = [
  {
    ...orderRow({ orderId: '12', orderNo: 'PO-YES' }),
    decision: {
      event: 'approve',
      approverName: '周婷',
      decidedAt: '2026-11-20T03:00:00.000Z',
      remark: '同意采购',
    },
  },
  {
    ...orderRow({ orderId: '13', orderNo: 'PO-NO', orderStatus: '98' }),
    decision: {
      event: 'reject',
      approverName: '周婷',
      decidedAt: '2026-11-21T03:00:00.000Z',
      remark: '超预算',
    },
  },
];
const TIMEOUT = 60_000;

beforeEach(() => {
  api.mockImplementation(async (ref: { name: string }, input: { tab?: string }) => {
    if (ref.name === 'peb_queryApproveOrderList') {
      const rows = input.tab === 'decided' ? decided : [waiting];
      return { rows, total: rows.length, pageNo: 1, pageSize: 10, tabCounts: { pending: 1, decided: 2 } };
    }
    if (ref.name === 'cfc_queryDictionaries') return { dictionaries: [] };
    return {};
  });
});
afterEach(cleanup);

describe('ApprovalOrderPage', () => {
  it(
    'the approval records show each decision, who made it, when and why',
    async () => {
      renderWithApp(<ApprovalOrderPage />, { user: purchaser(['agrApprovalOrder']) });
      expect(await screen.findByText('PO-WAIT')).toBeTruthy();
      fireEvent.click(screen.getByRole('tab', { name: '审批记录 (2)' }));
      const approved = (await screen.findByText('PO-YES')).closest('tr') as HTMLElement;
      await waitFor(() => expect(within(approved).getByText('审批通过')).toBeTruthy());
      expect(approved.textContent).toContain('周婷');
      expect(approved.textContent).toContain('2026-11-20');
      expect(approved.textContent).toContain('同意采购');
      const rejected = screen.getByText('PO-NO').closest('tr') as HTMLElement;
      expect(within(rejected).getByText('审批驳回')).toBeTruthy();
      expect(rejected.textContent).toContain('超预算');
    },
    TIMEOUT,
  );
});
