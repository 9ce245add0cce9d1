import { type CallOutput, getHomeContent, SkuStatus } from '@procuremart/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowReader } from '../../platform/row-reader';
import { sqlRows } from '../../platform/sql-rows';
import { cachedRead, loadGoodsCards, loadGroupFloors, pictureUrl } from '../catalog';
import { categories } from '../catalog/shared-tables';
import { homeCarousel, homeFloors } from './tables';

type HomeContent = CallOutput<typeof getHomeContent>;

/** Goods per floor: the best sellers of the top category, one SKU per product. */
export const FLOOR_GOODS = 10;
const SHOWN = 1;

async function floorSkuIds(db: Db, topId: number): Promise<number[]> {
  const rows = await sqlRows<{ id: number | string }>(
    db,
    sql`
    select id from (
      select distinct on (s.spu_id) s.id, s.sales_count
        from skus s
        join categories leaf on leaf.id = s.category_id
        join categories mid on mid.id = leaf.parent_id
       where mid.parent_id = ${topId} and s.status = ${SkuStatus.onShelf}
       order by s.spu_id, s.sales_count desc, s.id desc) best
     order by sales_count desc, id desc
     limit ${FLOOR_GOODS}`,
  );
  return rows.map((row) => Number(row.id));
}

/** The shown storefront top category whose entries list most of this top category's leaves. */
async function frontCategoryOf(db: Db, topId: number): Promise<string | null> {
  const [row] = await sqlRows<{ id: number | string }>(
    db,
    sql`
    select f1.id
      from front_categories f1
      join front_categories f2 on f2.parent_id = f1.id
      join front_categories f3 on f3.parent_id = f2.id
      join front_category_links l on l.front_category_id = f3.id
      join categories leaf on leaf.id = l.category_id
      join categories mid on mid.id = leaf.parent_id
     where mid.parent_id = ${topId} and f1.status = ${SHOWN}
     group by f1.id, f1.sort_no
     order by count(*) desc, f1.sort_no, f1.id
     limit 1`,
  );
  return row ? String(row.id) : null;
}

/** A carousel slide with its picture's address. */
const slideRow = rowReader(
  getHomeContent.output.shape.carousel.element,
  homeCarousel,
  { slideId: homeCarousel.id, picture: homeCarousel.pictureKey },
  { picture: pictureUrl },
);

async function readHomeContent(db: Db): Promise<HomeContent> {
  const slides = await db
    .select(slideRow.columns)
    .from(homeCarousel)
    .where(eq(homeCarousel.status, SHOWN))
    .orderBy(asc(homeCarousel.sortNo), asc(homeCarousel.id));
  const floorRows = await db
    .select({ categoryId: homeFloors.categoryId, name: categories.name, nameEn: categories.nameEn })
    .from(homeFloors)
    .innerJoin(categories, eq(categories.id, homeFloors.categoryId))
    .where(eq(homeFloors.status, SHOWN))
    .orderBy(asc(homeFloors.sortNo), asc(homeFloors.id));
  const floors: HomeContent['floors'] = [];
  for (const floor of floorRows) {
    const goods = await loadGoodsCards(db, await floorSkuIds(db, floor.categoryId));
    if (goods.length === 0) continue;
    floors.push({
      categoryId: String(floor.categoryId),
      frontCategoryId: await frontCategoryOf(db, floor.categoryId),
      name: floor.name,
      nameEn: floor.nameEn,
      goods,
    });
  }
  return {
    carousel: slides.map(slideRow.toRow),
    floors,
    groupFloors: await loadGroupFloors(db, FLOOR_GOODS),
  };
}

/** Carousel and goods floors of the shopping home page (read again at most every few seconds). */
export function loadHomeContent(db: Db): Promise<HomeContent> {
  return cachedRead(db, 'homeContent', () => readHomeContent(db));
}
