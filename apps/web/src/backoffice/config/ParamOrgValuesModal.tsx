import type { Param, ParamKey } from '@procuremart/contract';
import { updateParam } from '@procuremart/contract/refs';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Modal, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { feedback } from '../../app/feedback';
import { configKeys } from './keys';
import type { ValueEditing } from './ParamValueModal';
import { formatParamValue, paramLabel } from './param-format';

/** Purchasing organisations' own values of one parameter: add, change, remove. */
export function ParamOrgValuesModal({
  param,
  onEdit,
  onClose,
}: {
  param: Param | null;
  onEdit: (editing: ValueEditing) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  if (!param) return null;
  const key = param.key as ParamKey;
  const remove = (orgId: string) =>
    feedback.modal.confirm({
      title: t('param.confirm.removeOrgValue'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        await api(updateParam, { key, orgId, value: null });
        feedback.message.success(t('param.success.removed'));
        await queryClient.invalidateQueries({ queryKey: configKeys.params() });
      },
    });
  return (
    <Modal
      open
      width={640}
      title={t('param.orgValuesTitle', { label: paramLabel(key, i18n.language) })}
      footer={null}
      onCancel={onClose}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Button type="primary" onClick={() => onEdit({ param, org: null })} data-testid="param-org-add">
          {t('param.action.addOrgValue')}
        </Button>
        <Table
          size="small"
          rowKey="orgId"
          pagination={false}
          dataSource={param.overrides}
          locale={{ emptyText: t('param.noOrgValues') }}
          columns={[
            { key: 'org', title: t('param.field.org'), dataIndex: 'orgName' },
            {
              key: 'value',
              title: t('param.field.value'),
              render: (_, row) => formatParamValue(key, row.value, t, i18n.language),
            },
            {
              key: 'actions',
              width: 140,
              render: (_, row) => (
                <Space size={0}>
                  <Button
                    type="link"
                    size="small"
                    onClick={() => onEdit({ param, org: { orgId: row.orgId, orgName: row.orgName } })}
                  >
                    {t('param.action.edit')}
                  </Button>
                  <Button type="link" size="small" danger onClick={() => remove(row.orgId)}>
                    {t('param.action.removeOrgValue')}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Space>
    </Modal>
  );
}
