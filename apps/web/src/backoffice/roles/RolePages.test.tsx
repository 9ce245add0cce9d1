// @vitest-environment happy-dom

import { DICTIONARIES } from '@procuremart/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { operator, renderWithApp } from '../../test/render';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { RoleListPage } = await import('./RolePages');

const role = (roleId: string, roleCode: string, roleName: string, extra: object = {}) => ({
  roleId,
  roleCode,
  roleName,
  roleNameEn: roleCode,
  kind: 1,
  status: 1,
  builtIn: false,
  userCount: 0,
  orgCount: 0,
  menuCount: 2,
  actions: ['stop'],
  ...extra,
});

beforeEach(() => {
  api.mockImplementation(async (ref: { name: string }) => {
    switch (ref.name) {
      case 'umc_selectRoles':
        return {
          rows: [
            role('1', '002', '采购员', { builtIn: true, userCount: 3 }),
            role('10', 'test:east', '华东专员', { status: 0, actions: ['restart'] }),
          ],
          total: 2,
          pageNo: 1,
          pageSize: 10,
        };
      case 'cfc_queryDictionaries':
        return Object.fromEntries(
          (['ROLE_KIND', 'ROLE_STATUS'] as const).map((code) => [
            code,
            DICTIONARIES[code].items.map((item, sort) => ({ ...item, sort })),
          ]),
        );
      default:
        return {};
    }
  });
});
afterEach(() => {
  cleanup();
  api.mockReset();
});

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('the role list', { timeout: 60_000 }, () => {
  it('shows each role’s kind, state and grants, and offers the steps its state allows', async () => {
    renderWithApp(<RoleListPage />, { user: operator(['roleList', 'roleEdit']) });
    expect(await screen.findByText('华东专员')).toBeTruthy();
    const buyer = rowOf('采购员');
    // The kind and state labels come with the dictionaries, which may answer after the rows.
    expect(await within(buyer).findByText('采购人')).toBeTruthy();
    expect(await within(buyer).findByText('启用')).toBeTruthy();
    expect(within(buyer).getByText('3')).toBeTruthy();
    expect(within(buyer).queryByTestId('action-delete')).toBeNull();
    expect(within(buyer).getByTestId('action-stop')).toBeTruthy();
    const east = rowOf('华东专员');
    expect(await within(east).findByText('停用')).toBeTruthy();
    expect(within(east).getByTestId('action-restart')).toBeTruthy();
    expect(within(east).queryByTestId('action-stop')).toBeNull();
    expect(screen.getByTestId('role-create')).toBeTruthy();
  });

  it('deletes a role nobody holds after asking first', async () => {
    renderWithApp(<RoleListPage />, { user: operator(['roleList', 'roleEdit']) });
    await screen.findByText('华东专员');
    fireEvent.click(within(rowOf('华东专员')).getByTestId('action-delete'));
    expect(await screen.findByText('确定删除该角色吗？')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith(expect.objectContaining({ name: 'umc_deleteRole' }), { roleId: '10' }),
    );
  });

  it('adds a role for a kind of user named in the user’s language', async () => {
    renderWithApp(<RoleListPage />, { user: operator(['roleList', 'roleEdit']) });
    fireEvent.click(await screen.findByTestId('role-create'));
    const dialog = await screen.findByRole('dialog');
    const kind = (await within(dialog).findByText('适用用户类型', { selector: 'label' })).closest(
      '.ant-form-item',
    );
    fireEvent.mouseDown(kind?.querySelector('.ant-select') as Element);
    expect(await screen.findByText('运营人员', { selector: '.ant-select-item-option-content' })).toBeTruthy();
    expect(screen.getByText('采购人', { selector: '.ant-select-item-option-content' })).toBeTruthy();
  });

  it('offers no add without the access code', async () => {
    renderWithApp(<RoleListPage />, { user: operator(['roleList']) });
    await screen.findByText('华东专员');
    expect(screen.queryByTestId('role-create')).toBeNull();
  });
});
