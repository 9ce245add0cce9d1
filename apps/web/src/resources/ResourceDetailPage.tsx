import type { DictCode, Machine, PageName, PageParams } from '@procuremart/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Result, Skeleton, Space, Tabs, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../app/session';
import { type PageOrPages, usePageParams } from '../app/tabs/page-params';
import { useTabTitle } from '../app/tabs/tab-title';
import { DictTag } from '../dictionaries/DictTag';
import { declaredColors } from '../dictionaries/dict-colors';
import { type Attachment, Attachments } from './Attachments';
import { type Glossary, labelKeyOf } from './glossary-label';
import { RowActions } from './RowActions';
import { statusMapOf, visibleRowActions } from './row-actions';
import { StatusTimeline } from './StatusTimeline';
import type {
  ColumnDescriptor,
  DetailEntry,
  DetailItem,
  DetailSection,
  HistoryEntry,
  Row,
  RowAction,
  StatusMap,
  ValueView,
} from './types';
import { useActionRunner } from './use-action-runner';
import { StatusTag, ValueOf } from './ValueView';

/** One inner tab: Descriptions sections, a table of lines, attachments, the status history, or its own body. */
export interface DetailTab<D extends Row> {
  key: string;
  labelKey: string;
  sections?: readonly DetailSection<D>[];
  /** Nested tables (e.g. order lines), see LinesTable. */
  lines?: (record: D) => ReactNode;
  attachments?: (record: D) => readonly Attachment[];
  /** The status history; its events are labelled from the page's machine unless `eventLabelKeys` name them. */
  history?: { of: (record: D) => readonly HistoryEntry[]; eventLabelKeys?: Record<string, string> };
  render?: (record: D) => ReactNode;
}

export interface ResourceDetailPageProps<D extends Row, N extends PageName = PageName> {
  /** The page shown (or the pages showing this design): its manifest declares the id parameter. */
  page: PageOrPages<N>;
  /** The page's query parameter holding the record's id (e.g. `brandId`). */
  idParam: keyof PageParams<N> & string;
  queryKey: (id: string) => readonly unknown[];
  load: (id: string) => Promise<D>;
  /** The domain's field glossary (`contract/src/glossaries`): the label of each item that names none. */
  glossary?: Glossary;
  /** Names the record in the header and the tab title. */
  recordTitle: (record: D) => string;
  /**
   * The header's status tag: labelled by the machine's states, or by a dictionary when `dict` is given. The
   * timeline's colours: `statusMap`, else the machine's states in the dictionary tag's colours.
   */
  status?: {
    of: (record: D) => string | number;
    statusMap?: StatusMap;
    dict?: { code: DictCode; colors?: Readonly<Record<string, string>> };
  };
  /** Key facts shown in the header. */
  facts?: readonly DetailEntry<D>[];
  /**
   * The record's list columns (its descriptor's `columns`): an item that names no view shows its field with
   * its column's view (a date and time, a dictionary tag), so a detail restates no formatting of its list.
   */
  columns?: readonly Pick<ColumnDescriptor<D>, 'field' | 'view'>[];
  tabs: readonly DetailTab<D>[];
  /** Footer actions; those bound to an event show only when the machine lets this user take them now. */
  actions?: readonly RowAction<D>[];
  machine?: Machine;
  /** Refreshed after an action (the domain's key). */
  invalidateKey: readonly unknown[];
  /** E.g. the edit form the footer opens. */
  children?: ReactNode;
}

interface SectionsProps<D extends Row> {
  sections: readonly DetailSection<D>[];
  record: D;
  glossary?: Glossary;
  views: ColumnViews<D>;
}

type ColumnViews<D extends Row> = ReadonlyMap<string, ValueView<D> | undefined>;

/** The entries as items: a bare field name, or an item without a view, gets its list column's view. */
function itemsOf<D extends Row>(entries: readonly DetailEntry<D>[], views: ColumnViews<D>): DetailItem<D>[] {
  return entries.map((entry) => {
    const item = typeof entry === 'string' ? { field: entry } : entry;
    return item.view ? item : { ...item, view: views.get(item.field) };
  });
}

function Sections<D extends Row>({ sections, record, glossary, views }: SectionsProps<D>) {
  const { t } = useTranslation();
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {sections.map((section) => (
        <Card key={section.titleKey} size="small" title={t(section.titleKey)}>
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2, lg: 3 }}
            items={itemsOf(section.items, views).map((item) => ({
              key: item.field,
              label: t(labelKeyOf(item.field, item.labelKey, glossary)),
              span: item.span,
              children: <ValueOf view={item.view} value={record[item.field]} row={record} />,
            }))}
          />
        </Card>
      ))}
    </Space>
  );
}

