import { getMyMerchantInfo, withdrawMerchantInfoChange } from '@procuremart/contract/refs';
import { api } from '../../api/client';
import { MerchantInfoForm } from './ChangeForms';
import { OwnInfoPage } from './OwnInfoPage';

const withdraw = (changeId: string) => api(withdrawMerchantInfoChange, { changeId });

/** A supplier's merchant base info (merchantInfoManage): on record, and its change waiting for audit. */
export default function MerchantInfoPage() {
  return (
    <OwnInfoPage
      kind="merchantInfo"
      load={() => api(getMyMerchantInfo, {})}
      withdraw={withdraw}
      form={MerchantInfoForm}
      texts="orgChange.merchant"
    />
  );
}
