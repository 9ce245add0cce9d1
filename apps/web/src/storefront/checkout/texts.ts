// Checkout's page titles, in the first load (tabs, breadcrumbs and the document title show them before the page
// loads); the pages' own texts are in page-texts.ts.
import { defineTexts } from '../../i18n/define-texts';

export default defineTexts(
  {
    menu: { placeAnOrder: '确认订单', extPlaceAnOrder: '立即购买', placeAnOrderResults: '提交结果' },
  },
  {
    menu: { placeAnOrder: 'Confirm order', extPlaceAnOrder: 'Buy now', placeAnOrderResults: 'Order placed' },
  },
);
