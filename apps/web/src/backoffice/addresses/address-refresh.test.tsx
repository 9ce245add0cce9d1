// @vitest-environment happy-dom
import { addAddress, refOf } from '@procuremart/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client';
import { renderWithApp } from '../../test/render';
import { address, pageOf, regionTree } from './test-fixtures';

const { AddressPicker } = await import('./AddressPicker');

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: '0', data, respCode: '0000', respDesc: '', message: '' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('fresh views of addresses (issue 20 item 1)', () => {
  it('an address added from another view shows in the open checkout picker without a reload', async () => {
    const rows = [address('1', { isDefault: true })];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        if (path.endsWith('/queryAddressList')) return envelope(pageOf([...rows]));
        if (path.endsWith('/queryRegionTree')) return envelope(regionTree);
        if (path.endsWith('/addAddress')) {
          rows.push(address('2'));
          return envelope(address('2'));
        }
        throw new Error(`unexpected ${path}`);
      }),
    );
    renderWithApp(<AddressPicker onChange={() => undefined} />, {
      user: { ...purchaserUser, menuCodeList: ['receivingAddress'] },
    });
    expect(await screen.findByText('文三路 1 号', { exact: false }, { timeout: 10_000 })).toBeTruthy();

    // The address book page (another tab of the workspace) adds one: the call touches 'address'.
    await api(refOf(addAddress), { ...address('2'), kind: 'receiving' } as never);
    expect(await screen.findByText('文三路 2 号', { exact: false }, { timeout: 10_000 })).toBeTruthy();
  });
});

const purchaserUser = {
  userId: '1',
  username: 'purchaser01',
  userName: '张伟',
  isProfessionalOrgExt: 1 as const,
  orgId: '1',
  orgName: '华东智造',
  access: [],
  menuCodeList: [],
  timeZone: 'Asia/Shanghai',
};
