/**
 * Who may make each call: a table reviewed by hand, the expected answers of `permission-matrix.test.ts`.
 *
 * It is written and changed on purpose, never derived from the server's own gate (`holdsPermission`), so that
 * a call whose audience or permission is declared wrongly answers differently from this table and the test
 * fails. SPEC §6 leaves "what each may do" unstated; the rows follow SPEC §2 (pages open to anyone, pages a
 * logged-in user reaches without menu entitlement) and the pages each demo role is given in the manifests:
 *
 * - purchaser01: buyer (002); approver01: buyer and approver; orgadmin01: org:admin (its organisation's members,
 *   the account centre, and a purchaser's cart and checkout, which need no role); supplier01: supplier:regist:role;
 *   operator01: operator:admin; operator02: operator:staff (operation log, own account, downloads); zoneop01:
 *   zone:order:query (the zone order views over the integrated order query and order details, read only, narrowed
 *   to purchaser02's organisation by its station's data permission; its own account and downloads);
 * - bare-purchaser, bare-supplier, bare-operator: a user of that kind with no role at all.
 *
 * A row is `callName: 'who'`, where who is `anyone` (no login needed: every caller, anonymous included),
 * `users` (every logged-in caller above, roles or none) or the callers named one by one. Anyone else is
 * refused: AE401 without a session, E403 with one.
 *
 * A new call needs a row here, or in its domain's own `modules/<domain>/permission-table.ts` (`export const
 * permissionRows = { … }`, the same format; gathered by npm run gen): decide who may call it from SPEC and its
 * page's roles, and review the row.
 */
