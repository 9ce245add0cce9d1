// Texts the server puts in respDesc and the web shows under fields, in both languages, one file per centre.
// The web merges this catalogue into its i18n resources, so a key reads the same on both sides.
import { DEFAULT_LOCALE, type Locale } from './catalogue';
import { cfcMessages } from './cfc';
import { cfcFileMessages } from './cfc-files';
import { commonMessages } from './common';
import { pebBuyerOrderMessages } from './peb-buyer-orders';
import { pebCheckoutMessages } from './peb-checkout';
import { pebOrderQueryMessages } from './peb-order-query';
import { pebOrderMessages } from './peb-orders';
import { pebPaymentMessages } from './peb-payment';
import { pebReceivingMessages } from './peb-receiving';
import { pebSalesMessages } from './peb-sales';
import { uccMessages } from './ucc';
import { uccBrandAuthMessages } from './ucc-brand-auth';
import { uccCategoryMessages } from './ucc-categories';
import { uccCommodityMessages } from './ucc-commodity';
import { uccGoodsFileMessages } from './ucc-goods-files';
import { uccGroupMessages } from './ucc-groups';
import { uccMonitoringMessages } from './ucc-monitoring';
import { uccPricingMessages } from './ucc-pricing';
import { uccStorefrontAdminMessages } from './ucc-storefront-admin';
import { uccVisibilityMessages } from './ucc-visibility';
import { umcMessages } from './umc';
import { umcAddressMessages } from './umc-addresses';
import { uscMessages } from './usc';

export { type Catalogue, DEFAULT_LOCALE, LOCALES, type Locale } from './catalogue';
/** The common centre's texts alone (the web's first bundle carries only these). */
export { commonMessages };

/** The centres' catalogues; a key belongs to exactly one (a unit test checks). */
export const centreMessages = {
  common: commonMessages,
  ucc: uccMessages,
  usc: uscMessages,
  umc: umcMessages,
  cfc: cfcMessages,
  cfcFiles: cfcFileMessages,
  umcAddresses: umcAddressMessages,
  pebOrders: pebOrderMessages,
  pebBuyerOrders: pebBuyerOrderMessages,
  pebPayment: pebPaymentMessages,
  pebReceiving: pebReceivingMessages,
  pebCheckout: pebCheckoutMessages,
  pebOrderQuery: pebOrderQueryMessages,
  pebSales: pebSalesMessages,
  uccCommodity: uccCommodityMessages,
  uccPricing: uccPricingMessages,
  uccBrandAuth: uccBrandAuthMessages,
  uccStorefrontAdmin: uccStorefrontAdminMessages,
  uccVisibility: uccVisibilityMessages,
  uccGoodsFiles: uccGoodsFileMessages,
  uccMonitoring: uccMonitoringMessages,
  uccGroups: uccGroupMessages,
  uccCategories: uccCategoryMessages,
} as const;

export const messages = {
  ...commonMessages,
  ...uccMessages,
  ...uscMessages,
  ...umcMessages,
  ...cfcMessages,
  ...cfcFileMessages,
  ...umcAddressMessages,
  ...pebOrderMessages,
  ...pebBuyerOrderMessages,
  ...pebPaymentMessages,
  ...pebReceivingMessages,
  ...pebCheckoutMessages,
  ...pebOrderQueryMessages,
  ...pebSalesMessages,
  ...uccCommodityMessages,
  ...uccPricingMessages,
  ...uccBrandAuthMessages,
  ...uccStorefrontAdminMessages,
  ...uccVisibilityMessages,
  ...uccGoodsFileMessages,
  ...uccMonitoringMessages,
  ...uccGroupMessages,
  ...uccCategoryMessages,
};

export type MessageKey = keyof typeof messages;

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(messages, key);
}

/** Resolves a message key (with {{placeholders}}) in a locale; unknown keys come back as they are. */
export function formatMessage(
  key: string,
  locale: Locale,
  params: Record<string, string | number> = {},
): string {
  const template = isMessageKey(key) ? messages[key][locale] : key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** Picks zh-CN or en-US from an Accept-Language style header; zh-CN unless English comes first. */
export function pickLocale(header: string | undefined | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  return header.trim().toLowerCase().startsWith('en') ? 'en-US' : DEFAULT_LOCALE;
}
