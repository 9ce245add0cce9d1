import { dim, prefixed, prefixedSpu, series } from './helpers';
import type { LeafTemplate } from './types';

const OFFICE_COLOURS = ['黑色', '蓝色', '白色', '灰色', '红色'];
const INK_COLOURS = ['黑色', '蓝色', '红色'];

export const DESK_STATIONERY: LeafTemplate = {
  leaf: 'desk-stationery',
  weight: 6,
  kinds: [
    {
      name: '订书机',
      nameEn: 'Stapler',
      unit: 'PCS',
      price: [6, 28],
      modelPlacement: 'before',
      dims: [
        dim('钉型', 'Staple size', 'spec', ['12号', '10号', '24/6'], [1, 0.8, 1.1]),
        dim(
          '订书能力',
          'Capacity',
          'spec',
          ['可订20页', '可订25页', '可订30页', '可订50页', '可订100页'],
          [1, 1.15, 1.3, 2.2, 4.5],
        ),
        dim('颜色', 'Colour', 'basic', OFFICE_COLOURS),
      ],
      variantDim: 2,
      model: prefixedSpu(4),
      brands: ['deli', 'comix', 'mg', 'kokuyo', 'guangbo'],
      weight: 2,
    },
    {
      name: '订书钉',
      nameEn: 'Staples',
      unit: 'BOX',
      price: [1.5, 6],
      dims: [
        dim('钉型', 'Staple size', 'spec', ['12号', '10号', '24/6', '23/13'], [1, 0.8, 1.1, 2.5]),
        dim('包装', 'Package', 'package', ['1000枚/盒', '5000枚/盒'], [1, 4]),
      ],
      variantDim: 0,
      model: prefixed(4),
      brands: ['deli', 'comix', 'mg', 'kokuyo'],
    },
    {
      name: '笔记本',
      nameEn: 'Notebook',
      unit: 'BK',
      price: [3, 12],
      dims: [
        dim('规格', 'Size', 'spec', ['A5', 'B5', 'A4', '16K'], [1, 1.2, 1.5, 1.3]),
        dim('页数', 'Pages', 'spec', ['40页', '60页', '80页', '100页', '120页'], [1, 1.2, 1.4, 1.6, 1.9]),
        dim('装订方式', 'Binding', 'basic', ['软抄本', '皮面本', '活页本', '线圈本'], [1, 2.2, 2.5, 1.4]),
        dim('颜色', 'Colour', 'basic', ['黑色', '蓝色', '棕色', '灰色']),
      ],
      variantDim: 1,
      model: prefixed(4),
      brands: ['deli', 'comix', 'mg', 'kokuyo', 'guangbo'],
      weight: 2,
    },
    {
      name: '文件夹',
      nameEn: 'File folder',
      unit: 'PCS',
      price: [2.5, 10],
      dims: [
        dim('规格', 'Size', 'spec', ['A4']),
        dim(
          '类型',
          'Type',
          'basic',
          ['双强力夹', '单强力夹', '拉杆夹', '风琴包', '档案盒'],
          [1, 0.9, 0.8, 2.5, 1.2],
        ),
        dim('颜色', 'Colour', 'basic', ['蓝色', '黑色', '灰色', '透明']),
      ],
      variantDim: 2,
      model: prefixed(4),
      brands: ['deli', 'comix', 'mg', 'guangbo', 'kokuyo'],
    },
    {
      name: '计算器',
      nameEn: 'Calculator',
      unit: 'UNIT',
      price: [15, 60],
      dims: [
        dim('类型', 'Type', 'basic', ['桌面型', '语音型', '财务型', '科学型'], [1, 1.3, 1.8, 2.2]),
        dim('显示位数', 'Digits', 'spec', ['12位', '14位'], [1, 1.3]),
        dim('颜色', 'Colour', 'basic', ['黑色', '白色', '银色']),
      ],
      variantDim: 2,
      model: series({ casio: ['MX-12B', 'DJ-240D', 'GX-14B', 'DM-1200B', 'fx-82ES'] }, prefixedSpu(4)),
      brands: ['casio', 'deli', 'comix'],
    },
    {
      name: '便利贴',
      nameEn: 'Sticky notes',
      unit: 'BK',
      price: [2, 7],
      dims: [
        dim('规格', 'Size', 'spec', ['76×76mm', '76×127mm', '51×76mm'], [1, 1.5, 0.7]),
        dim('颜色', 'Colour', 'basic', ['黄色', '粉色', '绿色', '蓝色', '混色']),
        dim('张数', 'Sheets', 'package', ['100张/本']),
      ],
      variantDim: 1,
      model: series({ '3m': ['654', '655', '656', '653'] }, prefixedSpu(4)),
      brands: ['3m', 'deli', 'comix', 'mg'],
    },
  ],
};

export const WRITING: LeafTemplate = {
  leaf: 'writing',
  weight: 5,
  kinds: [
    {
      name: '中性笔',
      nameEn: 'Gel pen',
      unit: 'BOX',
      price: [8, 24],
      dims: [
        dim('笔尖规格', 'Tip', 'spec', ['0.38mm', '0.5mm', '0.7mm'], [1, 1, 1.05]),
        dim('颜色', 'Colour', 'basic', INK_COLOURS),
        dim('包装', 'Package', 'package', ['12支/盒', '24支/盒'], [1, 1.9]),
      ],
      variantDim: 1,
      model: prefixedSpu(4),
      weight: 3,
    },
    {
      name: '按动签字笔',
      nameEn: 'Retractable signing pen',
      unit: 'BOX',
      price: [10, 30],
      dims: [
        dim('笔尖规格', 'Tip', 'spec', ['0.5mm', '0.7mm', '1.0mm']),
        dim('颜色', 'Colour', 'basic', INK_COLOURS),
        dim('包装', 'Package', 'package', ['12支/盒']),
      ],
      variantDim: 1,
      model: prefixedSpu(4),
    },
    {
      name: '记号笔',
      nameEn: 'Marker',
      unit: 'BOX',
      price: [10, 28],
      dims: [
        dim('墨水类型', 'Ink', 'basic', ['油性', '水性']),
        dim('笔头', 'Nib', 'spec', ['单头', '双头'], [1, 1.3]),
        dim('颜色', 'Colour', 'basic', INK_COLOURS),
        dim('包装', 'Package', 'package', ['10支/盒', '12支/盒'], [1, 1.2]),
      ],
      variantDim: 2,
      model: prefixedSpu(4),
    },
    {
      name: '白板笔',
      nameEn: 'Whiteboard marker',
      unit: 'BOX',
      price: [9, 25],
      dims: [
        dim('颜色', 'Colour', 'basic', ['黑色', '蓝色', '红色', '混色']),
        dim('包装', 'Package', 'package', ['10支/盒', '12支/盒'], [1, 1.2]),
      ],
      variantDim: 0,
      model: prefixedSpu(4),
    },
    {
      name: '荧光笔',
      nameEn: 'Highlighter',
      unit: 'BOX',
      price: [8, 22],
      dims: [
        dim('颜色', 'Colour', 'basic', ['黄色', '绿色', '粉色', '混色']),
        dim('包装', 'Package', 'package', ['6支/盒', '10支/盒'], [1, 1.6]),
      ],
      variantDim: 0,
      model: prefixedSpu(4),
    },
  ],
};
