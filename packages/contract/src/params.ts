// System parameters (SPEC §2 "System configuration", §9 limits): declared here with their types and
// defaults; operators change the values, some per purchasing organisation. The server reads them through
// one cached service (apps/server/src/modules/config/params).

import { MAX_EXPORT_ROWS, MAX_IMPORT_ROWS } from './file-limits';
import { type Bilingual, bilingual } from './texts';
import { DEFAULT_TIME_ZONE, TIME_ZONES } from './time-zone';
import { isMoney } from './validators';

export const PARAM_GROUPS = ['common', 'order', 'commodity', 'agreement', 'plan', 'contract'] as const;
export type ParamGroup = (typeof PARAM_GROUPS)[number];

interface ParamBase {
  group: ParamGroup;
  label: Bilingual;
  description: Bilingual;
  /** A purchasing organisation may have its own value (e.g. the order approval threshold). */
  orgOverride?: boolean;
}

export type ParamDecl =
  | (ParamBase & { type: 'integer'; defaultValue: number; min: number; max: number; unit?: Bilingual })
  | (ParamBase & { type: 'boolean'; defaultValue: boolean })
  | (ParamBase & { type: 'money'; defaultValue: string })
  | (ParamBase & { type: 'text'; defaultValue: string; maxLength: number })
  | (ParamBase & { type: 'choice'; defaultValue: string; options: readonly ParamOption[] });

/** One value a choice parameter may take, with its label. */
export interface ParamOption {
  value: string;
  label: Bilingual;
}

const days = bilingual('天', 'days');
const hours = bilingual('小时', 'hours');
const rows = bilingual('行', 'rows');

const TIME_ZONE_LABELS: Record<(typeof TIME_ZONES)[number], Bilingual> = {
  'Asia/Shanghai': bilingual('北京时间（UTC+8）', 'China time (UTC+8)'),
  'Asia/Hong_Kong': bilingual('香港时间（UTC+8）', 'Hong Kong time (UTC+8)'),
  'Asia/Singapore': bilingual('新加坡时间（UTC+8）', 'Singapore time (UTC+8)'),
  'Asia/Tokyo': bilingual('东京时间（UTC+9）', 'Tokyo time (UTC+9)'),
  'Europe/London': bilingual('伦敦时间', 'London time'),
  'Europe/Berlin': bilingual('柏林时间', 'Berlin time'),
  'America/New_York': bilingual('纽约时间', 'New York time'),
  UTC: bilingual('协调世界时（UTC）', 'Coordinated Universal Time (UTC)'),
};

