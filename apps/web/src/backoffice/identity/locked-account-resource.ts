import { type LockedAccount, queryLockedAccounts } from '@procuremart/contract';
import { unlockAccount } from '@procuremart/contract/refs';
import { api } from '../../api/client';
import { defineList } from '../../resources/define-list';
import type { RowAction } from '../../resources/types';
import { identityKeys } from './keys';

/** Usernames locked now after five wrong passwords, the lock ending soonest first (operators). */
export const lockedAccountList = defineList(queryLockedAccounts, {
  listKey: 'lockedAccounts',
  titleKey: 'lockedAccounts.listTitle',
  rowKey: 'username',
  queryKey: identityKeys.lockedAccounts(),
  defaultSort: { field: 'lockedUntil', order: 'ASC' },
  emptyHintKey: 'lockedAccounts.emptyHint',
  pageSize: 20,
  columns: [
    { field: 'username', titleKey: 'lockedAccounts.field.username', sortField: 'username', width: 200 },
    { field: 'failCount', titleKey: 'lockedAccounts.field.failCount', width: 120 },
    {
      field: 'lockedUntil',
      titleKey: 'lockedAccounts.field.lockedUntil',
      view: { kind: 'datetime' },
      sortField: 'lockedUntil',
      width: 180,
    },
  ],
});

/** Unlocking asks first: the username may log in again at once, with a fresh count of attempts. */
export const lockedAccountActions: RowAction<LockedAccount>[] = [
  {
    key: 'unlock',
    labelKey: 'lockedAccounts.action.unlock',
    confirm: {
      titleKey: 'lockedAccounts.confirm.unlock',
      descriptionKey: 'lockedAccounts.confirm.unlockHint',
    },
    successKey: 'lockedAccounts.success.unlock',
    run: (row) => api(unlockAccount, { username: row.username }),
  },
];
