import { type MenuAppRow, saveMenuApp } from '@procuremart/contract';
import { type Editing, formFor } from '../../resources/form-for';
import type { FieldDescriptor } from '../../resources/types';
import { menuKeys } from './keys';

interface MenuAppValues {
  appCode: string;
  appName: string;
  appNameEn: string;
  sortNo: number;
}

const fields = (editing: Editing<MenuAppRow, object>): FieldDescriptor<keyof MenuAppValues>[] => [
  // The code is given once, when the application is created.
  ...(editing.mode === 'create'
    ? [
        {
          kind: 'text',
          name: 'appCode',
          labelKey: 'menuApp.field.appCode',
          extraKey: 'menuApp.codeHint',
        } as const,
      ]
    : []),
  { kind: 'text', name: 'appName', labelKey: 'menuApp.field.appName' },
  { kind: 'text', name: 'appNameEn', labelKey: 'menuApp.field.appNameEn' },
  { kind: 'number', name: 'sortNo', labelKey: 'menuApp.field.sortNo' },
];

/** Creates an application or renames one; its rules are saveMenuApp's input schema. */
export const MenuAppForm = formFor(saveMenuApp, saveMenuApp, {
  texts: 'menuApp',
  fields,
  blank: { sortNo: 0 },
  values: ({ appCode, appName, appNameEn, sortNo }: MenuAppRow): MenuAppValues => ({
    appCode,
    appName,
    appNameEn,
    sortNo,
  }),
  updateInput: (values: MenuAppValues, row: MenuAppRow) => ({
    ...values,
    appCode: row.appCode,
    appId: row.appId,
  }),
  invalidate: menuKeys.all,
});
