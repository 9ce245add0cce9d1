// @vitest-environment happy-dom
import type { StationRow } from '@procuremart/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { DataPermissionModal } = await import('./DataPermissionModal');

afterEach(() => {
  cleanup();
  api.mockReset();
});

const slow = { timeout: 10_000 };

const station = (orgType: string, dataScopes: StationRow['dataScopes'] = []): StationRow => ({
  stationId: '9',
  orgId: '3',
  orgName: '华东智造集团有限公司',
  orgNameEn: '',
  orgType,
  stationCode: 'DEPT',
  stationName: '部门采购岗',
  stationNameEn: '',
  remark: '',
  status: 1,
  memberCount: 0,
  roleNames: '',
  roleNamesEn: '',
  dataScopes,
  updatedAt: '2026-11-28T00:00:00.000Z',
  actions: [],
});

const orgRow = (orgId: string, parentId: string | null, name: string) => ({
  orgId,
  parentId,
  name,
  nameEn: '',
  state: '01',
});

/** The answers of the calls the dialog makes, by call name. */
function answer(name: string) {
  if (name === 'umc_queryOrgTree')
    return { orgs: [orgRow('3', null, '华东智造集团有限公司'), orgRow('31', '3', '工程部')] };
  return station('01');
}

const optionsOf = async (testId: string) => {
  fireEvent.mouseDown(within(await screen.findByTestId(testId, {}, slow)).getByRole('combobox'));
  await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option').length).toBeGreaterThan(0));
  return [...document.querySelectorAll('.ant-select-item-option')].map((option) =>
    option.getAttribute('title'),
  );
};
const choose = async (testId: string, title: string) => {
  fireEvent.mouseDown(within(screen.getByTestId(testId)).getByRole('combobox'));
  fireEvent.click(await screen.findByTitle(title, {}, slow));
};
const ok = () => fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
const saved = () => api.mock.calls.filter(([call]) => call.name === 'umc_saveDataPermission');

describe('DataPermissionModal', () => {
  it('offers an enterprise station its own authorities, lists its departments and sends the chosen ones', async () => {
    api.mockImplementation(async (call: { name: string }) => answer(call.name));
    renderWithApp(<DataPermissionModal station={station('01')} onClose={() => undefined} />);
    const authorities = await optionsOf('data-authority');
    expect(authorities).toEqual([
      '不设置（默认范围）',
      '本人',
      '本部门',
      '本部门及下级',
      '指定单位',
      '本单位',
    ]);
    fireEvent.mouseDown(document.body);

    await choose('data-authority', '指定单位');
    await screen.findByTestId('data-orgs', {}, slow);
    ok();
    await waitFor(
      () => expect(document.querySelector('.ant-form-item-explain-error')?.textContent).toBe('此项为必填项'),
      slow,
    );
    expect(saved()).toEqual([]);

    await choose('data-orgs', '华东智造集团有限公司 / 工程部');
    ok();
    await waitFor(() => expect(saved()).toHaveLength(1), slow);
    expect(saved()[0]![1]).toEqual({ stationId: '9', resource: 'order', authority: 'orgs', orgIds: ['31'] });
  });

  it('offers the operating organisation’s station a zone or all, and starts from what the station holds', async () => {
    api.mockImplementation(async (call: { name: string }) => answer(call.name));
    const zone = [{ resource: 'order', authority: 'zone', orgIds: ['3'], orgNames: '华东', orgNamesEn: '' }];
    renderWithApp(<DataPermissionModal station={station('03', zone)} onClose={() => undefined} />);
    expect(await optionsOf('data-authority')).toEqual(['不设置（默认范围）', '区域', '全部']);
    fireEvent.mouseDown(document.body);
    expect(await screen.findByTestId('data-orgs', {}, slow)).toBeTruthy();

    await choose('data-authority', '全部');
    ok();
    await waitFor(() => expect(saved()).toHaveLength(1), slow);
    expect(saved()[0]![1]).toEqual({ stationId: '9', resource: 'order', authority: 'all', orgIds: [] });
  });

  it('lists suppliers for a zone of goods, and sends the chosen supplier', async () => {
    api.mockImplementation(async (call: { name: string }, input: { treeKind?: string }) =>
      call.name === 'umc_queryOrgTree' && input.treeKind === 'innerSupplier'
        ? { orgs: [orgRow('7', null, '京津办公用品供应有限公司')] }
        : answer(call.name),
    );
    renderWithApp(<DataPermissionModal station={station('03')} onClose={() => undefined} />);
    await choose('data-resource', '商品');
    await choose('data-authority', '区域');
    await screen.findByTestId('data-orgs', {}, slow);
    await choose('data-orgs', '京津办公用品供应有限公司');
    ok();
    await waitFor(() => expect(saved()).toHaveLength(1), slow);
    expect(saved()[0]![1]).toEqual({ stationId: '9', resource: 'goods', authority: 'zone', orgIds: ['7'] });
  });
});
