import type { CatalogFrontCategory } from './types';

// The storefront navigation: grouped the way buyers shop, each entry lists goods of back-office leaves.

type FrontLeaf = [name: string, nameEn: string, leaves: string[]];
interface FrontGroup {
  name: string;
  nameEn: string;
  entries: FrontLeaf[];
}
interface FrontTop {
  name: string;
  nameEn: string;
  groups: FrontGroup[];
}

export const FRONT_TREE: readonly FrontTop[] = [
  {
    name: '办公文具',
    nameEn: 'Office',
    groups: [
      {
        name: '文具',
        nameEn: 'Stationery',
        entries: [
          ['订书机/本册', 'Staplers & Notebooks', ['desk-stationery']],
          ['笔类', 'Pens & Markers', ['writing']],
        ],
      },
      {
        name: '打印耗材',
        nameEn: 'Printing Supplies',
        entries: [
          ['打印纸', 'Printing Paper', ['paper']],
          ['硒鼓墨盒', 'Toner & Ink', ['toner-ink']],
        ],
      },
    ],
  },
  {
    name: '电脑数码',
    nameEn: 'Computers',
    groups: [
      {
        name: '电脑整机',
        nameEn: 'Computers',
        entries: [['笔记本/台式机', 'Laptops & Desktops', ['computers']]],
      },
      {
        name: '外设配件',
        nameEn: 'Peripherals',
        entries: [
          ['显示器', 'Monitors', ['monitors']],
          ['打印机', 'Printers', ['printers']],
          ['键鼠/存储', 'Keyboards, Mice & Storage', ['accessories']],
        ],
      },
    ],
  },
  {
    name: '工业品',
    nameEn: 'Industrial',
    groups: [
      {
        name: '五金工具',
        nameEn: 'Tools',
        entries: [
          ['扳手/螺丝刀', 'Wrenches & Screwdrivers', ['wrenches', 'screwdrivers']],
          ['电动工具', 'Power Tools', ['drills', 'grinders']],
          ['测量工具', 'Measuring Tools', ['measuring']],
        ],
      },
      {
        name: '紧固件',
        nameEn: 'Fasteners',
        entries: [
          ['螺丝螺钉', 'Screws', ['screws']],
          ['螺栓/法兰', 'Bolts & Flange Bolts', ['bolts']],
          ['螺母垫圈', 'Nuts & Washers', ['nuts-washers']],
        ],
      },
      {
        name: '仪器仪表',
        nameEn: 'Instruments',
        entries: [['万用表/测温仪', 'Multimeters & Thermometers', ['meters']]],
      },
    ],
  },
  {
    name: '电工照明',
    nameEn: 'Electrical',
    groups: [
      {
        name: '配电电器',
        nameEn: 'Distribution',
        entries: [
          ['断路器', 'Circuit Breakers', ['breakers']],
          ['开关插座', 'Switches & Sockets', ['switches-sockets']],
        ],
      },
      {
        name: '线缆',
        nameEn: 'Cables',
        entries: [['电线电缆/网线', 'Wires, Cables & Network Cables', ['cables']]],
      },
    ],
  },
  {
    name: '劳保清洁',
    nameEn: 'Safety & Cleaning',
    groups: [
      {
        name: '劳保防护',
        nameEn: 'Safety',
        entries: [
          ['安全帽', 'Safety Helmets', ['helmets']],
          ['手套', 'Gloves', ['gloves']],
          ['口罩', 'Masks', ['masks']],
        ],
      },
      {
        name: '清洁用品',
        nameEn: 'Cleaning',
        entries: [
          ['清洁工具/纸品', 'Cleaning Tools & Paper', ['cleaning-tools']],
          ['清洁剂/润滑剂', 'Detergents & Lubricants', ['detergents']],
        ],
      },
    ],
  },
  {
    name: '企业服务',
    nameEn: 'Services',
    groups: [
      {
        name: '安装维修',
        nameEn: 'Installation & Repair',
        entries: [
          ['安装施工', 'Installation', ['installation']],
          ['维修保养', 'Repair & Maintenance', ['repair']],
        ],
      },
    ],
  },
];

export function buildFrontCategories(leafIdByKey: ReadonlyMap<string, number>): CatalogFrontCategory[] {
  const rows: CatalogFrontCategory[] = [];
  const add = (row: Omit<CatalogFrontCategory, 'id'>) => {
    rows.push({ id: rows.length + 1, ...row });
    return rows.length;
  };
  FRONT_TREE.forEach((top, topIndex) => {
    const topId = add({
      ...names(top),
      parentId: null,
      level: 1,
      sortNo: (topIndex + 1) * 10,
      backCategoryIds: [],
    });
    top.groups.forEach((group, groupIndex) => {
      const groupId = add({
        ...names(group),
        parentId: topId,
        level: 2,
        sortNo: (groupIndex + 1) * 10,
        backCategoryIds: [],
      });
      group.entries.forEach(([name, nameEn, leaves], entryIndex) => {
        const backCategoryIds = leaves.map((key) => {
          const id = leafIdByKey.get(key);
          if (id === undefined)
            throw new Error(`front category ${name} names an unknown leaf category ${key}`);
          return id;
        });
        add({ name, nameEn, parentId: groupId, level: 3, sortNo: (entryIndex + 1) * 10, backCategoryIds });
      });
    });
  });
  return rows;
}

const names = (entry: { name: string; nameEn: string }) => ({ name: entry.name, nameEn: entry.nameEn });
