// @vitest-environment happy-dom

import type { OrgRow } from '@procuremart/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { operator, renderWithApp } from '../../test/render';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { default: OperateOrgListPage } = await import('./OperateOrgListPage');

const slow = { timeout: 15_000 };
const org = (orgId: string, parentId: string | null, name: string, actions: string[]) =>
  ({
    orgId,
    parentId,
    parentName: null,
    code: null,
    name,
    nameEn: '',
    orgType: '03',
    memberClass: '01',
    creditCode: null,
    state: '01',
    address: '',
    contactName: '',
    contactMobile: '',
    sortNo: Number(orgId),
    version: 3,
    childCount: parentId ? 0 : 1,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    actions,
  }) satisfies OrgRow;
const orgs = [org('1', null, '平台运营中心', []), org('2', '1', '华东运营分中心', ['stop', 'delete'])];

afterEach(() => {
  cleanup();
  api.mockReset();
});

describe('the operating organisations', () => {
  it('adds a department under its parent only for a holder of operateOrgAdd, and steps what the server lists', async () => {
    api.mockImplementation(async (ref: { name: string }) =>
      ref.name === 'umc_queryOrgTree' ? { orgs } : orgs[1],
    );
    renderWithApp(<OperateOrgListPage />, { user: operator(['operateOrgList', 'operateOrgAdd', 'orgDeal']) });
    const top = (await screen.findByText('平台运营中心', {}, slow)).closest('tr') as HTMLElement;
    expect(within(top).queryByText('停用')).toBeNull();
    expect(within(top).queryByText('编辑')).toBeNull();
    fireEvent.click(within(top).getByRole('button', { name: /展开|expand/i }));
    const child = (await screen.findByText('华东运营分中心', {}, slow)).closest('tr') as HTMLElement;
    expect(within(child).getByText('停用')).toBeTruthy();
    expect(within(child).getByText('删除')).toBeTruthy();
    fireEvent.click(within(top).getByText('新增下级部门'));
    const dialog = await screen.findByRole('dialog', {}, slow);
    expect(within(dialog).queryByLabelText('统一社会信用代码')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('组织名称'), { target: { value: '西南运营分中心' } });
    const save = within(dialog).getByRole('button', { name: /确\s*定|OK|保\s*存/ });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false), slow);
    fireEvent.click(save);
    await waitFor(
      () =>
        expect(api.mock.calls.find(([ref]) => ref.name === 'umc_saveOrg')?.[1]).toMatchObject({
          parentId: '1',
          name: '西南运营分中心',
        }),
      slow,
    );
  });

  it('offers no add or edit without the access codes', async () => {
    api.mockResolvedValue({ orgs });
    renderWithApp(<OperateOrgListPage />, { user: operator(['operateOrgList']) });
    const top = (await screen.findByText('平台运营中心', {}, slow)).closest('tr') as HTMLElement;
    expect(within(top).queryByText('新增下级部门')).toBeNull();
    expect(screen.queryByTestId('org-create-03')).toBeNull();
  });
});
