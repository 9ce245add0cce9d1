import {
  APPLIED_DATA_RESOURCES,
  type DataAuthorityCode,
  DataResource,
  DICTIONARIES,
  LISTING_AUTHORITIES,
  MEMBER_ORG_AUTHORITIES,
  OPERATOR_AUTHORITIES,
  OrgType,
  type StationRow,
} from '@procuremart/contract';
import { queryOrgTree, saveDataPermission } from '@procuremart/contract/refs';
import { useQuery } from '@tanstack/react-query';
import { Form, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { feedback } from '../../app/feedback';
import { departmentOptions } from '../members/member-resource';
import { stationKeys } from './keys';

const NONE = '';

/** The authorities a station's organisation may give (the server checks the same, `station.authorityNotForOrg`). */
const authoritiesOf = (orgType: string): readonly DataAuthorityCode[] =>
  orgType === OrgType.platform
    ? OPERATOR_AUTHORITIES
    : orgType === OrgType.enterprise
      ? MEMBER_ORG_AUTHORITIES
      : [];

/**
 * What listed organisations may be chosen: an enterprise's own tree, or for a zone every enterprise (every
 * supplier for goods: goods are their suppliers').
 */
async function listable(station: StationRow, resource: string, language: string) {
  const locale = language === 'en-US' ? 'en-US' : 'zh-CN';
  if (station.orgType === OrgType.platform) {
    const treeKind = resource === DataResource.goods ? 'innerSupplier' : 'external';
    const { orgs } = await api(queryOrgTree, { treeKind });
    return departmentOptions(orgs, locale);
  }
  const { orgs } = await api(queryOrgTree, { treeKind: 'enterprise', orgId: station.orgId });
  return departmentOptions(orgs, locale);
}

/**
 * A station's data permission for one resource at a time (umc_saveDataPermission): how far it reaches, and for
 * listed organisations or a zone, which; "none" removes it (the members' default scope again).
 */
export function DataPermissionModal({
  station,
  onClose,
}: {
  station: StationRow | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<{ resource: string; authority: string; orgIds: string[] }>();
  const [saving, setSaving] = useState(false);
  const resource = Form.useWatch('resource', form);
  const authority = Form.useWatch('authority', form) ?? NONE;
  const listing = LISTING_AUTHORITIES.includes(authority as DataAuthorityCode);
  const { data: orgOptions = [] } = useQuery({
    queryKey: stationKeys.listable(station?.orgId ?? '', station?.orgType ?? '', resource ?? ''),
    queryFn: () => listable(station as StationRow, resource ?? '', i18n.language),
    enabled: station !== null && listing,
  });
  useEffect(() => {
    if (!station || !resource) return;
    const current = station.dataScopes.find((scope) => scope.resource === resource);
    form.setFieldsValue({ authority: current?.authority ?? NONE, orgIds: current?.orgIds ?? [] });
  }, [station, resource, form]);
  useEffect(() => {
    if (station) form.setFieldsValue({ resource: APPLIED_DATA_RESOURCES[0] });
  }, [station, form]);
  const label = (item: { label: string; labelEn: string }) =>
    i18n.language === 'en-US' ? item.labelEn : item.label;
  const resources = DICTIONARIES.DATA_RESOURCE_TYPE.items.map((item) => {
    const applied = APPLIED_DATA_RESOURCES.some((code) => code === item.code);
    return {
      value: item.code,
      disabled: !applied,
      label: applied ? label(item) : `${label(item)}（${t('station.data.notApplied')}）`,
    };
  });
  const allowed = authoritiesOf(station?.orgType ?? '');
  const authorities = [
    { value: NONE, label: t('station.data.none') },
    ...DICTIONARIES.DATA_AUTHORITY_TYPE.items
      .filter((item) => allowed.some((code) => code === item.code))
      .map((item) => ({ value: item.code, label: label(item) })),
  ];
  const save = async () => {
    const values = await form.validateFields();
    const listed = LISTING_AUTHORITIES.includes(values.authority as DataAuthorityCode);
    setSaving(true);
    try {
      await api(saveDataPermission, {
        stationId: station?.stationId ?? '',
        resource: values.resource,
        authority: values.authority === NONE ? null : values.authority,
        orgIds: listed ? (values.orgIds ?? []) : [],
      });
      feedback.message.success(t('station.data.saved'));
      onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={station !== null}
      title={t('station.data.title', { name: station?.stationName ?? '' })}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void save().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid="data-permission-form">
        <Form.Item name="resource" label={t('station.field.resource')} rules={[{ required: true }]}>
          <Select options={resources} virtual={false} data-testid="data-resource" />
        </Form.Item>
        <Form.Item name="authority" label={t('station.field.authority')}>
          <Select options={authorities} virtual={false} data-testid="data-authority" />
        </Form.Item>
        {listing && (
          <Form.Item
            name="orgIds"
            label={t('station.field.orgIds')}
            extra={t('station.data.orgsHint')}
            rules={[{ required: true, message: t('validation.required') }]}
          >
            <Select mode="multiple" options={orgOptions} optionFilterProp="label" data-testid="data-orgs" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
