import { delivererSchema } from '@procuremart/contract';
import { Form, type FormRule, Input, Radio } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { requiredRule } from '../../forms/rules';
import { schemaRule } from '../../forms/schema-rules';

export type DeliveryWayKind = 'carrier' | 'staff';

/** The way of delivery as a form holds it: a carrier with its waybill, or the supplier's own deliverer. */
export interface DeliveryWayValues {
  way: DeliveryWayKind;
  carrier?: string;
  waybillNo?: string;
  delivererName?: string;
  delivererMobile?: string;
  remark?: string;
}

/** The server's field names of a delivery way (deliverGoods, saveAfterDeliveryInfo) and the form's. */
export const DELIVERY_WAY_FIELDS: Record<string, keyof DeliveryWayValues> = {
  carrier: 'carrier',
  waybillNo: 'waybillNo',
  remark: 'remark',
  'deliverer.name': 'delivererName',
  'deliverer.mobile': 'delivererMobile',
};

/** The call's way of delivery from the form: the deliverer, or the carrier and waybill; the remark. */
export function deliveryWayInput(values: DeliveryWayValues, remark: string | undefined) {
  if (values.way === 'staff') {
    return {
      deliverer: { name: values.delivererName?.trim() ?? '', mobile: values.delivererMobile?.trim() ?? '' },
      remark,
    };
  }
  return { carrier: values.carrier?.trim(), waybillNo: values.waybillNo?.trim(), remark };
}

/**
 * The way of delivery's fields (inside a Form): the way, then carrier and waybill number or the deliverer's
 * name and mobile, then the remark; rules from the call's own input schema and delivererSchema.
 */
export function DeliveryWayFields({
  way,
  schema,
  testIdPrefix,
}: {
  way: DeliveryWayKind;
  /** The input schema of the call the form sends (its carrier, waybillNo and remark fields). */
  schema: z.ZodType;
  /** Prefix of the inputs' data-testid hooks (e.g. 'deliver'); none without it. */
  testIdPrefix?: string;
}) {
  const { t } = useTranslation();
  const testId = (name: string) => (testIdPrefix ? `${testIdPrefix}-${name}` : undefined);
  const field = (name: keyof DeliveryWayValues, labelKey: string, input: ReactNode, rules: FormRule[]) => (
    <Form.Item name={name} label={t(labelKey)} rules={rules}>
      {input}
    </Form.Item>
  );
  return (
    <>
      <Form.Item name="way" label={t('sales.field.way')}>
        <Radio.Group
          data-testid={testId('way')}
          options={[
            { value: 'carrier', label: t('sales.way.carrier') },
            { value: 'staff', label: t('sales.way.staff') },
          ]}
        />
      </Form.Item>
      {way === 'carrier' ? (
        <>
          {field(
            'carrier',
            'receiving.field.carrier',
            <Input maxLength={60} data-testid={testId('carrier')} />,
            [requiredRule('sales.carrierRequired'), schemaRule(schema, 'carrier')],
          )}
          {field(
            'waybillNo',
            'receiving.field.waybillNo',
            <Input maxLength={40} data-testid={testId('waybill')} />,
            [requiredRule('sales.waybillRequired'), schemaRule(schema, 'waybillNo')],
          )}
        </>
      ) : (
        <>
          {field(
            'delivererName',
            'receiving.field.delivererName',
            <Input maxLength={40} data-testid={testId('deliverer-name')} />,
            [schemaRule(delivererSchema, 'name')],
          )}
          {field(
            'delivererMobile',
            'receiving.field.delivererMobile',
            <Input maxLength={11} data-testid={testId('deliverer-mobile')} />,
            [schemaRule(delivererSchema, 'mobile')],
          )}
        </>
      )}
      {field('remark', 'receiving.field.remark', <Input.TextArea rows={2} maxLength={200} />, [
        schemaRule(schema, 'remark'),
      ])}
    </>
  );
}
