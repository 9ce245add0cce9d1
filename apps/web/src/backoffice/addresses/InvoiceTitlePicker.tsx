import type { InvoiceTitle } from '@procuremart/contract';
import { queryInvoiceTitleList } from '@procuremart/contract/refs';
import { useQuery } from '@tanstack/react-query';
import { Empty, Flex, Radio, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { InvoiceTitleFlags } from './invoice-title-resource';
import { addressKeys } from './keys';
import { PickerLoadState } from './PickerLoadState';

export interface InvoiceTitlePickerProps {
  /** SPEC §3 invoice type: '00' ordinary, '01' special (only titles with the special-invoice details). */
  invoiceType: '00' | '01';
  value?: string;
  onChange: (title: InvoiceTitle) => void;
}

/** The checkout's invoice-title choice; for a special VAT invoice, titles lacking its details are disabled. */
export function InvoiceTitlePicker({ invoiceType, value, onChange }: InvoiceTitlePickerProps) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: [...addressKeys.invoiceTitles(), 'picker'],
    queryFn: () => api(queryInvoiceTitleList, { pageSize: 50 }),
  });
  const rows = query.data?.rows ?? [];
  const usable = (title: InvoiceTitle) => invoiceType === '00' || title.specialInvoice;
  const chosen = rows.find((title) => title.invoiceTitleId === value);
  // Nothing chosen, or a choice the invoice type no longer allows: take the default (else the first) usable one.
  const preselect =
    chosen && usable(chosen) ? undefined : (rows.find((r) => r.isDefault && usable(r)) ?? rows.find(usable));
  useEffect(() => {
    if (preselect) onChange(preselect);
  }, [preselect, onChange]);

  if (query.isPending || query.isError) return <PickerLoadState query={query} rows={2} />;
  if (rows.length === 0) return <Empty description={t('invoiceTitle.picker.empty')} />;
  return (
    <Radio.Group
      value={value}
      onChange={(event) => {
        const picked = rows.find((r) => r.invoiceTitleId === event.target.value);
        if (picked) onChange(picked);
      }}
      data-testid="invoice-title-picker"
    >
      <Flex vertical gap={8}>
        {rows.map((title) => (
          <Radio key={title.invoiceTitleId} value={title.invoiceTitleId} disabled={!usable(title)}>
            <Flex vertical gap={2}>
              <Flex wrap gap={8} align="center">
                <Typography.Text strong>{title.title}</Typography.Text>
                <InvoiceTitleFlags title={title} />
              </Flex>
              <Typography.Text type="secondary">{title.creditCode}</Typography.Text>
              {!usable(title) && (
                <Typography.Text type="warning">{t('invoiceTitle.picker.needsSpecial')}</Typography.Text>
              )}
            </Flex>
          </Radio>
        ))}
      </Flex>
    </Radio.Group>
  );
}
