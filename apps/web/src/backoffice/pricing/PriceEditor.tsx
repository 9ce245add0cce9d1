import { moneySchema, type PricingSkuRow, salePriceSchema } from '@procuremart/contract';
import { changePrice } from '@procuremart/contract/refs';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Form, Input, Modal, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { feedback } from '../../app/feedback';
import { CARD_TABLE, cardColumns } from '../../resources/card-table';
import { formatAmount } from '../../resources/formatters';
import { showItemErrors } from './item-errors';
import { pricingKeys } from './keys';
import { schemaCheck } from './schema-check';

type Values = { salePrice?: string; marketPrice?: string }[];

/**
 * New prices for one or many of the supplier's SKUs in one call: goods on shelf get a change request (the
 * old price stays on sale until approved), the others change at once.
 */
export function PriceEditor({ rows, onClose }: { rows: PricingSkuRow[] | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (rows) form.setFieldsValue(rows.map((row) => ({ salePrice: row.salePrice, marketPrice: '' })));
  }, [rows, form]);
  if (!rows) return null;

  const save = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const items = rows.map((row, at) => {
        const market = values[at]?.marketPrice?.trim();
        return {
          skuId: row.skuId,
          salePrice: values[at]?.salePrice?.trim() ?? '',
          ...(market ? { marketPrice: market } : {}),
        };
      });
      const result = await api(changePrice, { items }, { notify: false });
      feedback.message.success(
        t('pricing.success.price', { changed: result.changed.length, requested: result.requested.length }),
      );
      await queryClient.invalidateQueries({ queryKey: pricingKeys.all });
      onClose();
    } catch (error) {
      showItemErrors(form, error, 'salePrice');
    } finally {
      setSaving(false);
    }
  };
  const priceInput = (at: number, name: 'salePrice' | 'marketPrice') => (
    <Form.Item
      name={[at, name]}
      rules={[
        name === 'salePrice' ? schemaCheck(salePriceSchema) : schemaCheck(moneySchema, { optional: true }),
      ]}
      style={{ margin: 0 }}
    >
      <Input
        inputMode="decimal"
        placeholder={name === 'marketPrice' ? t('pricing.marketPriceHint') : undefined}
        data-testid={`price-${name}-${at}`}
      />
    </Form.Item>
  );
  return (
    <Modal
      open
      width={880}
      title={t('pricing.title.priceEditor')}
      okText={t('pricing.action.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void save().catch(() => undefined)}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'price-save' } as never}
      destroyOnHidden
    >
      <Alert type="info" showIcon title={t('pricing.onShelfHint')} style={{ marginBottom: 12 }} />
      <Form form={form} component={false}>
        <Table
          className={CARD_TABLE}
          size="small"
          rowKey="skuId"
          pagination={false}
          dataSource={rows}
          scroll={{ x: 720 }}
          columns={cardColumns([
            { key: 'skuName', title: t('pricing.field.skuName'), dataIndex: 'skuName' },
            {
              key: 'salePrice',
              title: t('pricing.field.salePrice'),
              align: 'right',
              render: (_: unknown, row: PricingSkuRow) => formatAmount(row.salePrice),
            },
            {
              key: 'marketPrice',
              title: t('pricing.field.marketPrice'),
              align: 'right',
              render: (_: unknown, row: PricingSkuRow) => formatAmount(row.marketPrice),
            },
            {
              key: 'newSale',
              title: t('pricing.field.newSalePrice'),
              width: 160,
              render: (_: unknown, _row: PricingSkuRow, at: number) => priceInput(at, 'salePrice'),
            },
            {
              key: 'newMarket',
              title: t('pricing.field.newMarketPrice'),
              width: 180,
              render: (_: unknown, _row: PricingSkuRow, at: number) => priceInput(at, 'marketPrice'),
            },
          ])}
        />
      </Form>
    </Modal>
  );
}
