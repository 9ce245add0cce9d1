import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import type { TopCategoryKey } from '../../catalog';
import { categories } from '../../catalog/shared-tables';
import { homeCarousel, homeFloors } from '../tables';

// The storefront home page: a few bilingual carousel slides that open a search, one goods floor per top category.

export const DEMO_SLIDES: {
  title: string;
  titleEn: string;
  subtitle: string;
  subtitleEn: string;
  keyword: string;
  /** Top category whose pictogram and colour the slide picture shows (home/<theme>.svg). */
  theme: TopCategoryKey;
}[] = [
  {
    title: '紧固件专场',
    titleEn: 'Fasteners week',
    subtitle: '螺丝、螺栓、螺母 多规格现货 批量更优惠',
    subtitleEn: 'Screws, bolts and nuts in every size, better prices in bulk',
    keyword: '螺丝',
    theme: 'fasteners',
  },
  {
    title: '办公集采季',
    titleEn: 'Office purchasing season',
    subtitle: '打印纸、硒鼓、文具 一站配齐',
    subtitleEn: 'Paper, toner and stationery in one order',
    keyword: '打印纸',
    theme: 'office',
  },
  {
    title: '安全生产 防护先行',
    titleEn: 'Safety comes first',
    subtitle: '安全帽、劳保手套、口罩 正品保障',
    subtitleEn: 'Helmets, work gloves and masks from trusted brands',
    keyword: '安全帽',
    theme: 'safety',
  },
  {
    title: '专业工具 高效作业',
    titleEn: 'Professional tools',
    subtitle: '扳手、电钻、测量工具 大牌直供',
    subtitleEn: 'Wrenches, drills and measuring tools direct from the makers',
    keyword: '扳手',
    theme: 'tools',
  },
  {
    title: '办公电脑焕新',
    titleEn: 'New computers for the office',
    subtitle: '笔记本电脑、显示器 企业专享价',
    subtitleEn: 'Laptops and monitors at business prices',
    keyword: '笔记本电脑',
    theme: 'it',
  },
];

/** The carousel slides and a goods floor per top category (on a database that has the categories). */
export async function seedHomeContent(conn: Db | Tx, at: Date): Promise<void> {
  await conn.insert(homeCarousel).values(
    DEMO_SLIDES.map((slide, index) => ({
      title: slide.title,
      titleEn: slide.titleEn,
      subtitle: slide.subtitle,
      subtitleEn: slide.subtitleEn,
      pictureKey: `home/${slide.theme}.svg`,
      link: `/list?keyword=${slide.keyword}`,
      sortNo: (index + 1) * 10,
      createdAt: at,
    })),
  );
  const tops = await conn
    .select({ id: categories.id, sortNo: categories.sortNo })
    .from(categories)
    .where(eq(categories.level, 1))
    .orderBy(asc(categories.sortNo), asc(categories.id));
  await conn.insert(homeFloors).values(tops.map((top) => ({ categoryId: top.id, sortNo: top.sortNo })));
}
