import { type PageName, pageLink, saveSpu } from '@procuremart/contract';
import {
  getListingOptions,
  getSupplierCommodity,
  queryAuthorisedBrands,
  saveSpu as saveSpuRef,
  submitListing,
} from '@procuremart/contract/refs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Empty, Form, Input, Result, Row, Select, Space, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api/client';
import { feedback } from '../../app/feedback';
import { usePageParams } from '../../app/tabs/page-params';
import { useTabTitle } from '../../app/tabs/tab-title';
import { updateTabs } from '../../app/tabs/tabs-store';
import { formErrorBehaviour, serverFieldErrors } from '../../forms/field-errors';
import { schemaRule } from '../../forms/schema-rules';
import { useLocalName } from '../../i18n/local-name';
import { PictureListField } from '../../resources/PictureListField';
import {
  type CommodityFormValues,
  emptyCommodityForm,
  formFieldName,
  fromDetail,
  toSaveInput,
} from './commodity-form-values';
import { commodityKeys } from './keys';
import { SkuRows } from './SkuRows';

const rule = (name: string) => schemaRule(saveSpu.input, name);
const MAX_PICTURE_SLOTS = 10;
const FORM_PAGE = 'commodityCreate' satisfies PageName;
/** A supplier's own goods in their listing (the listing-request detail). */
const DETAIL_PAGE = 'soldUpDetail' satisfies PageName;

