import { ArticleStatus, BUILT_IN_COLUMNS } from '@procuremart/contract';
import type { Tx } from '../../db/client';
import { defineSeed } from '../../db/seed/define-seed';
import { plainTextOf } from './articles/sanitize';
import { contentArticles, contentColumns } from './articles/tables';
import { seedHomeContent } from './seed/home-content';

// The storefront's built-in columns (notices, news, help centre with its chapters) and a few published
// articles in both languages, so that the notice, news and help pages have something to show.

const DAY = 86_400_000;

const TOP = [
  { code: BUILT_IN_COLUMNS.notice, name: '平台公告', nameEn: 'Notices', sortNo: 10 },
  { code: BUILT_IN_COLUMNS.news, name: '新闻资讯', nameEn: 'News', sortNo: 20 },
  { code: BUILT_IN_COLUMNS.help, name: '帮助中心', nameEn: 'Help centre', sortNo: 30 },
];
const HELP = [
  { code: 'help-buying', name: '采购指南', nameEn: 'Buying guide', sortNo: 10 },
  { code: 'help-payment', name: '支付与发票', nameEn: 'Payment and invoices', sortNo: 20 },
  { code: 'help-aftersales', name: '售后服务', nameEn: 'After-sales service', sortNo: 30 },
];

type Article = [
  column: string,
  title: string,
  titleEn: string,
  body: string,
  bodyEn: string,
  pinned?: boolean,
];

const p = (text: string) => `<p>${text}</p>`;

const ARTICLES: Article[] = [
  [
    'notice',
    '关于平台春节期间订单配送安排的公告',
    'Delivery arrangements over the Spring Festival',
    p('春节期间（2月9日至2月17日）各供应商的配送时效将有所延长，请各采购单位提前安排采购计划。') +
      p('节后第一个工作日起恢复正常配送。'),
    p('From 9 to 17 February suppliers deliver more slowly; please plan your purchases ahead.') +
      p('Normal delivery resumes on the first working day after the holiday.'),
    true,
  ],
  [
    'notice',
    '关于规范商品价格信息的通知',
    'Notice on accurate goods prices',
    p('平台将对商品价格与市场价格进行监测，价格明显偏离的商品将被下架整改。'),
    p('The platform monitors goods prices against the market; goods priced far off will be taken off shelf.'),
  ],
  [
    'notice',
    '系统升级维护公告',
    'System maintenance',
    p('平台将于本周六 22:00 至次日 02:00 进行系统升级，期间暂停下单。'),
    p('The platform is upgraded this Saturday from 22:00 to 02:00; orders cannot be placed meanwhile.'),
  ],
  [
    'news',
    '电子超市上线框架协议采购专区',
    'Framework-agreement zone opens in the e-supermarket',
    p('框架协议商品现已与电商商品一同展示，采购单位可按协议价直接下单。'),
    p('Framework-agreement goods now show beside e-commerce goods, and buyers order them at agreed prices.'),
  ],
  [
    'news',
    '平台新增五十家优质供应商',
    'Fifty new suppliers join the platform',
    p('本季度平台完成五十家供应商的入驻审核，覆盖办公、劳保、五金等品类。'),
    p('This quarter fifty suppliers passed onboarding, covering office, safety and hardware goods.'),
  ],
  [
    'help-buying',
    '如何注册企业采购账号',
    'How to register a purchasing account',
    p('在首页点击“注册”，选择企业注册，填写单位信息并上传营业执照，审核通过后即可登录采购。'),
    p(
      'Click Register on the home page, choose enterprise, fill in your organisation and upload its licence.',
    ),
  ],
  [
    'help-buying',
    '如何快速下单',
    'How to order quickly',
    p('在“快速下单”页面粘贴或导入商品编码和数量，即可一次加入购物车。'),
    p('On Quick order, paste or import SKU codes with quantities to add them to the cart at once.'),
  ],
  [
    'help-payment',
    '支持哪些支付方式',
    'Which payment methods are accepted',
    p('平台支持在线支付、对公转账和账期支付，具体以采购单位的配置为准。'),
    p('Online payment, bank transfer and payment on account, as your organisation has them set up.'),
  ],
  [
    'help-aftersales',
    '如何申请退换货',
    'How to apply for a return or exchange',
    p('在订单详情中选择需要售后的商品，填写原因并上传凭证，供应商将在两个工作日内处理。'),
    p(
      'In the order details choose the goods, give the reason and evidence; the supplier answers within two days.',
    ),
  ],
];

async function seedContent(tx: Tx, operatorId: number, baseTime: Date): Promise<void> {
  const at = baseTime;
  const stamp = { createdAt: at, updatedAt: at, updatedBy: operatorId };
  const ids = new Map<string, number>();
  for (const column of TOP) {
    const [row] = await tx
      .insert(contentColumns)
      .values({ ...column, builtIn: true, ...stamp })
      .returning({ id: contentColumns.id });
    ids.set(column.code, row.id);
  }
  for (const column of HELP) {
    const [row] = await tx
      .insert(contentColumns)
      .values({ ...column, parentId: ids.get(BUILT_IN_COLUMNS.help), ...stamp })
      .returning({ id: contentColumns.id });
    ids.set(column.code, row.id);
  }
  await tx.insert(contentArticles).values(
    ARTICLES.map(([column, title, titleEn, content, contentEn, pinned], i) => ({
      columnId: ids.get(column) ?? 0,
      title,
      titleEn,
      content,
      contentEn,
      plainText: plainTextOf(content),
      plainTextEn: plainTextOf(contentEn),
      publishFrom: new Date(at.getTime() - (ARTICLES.length - i) * DAY),
      pinned: pinned ?? false,
      status: ArticleStatus.published,
      createdBy: operatorId,
      ...stamp,
    })),
  );
}

export default defineSeed([
  // The storefront home page's carousel and floors, on the demo catalogue's categories.
  { name: 'homeContent', order: 850, part: 'catalog', run: (tx, c) => seedHomeContent(tx, c.baseTime) },
  { name: 'content', order: 1300, run: (tx, c) => seedContent(tx, c.operatorId, c.baseTime) },
]);
