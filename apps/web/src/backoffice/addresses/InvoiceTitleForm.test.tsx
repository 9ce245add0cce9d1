// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clickSave } from '../../test/actions';
import { renderWithApp } from '../../test/render';
import { invoiceTitle } from './test-fixtures';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { InvoiceTitleForm } = await import('./InvoiceTitleForm');

afterEach(() => {
  cleanup();
  api.mockReset();
});

const slow = { timeout: 10_000 };
const errorUnder = (field: string) =>
  document
    .querySelector(`#${field}`)
    ?.closest('.ant-form-item')
    ?.querySelector('.ant-form-item-explain-error')?.textContent;

describe('InvoiceTitleForm', () => {
  it('requires the bank and registration fields only once "special VAT invoice" is on', async () => {
    const title = invoiceTitle('5');
    api.mockResolvedValue({ ...title, version: 2 });
    renderWithApp(
      <InvoiceTitleForm open editing={{ mode: 'edit', record: title }} onClose={() => undefined} />,
    );
    fireEvent.click(await screen.findByRole('switch', { name: '可开专票' }, slow));
    await clickSave();
    await waitFor(() => expect(errorUnder('bankName')).toBe('开具增值税专用发票须填写此项'), slow);
    expect(errorUnder('registeredPhone')).toBe('开具增值税专用发票须填写此项');
    expect(api).not.toHaveBeenCalled();

    fireEvent.change(document.querySelector('#bankName') as Element, { target: { value: '招商银行' } });
    fireEvent.change(document.querySelector('#bankAccount') as Element, { target: { value: '12ab' } });
    fireEvent.change(document.querySelector('#registeredAddress') as Element, {
      target: { value: '上海市' },
    });
    fireEvent.change(document.querySelector('#registeredPhone') as Element, {
      target: { value: '021-58880000' },
    });
    await waitFor(() => expect(errorUnder('bankAccount')).toBe('请输入正确的银行账号（6-32位数字）'), slow);
    fireEvent.change(document.querySelector('#bankAccount') as Element, {
      target: { value: '121900000010001' },
    });
    await clickSave();
    await waitFor(
      () =>
        expect(api).toHaveBeenCalledWith(
          expect.objectContaining({ name: 'umc_updateInvoiceTitle' }),
          expect.objectContaining({
            invoiceTitleId: '5',
            version: 1,
            specialInvoice: true,
            bankName: '招商银行',
          }),
          { notify: false },
        ),
      slow,
    );
  });

  it('shows the credit-code rule under its field', async () => {
    renderWithApp(<InvoiceTitleForm open editing={{ mode: 'create' }} onClose={() => undefined} />);
    fireEvent.change(await screen.findByLabelText('统一社会信用代码'), {
      target: { value: '91310115ma1k4c2x3b' },
    });
    await waitFor(
      () => expect(errorUnder('creditCode')).toBe('请输入正确的统一社会信用代码，字母须大写'),
      slow,
    );
  });
});
