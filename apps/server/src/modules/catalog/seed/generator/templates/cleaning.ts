import { dim, prefixedSpu } from './helpers';
import type { LeafTemplate } from './types';

const TOOL_BRANDS = ['miaojie', 'maryya', 'baiyun', 'deli'];
const PAPER_BRANDS = ['vinda', 'breeze', 'kimberly-clark', 'hearttex'];

export const CLEANING_TOOLS: LeafTemplate = {
  leaf: 'cleaning-tools',
  weight: 4,
  kinds: [
    {
      name: '拖把',
      nameEn: 'Mop',
      unit: 'EA',
      price: [29, 49],
      dims: [
        dim('宽度', 'Width', 'spec', ['38cm', '45cm', '60cm'], [1, 1.2, 1.6]),
        dim('类型', 'Type', 'basic', ['免手洗平板', '旋转', '棉线'], [1, 1.2, 0.6]),
      ],
      variantDim: 0,
      model: prefixedSpu(4),
      brands: TOOL_BRANDS,
    },
    {
      name: '扫把簸箕套装',
      nameEn: 'Broom and dustpan set',
      unit: 'SET',
      price: [19, 39],
      dims: [
        dim('刷毛', 'Bristles', 'basic', ['软毛', '硬毛', '折叠款'], [1, 1, 1.4]),
        dim('颜色', 'Colour', 'basic', ['灰色', '蓝色', '绿色']),
      ],
      variantDim: 1,
      model: prefixedSpu(4),
      brands: TOOL_BRANDS,
    },
    {
      name: '垃圾袋',
      nameEn: 'Bin bags',
      unit: 'ROL',
      price: [6, 10],
      dims: [
        dim(
          '规格',
          'Size',
          'spec',
          ['45×50cm', '50×60cm', '60×80cm', '80×100cm', '100×120cm'],
          [1, 1.3, 1.8, 2.8, 4.2],
        ),
        dim('厚度', 'Thickness', 'spec', ['2丝', '3丝', '5丝'], [1, 1.3, 2]),
        dim('颜色', 'Colour', 'basic', ['黑色', '绿色', '灰色', '蓝色']),
        dim('包装', 'Package', 'package', ['30只/卷', '50只/卷'], [1, 1.55]),
      ],
      variantDim: 0,
      model: prefixedSpu(4),
      brands: TOOL_BRANDS,
      weight: 2,
    },
    {
      name: '擦手纸',
      nameEn: 'Hand towels',
      unit: 'CTN',
      price: [89, 125],
      dims: [
        dim('折叠方式', 'Fold', 'basic', ['三折', '二折']),
        dim(
          '包装规格',
          'Pack size',
          'package',
          ['200抽×20包/箱', '150抽×25包/箱', '250抽×20包/箱'],
          [1, 0.95, 1.25],
        ),
        dim('层数', 'Ply', 'spec', ['单层', '双层'], [1, 1.35]),
      ],
      variantDim: 1,
      model: prefixedSpu(4),
      brands: PAPER_BRANDS,
      weight: 2,
    },
    {
      name: '商用大盘纸',
      nameEn: 'Jumbo toilet rolls',
      unit: 'CTN',
      price: [99, 149],
      dims: [
        dim('层数', 'Ply', 'spec', ['双层', '三层'], [1, 1.2]),
        dim('包装规格', 'Pack size', 'package', ['12卷/箱', '6卷/箱'], [1, 0.55]),
      ],
      variantDim: 1,
      model: prefixedSpu(4),
      brands: PAPER_BRANDS,
    },
    {
      name: '抽纸',
      nameEn: 'Facial tissues',
      unit: 'CTN',
      price: [45, 79],
      dims: [
        dim('层数', 'Ply', 'spec', ['三层', '四层'], [1, 1.15]),
        dim('包装规格', 'Pack size', 'package', ['100抽×24包/箱', '120抽×18包/箱'], [1, 0.95]),
      ],
      variantDim: 1,
      model: prefixedSpu(4),
      brands: PAPER_BRANDS,
    },
  ],
};

export const DETERGENTS: LeafTemplate = {
  leaf: 'detergents',
  weight: 3,
  kinds: [
    {
      name: '洗手液',
      nameEn: 'Hand wash',
      unit: 'BTL',
      price: [9.9, 18],
      dims: [
        dim('容量', 'Volume', 'spec', ['300ml', '500ml', '2.5L', '5L'], [1, 1.45, 4.8, 8.5]),
        dim('香型', 'Scent', 'basic', ['清香', '抑菌', '芦荟', '柠檬']),
      ],
      variantDim: 0,
      model: prefixedSpu(4),
      brands: ['dettol', 'walch', 'bluemoon', 'liby'],
      weight: 2,
    },
    {
      name: '消毒液',
      nameEn: 'Disinfectant',
      unit: 'BTL',
      price: [12, 22],
      dims: [
        dim('类型', 'Type', 'basic', ['84消毒液', '衣物消毒液', '含氯消毒液']),
        dim('容量', 'Volume', 'spec', ['1L', '2.5L', '5L'], [1, 2.1, 3.8]),
      ],
      variantDim: 1,
      model: prefixedSpu(4),
      brands: ['dettol', 'walch', 'bluemoon', 'liby'],
    },
    {
      name: '重油污清洁剂',
      nameEn: 'Heavy-duty degreaser',
      unit: 'BTL',
      price: [15, 26],
      dims: [
        dim('容量', 'Volume', 'spec', ['500g', '750g', '2L', '5L'], [1, 1.35, 3.2, 7]),
        dim('用途', 'Use', 'basic', ['厨房', '地面', '玻璃']),
      ],
      variantDim: 0,
      model: prefixedSpu(4),
      brands: ['mr-muscle', 'bluemoon', 'liby', '3m'],
    },
    {
      name: '防锈润滑剂',
      nameEn: 'Rust-proof lubricant',
      unit: 'BTL',
      price: [25, 40],
      dims: [
        dim('容量', 'Volume', 'spec', ['100ml', '200ml', '350ml', '400ml'], [0.55, 0.8, 1, 1.2]),
        dim('类型', 'Type', 'basic', ['除锈润滑', '精密电器清洁', '白锂润滑脂'], [1, 1.3, 1.5]),
      ],
      variantDim: 0,
      model: prefixedSpu(3),
      brands: ['wd-40', 'wurth'],
      weight: 1.5,
    },
  ],
};