export const PERMISSION_TABLE: Readonly<Record<string, string>> = {
  // Configuration (SPEC §2 "System configuration"): the data dictionary page is operator01's (operator:admin);
  // the storefront and every page read the dictionaries' items without a login.
  cfc_addDictionaryItem: 'operator01',
  cfc_changeDictionaryItemStatus: 'operator01',
  cfc_dicConfigQueryData: 'anyone',
  cfc_getDictionaryVersion: 'anyone',
  cfc_queryDictionaries: 'anyone',
  cfc_queryDictionaryHistory: 'operator01',
  cfc_queryDictionaryItems: 'operator01',
  cfc_queryDictionaryList: 'operator01',
  cfc_updateDictionaryItem: 'operator01',

  // File download tasks: "My downloads" is in every demo role's account centre, so every demo account may commit
  // and read its own tasks; a user without a role has no page to export from. Background jobs: operator01 only.
  cfc_commitDownloadTask: 'purchaser01 approver01 orgadmin01 supplier01 operator01 operator02 zoneop01',
  cfc_commitImportTask: 'purchaser01 approver01 orgadmin01 supplier01 operator01 operator02 zoneop01',
  cfc_getDownloadTask: 'purchaser01 approver01 orgadmin01 supplier01 operator01 operator02 zoneop01',
  cfc_queryDownloadTaskList: 'purchaser01 approver01 orgadmin01 supplier01 operator01 operator02 zoneop01',
  cfc_queryJobList: 'operator01',
  cfc_retryJob: 'operator01',

  // Parameter configuration: operator01 (system configuration).
  cfc_queryParamHistory: 'operator01',
  cfc_queryParams: 'operator01',
  cfc_searchParamOrgs: 'operator01',
  cfc_updateParam: 'operator01',

  // The storefront home needs no login (SPEC §2, "pages open to anyone").
  cms_getHomeContent: 'anyone',

  // A buyer's cancellation applications (agrMyCancleApply, role 002): purchaser01 and approver01, who also buys.
  peb_getCancelApplyDetail: 'purchaser01 approver01',
  peb_queryMyCancelApplyList: 'purchaser01 approver01',

  // Order placement is open to a logged-in purchaser without menu entitlement (SPEC §2): no role needed.
  peb_getOrderResult: 'purchaser01 approver01 orgadmin01 bare-purchaser',
  peb_getSettlement: 'purchaser01 approver01 orgadmin01 bare-purchaser',
  peb_submitOrder: 'purchaser01 approver01 orgadmin01 bare-purchaser',

  // The integrated order query and the parent order are the operator's (agrSynthesOrderList).
  peb_closeOrder: 'operator01',
  peb_getParentOrderDetail: 'operator01 zoneop01',
  peb_lookupOrderOrgs: 'operator01 zoneop01',
  peb_lookupOrderSuppliers: 'operator01 zoneop01',
  peb_queryOperatorPurchaseOrderList: 'operator01 zoneop01',
  peb_queryOrderList: 'operator01 zoneop01',

  // An order's messages: whoever may open the order (buyer, its supplier, the operator); operator02 has no order page.
  peb_queryOrderMessages: 'purchaser01 approver01 supplier01 operator01 zoneop01',

  // Buyer's orders (role 002) and the approver's pages: approval and the enterprise order query are approver01's.
  // An order's detail is shared by buyer, supplier and operator, each scoped to its own rows.
  peb_approveOrder: 'approver01',
  peb_cancelOrder: 'purchaser01 approver01',
  peb_deleteOrder: 'purchaser01 approver01',
  peb_getApprovalOrderDetail: 'approver01',
  peb_getOrderDetail: 'purchaser01 approver01 supplier01 operator01 zoneop01',
  peb_queryApproveOrderList: 'approver01',
  peb_queryMyOrderList: 'purchaser01 approver01',
  peb_queryPurchaseOrderListForPurchaser: 'approver01',
  peb_remindSupplierConfirmation: 'purchaser01 approver01',

  // Paying is part of placing an order (cashier, /cartPayment): any purchaser, no role needed; the order's scope
  // keeps it to its own organisation's orders.
  peb_confirmSimulatedPayment: 'purchaser01 approver01 orgadmin01 bare-purchaser',
  peb_getCashier: 'purchaser01 approver01 orgadmin01 bare-purchaser',
  peb_getSimulatedPayment: 'purchaser01 approver01 orgadmin01 bare-purchaser',
  peb_payOrder: 'purchaser01 approver01 orgadmin01 bare-purchaser',

  // Arrival registration and acceptance (agrArrivalAcceptance, role 002).
  peb_allArrivalAccept: 'purchaser01 approver01',
  peb_arrivalRegister: 'purchaser01 approver01',
  peb_confirmArrive: 'purchaser01 approver01',
  peb_queryArrivalAcceptList: 'purchaser01 approver01',
  peb_queryHisAcceptOrderList: 'purchaser01 approver01',
  peb_queryHisDeliveryOrderList: 'purchaser01 approver01',
  peb_rejectArrive: 'purchaser01 approver01',

  // The supplier's shop orders, pending orders, shipments and cancellation handling (supplier:regist:role).
  peb_approvalCancel: 'supplier01',
  peb_deliverGoods: 'supplier01',
  peb_queryMySaleOrderList: 'supplier01',
  peb_querySaleOrderList: 'supplier01',
  peb_querySupplierCancelApplyList: 'supplier01',
  peb_querySupplierShipmentList: 'supplier01',
  peb_saveAfterDeliveryInfo: 'supplier01',
  peb_supplierConfirm: 'supplier01',
  peb_supplierRefused: 'supplier01',

  // Brand authorisation: a supplier applies, the operator audits (SPEC §2 "brand authorisation/approval").
  ucc_applyBrandAuth: 'supplier01',
  ucc_auditBrandAuth: 'operator01',
  ucc_getBrandAuth: 'supplier01',
  ucc_getBrandAuthForAudit: 'operator01',
  ucc_queryAuthorisedBrands: 'supplier01',
  ucc_queryBrandAuthAuditList: 'operator01',
  ucc_queryBrandAuthList: 'supplier01',
  ucc_queryBrandChoices: 'supplier01',
  ucc_startBrandAuth: 'operator01',
  ucc_stopBrandAuth: 'operator01',
  ucc_withdrawBrandAuth: 'supplier01',

  // Brand management: operator01; operations staff (operator02) do not manage the catalogue.
  ucc_changeBrandStatus: 'operator01',
  ucc_createBrand: 'operator01',
  ucc_getBrand: 'operator01',
  ucc_queryBrandList: 'operator01',
  ucc_updateBrand: 'operator01',

  // Categories, attribute groups and attributes: operator01.
  ucc_deleteAttribute: 'operator01',
  ucc_deleteAttributeGroup: 'operator01',
  ucc_deleteAttributeValue: 'operator01',
  ucc_deleteCategory: 'operator01',
  ucc_queryAttributeGroups: 'operator01',
  ucc_queryCategoryAttributes: 'operator01',
  ucc_queryCategoryTree: 'orgadmin01 operator01',
  ucc_saveAttribute: 'operator01',
  ucc_saveAttributeGroup: 'operator01',
  ucc_saveAttributeValue: 'operator01',
  ucc_saveCategory: 'operator01',
  ucc_setCategoryStatus: 'operator01',
  ucc_sortAttributeValues: 'operator01',
  ucc_sortCategories: 'operator01',

  // Listing: suppliers publish and ask for off-shelf, the operator audits, queries and delists by hand.
  ucc_auditListing: 'operator01',
  ucc_forceOffShelf: 'operator01',
  ucc_getCommodity: 'operator01',
  ucc_getListingOptions: 'supplier01',
  ucc_getSupplierCommodity: 'supplier01',
  ucc_queryAuditList: 'operator01',
  ucc_queryAuditRecordList: 'operator01',
  ucc_queryCommodityList: 'operator01',
  ucc_queryShelfControlList: 'operator01',
  ucc_querySupplierSkuList: 'supplier01',
  ucc_requestOffShelf: 'supplier01',
  ucc_restoreShelf: 'operator01',
  ucc_saveSpu: 'supplier01',
  ucc_submitListing: 'supplier01',

  // Front categories: operator01.
  ucc_deleteFrontCategory: 'operator01',
  ucc_queryFrontCategoryTree: 'operator01',
  ucc_saveFrontCategory: 'operator01',
  ucc_setFrontCategoryLinks: 'operator01',
  ucc_sortFrontCategories: 'operator01',

  // Storefront goods, shops and categories need no login.
  ucc_getCategoryTree: 'anyone',
  ucc_getShopInfo: 'anyone',
  ucc_getSkuDetail: 'anyone',
  ucc_queryShopList: 'anyone',

  // Commodity groups: operator01. Related goods are set by the supplier of the goods or the operator and shown to
  // anyone on a product page.
  ucc_addCommodityGroupSkus: 'operator01',
  ucc_createCommodityGroup: 'operator01',
  ucc_deleteCommodityGroup: 'operator01',
  ucc_getCommodityGroup: 'operator01',
  ucc_queryCommodityGroupList: 'operator01',
  ucc_queryRelatedGoods: 'anyone',
  ucc_queryRelatedGoodsSetting: 'supplier01 operator01',
  ucc_removeCommodityGroupSkus: 'operator01',
  ucc_saveRelatedGoods: 'supplier01 operator01',
  ucc_searchSkuCandidates: 'supplier01 operator01',
  ucc_sortCommodityGroupSkus: 'operator01',
  ucc_updateCommodityGroup: 'operator01',

  // Hot search words: operator01.
  ucc_deleteHotWord: 'operator01',
  ucc_moveHotWord: 'operator01',
  ucc_queryHotWordsAdmin: 'operator01',
  ucc_saveHotWord: 'operator01',
  ucc_setHotWordStatus: 'operator01',

  // Price monitoring and comparison: operator01.
  ucc_queryMonitorOptions: 'operator01',
  ucc_queryPriceCompare: 'operator01',
  ucc_queryPriceCompareGroups: 'operator01',
  ucc_queryPriceMonitor: 'operator01',

  // Price change and stock: the supplier asks and edits its stock, the operator audits; both read the price history.
  ucc_auditPriceChange: 'operator01',
  ucc_changePrice: 'supplier01',
  ucc_getChangeRequest: 'operator01',
  ucc_queryChangeAuditList: 'operator01',
  ucc_queryChangeRequestList: 'supplier01',
  ucc_queryPriceHistory: 'supplier01 operator01',
  ucc_queryPriceSkuList: 'supplier01',
  ucc_queryStockList: 'supplier01',
  ucc_updateStock: 'supplier01',
  ucc_withdrawPriceChange: 'supplier01',

  // Search is public; search history is kept for any logged-in user (whoever searches the storefront).
  ucc_addSearchHistory: 'users',
  ucc_clearSearchHistory: 'users',
  ucc_deleteSearchHistory: 'users',
  ucc_getHotWords: 'anyone',
  ucc_getShopGoods: 'anyone',
  ucc_querySearchHistory: 'users',
  ucc_searchGoods: 'anyone',
  ucc_suggestWords: 'anyone',

  // Third-party brands: operator01.
  ucc_changeThirdPartyBrandStatus: 'operator01',
  ucc_createThirdPartyBrand: 'operator01',
  ucc_getThirdPartyBrand: 'operator01',
  ucc_mapThirdPartyBrand: 'operator01',
  ucc_queryThirdPartyBrandList: 'operator01',
  ucc_updateThirdPartyBrand: 'operator01',

  // Commodity pools and channels: operator01.
  ucc_deleteChannel: 'operator01',
  ucc_deletePool: 'operator01',
  ucc_lookupVisibilityOrgs: 'operator01',
  ucc_lookupVisibilitySkus: 'operator01',
  ucc_queryChannelOrgs: 'operator01',
  ucc_queryChannelSkus: 'operator01',
  ucc_queryChannels: 'operator01',
  ucc_queryOrgVisibility: 'operator01',
  ucc_queryPoolOrgs: 'operator01',
  ucc_queryPoolSkus: 'operator01',
  ucc_queryPools: 'operator01',
  ucc_saveChannel: 'operator01',
  ucc_savePool: 'operator01',
  ucc_setChannelOrgs: 'operator01',
  ucc_setChannelSkus: 'operator01',
  ucc_setOrgVisibility: 'operator01',
  ucc_setPoolOrgs: 'operator01',
  ucc_setPoolSkus: 'operator01',

  // Receiving addresses (role 002). The region tree serves the public registration form too.
  umc_addAddress: 'purchaser01 approver01',
  umc_deleteAddress: 'purchaser01 approver01',
  umc_queryAddressList: 'purchaser01 approver01',
  umc_queryRegionTree: 'anyone',
  umc_setDefaultAddress: 'purchaser01 approver01',
  umc_updateAddress: 'purchaser01 approver01',

  // Invoice titles (role 002).
  umc_addInvoiceTitle: 'purchaser01 approver01',
  umc_deleteInvoiceTitle: 'purchaser01 approver01',
  umc_queryInvoiceTitleList: 'purchaser01 approver01',
  umc_setDefaultInvoiceTitle: 'purchaser01 approver01',
  umc_updateInvoiceTitle: 'purchaser01 approver01',

  // Site messages: every logged-in user reads its own, role or none (SPEC §2: messages need no menu entitlement).
  umc_deleteMessages: 'users',
  umc_getMessage: 'users',
  umc_getUnreadMessageCount: 'users',
  umc_markMessagesRead: 'users',
  umc_queryMessageList: 'users',

  // Platform-wide notices: anyone reads them; only operator01 sends or withdraws (platformMessageManage).
  umc_getPublicMessage: 'anyone',
  umc_queryPlatformMessages: 'operator01',
  umc_queryPublicMessages: 'anyone',
  umc_sendPlatformMessage: 'operator01',
  umc_withdrawPlatformMessage: 'operator01',

  // A user's own theme and language.
  umc_getPreferences: 'users',
  umc_savePreferences: 'users',

  // Login, registration and a user's own session and menus; locked accounts are operator01's; the operation log
  // is the operations staff's too (operator02).
  umc_checkUserExist: 'anyone',
  umc_getAccountInfo: 'users',
  umc_getAllMenuCodes: 'users',
  umc_getUserInfo: 'users',
  umc_getUserMenus: 'users',
  umc_login: 'anyone',
  umc_logout: 'users',
  umc_queryLockedAccounts: 'operator01',
  umc_queryOperationLogs: 'operator01 operator02',
  umc_registerEnterprise: 'anyone',
  umc_registerPerson: 'anyone',
  umc_unlockAccount: 'operator01',

  // The cart is open to a logged-in purchaser without menu entitlement (SPEC §2); its count shows in every header.
  usc_addShoppingCart: 'purchaser01 approver01 orgadmin01 bare-purchaser',
  usc_changeAmount: 'purchaser01 approver01 orgadmin01 bare-purchaser',
  usc_deleteCart: 'purchaser01 approver01 orgadmin01 bare-purchaser',
  usc_getCartCount: 'users',
  usc_queryCart: 'purchaser01 approver01 orgadmin01 bare-purchaser',
  usc_tickCart: 'purchaser01 approver01 orgadmin01 bare-purchaser',
  usc_untickCart: 'purchaser01 approver01 orgadmin01 bare-purchaser',

  // Quick order (/fastOrder): any purchaser; a visitor may check a list before logging in.
  usc_addShoppingCartLines: 'purchaser01 approver01 orgadmin01 bare-purchaser',
  usc_checkQuickOrder: 'purchaser01 approver01 orgadmin01 bare-purchaser',
  usc_checkVisitorQuickOrder: 'anyone',
  usc_readQuickOrderFile: 'purchaser01 approver01 orgadmin01 bare-purchaser',

  // A visitor's cart: viewed by anyone, merged into a purchaser's own at login.
  usc_mergeVisitorCart: 'purchaser01 approver01 orgadmin01 bare-purchaser',
  usc_viewVisitorCart: 'anyone',
};
