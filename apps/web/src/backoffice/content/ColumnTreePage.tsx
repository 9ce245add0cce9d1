import { PlusOutlined } from '@ant-design/icons';
import type { ContentColumnRow } from '@procuremart/contract';
import { useEditing } from '../../resources/form-for';
import { ResourceTree } from '../../resources/ResourceTree';
import type { RowAction } from '../../resources/types';
import { ColumnForm } from './ColumnForm';
import { columnStatusActions, columnTree, deleteColumnAction } from './column-tree';

/** Content columns (operators): search, add sub-columns under a top column, edit, enable/disable, delete. */
export default function ColumnTreePage() {
  const form = useEditing<ContentColumnRow, { parent: ContentColumnRow | null }>({
    mode: 'create',
    parent: null,
  });
  const rowActions: RowAction<ContentColumnRow>[] = [
    {
      key: 'addChild',
      labelKey: 'contentColumn.action.addChild',
      visible: (row) => row.level === 1 && row.status === 1,
      run: (row) => form.edit({ mode: 'create', parent: row }),
    },
    {
      key: 'edit',
      labelKey: 'contentColumn.action.edit',
      run: (row) => form.edit({ mode: 'edit', record: row }),
    },
    ...columnStatusActions.row,
    deleteColumnAction,
  ];
  const toolbar = [
    {
      key: 'createTop',
      labelKey: 'contentColumn.action.createTop',
      primary: true,
      icon: <PlusOutlined />,
      testId: 'content-column-create',
      onClick: () => form.edit({ mode: 'create', parent: null }),
    },
  ];
  return (
    <ResourceTree tree={columnTree} rowActions={rowActions} toolbar={toolbar}>
      <ColumnForm {...form.props} />
    </ResourceTree>
  );
}
