import { PlusOutlined } from '@ant-design/icons';
import type { HotWordAdmin } from '@procuremart/contract';
import { Alert } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '../../resources/ResourceList';
import type { RowAction, ToolbarAction } from '../../resources/types';
import { type HotWordEditing, HotWordForm } from './HotWordForm';
import { hotWordList, hotWordOrderActions, hotWordStatusActions } from './hot-word-resource';

/** Hot search words (operators): filters, add, edit, enable/disable one or many, move up/down, delete. */
export default function HotWordPage() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<HotWordEditing>({ mode: 'create' });
  const [formOpen, setFormOpen] = useState(false);
  const openForm = (next: HotWordEditing) => {
    setEditing(next);
    setFormOpen(true);
  };
  const rowActions: RowAction<HotWordAdmin>[] = [
    { key: 'edit', labelKey: 'hotWord.action.edit', run: (word) => openForm({ mode: 'edit', word }) },
    ...hotWordStatusActions.row,
    ...hotWordOrderActions,
  ];
  const toolbar: ToolbarAction[] = [
    {
      key: 'create',
      labelKey: 'hotWord.action.create',
      primary: true,
      icon: <PlusOutlined />,
      testId: 'hot-word-create',
      onClick: () => openForm({ mode: 'create' }),
    },
  ];
  return (
    <>
      <Alert type="info" showIcon title={t('hotWord.settingsHint')} style={{ marginBottom: 12 }} />
      <ResourceList
        descriptor={hotWordList}
        toolbar={toolbar}
        rowActions={rowActions}
        bulkActions={hotWordStatusActions.bulk}
      />
      <HotWordForm open={formOpen} editing={editing} onClose={() => setFormOpen(false)} />
    </>
  );
}
