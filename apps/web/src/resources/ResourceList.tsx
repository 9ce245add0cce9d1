import { DownloadOutlined, ReloadOutlined, UploadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Form, Result, Space, Table, type TableProps, Tabs, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../app/session';
import { useTabQuery } from '../app/tabs/tab-title';
import { CARD_TABLE, LIST_CARD } from './card-table';
import { ColumnSettings, useColumnSettings } from './column-settings';
import { FilterForm } from './FilterForm';
import { ImportDialog } from './ImportDialog';
import { listQueryInput, toListFilters, toSortState } from './list-query';
import { pageAction } from './page-view';
import { RowActions } from './RowActions';
import { bulkActionEnabled, offeredBulkActions, rowSelectable, visibleRowActions } from './row-actions';
import { tableColumns } from './table-columns';
import { summaryRow } from './table-summary';
import { ToolbarButtons } from './toolbar-buttons';
import type { BulkAction, ListDescriptor, Row, RowAction, SortState, ToolbarAction } from './types';
import { useActionRunner } from './use-action-runner';
import { DOWNLOADS_PAGE, useExportTask } from './use-export-task';

export interface ResourceListProps<R extends Row> {
  descriptor: ListDescriptor<R>;
  toolbar?: ToolbarAction[];
  rowActions?: RowAction<R>[];
  /** Actions on the selected rows; giving any turns row selection on. */
  bulkActions?: BulkAction<R>[];
}

const PAGE_SIZES = ['10', '20', '50', '100'];
const REFRESH_WHILE_CHANGING_MS = 2000;

/** A list page body: filters, toolbar, server-paged sortable table with selection, sums and column settings. */
export function ResourceList<R extends Row>({
  descriptor,
  toolbar = [],
  rowActions: ownRowActions = [],
  bulkActions = [],
}: ResourceListProps<R>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rowActions = descriptor.view
    ? [pageAction(navigate, descriptor.view), ...ownRowActions]
    : ownRowActions;
  const { kind, userInfo } = useSession();
  const permissions = userInfo?.menuCodeList ?? [];
  const context = { kind, permissions, machine: descriptor.machine, statusOf: descriptor.statusOf };
  const [form] = Form.useForm();
  const filters = descriptor.filters ?? [];
  // Component state, not the URL: the page lives in a cached tab and keeps it while hidden.
  const [applied, setApplied] = useState<Record<string, unknown>>({});
  const [page, setPage] = useState({ pageNo: 1, pageSize: descriptor.pageSize ?? 10 });
  const [sort, setSort] = useState<SortState | undefined>(descriptor.defaultSort);
  const [selected, setSelected] = useState<R[]>([]);
  const tabs = descriptor.tabs;
  // A link may name the tab to open on (`?tab=`, e.g. a workbench to-do); the first tab otherwise.
  const linkedTab = useTabQuery().tab;
  const known = (value: string | undefined) => tabs?.items.some((item) => item.value === value) ?? false;
  const [tab, setTab] = useState(known(linkedTab) ? linkedTab : tabs?.items[0]?.value);
  // The chosen tab is one more filter: of the page, of the export.
  const filtering = tabs && tab !== undefined ? { ...applied, [tabs.filter]: tab } : applied;
  const settings = useColumnSettings(descriptor.columns, userInfo?.userId, descriptor.listKey);
  const input = listQueryInput(page, sort, filtering);
  const list = useQuery({
    queryKey: [...descriptor.queryKey, 'list', input],
    queryFn: () => descriptor.query(input),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      descriptor.refreshWhile?.(query.state.data?.rows ?? []) ? REFRESH_WHILE_CHANGING_MS : false,
  });
  const exportTask = useExportTask(descriptor.exportKind, permissions);
  const [importing, setImporting] = useState(false);
  const importOffered = Boolean(descriptor.importKind) && permissions.includes(DOWNLOADS_PAGE);
  const runner = useActionRunner(descriptor.queryKey);
  const offeredBulk = offeredBulkActions(bulkActions, context);

  const tabCounts = (list.data as { tabCounts?: Record<string, number> } | undefined)?.tabCounts;
  const chooseTab = (next: string) => {
    setTab(next);
    setSelected([]);
    setPage((current) => ({ ...current, pageNo: 1 }));
  };
  // Followed again while the page stays open in its tab.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new link's tab moves it
  useEffect(() => {
    if (linkedTab !== undefined && known(linkedTab)) chooseTab(linkedTab);
  }, [linkedTab]);
  const total = list.data?.total ?? 0;
  const rows = list.data?.rows ?? [];
  useEffect(() => {
    // A change emptied the last page: step back to the page that now holds the last rows.
    if (rows.length === 0 && total > 0 && page.pageNo > 1) {
      setPage((current) => ({ ...current, pageNo: Math.max(1, Math.ceil(total / current.pageSize)) }));
    }
  }, [rows.length, total, page.pageNo]);
  // Selected rows are re-read from the current page, so a bulk action judges their current status.
  const rowKey = descriptor.rowKey;
  const selectedNow = rows.filter((row) => selected.some((s) => s[rowKey] === row[rowKey]));

  const search = (values: Record<string, unknown>) => {
    const next = toListFilters(filters, values);
    if (JSON.stringify(next) === JSON.stringify(applied) && page.pageNo === 1) void list.refetch();
    setApplied(next);
    setPage((current) => ({ ...current, pageNo: 1 }));
  };
  const reset = () => {
    form.resetFields();
    setApplied({});
    setSort(descriptor.defaultSort);
    setPage((current) => ({ ...current, pageNo: 1 }));
  };

  const onTableChange: TableProps<R>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort' && !Array.isArray(sorter)) {
      const column = descriptor.columns.find((c) => c.field === sorter.columnKey);
      setSort(toSortState(column?.sortField, sorter.order) ?? descriptor.defaultSort);
      setPage((current) => ({ ...current, pageNo: 1 }));
    } else if (extra.action === 'paginate') {
      const pageSize = pagination.pageSize ?? page.pageSize;
      setPage({ pageNo: pageSize === page.pageSize ? (pagination.current ?? 1) : 1, pageSize });
    }
  };

  const actionsColumn = rowActions.length
    ? {
        titleKey: 'resource.actions',
        render: (row: R) => (
          <RowActions row={row} actions={visibleRowActions(rowActions, row, context)} onRun={runner.run} />
        ),
      }
    : undefined;
  const columns = tableColumns(settings.shown, sort, t, actionsColumn);
  const selectable = offeredBulk.length > 0;
  // The primary action sits rightmost (ARCHITECTURE "Look and feel").

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {runner.element}
      {descriptor.importKind && (
        <ImportDialog
          kind={descriptor.importKind}
          open={importing}
          onClose={() => setImporting(false)}
          invalidateKey={descriptor.queryKey}
        />
      )}
      {filters.length > 0 && (
        <Card variant="borderless" styles={{ body: { paddingBottom: 0 } }}>
          <FilterForm form={form} filters={filters} onSearch={search} onReset={reset} />
        </Card>
      )}
      <Card
        variant="borderless"
        className={LIST_CARD}
        title={t(descriptor.titleKey)}
        // On a narrow screen the toolbar wraps rather than squeezing the title out (at phone width it goes
        // under the title: card-table.css).
        styles={{ title: { minWidth: 96 } }}
        extra={
          <Space wrap style={{ justifyContent: 'flex-end' }}>
            <Tooltip title={t('resource.refresh')}>
              <Button
                type="text"
                icon={<ReloadOutlined />}
                aria-label={t('resource.refresh')}
                onClick={() => void list.refetch()}
              />
            </Tooltip>
            <ColumnSettings
              columns={descriptor.columns}
              hidden={settings.hidden}
              onChange={settings.setHidden}
            />
            {offeredBulk.map((action) => (
              <Button
                key={action.key}
                danger={action.danger}
                disabled={!bulkActionEnabled(action, selectedNow, context)}
                data-testid={`action-${action.key}`}
                onClick={() => void runner.run(action, selectedNow)}
              >
                {t(action.labelKey)}
              </Button>
            ))}
            {importOffered && (
              <Button icon={<UploadOutlined />} data-testid="list-import" onClick={() => setImporting(true)}>
                {t('resource.import')}
              </Button>
            )}
            {exportTask.offered && (
              <Button
                icon={<DownloadOutlined />}
                data-testid="list-export"
                loading={exportTask.committing}
                onClick={() =>
                  void exportTask.commit(descriptor.exportFilters?.(filtering) ?? filtering, sort)
                }
              >
                {t('resource.export')}
              </Button>
            )}
            <ToolbarButtons actions={toolbar} />
          </Space>
        }
      >
        {tabs && (
          <Tabs
            data-testid="list-tabs"
            activeKey={tab}
            onChange={chooseTab}
            items={tabs.items.map((item) => ({
              key: item.value,
              label: `${t(item.labelKey)}${tabCounts?.[item.value] === undefined ? '' : ` (${tabCounts[item.value]})`}`,
            }))}
          />
        )}
        {list.isError ? (
          <Result
            status="error"
            title={t('resource.loadFailed')}
            subTitle={(list.error as { respDesc?: string }).respDesc ?? t('resource.loadFailedHint')}
            extra={
              <Button type="primary" onClick={() => void list.refetch()} data-testid="list-retry">
                {t('resource.retry')}
              </Button>
            }
          />
        ) : (
          <Table<R>
            className={CARD_TABLE}
            rowKey={rowKey}
            columns={columns}
            dataSource={rows}
            loading={list.isFetching}
            onChange={onTableChange}
            scroll={{ x: 'max-content' }}
            rowSelection={
              selectable
                ? {
                    selectedRowKeys: selectedNow.map((row) => row[rowKey] as string),
                    onChange: (_keys, picked) => setSelected(picked),
                    getCheckboxProps: (row) => ({ disabled: !rowSelectable(offeredBulk, row, context) }),
                  }
                : undefined
            }
            summary={summaryRow(settings.shown, selectable, t)}
            locale={{
              // Before the first answer the spinner shows alone: "nothing matches" would be a claim not yet made.
              emptyText: list.isPending ? (
                <div className="pm-list-waiting" style={{ minHeight: 96 }} data-testid="list-waiting" />
              ) : (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={
                    <Space orientation="vertical" size={4}>
                      <span>{t('resource.empty')}</span>
                      <span style={{ fontSize: 12, opacity: 0.65 }}>
                        {t(descriptor.emptyHintKey ?? 'resource.emptyHint')}
                      </span>
                    </Space>
                  }
                />
              ),
            }}
            pagination={{
              current: page.pageNo,
              pageSize: page.pageSize,
              total,
              showSizeChanger: true,
              pageSizeOptions: PAGE_SIZES,
              showTotal: (count) => t('resource.total', { total: count }),
            }}
          />
        )}
      </Card>
    </Space>
  );
}
