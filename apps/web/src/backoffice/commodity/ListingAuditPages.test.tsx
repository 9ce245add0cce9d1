// @vitest-environment happy-dom
import { type AuditQueueRow, SkuStatus } from '@procuremart/contract';
import { auditListing, queryAuditList } from '@procuremart/contract/refs';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { operator, renderWithApp } from '../../test/render';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { SecondAuditPage } = await import('./OperatorGoodsPages');

const slow = { timeout: 15_000 };
const sku = (skuId: string, skuName: string, status: number, decided = false): AuditQueueRow => ({
  skuId,
  spuId: `5${skuId}`,
  skuName,
  supplierSkuCode: `DL-${skuId}`,
  model: '',
  unit: 'PCS',
  salePrice: '88.00',
  marketPrice: '99.00',
  taxRate: '13',
  stock: 10,
  status,
  categoryName: '订书机',
  brandName: '得力',
  supplierName: '得力办公供应商',
  updatedAt: '2026-11-01T02:00:00.000Z',
  decision: decided ? 'passSecond' : null,
  decidedBy: decided ? 'operator01' : null,
  decidedAt: decided ? '2026-11-02T02:00:00.000Z' : null,
  decisionRemark: decided ? '资料齐全' : null,
  // What the server lists for the holder of the level's audit task; the decided rows are past it.
  actions: decided ? [] : ['passSecond', 'rejectSecond'],
});
const waiting = [
  sku('1', '得力订书机', SkuStatus.awaitingSecondAudit),
  sku('2', '晨光中性笔', SkuStatus.awaitingSecondAudit),
];
const reviewed = [sku('3', '齐心文件夹', SkuStatus.onShelf, true)];

beforeEach(() => {
  api.mockImplementation(async (ref: { name: string }, input: { tab?: string }) => {
    if (ref.name === queryAuditList.name) {
      const rows = input.tab === 'decided' ? reviewed : waiting;
      return { rows, total: rows.length, pageNo: 1, pageSize: 10, tabCounts: { pending: 2, decided: 1 } };
    }
    return { skuIds: [], status: SkuStatus.onShelf };
  });
});
afterEach(() => {
  cleanup();
  api.mockReset();
});

const lists = () =>
  api.mock.calls.filter(([ref]) => ref.name === queryAuditList.name).map(([, input]) => input);
const decisions = () => api.mock.calls.filter(([ref]) => ref.name === auditListing.name);

describe('the second listing audit page', () => {
  it("asks for its own level's tabs, and shows the reviewed SKUs with the level's decision", async () => {
    renderWithApp(<SecondAuditPage />, { user: operator(['newSoldUpTwoList']) });
    await screen.findByText('得力订书机', {}, slow);
    expect(lists()[0]).toMatchObject({ level: 2 });
    fireEvent.click(screen.getByRole('tab', { name: '已审核 (1)' }));
    const done = (await screen.findByText('齐心文件夹', {}, slow)).closest('tr') as HTMLElement;
    expect(lists().at(-1)).toMatchObject({ level: 2, tab: 'decided' });
    expect(within(done).getByText('复审通过')).toBeTruthy();
    expect(within(done).queryByText('驳回')).toBeNull();
  });

  it('passes the selected SKUs at level 2 in one call after asking how many', async () => {
    renderWithApp(<SecondAuditPage />, { user: operator(['newSoldUpTwoList']) });
    await screen.findByText('晨光中性笔', {}, slow);
    fireEvent.click(document.querySelector('.ant-table-thead .ant-checkbox-input') as HTMLElement);
    fireEvent.click(await screen.findByTestId('action-bulk-passSecond', {}, slow));
    await screen.findByText('确定批量通过（共 2 条）吗？', {}, slow);
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(decisions()).toHaveLength(1), slow);
    expect(decisions()[0][1]).toEqual({ skuIds: ['1', '2'], level: 2, passed: true, reason: '' });
  });
});
