import { dim, prefixed, prefixedSpu, withPrefixes } from './helpers';
import type { LeafTemplate, ModelFn } from './types';

const digits3 = (code: number) => String(200 + (code % 800));

const HIGH_YIELD = ['约3100页', '约9000页', '约6000页'];
/** HP marks high-yield toner X (CF226X), others H. */
const tonerModel: ModelFn = (c) => {
  const high = HIGH_YIELD.includes(c.values[1]);
  if (c.brand === 'hp') return `CF${digits3(c.code)}${high ? 'X' : 'A'}`;
  if (c.brand === 'canon') return `CRG-0${digits3(c.code).slice(1)}${high ? 'H' : ''}`;
  return `${c.prefix}${digits3(c.code)}${high ? 'H' : ''}`;
};
const TONER_SERIES = { lenovo: 'LT', pantum: 'PD-', deli: 'DBH-' };
const INK_SERIES = { hp: '', canon: 'PG-', epson: 'T', brother: 'LC', gg: 'NC-', printrite: 'MH' };
const INK_BOTTLE_SERIES = { hp: 'GT', canon: 'GI-', epson: 'T', gg: 'NE', printrite: 'EH' };
/** Ink cartridges: series number, XL for the high-capacity one (HP 803XL). */
const inkModel: ModelFn = (c) => `${c.prefix}${100 + (c.code % 900)}${c.values[1] === '大容量' ? 'XL' : ''}`;

export const PAPER: LeafTemplate = {
  leaf: 'paper',
  weight: 3,
  kinds: [
    {
      name: '打印纸',
      nameEn: 'Printing paper',
      unit: 'PCK',
      price: [18, 30],
      dims: [
        dim('规格', 'Size', 'spec', ['A4', 'A3', 'B5'], [1, 2, 0.9]),
        dim('克重', 'Weight', 'spec', ['70g', '80g'], [1, 1.15]),
        dim('张数', 'Sheets', 'package', ['500张/包']),
      ],
      variantDim: 0,
      model: prefixed(4),
      weight: 3,
    },
    {
      name: '复印纸',
      nameEn: 'Copy paper',
      unit: 'CTN',
      price: [95, 150],
      dims: [
        dim('规格', 'Size', 'spec', ['A4', 'A3', 'B5'], [1, 2, 0.9]),
        dim('克重', 'Weight', 'spec', ['70g', '80g'], [1, 1.15]),
        dim('包装', 'Package', 'package', ['5包/箱', '8包/箱'], [1, 1.6]),
      ],
      variantDim: 1,
      model: prefixed(4),
      weight: 2,
    },
    {
      name: '彩色复印纸',
      nameEn: 'Coloured copy paper',
      unit: 'PCK',
      price: [20, 40],
      dims: [
        dim('规格', 'Size', 'spec', ['A4']),
        dim('颜色', 'Colour', 'basic', ['粉红', '浅蓝', '浅黄', '浅绿', '混色']),
        dim('张数', 'Sheets', 'package', ['100张/包', '250张/包'], [1, 2.2]),
      ],
      variantDim: 1,
      model: prefixedSpu(4),
    },
    {
      name: '热敏收银纸',
      nameEn: 'Thermal till roll',
      unit: 'ROL',
      price: [1.2, 3.5],
      dims: [dim('规格', 'Size', 'spec', ['57×50mm', '80×60mm', '80×80mm'], [1, 1.8, 2.3])],
      variantDim: 0,
      model: prefixed(4),
      brands: ['deli', 'comix', 'mg'],
    },
  ],
};

export const TONER_INK: LeafTemplate = {
  leaf: 'toner-ink',
  weight: 5,
  kinds: [
    {
      name: '硒鼓',
      nameEn: 'Toner cartridge',
      unit: 'PCS',
      price: [80, 260],
      dims: [
        dim('颜色', 'Colour', 'basic', ['黑色', '青色', '品红色', '黄色'], [1, 1.3, 1.3, 1.3]),
        dim(
          '打印页数',
          'Page yield',
          'spec',
          ['约1600页', '约2100页', '约3100页', '约9000页'],
          [1, 1.25, 1.6, 3],
        ),
      ],
      variantDim: 1,
      model: withPrefixes(TONER_SERIES, tonerModel),
      brands: ['hp', 'canon', 'brother', 'gg', 'printrite', 'lenovo', 'pantum', 'deli'],
      weight: 3,
    },
    {
      name: '墨盒',
      nameEn: 'Ink cartridge',
      unit: 'PCS',
      price: [45, 160],
      dims: [
        dim('颜色', 'Colour', 'basic', ['黑色', '彩色', '青色', '品红色', '黄色'], [1, 1.3, 0.9, 0.9, 0.9]),
        dim('容量', 'Capacity', 'spec', ['标准容量', '大容量'], [1, 1.7]),
      ],
      variantDim: 0,
      model: withPrefixes(INK_SERIES, inkModel),
      brands: ['hp', 'canon', 'epson', 'brother', 'gg', 'printrite'],
      weight: 2,
    },
    {
      name: '墨水',
      nameEn: 'Ink bottle',
      unit: 'BTL',
      price: [35, 70],
      dims: [
        dim('颜色', 'Colour', 'basic', ['黑色', '青色', '品红色', '黄色']),
        dim('容量', 'Capacity', 'spec', ['70ml', '127ml'], [1, 1.5]),
      ],
      variantDim: 0,
      model: withPrefixes(INK_BOTTLE_SERIES, prefixedSpu(3)),
      brands: ['epson', 'canon', 'hp', 'gg', 'printrite'],
    },
    {
      name: '粉盒',
      nameEn: 'Toner powder cartridge',
      unit: 'PCS',
      price: [35, 110],
      dims: [
        dim('颜色', 'Colour', 'basic', ['黑色']),
        dim('打印页数', 'Page yield', 'spec', ['约1500页', '约2600页', '约6000页'], [1, 1.4, 2.3]),
      ],
      variantDim: 1,
      model: withPrefixes(TONER_SERIES, tonerModel),
      brands: ['pantum', 'lenovo', 'brother', 'gg', 'printrite', 'deli'],
    },
  ],
};
