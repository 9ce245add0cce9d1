import { type PricingSkuRow, stockSchema } from '@procuremart/contract';
import { updateStock } from '@procuremart/contract/refs';
import { useQueryClient } from '@tanstack/react-query';
import { Form, InputNumber, Modal, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { feedback } from '../../app/feedback';
import { CARD_TABLE, cardColumns } from '../../resources/card-table';
import { showItemErrors } from './item-errors';
import { pricingKeys } from './keys';
import { schemaCheck } from './schema-check';

type Values = { stock: number | null }[];

/** Sets the stock of one or many of the supplier's SKUs in one call (all or nothing). */
export function StockEditor({ rows, onClose }: { rows: PricingSkuRow[] | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (rows) form.setFieldsValue(rows.map((row) => ({ stock: row.stock })));
  }, [rows, form]);
  if (!rows) return null;

  const save = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const items = rows.map((row, at) => ({ skuId: row.skuId, stock: Number(values[at]?.stock) }));
      await api(updateStock, { items }, { notify: false });
      feedback.message.success(t('pricing.success.stock'));
      await queryClient.invalidateQueries({ queryKey: pricingKeys.all });
      onClose();
    } catch (error) {
      showItemErrors(form, error, 'stock');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      width={720}
      title={t('pricing.title.stockEditor')}
      okText={t('pricing.action.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void save().catch(() => undefined)}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'stock-save' } as never}
      destroyOnHidden
    >
      <Form form={form} component={false}>
        <Table
          className={CARD_TABLE}
          size="small"
          rowKey="skuId"
          pagination={false}
          dataSource={rows}
          scroll={{ x: 560 }}
          columns={cardColumns([
            { key: 'skuName', title: t('pricing.field.skuName'), dataIndex: 'skuName' },
            { key: 'code', title: t('pricing.field.supplierSkuCode'), dataIndex: 'supplierSkuCode' },
            { key: 'stock', title: t('pricing.field.stock'), dataIndex: 'stock', align: 'right' },
            {
              key: 'newStock',
              title: t('pricing.field.newStock'),
              width: 180,
              render: (_: unknown, _row: PricingSkuRow, at: number) => (
                <Form.Item name={[at, 'stock']} rules={[schemaCheck(stockSchema)]} style={{ margin: 0 }}>
                  <InputNumber precision={0} style={{ width: '100%' }} data-testid={`stock-input-${at}`} />
                </Form.Item>
              ),
            },
          ])}
        />
      </Form>
    </Modal>
  );
}