function tabBody<D extends Row>(
  tab: DetailTab<D>,
  record: D,
  statusMap: StatusMap,
  glossary: Glossary | undefined,
  machine: Machine | undefined,
  views: ColumnViews<D>,
): ReactNode {
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {tab.sections && <Sections sections={tab.sections} record={record} glossary={glossary} views={views} />}
      {tab.lines?.(record)}
      {tab.attachments && (
        <Card size="small">
          <Attachments items={tab.attachments(record)} />
        </Card>
      )}
      {tab.history && (
        <Card size="small">
          <StatusTimeline history={tab.history.of(record)} statusMap={statusMap} machine={machine} />
        </Card>
      )}
      {tab.render?.(record)}
    </Space>
  );
}

// The Pro footer bar: stays at the bottom of the content while the page scrolls.
const FOOTER_BAR = {
  position: 'sticky',
  bottom: 0,
  zIndex: 9,
  marginTop: 16,
  padding: '12px 24px',
  display: 'flex',
  justifyContent: 'flex-end',
  background: 'var(--ant-color-bg-container, #fff)',
  boxShadow: '0 -2px 8px rgba(0, 0, 0, 0.08)',
} as const;

/** A routed detail page (its own cached tab, the id in the query): header, inner tabs, footer actions. */
export function ResourceDetailPage<D extends Row, N extends PageName>(props: ResourceDetailPageProps<D, N>) {
  const {
    page,
    idParam,
    queryKey,
    load,
    recordTitle,
    status,
    facts = [],
    tabs,
    actions = [],
    machine,
  } = props;
  const { t } = useTranslation();
  const { kind, userInfo } = useSession();
  const id = (usePageParams(page) as Record<string, string | undefined>)[idParam] ?? '';
  const detail = useQuery({ queryKey: queryKey(id), queryFn: () => load(id), enabled: id !== '' });
  const runner = useActionRunner(props.invalidateKey);
  const record = detail.data;
  useTabTitle(record ? recordTitle(record) : undefined);

  if (id === '') return <Result status="404" title={t('resource.notFound')} />;
  if (detail.isError) {
    return (
      <Result
        status="error"
        title={t('resource.loadFailed')}
        subTitle={(detail.error as { respDesc?: string }).respDesc}
        extra={
          <Button type="primary" onClick={() => void detail.refetch()}>
            {t('resource.retry')}
          </Button>
        }
      />
    );
  }
  if (!record)
    return (
      <Card variant="borderless">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );

  const shownActions = visibleRowActions(actions, record, {
    kind,
    permissions: userInfo?.menuCodeList ?? [],
    machine,
    statusOf: status?.of,
  });
  const views: ColumnViews<D> = new Map(props.columns?.map((column) => [column.field, column.view]));
  const dictColors = status?.dict ? (status.dict.colors ?? declaredColors(status.dict.code)) : {};
  const statusMap = status?.statusMap ?? (machine ? statusMapOf(machine, dictColors) : {});
  return (
    <div className="pm-detail-page" data-testid="detail-page">
      {runner.element}
      {props.children}
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Card variant="borderless">
          <Space align="center" wrap style={{ marginBottom: facts.length ? 12 : 0 }}>
            <Typography.Title level={4} style={{ margin: 0 }} data-testid="detail-title">
              {recordTitle(record)}
            </Typography.Title>
            {status && (
              <span data-testid="detail-status">
                {status.dict ? (
                  <DictTag code={status.dict.code} value={status.of(record)} colors={status.dict.colors} />
                ) : (
                  <StatusTag value={status.of(record)} statusMap={statusMap} />
                )}
              </span>
            )}
          </Space>
          {facts.length > 0 && (
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2, lg: 4 }}
              items={itemsOf(facts, views).map((item) => ({
                key: item.field,
                label: t(labelKeyOf(item.field, item.labelKey, props.glossary)),
                children: <ValueOf view={item.view} value={record[item.field]} row={record} />,
              }))}
            />
          )}
        </Card>
        <Card variant="borderless" styles={{ body: { paddingTop: 4 } }}>
          <Tabs
            items={tabs.map((tab) => ({
              key: tab.key,
              label: t(tab.labelKey),
              children: tabBody(tab, record, statusMap, props.glossary, machine, views),
            }))}
          />
        </Card>
      </Space>
      {shownActions.length > 0 && (
        <div style={FOOTER_BAR} data-testid="detail-footer">
          <RowActions row={record} actions={shownActions} onRun={runner.run} variant="button" />
        </div>
      )}
    </div>
  );
}
