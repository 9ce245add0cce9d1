import { getMyAccountSet, withdrawAccountSet } from '@procuremart/contract/refs';
import { api } from '../../api/client';
import { AccountSetForm } from './ChangeForms';
import { OwnInfoPage } from './OwnInfoPage';

const withdraw = (changeId: string) => api(withdrawAccountSet, { changeId });

/** An enterprise's account-set info (accountSetInfo): the approved version in use, and one waiting for audit. */
export default function AccountSetPage() {
  return (
    <OwnInfoPage
      kind="accountSet"
      load={() => api(getMyAccountSet, {})}
      withdraw={withdraw}
      form={AccountSetForm}
      texts="orgChange.accountSet"
    />
  );
}
