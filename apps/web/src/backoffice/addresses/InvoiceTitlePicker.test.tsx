// @vitest-environment happy-dom

import type { InvoiceTitle } from '@procuremart/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { invoiceTitle, pageOf } from './test-fixtures';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { InvoiceTitlePicker } = await import('./InvoiceTitlePicker');

function Harness({
  invoiceType,
  onChange,
}: {
  invoiceType: '00' | '01';
  onChange: (title: InvoiceTitle) => void;
}) {
  const [value, setValue] = useState<string>();
  return (
    <InvoiceTitlePicker
      invoiceType={invoiceType}
      value={value}
      onChange={(picked) => {
        setValue(picked.invoiceTitleId);
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

const titles = [
  invoiceTitle('1', { isDefault: true }),
  invoiceTitle('2', { specialInvoice: true, bankName: '招商银行' }),
];

describe('InvoiceTitlePicker', () => {
  it('takes the default title for an ordinary invoice and lets the user pick another', async () => {
    api.mockResolvedValue(pageOf(titles));
    const onChange = vi.fn();
    renderWithApp(<Harness invoiceType="00" onChange={onChange} />);
    await waitFor(
      () => expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ invoiceTitleId: '1' })),
      slow,
    );
    fireEvent.click(screen.getByText('抬头2'));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ invoiceTitleId: '2' }));
  });

  it('for a special VAT invoice, disables titles without its details and moves off the default', async () => {
    api.mockResolvedValue(pageOf(titles));
    const onChange = vi.fn();
    renderWithApp(<InvoiceTitlePicker invoiceType="01" value="1" onChange={onChange} />);
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ invoiceTitleId: '2' })),
    );
    expect(screen.getByText('此抬头缺少专票信息，不能开具增值税专用发票')).toBeTruthy();
    const first = screen.getByText('抬头1').closest('label');
    expect(first?.querySelector('input')?.disabled).toBe(true);
  });

  it('says where to add a title when there is none', async () => {
    api.mockResolvedValue(pageOf([]));
    renderWithApp(<InvoiceTitlePicker invoiceType="00" onChange={vi.fn()} />);
    expect(await screen.findByText('还没有发票抬头，请先在“发票信息”中新增', {}, slow)).toBeTruthy();
  });
});
