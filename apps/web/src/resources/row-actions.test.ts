import { type Brand, brandMachine } from '@procuremart/contract';
import { describe, expect, it } from 'vitest';
import { statusMapOf, visibleRowActions } from './row-actions';
import type { RowAction } from './types';

const noop = () => undefined;
const actions: RowAction<Pick<Brand, 'status' | 'brandName'>>[] = [
  { key: 'view', labelKey: 'resource.view', run: noop },
  { key: 'enable', labelKey: 'brand.action.enable', event: 'enable', run: noop },
  { key: 'disable', labelKey: 'brand.action.disable', event: 'disable', run: noop },
  { key: 'rename', labelKey: 'x', visible: (row) => row.brandName !== '3M', run: noop },
];
const keys = (list: { key: string }[]) => list.map((a) => a.key);

describe('visibleRowActions', () => {
  it('follows the actions the server lists on a row, which its guards decided', () => {
    const context = { kind: 'operator' as const, permissions: ['brandManage'], machine: brandMachine };
    // The table alone would offer 'disable' here; the server, knowing more, offers nothing.
    const refused = { status: 1, brandName: '得力', actions: [] as string[] };
    const offered = { status: 1, brandName: '得力', actions: ['disable'] };
    expect(keys(visibleRowActions(actions, refused, context))).toEqual(['view', 'rename']);
    expect(keys(visibleRowActions(actions, offered, context))).toEqual(['view', 'disable', 'rename']);
  });

  it('offers an enabled brand to be disabled, not enabled', () => {
    const row = { status: 1, brandName: '得力' };
    expect(
      keys(
        visibleRowActions(actions, row, {
          kind: 'operator',
          permissions: ['brandManage'],
          machine: brandMachine,
        }),
      ),
    ).toEqual(['view', 'disable', 'rename']);
  });

  it('offers a disabled brand to be enabled', () => {
    const row = { status: 0, brandName: '得力' };
    expect(
      keys(
        visibleRowActions(actions, row, {
          kind: 'operator',
          permissions: ['brandManage'],
          machine: brandMachine,
        }),
      ),
    ).toEqual(['view', 'enable', 'rename']);
  });

  it('hides machine actions from kinds the machine does not allow', () => {
    const row = { status: 1, brandName: '得力' };
    expect(
      keys(
        visibleRowActions(actions, row, {
          kind: 'supplier',
          permissions: ['brandManage'],
          machine: brandMachine,
        }),
      ),
    ).toEqual(['view', 'rename']);
    expect(
      keys(visibleRowActions(actions, row, { kind: null, permissions: [], machine: brandMachine })),
    ).toEqual(['view', 'rename']);
  });

  it('hides machine actions from an operator without the permission the step needs', () => {
    const row = { status: 1, brandName: '得力' };
    const staff = { kind: 'operator' as const, permissions: ['opsLogQuery'], machine: brandMachine };
    expect(keys(visibleRowActions(actions, row, staff))).toEqual(['view', 'rename']);
  });

  it('applies the action own visibility rule', () => {
    const row = { status: 0, brandName: '3M' };
    expect(
      keys(
        visibleRowActions(actions, row, {
          kind: 'operator',
          permissions: ['brandManage'],
          machine: brandMachine,
        }),
      ),
    ).toEqual(['view', 'enable']);
  });

  it('reads the status through statusOf when rows keep it elsewhere', () => {
    const row = { state: 0, status: 1, brandName: 'HP' };
    const visible = visibleRowActions(actions, row, {
      kind: 'operator',
      permissions: ['brandManage'],
      machine: brandMachine,
      statusOf: (r) => r.state,
    });
    expect(keys(visible)).toContain('enable');
  });
});

describe('statusMapOf', () => {
  it('labels each machine state with its colour', () => {
    expect(statusMapOf(brandMachine, { 1: 'green', 0: 'default' })).toEqual({
      1: { labelKey: 'status.brand.1', color: 'green' },
      0: { labelKey: 'status.brand.0', color: 'default' },
    });
  });
});
