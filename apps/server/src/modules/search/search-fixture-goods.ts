// The search tests' own goods (see search-fixture.ts): two shops, two leaf categories, three brands.

export interface FixtureGoods {
  name: string;
  model: string;
  leaf: 'fastener' | 'office';
  brand: 'deli' | 'bosch' | '3m';
  shop: 0 | 1;
  price: string;
  sales: number;
  /** Days after the fixture's base time. */
  day: number;
  stock: number;
  offShelf: boolean;
}

type Row = [string, string, FixtureGoods['leaf'], FixtureGoods['brand'], 0 | 1, string, number, number];

// name, model, leaf, brand, shop, price, sales, day
const ROWS: Row[] = [
  [
    '博世(Bosch) 十字盘头自攻螺丝 M6×20 不锈钢304 100个/盒',
    'TS-M620',
    'fastener',
    'bosch',
    0,
    '18.00',
    40,
    1,
  ],
  ['博世(Bosch) 十字盘头螺丝 M8×30 碳钢 200个/盒', 'TS-M830', 'fastener', 'bosch', 0, '22.00', 40, 2],
  ['得力(Deli) 六角法兰面螺栓 M6×16 碳钢8.8级 50个/盒', 'DL-TS616', 'fastener', 'deli', 1, '35.00', 12, 3],
  ['博世(Bosch) 六角螺母 M6 镀锌 500个/盒', 'TS-N6', 'fastener', 'bosch', 1, '18.00', 7, 3],
  ['博世(Bosch) 冲击钻 GSB 13 RE 600W', 'GSB 13 RE', 'fastener', 'bosch', 0, '399.00', 88, 4],
  ['3M 防尘口罩 KN95 耳戴式 50只/盒', '9501V', 'office', '3m', 1, '89.90', 5, 5],
  ['得力(Deli) 订书钉 24/6 1000枚/盒', 'DL-0012', 'office', 'deli', 0, '3.50', 300, 6],
];

/** 24 staplers with repeating prices, sales and dates, so every sort has ties to break. */
const STAPLERS: Row[] = Array.from(
  { length: 24 },
  (_, i): Row => [
    `得力(Deli) 订书机 ${10 + (i % 3) * 2}号 可订${20 + i}页 TS${i}`,
    `DL-TS${100 + i}`,
    'office',
    'deli',
    (i % 2) as 0 | 1,
    (12 + (i % 5) * 4).toFixed(2),
    50 + (i % 4) * 10,
    7 + (i % 6),
  ],
);

const goods = (
  [name, model, leaf, brand, shop, price, sales, day]: Row,
  extra: Partial<FixtureGoods> = {},
) => ({
  name,
  model,
  leaf,
  brand,
  shop,
  price,
  sales,
  day,
  stock: 500,
  offShelf: false,
  ...extra,
});

export const FIXTURE_GOODS: FixtureGoods[] = [
  ...ROWS.map((row) =>
    goods(row, row[1] === 'TS-N6' ? { stock: 0 } : row[1] === '9501V' ? { stock: 8 } : {}),
  ),
  ...STAPLERS.map((row) => goods(row)),
  goods(['博世(Bosch) 十字盘头自攻螺丝 M6×25 已下架款', 'TS-OFF', 'fastener', 'bosch', 0, '19.00', 999, 9], {
    offShelf: true,
  }),
];
