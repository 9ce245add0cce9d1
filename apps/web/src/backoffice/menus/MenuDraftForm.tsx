import { type MenuDraftRow, saveMenuDraft } from '@procuremart/contract';
import { queryMenuApps, queryMenuDraft } from '@procuremart/contract/refs';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { localName } from '../../i18n/local-name';
import { type Editing, formFor } from '../../resources/form-for';
import type { FieldDescriptor } from '../../resources/types';
import { menuKeys } from './keys';

interface MenuDraftValues {
  menuName: string;
  menuNameEn: string;
  sortNo: number;
  hidden: boolean;
  parentId?: string;
  appCode?: string;
}

/** The names and order of every menu; a page's group among the application's groups; a group's application. */
function useMenuFields(
  open: boolean,
  editing: Editing<MenuDraftRow, never>,
): FieldDescriptor<keyof MenuDraftValues>[] {
  const { i18n } = useTranslation();
  const record = editing.mode === 'edit' ? editing.record : null;
  const isGroup = record?.menuType === 'group';
  const appCode = record?.appCode ?? '';
  const apps = useQuery({
    queryKey: menuKeys.apps(),
    queryFn: () => api(queryMenuApps, {}),
    enabled: open && isGroup,
  });
  const draft = useQuery({
    queryKey: menuKeys.draft(appCode),
    queryFn: () => api(queryMenuDraft, { appCode }),
    enabled: open && record !== null && !isGroup,
  });
  const fields: FieldDescriptor<keyof MenuDraftValues>[] = [
    { kind: 'text', name: 'menuName', labelKey: 'menuManage.field.menuName' },
    { kind: 'text', name: 'menuNameEn', labelKey: 'menuManage.field.menuNameEn' },
    {
      kind: 'number',
      name: 'sortNo',
      labelKey: 'menuManage.field.sortNo',
      extraKey: 'menuManage.sortNoHint',
    },
    {
      kind: 'switch',
      name: 'hidden',
      labelKey: 'menuManage.field.hidden',
      extraKey: 'menuManage.hiddenHint',
    },
  ];
  if (isGroup)
    fields.push({
      kind: 'select',
      name: 'appCode',
      labelKey: 'menuManage.field.appCode',
      options: (apps.data?.apps ?? []).map((app) => ({
        value: app.appCode,
        label: `${localName(i18n.language, app.appName, app.appNameEn)} (${app.appCode})`,
      })),
    });
  else
    fields.push({
      kind: 'select',
      name: 'parentId',
      labelKey: 'menuManage.field.parentId',
      options: (draft.data?.rows ?? [])
        .filter((row) => row.menuType === 'group')
        .map((row) => ({ value: row.menuId, label: localName(i18n.language, row.menuName, row.menuNameEn) })),
    });
  return fields;
}

/** Edits one menu of the draft: users see nothing of it until the draft is published. */
export const MenuDraftForm = formFor(null, saveMenuDraft, {
  texts: 'menuManage',
  useFields: useMenuFields,
  values: (row: MenuDraftRow): MenuDraftValues => ({
    menuName: row.menuName,
    menuNameEn: row.menuNameEn,
    sortNo: row.sortNo,
    hidden: row.hidden,
    ...(row.menuType === 'group' ? { appCode: row.appCode } : { parentId: row.parentId ?? undefined }),
  }),
  updateInput: (values: MenuDraftValues, row: MenuDraftRow) => ({ ...values, menuId: row.menuId }),
  invalidate: menuKeys.all,
});
