import { DownloadOutlined } from '@ant-design/icons';
import {
  FILE_ROUTES,
  IMPORT_POLL_COUNT,
  IMPORT_POLL_INTERVAL_MS,
  IMPORTABLE_EXTENSIONS,
  type ImportKind,
  pageLink,
} from '@procuremart/contract';
import { commitImportTask, getDownloadTask } from '@procuremart/contract/refs';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Modal, Result, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client';
import { navigateTo } from '../app/navigator';
import { showErrorNotice } from './show-error-notice';
import { UploadField } from './UploadField';
import { DOWNLOADS_PAGE } from './use-export-task';

type ImportOutcome = Awaited<ReturnType<typeof loadTask>>;
const loadTask = (taskId: string) => api(getDownloadTask, { taskId }, { notify: false });
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks for the task's result IMPORT_POLL_COUNT times, IMPORT_POLL_INTERVAL_MS apart (SPEC §9); null if still running. */
async function pollImport(taskId: string): Promise<ImportOutcome | null> {
  for (let attempt = 0; attempt < IMPORT_POLL_COUNT; attempt++) {
    const task = await loadTask(taskId);
    if (task.status === 'done' || task.status === 'failed') return task;
    await wait(IMPORT_POLL_INTERVAL_MS);
  }
  return null;
}

/**
 * Import from xlsx or CSV: the template, the upload, then the result with every refused row and its reasons (also
 * as a file). A long import goes on in the background and its result lands in My downloads. `perRow`: the
 * kind imports its good rows even when others are refused (the server's ImportDefinition.perRow).
 */
export function ImportDialog({
  kind,
  open,
  onClose,
  invalidateKey,
  perRow = false,
  hintKey,
}: {
  kind: ImportKind;
  open: boolean;
  onClose: () => void;
  invalidateKey: readonly unknown[];
  perRow?: boolean;
  /** The hint above the upload, when the kind's own says more than the per-row or all-or-nothing one. */
  hintKey?: string;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [fileId, setFileId] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<ImportOutcome | 'pending' | null>(null);

  const close = () => {
    setFileId(null);
    setOutcome(null);
    onClose();
  };
  const start = async () => {
    if (!fileId) return;
    setRunning(true);
    try {
      const { taskId } = await api(commitImportTask, { kind, fileId }, { notify: false });
      const task = await pollImport(taskId);
      setOutcome(task ?? 'pending');
      if (task?.status === 'done' && (perRow || !task.badRowCount))
        void queryClient.invalidateQueries({ queryKey: invalidateKey });
    } catch (error) {
      showErrorNotice(error);
    } finally {
      setRunning(false);
      setFileId(null);
    }
  };

  return (
    <Modal
      open={open}
      title={t('resource.importTitle')}
      width={720}
      onCancel={close}
      destroyOnHidden
      footer={
        outcome ? (
          <Button onClick={close} data-testid="import-close">
            {t('resource.close')}
          </Button>
        ) : (
          <Space>
            <Button onClick={close}>{t('resource.cancel')}</Button>
            <Button
              type="primary"
              disabled={!fileId}
              loading={running}
              onClick={() => void start()}
              data-testid="import-start"
            >
              {t('resource.importStart')}
            </Button>
          </Space>
        )
      }
    >
      {outcome === null && (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Alert
            type="info"
            showIcon
            title={t(hintKey ?? (perRow ? 'resource.importHintPerRow' : 'resource.importHint'), {
              types: IMPORTABLE_EXTENSIONS.join(' '),
            })}
          />
          <a href={`${FILE_ROUTES.importTemplate}?kind=${kind}`} download data-testid="import-template">
            <DownloadOutlined /> {t('resource.importTemplate')}
          </a>
          <UploadField group="spreadsheet" value={fileId} onChange={setFileId} />
        </Space>
      )}
      {outcome === 'pending' && (
        <Result
          status="info"
          title={t('resource.importPending')}
          extra={
            <Button onClick={() => navigateTo(pageLink(DOWNLOADS_PAGE))}>
              {t('resource.openDownloads')}
            </Button>
          }
        />
      )}
      {outcome && outcome !== 'pending' && <ImportResult task={outcome} perRow={perRow} />}
    </Modal>
  );
}

function ImportResult({ task, perRow }: { task: ImportOutcome; perRow: boolean }) {
  const { t } = useTranslation();
  if (task.status === 'failed')
    return <Result status="error" title={t('resource.importFailed')} subTitle={task.error} />;
  const download = task.downloadUrl && (
    <a href={task.downloadUrl} download={task.fileName ?? undefined} data-testid="import-result-file">
      <DownloadOutlined /> {t('resource.importResultFile')}
    </a>
  );
  if (!task.badRowCount) {
    return (
      <Result
        status="success"
        title={t('resource.importDone', { count: task.rowCount ?? 0 })}
        extra={download}
      />
    );
  }
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }} data-testid="import-problems">
      <Alert
        type={perRow ? 'warning' : 'error'}
        showIcon
        title={
          perRow
            ? t('resource.importRefusedPerRow', {
                count: task.badRowCount,
                imported: (task.rowCount ?? 0) - task.badRowCount,
              })
            : t('resource.importRefused', { count: task.badRowCount })
        }
      />
      <Table
        size="small"
        rowKey="rowNo"
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        dataSource={task.problems}
        columns={[
          { title: t('resource.importRowNo'), dataIndex: 'rowNo', width: 80 },
          {
            title: t('resource.importReasons'),
            dataIndex: 'reasons',
            render: (reasons: string[]) => (
              <Typography.Text type="danger">{reasons.join('；')}</Typography.Text>
            ),
          },
        ]}
      />
      {download}
    </Space>
  );
}
