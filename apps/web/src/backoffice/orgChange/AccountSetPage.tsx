import { getMyAccountSet } from '@procuremart/contract/refs';
import { api } from '../../api/client';
import { AccountSetForm } from './ChangeForms';
import { OwnInfoPage } from './OwnInfoPage';

/** An enterprise's account-set info (accountSetInfo): the approved version in use, and one waiting for audit. */
export default function AccountSetPage() {
  return (
    <OwnInfoPage
      kind="accountSet"
      load={() => api(getMyAccountSet, {})}
      form={AccountSetForm}
      texts="orgChange.accountSet"
    />
  );
}