export const PARAMS = {
  'common.timeZone': {
    group: 'common',
    type: 'choice',
    defaultValue: DEFAULT_TIME_ZONE,
    options: TIME_ZONES.map((value) => ({ value, label: TIME_ZONE_LABELS[value] })),
    label: bilingual('时区', 'Time zone'),
    description: bilingual(
      '页面和导出文件中的时间按此时区显示',
      'Times on the pages and in exported files are shown in this time zone',
    ),
  },
  'common.maxImportRows': {
    group: 'common',
    type: 'integer',
    defaultValue: MAX_IMPORT_ROWS,
    min: 1,
    max: 100_000,
    unit: rows,
    label: bilingual('最大导入数量', 'Max import count'),
    description: bilingual(
      '一个导入文件最多处理的数据行数',
      'How many rows one import file may hold at most',
    ),
  },
  'common.maxExportRows': {
    group: 'common',
    type: 'integer',
    defaultValue: MAX_EXPORT_ROWS,
    min: 1,
    max: 1_000_000,
    unit: rows,
    label: bilingual('最大导出数量', 'Max export count'),
    description: bilingual('一次导出最多写入的行数', 'How many rows one export writes at most'),
  },
  'common.hotSearchEnabled': {
    group: 'common',
    type: 'boolean',
    defaultValue: false,
    label: bilingual('热搜', 'Hot search'),
    description: bilingual('商城搜索框下展示热搜词', 'Show hot search words under the storefront search box'),
  },
  'common.searchHistoryEnabled': {
    group: 'common',
    type: 'boolean',
    defaultValue: true,
    label: bilingual('搜索历史', 'Search history'),
    description: bilingual('记录并展示用户的搜索历史', "Keep and show the user's search history"),
  },
  'common.hotSuggestEnabled': {
    group: 'common',
    type: 'boolean',
    defaultValue: true,
    label: bilingual('搜索联想', 'Search suggestions'),
    description: bilingual('输入时展示联想词', 'Suggest words while the user types'),
  },
  'order.approvalThreshold': {
    group: 'order',
    type: 'money',
    defaultValue: '5000.00',
    orgOverride: true,
    label: bilingual('订单审批金额', 'Order approval threshold'),
    description: bilingual(
      '一次结算的订单总额超过该值时，该次结算的全部订单需经采购单位审批',
      "When a checkout's orders together exceed this amount, every order of it needs the purchasing organisation's approval",
    ),
  },
  'order.monthlyBuyerLimit': {
    group: 'order',
    type: 'money',
    defaultValue: '0.00',
    orgOverride: true,
    label: bilingual('每人每月下单审批额度', 'Monthly ordering limit per buyer'),
    description: bilingual(
      '一个采购人当月（北京时间自然月）已下订单金额加本次结算超过该值时，本次结算的订单需经审批；0表示不限',
      "A checkout that takes a buyer's orders of the calendar month (China time) past this amount waits for approval; 0 means no limit",
    ),
  },
  'order.unpaidCancelHours': {
    group: 'order',
    type: 'integer',
    defaultValue: 24,
    min: 1,
    max: 720,
    unit: hours,
    label: bilingual('未支付自动取消', 'Cancel unpaid orders after'),
    description: bilingual(
      '在线支付订单提交后超过该时长未支付即自动取消',
      'An online-payment order not paid within this time is cancelled',
    ),
  },
  'order.monthlySettlementAllowed': {
    group: 'order',
    type: 'boolean',
    defaultValue: false,
    orgOverride: true,
    label: bilingual('允许月结', 'Monthly settlement allowed'),
    description: bilingual(
      '采购单位可在收银台选择月结支付',
      'The purchasing organisation may choose monthly settlement at the cashier',
    ),
  },
  'order.transferPayee': {
    group: 'order',
    type: 'text',
    defaultValue: '企业采购商城运营有限公司',
    maxLength: 40,
    label: bilingual('线下转账收款户名', 'Bank transfer payee'),
    description: bilingual(
      '线下转账时采购人汇款的收款账户名称',
      'The account name buyers transfer to when they pay by bank transfer',
    ),
  },
  'order.transferBank': {
    group: 'order',
    type: 'text',
    defaultValue: '中国工商银行上海张江支行',
    maxLength: 40,
    label: bilingual('线下转账开户银行', 'Bank transfer bank'),
    description: bilingual('线下转账收款账户的开户银行', 'The bank of the account buyers transfer to'),
  },
  'order.transferAccount': {
    group: 'order',
    type: 'text',
    defaultValue: '1001 2345 6789 0123 456',
    maxLength: 40,
    label: bilingual('线下转账收款账号', 'Bank transfer account number'),
    description: bilingual('线下转账收款账户的账号', 'The number of the account buyers transfer to'),
  },
  'order.autoReceiveDays': {
    group: 'order',
    type: 'integer',
    defaultValue: 7,
    min: 1,
    max: 90,
    unit: days,
    orgOverride: true,
    label: bilingual('自动确认收货', 'Confirm receipt automatically after'),
    description: bilingual(
      '发货后超过该天数未验收即自动确认收货',
      'A delivery not accepted within this many days is confirmed automatically',
    ),
  },
  'order.defaultGroupWay': {
    group: 'order',
    type: 'choice',
    defaultValue: 'noSplitGroup',
    options: [
      { value: 'noSplitGroup', label: bilingual('按供应商拆单', 'One order per supplier') },
      {
        value: 'purchaseUnitGroup',
        label: bilingual('按供应商和采购单位拆单', 'One order per supplier and purchasing unit'),
      },
      { value: 'orderGroup', label: bilingual('采购人自行分组', "The buyer's own groups") },
    ],
    orgOverride: true,
    label: bilingual('默认拆单方式', 'Default order split'),
    description: bilingual(
      '结算时商品拆分为供应商订单的默认方式，采购人可在结算页更改',
      'How checkout splits goods into supplier orders by default; buyers may change it on the settlement page',
    ),
  },
  'order.remindAfterHours': {
    group: 'order',
    type: 'integer',
    defaultValue: 24,
    min: 1,
    max: 720,
    unit: hours,
    label: bilingual('催促确认', 'Remind the supplier after'),
    description: bilingual(
      '订单提交给供应商超过该时长仍未确认，采购人可催促确认（每天至多一次）',
      'A buyer may remind a supplier who has not confirmed an order within this time (once a day at most)',
    ),
  },
  'order.integratedExportMaxRows': {
    group: 'order',
    type: 'integer',
    defaultValue: MAX_EXPORT_ROWS,
    min: 1,
    // An export file never holds more than MAX_EXPORT_ROWS (the writer's own cap).
    max: MAX_EXPORT_ROWS,
    unit: rows,
    label: bilingual('订单综合查询最大导出数量', 'Max order query export count'),
    description: bilingual(
      '订单综合查询一次导出最多写入的行数',
      'How many rows one export of the operators’ order query writes at most',
    ),
  },
  'commodity.maxSkuPictures': {
    group: 'commodity',
    type: 'integer',
    defaultValue: 10,
    min: 1,
    max: 30,
    unit: bilingual('张', 'pictures'),
    label: bilingual('商品图片上限', 'Pictures per SKU'),
    description: bilingual('每个商品最多上传的图片数', 'How many pictures one SKU may have'),
  },
  'commodity.listingReviewRequired': {
    group: 'commodity',
    type: 'boolean',
    defaultValue: true,
    label: bilingual('上架审核', 'Listing review'),
    description: bilingual('商品上架需经运营审核', 'Listing goods needs an operator review'),
  },
  'commodity.maxHotWords': {
    group: 'commodity',
    type: 'integer',
    defaultValue: 20,
    min: 1,
    max: 100,
    unit: bilingual('个', 'words'),
    label: bilingual('热搜词上限', 'Max hot search words'),
    description: bilingual('热搜管理中最多维护的热搜词数量', 'How many hot search words operators may keep'),
  },
  'commodity.priceMonitorPercent': {
    group: 'commodity',
    type: 'integer',
    defaultValue: 20,
    min: 1,
    max: 1000,
    unit: bilingual('%', '%'),
    label: bilingual('价格监控变动比例', 'Price monitoring change'),
    description: bilingual(
      '商品售价在监控天数内变动超过该百分比即列入价格监控',
      'A sale price changed by more than this percent within the monitoring days is flagged',
    ),
  },
  'commodity.priceMonitorDays': {
    group: 'commodity',
    type: 'integer',
    defaultValue: 30,
    min: 1,
    max: 365,
    unit: days,
    label: bilingual('价格监控天数', 'Price monitoring days'),
    description: bilingual(
      '价格监控比较的时间范围（天）',
      'How many days back price monitoring compares the sale price',
    ),
  },
  'agreement.expiryReminderDays': {
    group: 'agreement',
    type: 'integer',
    defaultValue: 30,
    min: 1,
    max: 365,
    unit: days,
    label: bilingual('协议到期提醒', 'Agreement expiry reminder'),
    description: bilingual(
      '协议到期前该天数提醒供应商与运营',
      'Suppliers and operators are reminded this many days before an agreement expires',
    ),
  },
  'plan.demandSummaryDay': {
    group: 'plan',
    type: 'integer',
    defaultValue: 25,
    min: 1,
    max: 28,
    label: bilingual('需求汇总日', 'Demand summary day'),
    description: bilingual('每月汇总采购需求的日期', 'The day of the month purchase demands are summarised'),
  },
  'contract.signValidityDays': {
    group: 'contract',
    type: 'integer',
    defaultValue: 365,
    min: 1,
    max: 3650,
    unit: days,
    label: bilingual('签约有效期', 'Sign contract validity'),
    description: bilingual('供应商签约的有效天数', 'How many days a supplier sign contract is valid'),
  },
} as const satisfies Record<string, ParamDecl>;

