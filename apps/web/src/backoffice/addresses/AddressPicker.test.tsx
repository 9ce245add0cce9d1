// @vitest-environment happy-dom

import type { Address } from '@procuremart/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clickSave } from '../../test/actions';
import { renderWithApp } from '../../test/render';
import { address, pageOf, regionTree } from './test-fixtures';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { AddressPicker } = await import('./AddressPicker');

/** The picker as the checkout holds it: the chosen id in state, every choice reported. */
function Harness({ onChange }: { onChange: (address: Address) => void }) {
  const [value, setValue] = useState<string>();
  return (
    <AddressPicker
      value={value}
      onChange={(picked) => {
        setValue(picked.addressId);
        onChange(picked);
      }}
    />
  );
}
const slow = { timeout: 10_000 };

afterEach(() => {
  cleanup();
  api.mockReset();
});

const purchaser = {
  userId: '1',
  username: 'purchaser01',
  userName: '张伟',
  isProfessionalOrgExt: 1,
  orgId: '1',
  orgName: '华东智造',
  access: [],
  menuCodeList: ['receivingAddress'],
  timeZone: 'Asia/Shanghai',
};

function respond(rows: ReturnType<typeof address>[]) {
  api.mockImplementation(async (call: { name: string }) => {
    if (call.name === 'umc_queryAddressList') return pageOf(rows);
    if (call.name === 'umc_queryRegionTree') return regionTree;
    if (call.name === 'umc_addAddress') return address('9', { contactName: '新收货人' });
    throw new Error(`unexpected ${call.name}`);
  });
}

describe('AddressPicker', () => {
  it('chooses the default address first and switches on "use this"', async () => {
    respond([address('1', { isDefault: true }), address('2'), address('3', { mine: false, shared: true })]);
    const onChange = vi.fn();
    renderWithApp(<Harness onChange={onChange} />, { user: purchaser });
    await waitFor(
      () => expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ addressId: '1' })),
      slow,
    );
    expect(screen.getByText('已选')).toBeTruthy();
    expect(screen.getByText('默认')).toBeTruthy();
    expect(screen.getByText('同事共享')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('收货人2 文三路 2 号'));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ addressId: '2' }));
  });

  it('offers to add the first address when there is none, checking the form by the call’s schema', async () => {
    respond([]);
    const onChange = vi.fn();
    renderWithApp(<Harness onChange={onChange} />, { user: purchaser });
    expect(await screen.findByText('还没有收货地址，请先新增', {}, slow)).toBeTruthy();
    fireEvent.click(screen.getByTestId('address-picker-add'));
    expect(await screen.findByText('新增地址', { selector: '.ant-modal-title' }, slow)).toBeTruthy();
    await clickSave();
    // The schema's rules speak before anything is sent.
    await waitFor(
      () => expect(document.querySelectorAll('.ant-form-item-explain-error').length).toBeGreaterThan(2),
      slow,
    );
    expect(api).not.toHaveBeenCalledWith(
      expect.objectContaining({ name: 'umc_addAddress' }),
      expect.anything(),
      expect.anything(),
    );
  });

  it('says when the addresses could not be loaded and retries', async () => {
    api.mockRejectedValueOnce(new Error('down'));
    respond([address('1', { isDefault: true })]);
    const onChange = vi.fn();
    renderWithApp(<Harness onChange={onChange} />, { user: purchaser });
    expect(await screen.findByText('数据加载失败', {}, slow)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    await waitFor(
      () => expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ addressId: '1' })),
      slow,
    );
  });
});
