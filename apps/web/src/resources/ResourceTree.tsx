import { CheckOutlined, DragOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Input, Result, Space, Table } from 'antd';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../app/session';
import { CARD_TABLE, LIST_CARD } from './card-table';
import type { TreeDescriptor } from './define-tree';
import { ReorderTree } from './ReorderTree';
import { RowActions } from './RowActions';
import { visibleRowActions } from './row-actions';
import { tableColumns } from './table-columns';
import { ToolbarButtons } from './toolbar-buttons';
import { branchKeys, fieldsContain, nestRows, type TreeNode } from './tree-rows';
import type { Row, RowAction, ToolbarAction } from './types';
import { useActionRunner } from './use-action-runner';
import { useTreeReorder } from './use-tree-reorder';

/** The tree's data (the call's whole answer), shared with the page's own pieces through the query cache. */
export function useTreeData<N extends Row, D>(tree: TreeDescriptor<N, D>) {
  return useQuery({ queryKey: tree.queryKey, queryFn: tree.load });
}

export interface ResourceTreeProps<N extends Row, D> {
  tree: TreeDescriptor<N, D>;
  rowActions?: RowAction<N>[];
  toolbar?: ToolbarAction[];
  /** The page's dialogs (forms, editors) rendered beside the tree. */
  children?: ReactNode;
}

/**
 * A tree page body: the whole tree in a tree table (children open on demand), a search as the user types
 * that keeps the matching branches open, row actions the machine and each action allow, and the empty, loading and error
 * states; at phone width rows become cards like every list. A tree that may be reordered also offers move
 * up / move down on each row and a reorder view where rows are dragged among their siblings.
 */
export function ResourceTree<N extends Row, D>({
  tree,
  rowActions = [],
  toolbar = [],
  children,
}: ResourceTreeProps<N, D>) {
  const { t } = useTranslation();
  const { kind, userInfo } = useSession();
  const context = {
    kind,
    permissions: userInfo?.menuCodeList ?? [],
    machine: tree.machine,
    statusOf: tree.statusOf,
  };
  const query = useTreeData(tree);
  const runner = useActionRunner(tree.queryKey);
  const [searched, setSearched] = useState('');
  const [expanded, setExpanded] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const rows = useMemo(() => (query.data === undefined ? [] : tree.rowsOf(query.data)), [query.data, tree]);
  const reorder = useTreeReorder(tree, rows);
  const nest = useCallback(
    (matches?: (row: N) => boolean) =>
      nestRows(rows, { key: tree.rowKey, parentKey: tree.parentKey, order: reorder.order, matches }),
    [rows, tree.rowKey, tree.parentKey, reorder.order],
  );
  const nodes = useMemo(() => {
    const search = tree.search;
    return nest(search && searched.trim() ? (row) => fieldsContain(row, search.fields, searched) : undefined);
  }, [nest, searched, tree.search]);

  const columns = tableColumns<TreeNode<N>>(tree.columns, undefined, t, {
    titleKey: 'resource.actions',
    width: tree.actionsWidth,
    render: (row) => (
      <span data-testid={`tree-actions-${String(row[tree.rowKey])}`}>
        <RowActions
          row={row}
          actions={visibleRowActions([...rowActions, ...reorder.moveActions], row, context)}
          onRun={runner.run}
        />
      </span>
    ),
  });

  const dragToggle: ToolbarAction = {
    key: 'reorder',
    labelKey: dragging ? 'resource.reorder.done' : 'resource.reorder.start',
    icon: dragging ? <CheckOutlined /> : <DragOutlined />,
    testId: 'tree-reorder',
    onClick: () => setDragging((now) => !now),
  };
  const extra = (
    <Space wrap style={{ justifyContent: 'flex-end' }}>
      {tree.search && !dragging && (
        <Input.Search
          allowClear
          aria-label={t(tree.search.placeholderKey)}
          placeholder={t(tree.search.placeholderKey)}
          onSearch={setSearched}
          onChange={(e) => setSearched(e.target.value)}
          style={{ width: 240, maxWidth: '100%' }}
          data-testid="tree-search"
        />
      )}
      <ToolbarButtons actions={tree.reorder ? [dragToggle, ...toolbar] : toolbar} />
    </Space>
  );

  const searching = searched.trim() !== '';
  return (
    <Card
      variant="borderless"
      className={LIST_CARD}
      title={t(tree.titleKey)}
      extra={extra}
      styles={{ title: { minWidth: 96 } }}
    >
      {query.isError ? (
        <Result
          status="error"
          title={t(tree.loadFailedKey ?? 'resource.loadFailed')}
          subTitle={t('resource.loadFailedHint')}
          extra={<Button onClick={() => void query.refetch()}>{t('resource.retry')}</Button>}
        />
      ) : dragging && tree.reorder ? (
        <ReorderTree
          nodes={nest()}
          rowKey={tree.rowKey}
          parentKey={tree.parentKey}
          labelField={tree.reorder.labelField}
          siblingKeys={reorder.siblingKeys}
          place={reorder.place}
          saving={reorder.saving}
          expandedKeys={expanded}
          onExpand={setExpanded}
        />
      ) : (
        <Table<TreeNode<N>>
          className={CARD_TABLE}
          rowKey={tree.rowKey}
          size="middle"
          columns={columns}
          dataSource={nodes}
          loading={query.isLoading}
          pagination={false}
          scroll={{ x: 'max-content' }}
          expandable={{
            expandedRowKeys: searching ? branchKeys(nodes, tree.rowKey) : expanded,
            onExpandedRowsChange: (keys) => setExpanded(keys.map(String)),
          }}
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={t(searching ? (tree.noMatchKey ?? 'resource.emptyHint') : tree.emptyHintKey)}
              />
            ),
          }}
        />
      )}
      {children}
      {runner.element}
    </Card>
  );
}
