// @vitest-environment happy-dom
import { type Brand, brandMachine, defineMachine } from '@procuremart/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { operator, renderWithApp } from '../test/render';
import { machineActions } from './machine-actions';
import { RowActions } from './RowActions';
import { bulkActionEnabled, visibleRowActions } from './row-actions';
import { useActionRunner } from './use-action-runner';

const brand = (status: number): Brand => ({
  brandId: '1',
  brandName: '得力',
  brandNameEn: 'Deli',
  description: '',
  sortNo: 0,
  status,
  version: 1,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  updatedBy: null,
  logo: null,
});

function Actions({
  row,
  actions,
}: {
  row: Brand;
  actions: ReturnType<typeof machineActions<Brand, string>>['row'];
}) {
  const runner = useActionRunner(['test']);
  return (
    <>
      {runner.element}
      <RowActions row={row} actions={actions} onRun={runner.run} />
    </>
  );
}

afterEach(cleanup);

describe('machineActions', () => {
  const run = vi.fn(async () => undefined);
  const actions = machineActions<Brand, 'enable' | 'disable'>(brandMachine, { danger: ['disable'], run });
  const manager = { kind: 'operator' as const, permissions: ['brandManage'] };

  it('follows the machine, the kind and the permission', () => {
    expect(visibleRowActions(actions.row, brand(1), manager).map((a) => a.key)).toEqual(['disable']);
    expect(visibleRowActions(actions.row, brand(0), manager).map((a) => a.key)).toEqual(['enable']);
    expect(visibleRowActions(actions.row, brand(1), { kind: 'operator', permissions: [] })).toEqual([]);
    expect(
      visibleRowActions(actions.row, brand(1), { kind: 'supplier', permissions: ['brandManage'] }),
    ).toEqual([]);
    const disable = actions.bulk.find((a) => a.event === 'disable');
    expect(disable && bulkActionEnabled(disable, [brand(1), brand(1)], manager)).toBe(true);
    expect(disable && bulkActionEnabled(disable, [brand(1), brand(0)], manager)).toBe(false);
    expect(actions.row.find((a) => a.event === 'disable')).toMatchObject({
      labelKey: 'brand.action.disable',
      remark: 'optional',
      successKey: 'brand.success.disable',
    });
  });

  it('asks first and passes the remark', async () => {
    renderWithApp(<Actions row={brand(1)} actions={visibleRowActions(actions.row, brand(1), manager)} />);
    fireEvent.click(screen.getByTestId('action-disable'));
    expect(await screen.findByText('确定停用该品牌吗？')).toBeTruthy();
    fireEvent.change(screen.getByTestId('action-remark'), { target: { value: '质量问题' } });
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() =>
      expect(run).toHaveBeenCalledWith(expect.objectContaining({ brandId: '1' }), 'disable', {
        remark: '质量问题',
      }),
    );
    expect(await screen.findByText('品牌已停用')).toBeTruthy();
  });

  it('names a bulk step by its action and count, not "this brand"', async () => {
    function Bulk({ rows }: { rows: Brand[] }) {
      const runner = useActionRunner(['test']);
      const disable = actions.bulk.find((a) => a.event === 'disable')!;
      return (
        <>
          {runner.element}
          <button type="button" data-testid="bulk" onClick={() => void runner.run(disable, rows)} />
        </>
      );
    }
    renderWithApp(<Bulk rows={[brand(1), brand(1)]} />);
    fireEvent.click(screen.getByTestId('bulk'));
    expect(await screen.findByText('确定批量停用（共 2 条）吗？')).toBeTruthy();
    expect(screen.queryByText('确定停用该品牌吗？')).toBeNull();
  });

  it('blocks the step while a required remark is empty', async () => {
    const reject = vi.fn();
    const orderMachine = defineMachine({
      name: 'brand',
      states: { '1': 'status.brand.1', '0': 'status.brand.0' },
      initial: ['1'],
      transitions: [{ from: '1', event: 'disable', to: '0', who: ['operator'], remark: 'required' }],
      audit: {
        target: brandMachine.audit.target,
        events: { disable: brandMachine.audit.events.disable },
        states: { '1': brandMachine.audit.states[1], '0': brandMachine.audit.states[0] },
      },
    });
    const required = machineActions<Brand, 'disable'>(orderMachine, { run: reject });
    renderWithApp(<Actions row={brand(1)} actions={required.row} />, { user: operator([]) });
    fireEvent.click(screen.getByTestId('action-disable'));
    await screen.findByTestId('action-remark');
    fireEvent.click(screen.getByTestId('confirm-ok'));
    expect((await screen.findByTestId('action-remark-error')).textContent).toBe('此项为必填项');
    expect(reject).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('action-remark'), { target: { value: '重复品牌' } });
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() =>
      expect(reject).toHaveBeenCalledWith(expect.anything(), 'disable', { remark: '重复品牌' }),
    );
  });

  it('words a step the domain has no texts for from its machine, and asks without a hint', async () => {
    const gadgetMachine = defineMachine({
      name: 'gadget',
      states: { '1': 'status.gadget.1', '0': 'status.gadget.0' },
      initial: ['1'],
      transitions: [{ from: '1', event: 'retire', to: '0', who: ['operator'] }],
      audit: {
        target: { type: 'gadget', label: { 'zh-CN': '小工具', 'en-US': 'Gadget' } },
        events: { retire: { 'zh-CN': '退役小工具', 'en-US': 'Retire gadget' } },
        states: {
          '1': { 'zh-CN': '在用', 'en-US': 'In use' },
          '0': { 'zh-CN': '已退役', 'en-US': 'Retired' },
        },
      },
    });
    const retire = vi.fn(async () => undefined);
    const gadget = machineActions<Brand, 'retire'>(gadgetMachine, { run: retire });
    renderWithApp(<Actions row={brand(1)} actions={gadget.row} />, { user: operator([]) });
    fireEvent.click(screen.getByText('退役'));
    expect(await screen.findByText('确定退役该小工具吗？')).toBeTruthy();
    expect(screen.queryByText('gadget.confirm.retireHint')).toBeNull();
    fireEvent.click(screen.getByTestId('confirm-ok'));
    expect(await screen.findByText('小工具已退役')).toBeTruthy();
    expect(retire).toHaveBeenCalledWith(expect.anything(), 'retire', { remark: '' });
  });
});
