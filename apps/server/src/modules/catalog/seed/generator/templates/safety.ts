import { dim, prefixed, prefixedSpu, series } from './helpers';
import type { LeafTemplate } from './types';

const HELMET_COLOURS = ['白色', '红色', '黄色', '蓝色', '橙色'];
const GLOVE_SIZES = ['S', 'M', 'L', 'XL'];

export const HELMETS: LeafTemplate = {
  leaf: 'helmets',
  weight: 3,
  kinds: [
    {
      name: '安全帽',
      nameEn: 'Safety helmet',
      unit: 'TOP',
      price: [15, 38],
      dims: [
        dim('材质', 'Material', 'basic', ['ABS', 'HDPE', '玻璃钢'], [1.2, 1, 1.9]),
        dim('款式', 'Style', 'basic', ['V型', '欧式透气', '国标透气', '盔式'], [1, 1.3, 1.1, 1.05]),
        dim('颜色', 'Colour', 'basic', HELMET_COLOURS),
        dim('执行标准', 'Standard', 'spec', ['GB 2811-2019'], undefined, false),
      ],
      variantDim: 2,
      model: series(
        { '3m': ['H-701R', 'H-701V', 'H-702R'], msa: ['V-Gard 500', 'V-Gard 200'] },
        prefixedSpu(3),
      ),
      weight: 3,
    },
    {
      name: '带护目镜安全帽',
      nameEn: 'Safety helmet with goggles',
      unit: 'TOP',
      price: [39, 79],
      dims: [
        dim('材质', 'Material', 'basic', ['ABS', '玻璃钢'], [1, 1.5]),
        dim('颜色', 'Colour', 'basic', HELMET_COLOURS),
      ],
      variantDim: 1,
      model: prefixedSpu(3),
    },
  ],
};

export const GLOVES: LeafTemplate = {
  leaf: 'gloves',
  weight: 4,
  kinds: [
    {
      name: '丁腈涂层手套',
      nameEn: 'Nitrile coated gloves',
      unit: 'PR',
      price: [4.5, 10],
      dims: [
        dim('尺码', 'Size', 'spec', GLOVE_SIZES),
        dim('涂层', 'Coating', 'basic', ['掌浸', '全浸', '发泡'], [1, 1.3, 1.2]),
      ],
      variantDim: 0,
      model: prefixedSpu(4),
      weight: 2,
    },
    {
      name: '一次性丁腈手套',
      nameEn: 'Disposable nitrile gloves',
      unit: 'BOX',
      price: [29, 55],
      dims: [
        dim('尺码', 'Size', 'spec', GLOVE_SIZES),
        dim('颜色', 'Colour', 'basic', ['蓝色', '黑色', '白色']),
        dim('包装', 'Package', 'package', ['100只/盒', '50只/盒'], [1, 0.55]),
      ],
      variantDim: 0,
      model: prefixedSpu(4),
      brands: ['3m', 'honeywell', 'ansell', 'xingyu', 'delta-plus'],
    },
    {
      name: '防割手套',
      nameEn: 'Cut resistant gloves',
      unit: 'PR',
      price: [18, 45],
      dims: [
        dim('尺码', 'Size', 'spec', ['M', 'L', 'XL']),
        dim('防割等级', 'Cut level', 'spec', ['A2级', 'A4级', 'A6级', 'A9级'], [1, 1.5, 2.3, 3.5]),
      ],
      variantDim: 0,
      model: prefixedSpu(4),
    },
    {
      name: '绝缘手套',
      nameEn: 'Insulating gloves',
      unit: 'PR',
      price: [45, 120],
      dims: [
        dim('尺码', 'Size', 'spec', ['M', 'L', 'XL']),
        dim('耐压等级', 'Voltage class', 'spec', ['0.5kV', '1kV', '12kV', '25kV'], [1, 1.2, 2, 3.1]),
      ],
      variantDim: 0,
      model: prefixedSpu(4),
      brands: ['honeywell', 'ansell', 'sata', 'delta-plus'],
    },
    {
      name: '劳保棉线手套',
      nameEn: 'Cotton work gloves',
      unit: 'PR',
      price: [1.2, 2.5],
      dims: [dim('克重', 'Weight', 'spec', ['500g', '600g', '700g', '800g'], [1, 1.2, 1.4, 1.6])],
      variantDim: 0,
      model: prefixedSpu(4),
      brands: ['xingyu', 'sata', 'delta-plus'],
    },
  ],
};

export const MASKS: LeafTemplate = {
  leaf: 'masks',
  weight: 3,
  kinds: [
    {
      name: 'KN95防尘口罩',
      nameEn: 'KN95 dust mask',
      unit: 'BOX',
      price: [39, 75],
      dims: [
        dim('佩戴方式', 'Fit', 'basic', ['头戴式', '耳戴式']),
        dim('呼吸阀', 'Valve', 'spec', ['带呼吸阀', '无呼吸阀'], [1.3, 1]),
        dim('包装', 'Package', 'package', ['20只/盒', '25只/盒', '50只/盒'], [1, 1.2, 2.3]),
      ],
      variantDim: 2,
      model: series(
        {
          '3m': ['9501+', '9502+', '9001V', '9002V', '8210'],
          honeywell: ['H910Plus', 'H930V', 'H1005591'],
          shigematsu: ['DR28SC2', 'DD11'],
        },
        prefixedSpu(4),
      ),
      weight: 2,
    },
    {
      name: '一次性医用口罩',
      nameEn: 'Disposable medical mask',
      unit: 'BOX',
      price: [12, 22],
      dims: [
        dim('类型', 'Type', 'basic', ['医用外科', '一次性医用'], [1.3, 1]),
        dim('颜色', 'Colour', 'basic', ['蓝色', '白色', '黑色']),
        dim('包装', 'Package', 'package', ['50只/盒', '100只/盒'], [1, 1.9]),
      ],
      variantDim: 1,
      model: prefixedSpu(4),
      brands: ['winner', 'zhende', '3m', 'honeywell'],
      weight: 2,
    },
    {
      name: '防毒面具半面罩',
      nameEn: 'Half-face respirator',
      unit: 'SET',
      price: [69, 139],
      dims: [
        dim('尺码', 'Size', 'spec', ['中号', '大号']),
        dim('配置', 'Kit', 'package', ['单面罩', '防毒滤盒套装', '七件套'], [1, 1.6, 2.2]),
      ],
      variantDim: 1,
      model: series(
        { '3m': ['6200', '6502QL', 'HF-52'], honeywell: ['7700', '5500'], shigematsu: ['TW08S', 'TF-01'] },
        prefixed(4),
      ),
      brands: ['3m', 'honeywell', 'shigematsu', 'delta-plus'],
    },
  ],
};
