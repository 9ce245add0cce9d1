import { lazy } from 'react';
import { withContractTexts } from '../i18n/contract-texts';
import { withDomainTexts, withTextsOf } from '../i18n/domain-texts';
import { backOfficeRoutes } from './back-office-routes';
import { CHANGE_PASSWORD_PATH, HOME_PATH, HOME_ROUTE, LOGIN_PATH } from './route-paths';
import type { RouteEntry } from './route-types';

export type { RouteEntry } from './route-types';

const ExceptionPage403 = lazy(() => import('./exceptions/Forbidden'));
const ExceptionPage404 = lazy(() => import('./exceptions/NotFound'));
// Its buy box buys now (checkout's texts).
const GoodsDetailPage = lazy(withTextsOf(['checkout'], () => import('../storefront/detail/GoodsDetailPage')));
const SettlementPage = lazy(() => import('../storefront/checkout/SettlementPage'));
// The sign-in pages carry the accounts domain's texts (SMS and QR sign-in, the picture code, forgotten password);
// the forgotten-password and supplier sign-in pages come in the login page's chunk.
const loginPages = () => import('../storefront/auth/LoginPage');
const LoginPage = lazy(loginPages);
const ForgotPasswordPage = lazy(() => loginPages().then((m) => ({ default: m.ForgotPasswordPage })));
const SupplierLoginPage = lazy(() => loginPages().then((m) => ({ default: m.SupplierLoginPage })));

/**
 * THE route registry: every page once, back-office pages from the manifests. Router, guard, menu, breadcrumbs,
 * tabs and titles read it.
 */