export type ParamKey = keyof typeof PARAMS;
export const PARAM_KEYS = Object.keys(PARAMS) as [ParamKey, ...ParamKey[]];
export const paramDecl = (key: ParamKey): ParamDecl => PARAMS[key];

/** A parameter's value as code reads it: a number, a boolean, a decimal string or a text. */
export type ParamValue<K extends ParamKey> = (typeof PARAMS)[K]['type'] extends 'integer'
  ? number
  : (typeof PARAMS)[K]['type'] extends 'boolean'
    ? boolean
    : string;

/** Values travel and are stored as text: `30`, `true`, `5000.00`, a bank's name. */
export const paramText = (value: number | boolean | string): string => String(value);

/**
 * The typed value of a parameter's text, or a message key saying why the text is refused (also used to
 * check what an operator types).
 */
export function parseParamValue(
  decl: ParamDecl,
  text: string,
):
  | { ok: true; value: number | boolean | string }
  | { ok: false; messageKey: string; params?: Record<string, number> } {
  const trimmed = text.trim();
  switch (decl.type) {
    case 'integer': {
      if (!/^-?\d{1,12}$/.test(trimmed)) return { ok: false, messageKey: 'validation.integer' };
      const value = Number(trimmed);
      if (value < decl.min)
        return { ok: false, messageKey: 'validation.minValue', params: { min: decl.min } };
      if (value > decl.max)
        return { ok: false, messageKey: 'validation.maxValue', params: { max: decl.max } };
      return { ok: true, value };
    }
    case 'boolean':
      if (trimmed !== 'true' && trimmed !== 'false') return { ok: false, messageKey: 'validation.invalid' };
      return { ok: true, value: trimmed === 'true' };
    case 'money':
      if (!isMoney(trimmed)) return { ok: false, messageKey: 'validation.money' };
      return { ok: true, value: trimmed };
    case 'choice':
      if (!decl.options.some((option) => option.value === trimmed))
        return { ok: false, messageKey: 'validation.invalid' };
      return { ok: true, value: trimmed };
    case 'text':
      if (trimmed === '') return { ok: false, messageKey: 'validation.required' };
      if (trimmed.length > decl.maxLength)
        return { ok: false, messageKey: 'validation.maxLength', params: { max: decl.maxLength } };
      return { ok: true, value: trimmed };
  }
}
