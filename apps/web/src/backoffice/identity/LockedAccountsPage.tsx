import { ResourceList } from '../../resources/ResourceList';
import { lockedAccountActions, lockedAccountList } from './locked-account-resource';

/** Locked accounts (operators): usernames locked by wrong passwords, each unlocked after confirming. */
export default function LockedAccountsPage() {
  return <ResourceList descriptor={lockedAccountList} rowActions={lockedAccountActions} />;
}
