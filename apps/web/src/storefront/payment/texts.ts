// The cashier's and the gateway's page titles, in the first load; the pages' own texts are in page-texts.ts.
import { defineTexts } from '../../i18n/define-texts';

export default defineTexts(
  {
    menu: { cartPayment: '收银台', payGateway: '支付网关' },
  },
  {
    menu: { cartPayment: 'Cashier', payGateway: 'Payment gateway' },
  },
);
