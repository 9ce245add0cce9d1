// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clickSave } from '../../test/actions';
import { operator, renderWithApp } from '../../test/render';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { ProcessForm } = await import('./ProcessForm');

const slow = { timeout: 10_000 };
afterEach(() => {
  cleanup();
  api.mockReset();
});

const draft = {
  processId: '3',
  versionId: '8',
  name: '订单审批',
  levels: [
    {
      name: '部门审批',
      match: 'all' as const,
      conditions: [{ kind: 'amount' as const, op: 'gt' as const, amount: '5000.00' }],
      approvers: [{ kind: 'role' as const, roleCode: 'approver' }],
      mode: 'any' as const,
    },
  ],
};

describe('ProcessForm', () => {
  it('adds a second level above 20,000.00 to a draft and saves both levels in order', async () => {
    api.mockImplementation(async (call: { name: string }) =>
      call.name === 'cfc_saveProcess' ? { processId: '3', versionId: '8', versionNo: 2 } : [],
    );
    renderWithApp(<ProcessForm open editing={{ mode: 'edit', record: draft }} onClose={() => undefined} />, {
      user: operator(['processList', 'processEdit']),
    });
    expect(await screen.findByText('编辑流程草稿', {}, slow)).toBeTruthy();
    fireEvent.click(screen.getByTestId('add-level'));
    const second = await screen.findByTestId('level-2');
    fireEvent.change(within(second).getByTestId('level-name'), { target: { value: '总经理审批' } });
    fireEvent.change(within(second).getByTestId('condition-amount'), { target: { value: '20000.00' } });
    await clickSave();
    await waitFor(
      () => expect(api.mock.calls.some(([call]) => call.name === 'cfc_saveProcess')).toBe(true),
      slow,
    );
    const [, input] = api.mock.calls.find(([call]) => call.name === 'cfc_saveProcess')!;
    expect(input).toMatchObject({ processId: '3', versionId: '8', name: '订单审批' });
    expect(
      input.levels.map((level: { name: string; conditions: unknown[] }) => [level.name, level.conditions]),
    ).toEqual([
      ['部门审批', [{ kind: 'amount', op: 'gt', amount: '5000.00' }]],
      ['总经理审批', [{ kind: 'amount', op: 'gt', amount: '20000.00' }]],
    ]);
  }, 30_000);

  it('refuses a level without a name under the form, sending nothing', async () => {
    api.mockResolvedValue([]);
    renderWithApp(<ProcessForm open editing={{ mode: 'edit', record: draft }} onClose={() => undefined} />, {
      user: operator(['processList', 'processEdit']),
    });
    expect(await screen.findByText('编辑流程草稿', {}, slow)).toBeTruthy();
    fireEvent.click(screen.getByTestId('add-level'));
    await clickSave();
    await waitFor(
      () => expect(document.querySelector('.ant-form-item-explain-error')?.textContent).toBeTruthy(),
      slow,
    );
    expect(api.mock.calls.filter(([call]) => call.name === 'cfc_saveProcess')).toEqual([]);
  }, 30_000);
});
