import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { compareMoney, type ListingAttribute, skuInputSchema } from '@procuremart/contract';
import { Button, Card, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDict } from '../../dictionaries/use-dict';
import { schemaRule } from '../../forms/schema-rules';
import { useLocalName } from '../../i18n/local-name';
import { emptySkuRow } from './commodity-form-values';

const rule = (name: string) => schemaRule(skuInputSchema, name);
const isMoneyText = (v: unknown): v is string => typeof v === 'string' && /^\d+(\.\d{1,2})?$/.test(v);

/**
 * The SKU rows of the goods form (`skus`): each picks a value of every spec attribute and has its code,
 * model, unit, prices, tax rate and stock; rows are added and removed, at least one stays.
 */
export function SkuRows({ specs, max }: { specs: ListingAttribute[]; max: number }) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const units = useDict('UNIT');
  const taxRates = useDict('TAX_RATE');
  return (
    <Form.List name="skus">
      {(fields, { add, remove }) => (
        <>
          {fields.map((field, index) => (
            <Card
              key={field.key}
              size="small"
              style={{ marginBottom: 12 }}
              title={`${t('commodity.form.skuRows')} ${index + 1}`}
              data-testid={`sku-row-${index}`}
              extra={
                fields.length > 1 ? (
                  <Button
                    type="link"
                    danger
                    icon={<DeleteOutlined />}
                    onClick={() => remove(field.name)}
                    data-testid={`sku-remove-${index}`}
                  >
                    {t('commodity.action.removeSku')}
                  </Button>
                ) : null
              }
            >
              <Row gutter={12}>
                {specs.map((a) => (
                  <Col xs={24} sm={12} lg={8} key={a.attributeId}>
                    <Form.Item
                      name={[field.name, 'specs', a.attributeId]}
                      label={nameOf(a.name, a.nameEn)}
                      rules={[
                        {
                          required: true,
                          message: t('commodity.attributeRequired', { name: nameOf(a.name, a.nameEn) }),
                        },
                      ]}
                    >
                      <Select
                        options={a.values.map((v) => ({
                          value: v.valueId,
                          label: nameOf(v.value, v.valueEn),
                        }))}
                      />
                    </Form.Item>
                  </Col>
                ))}
                <Col xs={24} sm={12} lg={8}>
                  <Form.Item
                    name={[field.name, 'supplierSkuCode']}
                    label={t('commodity.field.supplierSkuCode')}
                    rules={[rule('supplierSkuCode')]}
                  >
                    <Input maxLength={60} />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12} lg={8}>
                  <Form.Item
                    name={[field.name, 'model']}
                    label={t('commodity.field.model')}
                    rules={[rule('model')]}
                  >
                    <Input />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12} lg={8}>
                  <Form.Item
                    name={[field.name, 'unit']}
                    label={t('commodity.field.unit')}
                    rules={[rule('unit')]}
                  >
                    <Select options={units.choices()} />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12} lg={8}>
                  <Form.Item
                    name={[field.name, 'salePrice']}
                    label={t('commodity.field.salePrice')}
                    rules={[rule('salePrice')]}
                  >
                    <Input inputMode="decimal" />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12} lg={8}>
                  <Form.Item
                    name={[field.name, 'marketPrice']}
                    label={t('commodity.field.marketPrice')}
                    dependencies={[['skus', field.name, 'salePrice']]}
                    rules={[
                      rule('marketPrice'),
                      ({ getFieldValue }) => ({
                        validator: (_r, value) => {
                          const sale = getFieldValue(['skus', field.name, 'salePrice']);
                          return isMoneyText(value) && isMoneyText(sale) && compareMoney(value, sale) < 0
                            ? Promise.reject(new Error(t('commodity.marketBelowSale')))
                            : Promise.resolve();
                        },
                      }),
                    ]}
                  >
                    <Input inputMode="decimal" />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12} lg={8}>
                  <Form.Item
                    name={[field.name, 'taxRate']}
                    label={t('commodity.field.taxRate')}
                    rules={[rule('taxRate')]}
                  >
                    <Select options={taxRates.choices()} />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12} lg={8}>
                  <Form.Item
                    name={[field.name, 'stock']}
                    label={t('commodity.field.stock')}
                    rules={[rule('stock')]}
                  >
                    <InputNumber min={0} precision={0} style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
              </Row>
            </Card>
          ))}
          <Button
            type="dashed"
            block
            icon={<PlusOutlined />}
            disabled={fields.length >= max}
            onClick={() => add(emptySkuRow())}
            data-testid="sku-add"
          >
            {t('commodity.action.addSku')}
          </Button>
        </>
      )}
    </Form.List>
  );
}
