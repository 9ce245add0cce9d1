import { PROCESS_PERMISSION, type ProcessVersion, pageLink } from '@procuremart/contract';
import { getProcess, publishProcessVersion, retireProcessVersion } from '@procuremart/contract/refs';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Flex, Popconfirm, Skeleton, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api/client';
import { useSession } from '../../app/session';
import { usePageParams } from '../../app/tabs/page-params';
import { useTabTitle } from '../../app/tabs/tab-title';
import { useDict } from '../../dictionaries/use-dict';
import type { Editing } from '../../resources/form-for';
import { processKeys } from './keys';
import { LevelSummary } from './LevelSummary';
import { type DraftRecord, ProcessForm } from './ProcessForm';
import { ProcessOrgContext, useProcessChoices } from './process-choices';

/**
 * One process's versions (processVer), newest first: each with its levels, state and running approvals; a draft
 * is edited, published (the published one before it retires) or retired, a published one retired; a new draft
 * starts from the newest version's levels; every version opens as a diagram.
 */
export default function ProcessVersionsPage() {
  const { t } = useTranslation();
  const { processId } = usePageParams('processVer');
  const { userInfo } = useSession();
  const navigate = useNavigate();
  const kinds = useDict('BUSINESS_KIND');
  const states = useDict('PROCESS_VERSION_STATUS');
  const [editing, setEditing] = useState<Editing<DraftRecord> | null>(null);
  const { data: process } = useQuery({
    queryKey: processKeys.detail(processId),
    queryFn: () => api(getProcess, { processId }),
  });
  useTabTitle(process?.name);
  const names = useProcessChoices(process?.orgId, process !== undefined);
  if (!process) return <Skeleton active />;
  const mayEdit = userInfo?.menuCodeList.includes(PROCESS_PERMISSION.edit) ?? false;
  const draftOf = (version?: ProcessVersion, keepId = false): DraftRecord => ({
    processId,
    ...(keepId && version ? { versionId: version.versionId } : {}),
    name: process.name,
    levels: version?.levels ?? [],
  });
  const actions = (version: ProcessVersion) => (
    <Space wrap>
      <Button
        size="small"
        onClick={() => navigate(pageLink('maxgraph', { versionId: version.versionId }))}
        data-testid={`diagram-${version.versionNo}`}
      >
        {t('process.action.diagram')}
      </Button>
      {mayEdit && version.actions.includes('publish') && (
        <>
          <Button size="small" onClick={() => setEditing({ mode: 'edit', record: draftOf(version, true) })}>
            {t('process.action.edit')}
          </Button>
          <Popconfirm
            title={t('process.confirm.publish')}
            onConfirm={() => api(publishProcessVersion, { versionId: version.versionId })}
          >
            <Button size="small" type="primary" data-testid={`publish-${version.versionNo}`}>
              {t('process.action.publish')}
            </Button>
          </Popconfirm>
        </>
      )}
      {mayEdit && version.actions.includes('retire') && (
        <Popconfirm
          title={t('process.confirm.retire')}
          onConfirm={() => api(retireProcessVersion, { versionId: version.versionId })}
        >
          <Button size="small" danger>
            {t('process.action.retire')}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
  return (
    <Flex vertical gap={16}>
      <Card>
        <Descriptions
          column={{ xs: 1, md: 3 }}
          items={[
            { key: 'name', label: t('process.field.name'), children: process.name },
            {
              key: 'kind',
              label: t('process.field.businessKind'),
              children: kinds.labelOf(process.businessKind),
            },
            {
              key: 'org',
              label: t('process.field.orgName'),
              children: process.orgName ?? t('process.platform'),
            },
          ]}
        />
      </Card>
      <Card
        title={t('process.versionsTitle')}
        extra={
          mayEdit && (
            <Button
              type="primary"
              onClick={() => setEditing({ mode: 'edit', record: draftOf(process.versions[0]) })}
              data-testid="version-create"
            >
              {t('process.action.newVersion')}
            </Button>
          )
        }
      >
        <Table<ProcessVersion>
          rowKey="versionId"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={process.versions}
          columns={[
            { key: 'no', title: t('process.field.versionNo'), render: (_, v) => `v${v.versionNo}` },
            {
              key: 'status',
              title: t('process.field.status'),
              render: (_, v) => (
                <Tag color={v.status === 1 ? 'green' : v.status === 2 ? 'red' : 'default'}>
                  {states.labelOf(String(v.status))}
                </Tag>
              ),
            },
            {
              key: 'levels',
              title: t('process.field.levels'),
              render: (_, v) => <LevelSummary levels={v.levels} names={names} />,
            },
            { key: 'running', title: t('process.field.runningCount'), dataIndex: 'runningCount' },
            { key: 'actions', title: t('process.actions'), render: (_, v) => actions(v) },
          ]}
        />
      </Card>
      <ProcessOrgContext.Provider value={process.orgId}>
        <ProcessForm open={editing !== null} editing={editing} onClose={() => setEditing(null)} />
      </ProcessOrgContext.Provider>
    </Flex>
  );
}
