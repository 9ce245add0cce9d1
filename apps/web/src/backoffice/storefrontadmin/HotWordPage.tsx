import { PlusOutlined } from '@ant-design/icons';
import type { HotWordAdmin } from '@procuremart/contract';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEditing } from '../../resources/form-for';
import { ResourceList } from '../../resources/ResourceList';
import type { RowAction, ToolbarAction } from '../../resources/types';
import { HotWordForm } from './HotWordForm';
import { hotWordList, hotWordOrderActions, hotWordStatusActions } from './hot-word-resource';

/** Hot search words (operators): filters, add, edit, enable/disable one or many, move up/down, delete. */
export default function HotWordPage() {
  const { t } = useTranslation();
  const form = useEditing<HotWordAdmin>({ mode: 'create' });
  const rowActions: RowAction<HotWordAdmin>[] = [
    {
      key: 'edit',
      labelKey: 'hotWord.action.edit',
      run: (word) => form.edit({ mode: 'edit', record: word }),
    },
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
      onClick: () => form.edit({ mode: 'create' }),
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
      <HotWordForm {...form.props} />
    </>
  );
}
