import { PARAM_GROUPS, type Param, type ParamGroup, type ParamKey } from '@procuremart/contract';
import { queryParamHistory, queryParams, updateParam } from '@procuremart/contract/refs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Drawer, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { feedback } from '../../app/feedback';
import { CARD_TABLE, cardColumns } from '../../resources/card-table';
import { EMPTY_CELL, formatDateTime } from '../../resources/formatters';
import { ConfigHistoryTable } from './ConfigHistoryTable';
import { configKeys } from './keys';
import { ParamOrgValuesModal } from './ParamOrgValuesModal';
import { ParamValueModal, type ValueEditing } from './ParamValueModal';
import { formatParamValue, paramDeclOf, paramDescription, paramLabel } from './param-format';

/** One group's parameters: value in force, default, organisations' own values, and the actions on them. */
function ParamGroupTable({
  group,
  onEdit,
  onOrgValues,
  onHistory,
}: {
  group: ParamGroup;
  onEdit: (editing: ValueEditing) => void;
  onOrgValues: (key: ParamKey) => void;
  onHistory: (key: ParamKey) => void;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const params = useQuery({
    queryKey: configKeys.paramGroup(group),
    queryFn: () => api(queryParams, { group }),
  });
  const value = (param: Param, text: string) => formatParamValue(param.key, text, t, i18n.language);
  const reset = (param: Param) =>
    feedback.modal.confirm({
      title: t('param.confirm.reset'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await api(updateParam, { key: param.key, value: null });
        feedback.message.success(t('param.success.reset'));
        await queryClient.invalidateQueries({ queryKey: configKeys.params() });
      },
    });
  if (params.isError) return <Alert type="error" showIcon title={t('resource.loadFailed')} />;
  return (
    <Table<Param>
      className={CARD_TABLE}
      rowKey="key"
      loading={params.isFetching}
      dataSource={params.data ?? []}
      pagination={false}
      data-testid={`params-${group}`}
      columns={cardColumns([
        {
          key: 'label',
          title: t('param.field.label'),
          render: (_, param) => (
            <Space orientation="vertical" size={0}>
              <Typography.Text strong>{paramLabel(param.key, i18n.language)}</Typography.Text>
              <Typography.Text type="secondary">{paramDescription(param.key, i18n.language)}</Typography.Text>
            </Space>
          ),
        },
        {
          key: 'value',
          title: t('param.field.value'),
          width: 160,
          render: (_, param) => (
            <span data-testid={`param-value-${param.key}`}>
              {value(param, param.value)} {!param.changed && <Tag>{t('param.defaultMark')}</Tag>}
            </span>
          ),
        },
        {
          key: 'default',
          title: t('param.field.defaultValue'),
          width: 130,
          render: (_, param) => value(param, param.defaultValue),
        },
        {
          key: 'overrides',
          title: t('param.field.overrides'),
          width: 120,
          render: (_, param) =>
            paramDeclOf(param.key).orgOverride
              ? t('param.overrideCount', { count: param.overrides.length })
              : EMPTY_CELL,
        },
        {
          key: 'updated',
          title: t('param.field.updatedAt'),
          width: 170,
          render: (_, param) =>
            param.updatedAt ? `${formatDateTime(param.updatedAt)} ${param.updatedBy ?? ''}` : EMPTY_CELL,
        },
        {
          key: 'actions',
          width: 250,
          render: (_, param) => (
            <Space size={0} wrap>
              <Button
                type="link"
                size="small"
                onClick={() => onEdit({ param })}
                data-testid={`param-edit-${param.key}`}
              >
                {t('param.action.edit')}
              </Button>
              {param.changed && (
                <Button type="link" size="small" onClick={() => reset(param)}>
                  {t('param.action.reset')}
                </Button>
              )}
              {paramDeclOf(param.key).orgOverride && (
                <Button type="link" size="small" onClick={() => onOrgValues(param.key)}>
                  {t('param.action.orgValues')}
                </Button>
              )}
              <Button type="link" size="small" onClick={() => onHistory(param.key)}>
                {t('param.action.history')}
              </Button>
            </Space>
          ),
        },
      ])}
    />
  );
}

/** Parameter configuration (SPEC §2 system configuration): every group's parameters, edits and history. */
export default function ParamConfigPage() {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState<ValueEditing | null>(null);
  const [orgValuesKey, setOrgValuesKey] = useState<ParamKey | null>(null);
  const [historyKey, setHistoryKey] = useState<ParamKey | null>(null);
  // The organisations' modal reads the group's query, so a change made in it shows at once.
  const orgGroup = orgValuesKey ? paramDeclOf(orgValuesKey).group : 'common';
  const orgParams = useQuery({
    queryKey: configKeys.paramGroup(orgGroup),
    queryFn: () => api(queryParams, { group: orgGroup }),
    enabled: orgValuesKey !== null,
  });
  const orgValuesParam = orgParams.data?.find((p) => p.key === orgValuesKey) ?? null;
  return (
    <Card title={t('param.title')} variant="borderless">
      <Tabs
        items={PARAM_GROUPS.map((group) => ({
          key: group,
          label: t(`param.group.${group}`),
          children: (
            <ParamGroupTable
              group={group}
              onEdit={setEditing}
              onOrgValues={setOrgValuesKey}
              onHistory={setHistoryKey}
            />
          ),
        }))}
      />
      <ParamValueModal editing={editing} onClose={() => setEditing(null)} />
      <ParamOrgValuesModal param={orgValuesParam} onEdit={setEditing} onClose={() => setOrgValuesKey(null)} />
      <Drawer
        open={historyKey !== null}
        size={760}
        onClose={() => setHistoryKey(null)}
        title={historyKey ? t('param.historyTitle', { label: paramLabel(historyKey, i18n.language) }) : ''}
        destroyOnHidden
      >
        {historyKey && (
          <ConfigHistoryTable
            queryKey={configKeys.paramHistory(historyKey)}
            showOrg
            nullTextKey="param.defaultMark"
            describeValue={(text) => formatParamValue(historyKey, text, t, i18n.language)}
            load={(pageNo, pageSize) => api(queryParamHistory, { key: historyKey, pageNo, pageSize })}
          />
        )}
      </Drawer>
    </Card>
  );
}