export const routes: RouteEntry[] = [
  {
    name: 'shopping',
    path: '/',
    titleKey: 'menu.shopping',
    component: lazy(() => import('../storefront/ShoppingLandingPage')),
    public: true,
    layout: 'storefront',
  },
  {
    name: 'list',
    path: '/list',
    titleKey: 'menu.list',
    component: lazy(withContractTexts(() => import('../storefront/list/GoodsListPage'))),
    public: true,
    layout: 'storefront',
  },
  {
    name: 'ecDetail',
    path: '/ecDetail/:skuId/:supplierShopId/:supplierId',
    titleKey: 'menu.ecDetail',
    component: GoodsDetailPage,
    public: true,
    layout: 'storefront',
  },
  {
    name: 'unagrdetail',
    path: '/unagrdetail/:skuId/:supplierShopId/:supplierId',
    titleKey: 'menu.unagrdetail',
    component: GoodsDetailPage,
    public: true,
    layout: 'storefront',
  },
  {
    name: 'shopList',
    path: '/shopList',
    titleKey: 'menu.shopList',
    component: lazy(withContractTexts(() => import('../storefront/shop/ShopListPage'))),
    public: true,
    layout: 'storefront',
  },
  {
    name: 'shopIndex',
    path: '/shopIndex',
    titleKey: 'menu.shopIndex',
    component: lazy(withContractTexts(() => import('../storefront/shop/ShopIndexPage'))),
    public: true,
    layout: 'storefront',
  },
  {
    name: 'shopGoodList',
    path: '/shopGoodList',
    titleKey: 'menu.shopGoodList',
    component: lazy(withContractTexts(() => import('../storefront/shop/ShopGoodListPage'))),
    public: true,
    layout: 'storefront',
  },
  {
    name: 'cart',
    path: '/cart',
    titleKey: 'menu.cart',
    component: lazy(withTextsOf(['checkout'], () => import('../storefront/cart/CartPage'))),
    public: true,
    layout: 'storefront',
  },
  // The cashier and the simulated gateway: logged-in purchasers, in the storefront frame.
  {
    name: 'cartPayment',
    path: '/cartPayment',
    titleKey: 'menu.cartPayment',
    component: lazy(withTextsOf(['payment'], () => import('../storefront/payment/CashierPage'))),
    hidden: true,
    layout: 'storefront',
  },
  {
    name: 'payGateway',
    path: '/payGateway',
    titleKey: 'menu.payGateway',
    component: lazy(withTextsOf(['payment'], () => import('../storefront/payment/GatewayPage'))),
    hidden: true,
    layout: 'storefront',
  },
  {
    name: 'fastOrder',
    path: '/fastOrder',
    titleKey: 'menu.fastOrder',
    component: lazy(withContractTexts(() => import('../storefront/quick-order/FastOrderPage'))),
    public: true,
    layout: 'storefront',
  },
  {
    name: 'placeAnOrder',
    path: '/placeAnOrder',
    titleKey: 'menu.placeAnOrder',
    component: withDomainTexts(['addresses', 'checkout'], SettlementPage),
    public: true,
    layout: 'storefront',
  },
  {
    name: 'extPlaceAnOrder',
    path: '/extPlaceAnOrder',
    titleKey: 'menu.extPlaceAnOrder',
    component: withDomainTexts(['addresses', 'checkout'], SettlementPage),
    public: true,
    layout: 'storefront',
  },
  {
    name: 'placeAnOrderResults',
    path: '/placeAnOrderResults',
    titleKey: 'menu.placeAnOrderResults',
    component: lazy(
      withTextsOf(['checkout', 'payment'], () => import('../storefront/checkout/OrderResultPage')),
    ),
    public: true,
    layout: 'storefront',
  },
  {
    name: 'login',
    path: LOGIN_PATH,
    titleKey: 'menu.login',
    component: withDomainTexts('accounts', LoginPage),
    noAuth: true,
    layout: 'bare',
  },
  {
    name: 'forgotPassword',
    path: '/forgotPassword',
    titleKey: 'menu.forgotPassword',
    component: withDomainTexts('accounts', ForgotPasswordPage),
    noAuth: true,
    layout: 'bare',
  },
  {
    name: 'supplierLogin',
    path: '/supplierLogin',
    titleKey: 'menu.supplierLogin',
    component: withDomainTexts('accounts', SupplierLoginPage),
    noAuth: true,
    layout: 'bare',
  },
  {
    // EPWD: a user whose password an administrator set or reset changes it here first (no menus load before).
    name: 'changePassword',
    path: CHANGE_PASSWORD_PATH,
    titleKey: 'menu.changePassword',
    component: withDomainTexts(
      'members',
      lazy(() => import('../backoffice/members/ForcedPasswordPage')),
    ),
    noAuth: true,
    layout: 'bare',
  },
  {
    name: 'register',
    path: '/register',
    titleKey: 'menu.register',
    component: lazy(withContractTexts(() => import('../storefront/auth/RegisterPage'))),
    noAuth: true,
    layout: 'bare',
  },
  {
    name: 'error403',
    path: '/403',
    titleKey: 'menu.error403',
    component: ExceptionPage403,
    public: true,
    layout: 'bare',
  },
  {
    name: 'error404',
    path: '/404',
    titleKey: 'menu.error404',
    component: ExceptionPage404,
    public: true,
    layout: 'bare',
  },
  {
    name: 'error500',
    path: '/500',
    titleKey: 'menu.error500',
    component: lazy(() => import('./exceptions/ServerError')),
    public: true,
    layout: 'bare',
  },
  {
    name: 'index',
    path: '/index',
    titleKey: 'menu.index',
    redirect: HOME_PATH,
    hidden: true,
    layout: 'backoffice',
  },
  {
    name: HOME_ROUTE,
    path: HOME_PATH,
    titleKey: 'menu.memberCenter',
    // The workbench's texts are menu management's (its common menus).
    component: withDomainTexts(
      'menus',
      lazy(() => import('../backoffice/identity/MemberCenterPage')),
    ),
    cache: true,
    closable: false,
    layout: 'backoffice',
  },
  // SPEC §2: messages open to every logged-in user without menu entitlement (no menu code, so no guard), and
  // to visitors, who read the platform-wide ones in the storefront frame.
  {
    name: 'messageList',
    path: '/messageList',
    titleKey: 'menu.messageList',
    component: withDomainTexts(
      'messages',
      lazy(() => import('../backoffice/messages/MessageListPage')),
    ),
    public: true,
    cache: true,
    hidden: true,
    layout: 'backoffice',
    visitorLayout: 'storefront',
  },
  {
    name: 'messageDetail',
    path: '/messageDetail',
    titleKey: 'menu.messageDetail',
    component: withDomainTexts(
      'messages',
      lazy(() => import('../backoffice/messages/MessageDetailPage')),
    ),
    public: true,
    cache: true,
    hidden: true,
    layout: 'backoffice',
    visitorLayout: 'storefront',
  },
  // Every back-office page of every domain's manifest.
  ...backOfficeRoutes,
  // Last: anything unknown is the 404 page.
  {
    name: 'notFound',
    path: '*',
    titleKey: 'menu.error404',
    component: ExceptionPage404,
    public: true,
    hidden: true,
    layout: 'bare',
  },
];
