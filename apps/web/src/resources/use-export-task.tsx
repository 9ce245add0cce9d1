import { type ExportKind, type PageName, pageLink } from '@procuremart/contract';
import { commitDownloadTask } from '@procuremart/contract/refs';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client';
import { feedback } from '../app/feedback';
import { navigateTo } from '../app/navigator';
import { showErrorNotice } from './show-error-notice';
import type { SortState } from './types';

export const DOWNLOADS_PAGE = 'myDownloads' satisfies PageName;

/**
 * The list's export (SPEC §7 file download task): commits a task with the list's applied filters and sort,
 * then tells the user the file will be in My downloads. Offered when the list declares an export kind and
 * the user has My downloads; the server checks the list's own permission again.
 */
export function useExportTask(kind: ExportKind | undefined, permissions: readonly string[]) {
  const { t } = useTranslation();
  const [committing, setCommitting] = useState(false);
  const commit = async (filters: Record<string, unknown>, sort: SortState | undefined) => {
    if (!kind) return;
    setCommitting(true);
    try {
      await api(
        commitDownloadTask,
        { kind, filters: sort ? { ...filters, sort } : filters },
        { notify: false },
      );
      const key = `export-${Date.now()}`;
      feedback.notification.success({
        key,
        title: t('resource.exportQueued'),
        description: t('resource.exportQueuedHint'),
        actions: (
          <Button
            type="primary"
            size="small"
            data-testid="open-downloads"
            onClick={() => {
              feedback.notification.destroy(key);
              navigateTo(pageLink(DOWNLOADS_PAGE));
            }}
          >
            {t('resource.openDownloads')}
          </Button>
        ),
      });
    } catch (error) {
      showErrorNotice(error);
    } finally {
      setCommitting(false);
    }
  };
  return { offered: Boolean(kind) && permissions.includes(DOWNLOADS_PAGE), committing, commit };
}
