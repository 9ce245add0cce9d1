import {
  lookupVisibilityOrgs,
  queryChannels,
  queryOrgVisibility,
  queryPools,
  setOrgVisibility,
} from '@procuremart/contract/refs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Form, Modal, Select, Skeleton } from 'antd';
import i18n from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { feedback } from '../../app/feedback';
import { localName } from '../../i18n/local-name';
import { visibilityKeys } from './keys';
import { RemotePicker } from './RemotePicker';

/** Every pool or channel fits one page: operators keep a handful. */
const ALL = { pageNo: 1, pageSize: 200 };
const searchOrgs = (keyword: string) => api(lookupVisibilityOrgs, { keyword });
const labelOf = (group: { name: string; nameEn: string; code: string }) =>
  `${localName(i18n.language, group.name, group.nameEn)} (${group.code})`;

/** One purchasing organisation's limits: the channels and pools it may buy from (none: every one). */
export function OrgVisibilityModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [orgId, setOrgId] = useState<string[]>([]);
  const [channelIds, setChannelIds] = useState<string[]>([]);
  const [poolIds, setPoolIds] = useState<string[]>([]);
  const chosen = orgId[0] ?? '';
  const current = useQuery({
    queryKey: visibilityKeys.org(chosen),
    queryFn: () => api(queryOrgVisibility, { orgId: chosen }),
    enabled: open && chosen !== '',
  });
  const channels = useQuery({
    queryKey: visibilityKeys.options('channel'),
    queryFn: () => api(queryChannels, ALL),
    enabled: open,
  });
  const pools = useQuery({
    queryKey: visibilityKeys.options('pool'),
    queryFn: () => api(queryPools, ALL),
    enabled: open,
  });
  useEffect(() => {
    setChannelIds(current.data?.channels.map((c) => c.id) ?? []);
    setPoolIds(current.data?.pools.map((p) => p.id) ?? []);
  }, [current.data]);
  const save = useMutation({
    mutationFn: () => api(setOrgVisibility, { orgId: chosen, channelIds, poolIds }),
    onSuccess: async () => {
      feedback.message.success(t('visibility.success.saved'));
      await queryClient.invalidateQueries({ queryKey: visibilityKeys.all });
      close();
    },
  });
  const close = () => {
    setOrgId([]);
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('visibility.orgLimitsTitle')}
      onCancel={close}
      onOk={() => save.mutate()}
      okText={t('visibility.action.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: chosen === '' || !current.data, loading: save.isPending }}
      destroyOnHidden
      width={600}
    >
      <Alert type="info" showIcon title={t('visibility.orgLimitsHint')} style={{ marginBottom: 16 }} />
      <Form layout="vertical">
        <Form.Item label={t('visibility.field.orgName')} required>
          <RemotePicker
            search={searchOrgs}
            value={orgId}
            onChange={setOrgId}
            placeholder={t('visibility.pickOrg')}
            testId="visibility-org"
          />
        </Form.Item>
        {chosen !== '' && current.isError && <Alert type="error" showIcon title={t('resource.loadFailed')} />}
        {chosen !== '' && current.isLoading && <Skeleton active paragraph={{ rows: 2 }} />}
        {chosen !== '' && current.data && (
          <>
            <Form.Item label={t('visibility.field.channels')}>
              <Select
                mode="multiple"
                allowClear
                value={channelIds}
                onChange={setChannelIds}
                placeholder={t('visibility.noLimit')}
                loading={channels.isLoading}
                options={(channels.data?.rows ?? []).map((c) => ({ value: c.channelId, label: labelOf(c) }))}
                showSearch={{ optionFilterProp: 'label' }}
                data-testid="visibility-org-channels"
              />
            </Form.Item>
            <Form.Item label={t('visibility.field.pools')}>
              <Select
                mode="multiple"
                allowClear
                value={poolIds}
                onChange={setPoolIds}
                placeholder={t('visibility.noLimit')}
                loading={pools.isLoading}
                options={(pools.data?.rows ?? []).map((p) => ({ value: p.poolId, label: labelOf(p) }))}
                showSearch={{ optionFilterProp: 'label' }}
                data-testid="visibility-org-pools"
              />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
