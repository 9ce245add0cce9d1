import { getMyMerchantInfo } from '@procuremart/contract/refs';
import { api } from '../../api/client';
import { MerchantInfoForm } from './ChangeForms';
import { OwnInfoPage } from './OwnInfoPage';

/** A supplier's merchant base info (merchantInfoManage): on record, and its change waiting for audit. */
export default function MerchantInfoPage() {
  return (
    <OwnInfoPage
      kind="merchantInfo"
      load={() => api(getMyMerchantInfo, {})}
      form={MerchantInfoForm}
      texts="orgChange.merchant"
    />
  );
}
