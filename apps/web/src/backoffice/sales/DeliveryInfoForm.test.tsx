// @vitest-environment happy-dom
import type { SupplierShipmentRow } from '@procuremart/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { renderWithApp } from '../../test/render';
import { shipment } from '../orders/test-fixtures';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { DeliveryInfoForm } = await import('./DeliveryInfoForm');

const TIMEOUT = 60_000;
const row: SupplierShipmentRow = {
  ...shipment({ remark: '上午送达' }),
  orderNo: 'PO2026000011',
  orderStatus: '03',
  orgName: '示例采购单位',
  orgNameEn: '',
  buyerName: '张伟',
  pieces: 3,
  arrivedPieces: 0,
};
const saveCalls = () =>
  api.mock.calls.filter(([ref]) => ref.name === 'peb_saveAfterDeliveryInfo').map(([, input]) => input);
afterEach(() => {
  cleanup();
  api.mockReset();
});

function open(save: (input: unknown) => unknown) {
  api.mockImplementation(async (ref: { name: string }, input: unknown) => {
    if (ref.name === 'peb_saveAfterDeliveryInfo') return save(input);
    if (ref.name === 'cfc_queryDictionaries') return { dictionaries: [] };
    return {};
  });
  const onSaved = vi.fn();
  renderWithApp(<DeliveryInfoForm shipment={row} onClose={() => {}} onSaved={onSaved} />, {
    path: '/index/arrivalRegistration',
  });
  return onSaved;
}
const ok = () => fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));

describe('correcting a shipment’s delivery info', () => {
  it(
    'starts from the shipment’s carrier and waybill, and saves the deliverer when switched to own staff',
    async () => {
      const onSaved = open((input) => input);
      const carrier = (await screen.findByDisplayValue(
        '顺丰速运',
        {},
        { timeout: TIMEOUT },
      )) as HTMLInputElement;
      expect(screen.getByDisplayValue('SF1234567890')).toBeTruthy();
      fireEvent.change(carrier, { target: { value: '' } });
      ok();
      expect(
        await screen.findByText('请填写物流公司，或选择自有人员配送', {}, { timeout: TIMEOUT }),
      ).toBeTruthy();
      expect(saveCalls()).toEqual([]);

      fireEvent.click(screen.getByText('自有人员配送'));
      fireEvent.change(await screen.findByLabelText('配送人姓名', {}, { timeout: TIMEOUT }), {
        target: { value: ' 赵师傅 ' },
      });
      fireEvent.change(screen.getByLabelText('配送人手机'), { target: { value: '13600000000' } });
      ok();
      await waitFor(() => expect(onSaved).toHaveBeenCalled(), { timeout: TIMEOUT });
      expect(saveCalls()).toEqual([
        { shipmentId: '31', deliverer: { name: '赵师傅', mobile: '13600000000' }, remark: '上午送达' },
      ]);
    },
    TIMEOUT,
  );

  it(
    'shows the server’s refusal under the field it names, nothing saved',
    async () => {
      const onSaved = open(() => {
        throw new ApiError({ code: '8888', respDesc: '物流单号格式不正确', field: 'waybillNo' });
      });
      await screen.findByDisplayValue('SF1234567890', {}, { timeout: TIMEOUT });
      ok();
      expect(await screen.findByText('物流单号格式不正确', {}, { timeout: TIMEOUT })).toBeTruthy();
      expect(saveCalls()).toHaveLength(1);
      expect(onSaved).not.toHaveBeenCalled();
    },
    TIMEOUT,
  );
});