/** Publish or edit goods (`commodityCreate`, `?spuId=` to edit): category, brand, attributes, pictures, SKUs. */
export default function CommodityCreatePage() {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const spuId = usePageParams(FORM_PAGE).spuId || undefined;
  const [form] = Form.useForm<CommodityFormValues>();
  const categoryId = Form.useWatch('categoryId', form);
  const [saving, setSaving] = useState(false);
  useTabTitle(spuId ? t('commodity.title.edit') : undefined);

  const editing = useQuery({
    queryKey: commodityKeys.spu(spuId ?? ''),
    queryFn: () => api(getSupplierCommodity, { spuId: spuId ?? '' }),
    enabled: !!spuId,
  });
  const options = useQuery({
    queryKey: commodityKeys.options(categoryId),
    queryFn: () => api(getListingOptions, categoryId ? { categoryId } : {}),
    placeholderData: (previous) => previous && { ...previous, attributes: [] },
  });
  // Only brands the supplier holds an authorisation in force for (brand authorisation); an edited SPU's own
  // brand stays shown by name even once its authorisation has ended (saving then says why it is refused).
  const authorised = useQuery({
    queryKey: [...commodityKeys.all, 'authorisedBrands'],
    queryFn: () => api(queryAuthorisedBrands, {}),
  });
  const brandOptions = useMemo(() => {
    const own = (authorised.data ?? []).map((b) => ({
      value: b.brandId,
      label: nameOf(b.brandName, b.brandNameEn),
    }));
    const current = editing.data;
    return current && !own.some((o) => o.value === current.brandId)
      ? [{ value: current.brandId, label: current.brandName }, ...own]
      : own;
  }, [authorised.data, editing.data, nameOf]);
  useEffect(() => {
    form.setFieldsValue(editing.data ? fromDetail(editing.data) : emptyCommodityForm());
  }, [editing.data, form]);

  const attributes = options.data?.attributes ?? [];
  const shared = useMemo(() => attributes.filter((a) => !a.isVariant), [attributes]);
  const specs = useMemo(() => attributes.filter((a) => a.isVariant), [attributes]);

  const save = async (thenSubmit: boolean) => {
    const validated = await form.validateFields().catch(() => null);
    if (!validated) return;
    // The SKU rows' fields without a cell (an edited SKU's id) are in the form's store, not among the validated.
    const values = { ...validated, skus: form.getFieldValue('skus') };
    setSaving(true);
    try {
      const saved = await api(saveSpuRef, toSaveInput(values, attributes, spuId), { notify: false });
      if (thenSubmit) await api(submitListing, { skuIds: saved.skuIds });
      await queryClient.invalidateQueries({ queryKey: commodityKeys.all });
      feedback.message.success(t(thenSubmit ? 'commodity.form.submitted' : 'commodity.form.saved'));
      // The form is done with this product: it closes (opened again, it is empty) and the product's detail opens.
      form.resetFields();
      updateTabs((tabs) => tabs.filter((tab) => tab.name !== FORM_PAGE));
      navigate(pageLink(DETAIL_PAGE, { spuId: saved.spuId }));
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      if (fieldErrors.length === 0) throw error;
      form.setFields(
        fieldErrors.map((e) => ({ name: formFieldName(e.field) as never, errors: [e.message] })),
      );
      form.scrollToField(formFieldName(fieldErrors[0].field), { block: 'center', focus: true });
    } finally {
      setSaving(false);
    }
  };

  if (spuId && editing.isError)
    return (
      <Result
        status="error"
        title={t('commodity.form.loadFailed')}
        extra={<Button onClick={() => editing.refetch()}>{t('resource.retry')}</Button>}
      />
    );
  if ((spuId && editing.isPending) || options.isPending)
    return <Spin style={{ display: 'block', margin: 48 }} />;

  return (
    <Card title={t(spuId ? 'commodity.title.edit' : 'commodity.title.create')}>
      <Form form={form} layout="vertical" {...formErrorBehaviour} initialValues={emptyCommodityForm()}>
        <Row gutter={16}>
          <Col xs={24} lg={12}>
            <Form.Item name="categoryId" label={t('commodity.field.categoryId')} rules={[rule('categoryId')]}>
              <Select
                showSearch
                optionFilterProp="label"
                data-testid="commodity-category"
                options={options.data?.categories.map((c) => ({
                  value: c.categoryId,
                  label: nameOf(c.path, c.pathEn),
                }))}
                onChange={() => form.setFieldsValue({ attributes: {} })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} lg={12}>
            <Form.Item name="brandId" label={t('commodity.field.brandId')} rules={[rule('brandId')]}>
              <Select
                showSearch
                optionFilterProp="label"
                data-testid="commodity-brand"
                options={brandOptions}
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="spuName" label={t('commodity.field.spuName')} rules={[rule('spuName')]}>
              <Input data-testid="commodity-name" />
            </Form.Item>
          </Col>
        </Row>
        <Card
          size="small"
          title={t('commodity.section.attributes')}
          style={{ marginBottom: 16 }}
          data-testid="commodity-attributes"
        >
          {!categoryId ? (
            <Alert type="info" showIcon title={t('commodity.form.chooseCategory')} />
          ) : shared.length === 0 && specs.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('commodity.form.noAttributes')} />
          ) : (
            <Row gutter={12}>
              {shared.map((a) => (
                <Col xs={24} sm={12} lg={8} key={a.attributeId}>
                  <Form.Item
                    name={['attributes', a.attributeId]}
                    label={nameOf(a.name, a.nameEn)}
                    rules={[
                      {
                        required: a.required,
                        message: t('commodity.attributeRequired', { name: nameOf(a.name, a.nameEn) }),
                      },
                    ]}
                  >
                    <Select
                      allowClear={!a.required}
                      options={a.values.map((v) => ({ value: v.valueId, label: nameOf(v.value, v.valueEn) }))}
                    />
                  </Form.Item>
                </Col>
              ))}
            </Row>
          )}
        </Card>
        <Form.Item
          name="pictureFileIds"
          label={t('commodity.field.pictures')}
          extra={t('commodity.form.pictureHint')}
          rules={[
            {
              validator: (_, ids: (string | null)[] | undefined) =>
                ids?.some(Boolean)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('commodity.pictureRequired'))),
            },
          ]}
          required
        >
          <PictureListField max={MAX_PICTURE_SLOTS} />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('commodity.field.description')}
          extra={t('commodity.form.descriptionHint')}
          rules={[rule('description')]}
        >
          <Input.TextArea rows={4} />
        </Form.Item>
        <SkuRows specs={specs} />
        <Space wrap style={{ marginTop: 24 }}>
          <Button onClick={() => navigate(-1)}>{t('commodity.action.cancel')}</Button>
          <Button loading={saving} onClick={() => save(false)} data-testid="commodity-save">
            {t('commodity.action.save')}
          </Button>
          <Button type="primary" loading={saving} onClick={() => save(true)} data-testid="commodity-submit">
            {t('commodity.action.saveAndSubmit')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
