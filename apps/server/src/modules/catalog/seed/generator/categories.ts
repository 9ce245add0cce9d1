import type { CatalogCategory, TopCategoryKey } from './types';

// The back-office category tree: nine top categories, leaves (level 3) carry goods.

interface LeafDef {
  key: string;
  name: string;
  nameEn: string;
}
interface MidDef {
  name: string;
  nameEn: string;
  leaves: LeafDef[];
}
interface TopDef {
  key: TopCategoryKey;
  name: string;
  nameEn: string;
  /** Picture background hue. */
  hue: number;
  mids: MidDef[];
}

const leaf = (key: string, name: string, nameEn: string): LeafDef => ({ key, name, nameEn });

export const CATEGORY_TREE: readonly TopDef[] = [
  {
    key: 'office',
    name: '办公用品',
    nameEn: 'Office Supplies',
    hue: 212,
    mids: [
      {
        name: '办公文具',
        nameEn: 'Stationery',
        leaves: [
          leaf('desk-stationery', '桌面文具', 'Desk Stationery'),
          leaf('writing', '书写工具', 'Writing Instruments'),
        ],
      },
      {
        name: '办公耗材',
        nameEn: 'Office Consumables',
        leaves: [
          leaf('paper', '打印纸', 'Printing Paper'),
          leaf('toner-ink', '硒鼓墨盒', 'Toner & Ink Cartridges'),
        ],
      },
    ],
  },
  {
    key: 'tools',
    name: '五金工具',
    nameEn: 'Tools & Hardware',
    hue: 24,
    mids: [
      {
        name: '手动工具',
        nameEn: 'Hand Tools',
        leaves: [leaf('wrenches', '扳手', 'Wrenches'), leaf('screwdrivers', '螺丝刀', 'Screwdrivers')],
      },
      {
        name: '电动工具',
        nameEn: 'Power Tools',
        leaves: [leaf('drills', '电钻', 'Drills'), leaf('grinders', '角磨机', 'Angle Grinders')],
      },
    ],
  },
  {
    key: 'fasteners',
    name: '紧固件',
    nameEn: 'Fasteners',
    hue: 192,
    mids: [
      {
        name: '标准件',
        nameEn: 'Standard Parts',
        leaves: [
          leaf('screws', '螺钉', 'Screws'),
          leaf('bolts', '螺栓', 'Bolts'),
          leaf('nuts-washers', '螺母垫圈', 'Nuts & Washers'),
        ],
      },
    ],
  },
  {
    key: 'electrical',
    name: '电工电气',
    nameEn: 'Electrical',
    hue: 44,
    mids: [
      {
        name: '低压电器',
        nameEn: 'Low-voltage Apparatus',
        leaves: [
          leaf('breakers', '断路器', 'Circuit Breakers'),
          leaf('switches-sockets', '开关插座', 'Switches & Sockets'),
        ],
      },
      {
        name: '电线电缆',
        nameEn: 'Wires & Cables',
        leaves: [leaf('cables', '电线电缆', 'Wires & Cables')],
      },
    ],
  },
  {
    key: 'it',
    name: 'IT设备',
    nameEn: 'IT Equipment',
    hue: 258,
    mids: [
      {
        name: '计算机',
        nameEn: 'Computers',
        leaves: [leaf('computers', '电脑整机', 'Laptops & Desktops')],
      },
      {
        name: '电脑外设',
        nameEn: 'Peripherals',
        leaves: [
          leaf('monitors', '显示器', 'Monitors'),
          leaf('printers', '打印机', 'Printers'),
          leaf('accessories', '电脑配件', 'Computer Accessories'),
        ],
      },
    ],
  },
  {
    key: 'safety',
    name: '劳保安全',
    nameEn: 'Safety & PPE',
    hue: 6,
    mids: [
      {
        name: '个体防护',
        nameEn: 'Personal Protection',
        leaves: [
          leaf('helmets', '安全帽', 'Safety Helmets'),
          leaf('gloves', '防护手套', 'Protective Gloves'),
          leaf('masks', '口罩', 'Masks & Respirators'),
        ],
      },
    ],
  },
  {
    key: 'cleaning',
    name: '清洁用品',
    nameEn: 'Cleaning Supplies',
    hue: 150,
    mids: [
      {
        name: '清洁卫生',
        nameEn: 'Cleaning & Hygiene',
        leaves: [
          leaf('cleaning-tools', '清洁工具', 'Cleaning Tools & Paper'),
          leaf('detergents', '清洁剂', 'Detergents & Lubricants'),
        ],
      },
    ],
  },
  {
    key: 'instruments',
    name: '仪器仪表',
    nameEn: 'Instruments',
    hue: 300,
    mids: [
      {
        name: '检测仪表',
        nameEn: 'Test & Measurement',
        leaves: [
          leaf('meters', '电工仪表', 'Electrical Testers'),
          leaf('measuring', '测量量具', 'Measuring Tools'),
        ],
      },
    ],
  },
  {
    key: 'services',
    name: '专业服务',
    nameEn: 'Professional Services',
    hue: 172,
    mids: [
      {
        name: '安装维修',
        nameEn: 'Installation & Repair',
        leaves: [
          leaf('installation', '安装服务', 'Installation Services'),
          leaf('repair', '维修服务', 'Repair Services'),
        ],
      },
    ],
  },
];

const pad2 = (n: number) => String(n).padStart(2, '0');

/** Flattens the tree depth-first; ids follow that order, starting at 1. */
export function buildCategories(): { categories: CatalogCategory[]; leafIdByKey: Map<string, number> } {
  const categories: CatalogCategory[] = [];
  const leafIdByKey = new Map<string, number>();
  const add = (row: Omit<CatalogCategory, 'id'>) => {
    const id = categories.length + 1;
    categories.push({ id, ...row });
    return id;
  };
  CATEGORY_TREE.forEach((top, topIndex) => {
    const topCode = pad2(topIndex + 1);
    const topId = add({
      code: topCode,
      name: top.name,
      nameEn: top.nameEn,
      parentId: null,
      level: 1,
      sortNo: (topIndex + 1) * 10,
      isLeaf: false,
      topKey: top.key,
    });
    top.mids.forEach((mid, midIndex) => {
      const midCode = topCode + pad2(midIndex + 1);
      const midId = add({
        code: midCode,
        name: mid.name,
        nameEn: mid.nameEn,
        parentId: topId,
        level: 2,
        sortNo: (midIndex + 1) * 10,
        isLeaf: false,
        topKey: top.key,
      });
      mid.leaves.forEach((def, leafIndex) => {
        const id = add({
          code: midCode + pad2(leafIndex + 1),
          name: def.name,
          nameEn: def.nameEn,
          parentId: midId,
          level: 3,
          sortNo: (leafIndex + 1) * 10,
          isLeaf: true,
          topKey: top.key,
        });
        leafIdByKey.set(def.key, id);
      });
    });
  });
  return { categories, leafIdByKey };
}

export const TOP_CATEGORY_HUE: Readonly<Record<TopCategoryKey, number>> = Object.fromEntries(
  CATEGORY_TREE.map((top) => [top.key, top.hue]),
) as Record<TopCategoryKey, number>;

export const LEAF_KEYS: readonly string[] = CATEGORY_TREE.flatMap((top) =>
  top.mids.flatMap((mid) => mid.leaves.map((def) => def.key)),
);
