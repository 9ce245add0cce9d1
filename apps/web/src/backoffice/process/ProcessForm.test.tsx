// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clickSave } from '../../test/actions';
import { operator, renderWithApp } from '../../test/render';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { ProcessForm } = await import('./ProcessForm');
const { LevelSummary } = await import('./LevelSummary');
const { ProcessOrgContext, useProcessChoices } = await import('./process-choices');

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
    api.mockImplementation(async (call: { name: string }) => choicesAnswer(call.name));
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
    api.mockImplementation(async (call: { name: string }) => choicesAnswer(call.name));
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

/** The pickers' calls, answered for organisation 1. */
function choicesAnswer(name: string) {
  switch (name) {
    case 'umc_queryOrgTree':
      return {
        orgs: [
          { orgId: '1', parentId: null, name: '华东智造集团', nameEn: '' },
          { orgId: '11', parentId: '1', name: '采购部', nameEn: 'Purchasing' },
        ],
      };
    case 'umc_queryMemberList':
      return { rows: [{ userId: '21', userName: '李审批', username: 'approver01' }], total: 1 };
    case 'umc_queryStations':
      return {
        rows: [{ stationId: '31', stationName: '财务审核岗', stationNameEn: 'Finance desk' }],
        total: 1,
      };
    case 'umc_selectRoles':
      return { rows: [{ roleCode: 'approver', roleName: '审批员', roleNameEn: 'Approver' }], total: 1 };
    case 'ucc_queryCategoryTree':
      return {
        categories: [
          { categoryId: '5', parentId: null, name: '办公用品', nameEn: 'Office supplies' },
          { categoryId: '51', parentId: '5', name: '书写工具', nameEn: 'Writing' },
        ],
      };
    case 'cfc_saveProcess':
      return { processId: '3', versionId: '8', versionNo: 2 };
    default:
      return [];
  }
}

const choose = async (testId: string, title: string) => {
  fireEvent.mouseDown(within(await screen.findByTestId(testId, {}, slow)).getByRole('combobox'));
  fireEvent.click(await screen.findByTitle(title, {}, slow));
};

describe('the levels editor’s pickers', () => {
  const unpicked = {
    ...draft,
    levels: [
      {
        name: '类目审批',
        match: 'all' as const,
        conditions: [{ kind: 'category' as const, categoryIds: [] as string[] }],
        approvers: [
          { kind: 'user' as const, userId: '' },
          { kind: 'station' as const, stationId: '' },
        ],
        mode: 'all' as const,
      },
    ],
  };

  it('picks a member, a station and a category of the process’s organisation by name, saving their ids', async () => {
    api.mockImplementation(async (call: { name: string }) => choicesAnswer(call.name));
    renderWithApp(
      <ProcessOrgContext.Provider value="1">
        <ProcessForm open editing={{ mode: 'edit', record: unpicked }} onClose={() => undefined} />
      </ProcessOrgContext.Provider>,
      { user: operator(['processList', 'processEdit']) },
    );
    await choose('approver-member', '李审批 (approver01)');
    await choose('approver-station', '财务审核岗');
    await choose('condition-categories', '办公用品');
    // The organisation's lists were asked for the process's organisation, not the operator's own.
    const members = api.mock.calls.find(([call]) => call.name === 'umc_queryMemberList')!;
    expect(members[1]).toMatchObject({ orgId: '1', status: 1 });
    await clickSave();
    await waitFor(
      () => expect(api.mock.calls.some(([call]) => call.name === 'cfc_saveProcess')).toBe(true),
      slow,
    );
    const [, input] = api.mock.calls.find(([call]) => call.name === 'cfc_saveProcess')!;
    expect(input.levels[0]).toMatchObject({
      conditions: [{ kind: 'category', categoryIds: ['5'] }],
      approvers: [
        { kind: 'user', userId: '21' },
        { kind: 'station', stationId: '31' },
      ],
    });
  }, 30_000);

  it('shows a saved version’s members, stations, roles, departments and categories by name', async () => {
    api.mockImplementation(async (call: { name: string }) => choicesAnswer(call.name));
    const levels = [
      {
        name: '部门审批',
        match: 'any' as const,
        conditions: [
          { kind: 'department' as const, deptIds: ['11'] },
          { kind: 'category' as const, categoryIds: ['51'] },
        ],
        approvers: [
          { kind: 'role' as const, roleCode: 'approver' },
          { kind: 'user' as const, userId: '21' },
          { kind: 'station' as const, stationId: '31' },
        ],
        mode: 'any' as const,
      },
    ];
    function Saved() {
      return <LevelSummary levels={levels} names={useProcessChoices('1')} />;
    }
    renderWithApp(<Saved />, { user: operator(['processList']) });
    const text = await screen.findByText(/李审批/, {}, slow);
    expect(text.textContent).toContain('采购部');
    expect(text.textContent).toContain('书写工具');
    expect(text.textContent).toContain('审批员');
    expect(text.textContent).toContain('财务审核岗');
    expect(text.textContent).not.toMatch(/#\d/);
  }, 30_000);
});
