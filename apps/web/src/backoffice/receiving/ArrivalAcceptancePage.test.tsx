// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { purchaser } from '../orders/test-fixtures';
import { arrivalRow } from './test-fixtures';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { default: ArrivalAcceptancePage } = await import('./ArrivalAcceptancePage');

const counts = { toRegister: 1, toAccept: 1, accepted: 0, rejected: 0, all: 2 };
const rows = [
  arrivalRow({ shipmentId: '31', shipmentNo: 'SH-SHIPPED' }),
  arrivalRow({ shipmentId: '32', shipmentNo: 'SH-ARRIVED', status: '2', actions: ['accept', 'reject'] }),
];

beforeEach(() => {
  api.mockImplementation(async (ref: { name: string }) => {
    if (ref.name === 'peb_queryArrivalAcceptList')
      return { rows, total: rows.length, pageNo: 1, pageSize: 10, tabCounts: counts };
    if (ref.name === 'peb_arrivalRegister')
      return { shipmentId: '31', status: '2', orderId: '11', orderStatus: '03' };
    if (ref.name === 'cfc_queryDictionaries') return { dictionaries: [] };
    return {};
  });
});
afterEach(cleanup);

const user = purchaser(['agrArrivalAcceptance']);

describe('ArrivalAcceptancePage', () => {
  it('shows the tabs with counts and only the steps each shipment allows', { timeout: 30_000 }, async () => {
    renderWithApp(<ArrivalAcceptancePage />, { user });
    expect(await screen.findByRole('tab', { name: '待到货登记 (1)' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '全部 (2)' })).toBeTruthy();
    const shipped = (await screen.findByText('SH-SHIPPED')).closest('tr') as HTMLElement;
    const arrived = screen.getByText('SH-ARRIVED').closest('tr') as HTMLElement;
    expect(within(shipped).getByText('到货登记')).toBeTruthy();
    expect(within(shipped).queryByText('验收通过')).toBeNull();
    expect(within(arrived).getByText('验收通过')).toBeTruthy();
    expect(within(arrived).getByText('拒收')).toBeTruthy();
    expect(within(arrived).getByText('全部验收')).toBeTruthy();
    expect(within(arrived).queryByText('到货登记')).toBeNull();
  });

  it('registers arrival with per-line quantities, the shipped number by default', {
    timeout: 30_000,
  }, async () => {
    renderWithApp(<ArrivalAcceptancePage />, { user });
    const shipped = (await screen.findByText('SH-SHIPPED', undefined, { timeout: 15_000 })).closest(
      'tr',
    ) as HTMLElement;
    fireEvent.click(within(shipped).getByText('到货登记'));
    const pens = (await screen.findByTestId('arrival-register-num-1', undefined, {
      timeout: 10_000,
    })) as HTMLInputElement;
    await waitFor(() => expect(pens.value).toBe('3'));
    expect((screen.getByTestId('arrival-register-num-2') as HTMLInputElement).value).toBe('2');
    fireEvent.change(pens, { target: { value: '1' } });
    fireEvent.blur(pens);
    fireEvent.click(screen.getByTestId('arrival-register-save'));
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'peb_arrivalRegister' }),
        {
          shipmentId: '31',
          lines: [
            { orderLineId: '1', num: 1 },
            { orderLineId: '2', num: 2 },
          ],
        },
        { notify: false },
      ),
    );
  });
});
