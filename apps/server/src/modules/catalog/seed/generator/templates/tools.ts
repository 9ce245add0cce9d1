import { dim, prefixed, prefixedSpu, steps } from './helpers';
import type { LeafTemplate, ModelFn } from './types';

/** 'GSB 13 RE' for Bosch-style prefixes ending in a space, 'HP1630' otherwise. */
const powerToolModel: ModelFn = (c) =>
  c.prefix.endsWith(' ')
    ? `${c.prefix}${10 + (c.code % 16)} RE`
    : `${c.prefix || 'R'}${1000 + (c.code % 9000)}`;

export const WRENCHES: LeafTemplate = {
  leaf: 'wrenches',
  weight: 5,
  kinds: [
    {
      name: '活动扳手',
      nameEn: 'Adjustable wrench',
      unit: 'EA',
      price: [18, 40],
      dims: [
        dim(
          '规格',
          'Size',
          'spec',
          ['6寸/150mm', '8寸/200mm', '10寸/250mm', '12寸/300mm', '15寸/375mm', '18寸/450mm'],
          [1, 1.2, 1.5, 1.9, 2.8, 3.8],
        ),
        dim('材质', 'Material', 'basic', ['铬钒钢', '高碳钢'], [1.2, 1]),
      ],
      variantDim: 0,
      model: prefixed(5),
      weight: 2,
    },
    {
      name: '开口梅花两用扳手',
      nameEn: 'Combination wrench',
      unit: 'EA',
      price: [6, 16],
      dims: [
        dim(
          '规格',
          'Size',
          'spec',
          ['8mm', '10mm', '12mm', '13mm', '14mm', '17mm', '19mm', '22mm', '24mm', '27mm', '30mm', '32mm'],
          [1, 1.1, 1.2, 1.25, 1.3, 1.6, 1.8, 2.2, 2.6, 3.2, 3.8, 4.3],
        ),
        dim('材质', 'Material', 'basic', ['铬钒钢']),
      ],
      variantDim: 0,
      model: prefixed(5),
      weight: 2,
    },
    {
      name: '内六角扳手套装',
      nameEn: 'Hex key set',
      unit: 'SET',
      price: [15, 50],
      dims: [
        dim(
          '规格',
          'Size',
          'spec',
          ['9件套 1.5-10mm', '9件套 加长球头', '10件套 1.5-10mm', '7件套 英制'],
          [1, 1.4, 1.3, 1],
        ),
        dim('材质', 'Material', 'basic', ['铬钒钢', 'S2合金钢'], [1, 1.5]),
      ],
      variantDim: 0,
      model: prefixed(5),
    },
    {
      name: '扭力扳手',
      nameEn: 'Torque wrench',
      unit: 'EA',
      price: [220, 420],
      dims: [
        dim(
          '规格',
          'Size',
          'spec',
          ['1/4" 5-25N·m', '3/8" 20-110N·m', '1/2" 40-210N·m', '1/2" 60-340N·m'],
          [1, 1.2, 1.5, 1.9],
        ),
        dim('类型', 'Type', 'basic', ['预置式', '数显式'], [1, 3.2]),
      ],
      variantDim: 0,
      model: prefixed(5),
      brands: ['sata', 'stanley', 'sheffield', 'wera', 'endura'],
    },
    {
      name: '套筒扳手套装',
      nameEn: 'Socket wrench set',
      unit: 'SET',
      price: [89, 260],
      dims: [
        dim(
          '规格',
          'Size',
          'spec',
          ['1/4" 46件套', '3/8" 32件套', '1/2" 24件套', '120件套 综合'],
          [1, 1.3, 1.6, 4.2],
        ),
      ],
      variantDim: 0,
      model: prefixed(5),
    },
  ],
};

export const SCREWDRIVERS: LeafTemplate = {
  leaf: 'screwdrivers',
  weight: 4,
  kinds: [
    {
      name: '十字螺丝刀',
      nameEn: 'Phillips screwdriver',
      unit: 'EA',
      price: [5, 14],
      dims: [
        dim(
          '规格',
          'Size',
          'spec',
          ['PH0×75mm', 'PH1×100mm', 'PH2×100mm', 'PH2×150mm', 'PH3×200mm'],
          [1, 1.1, 1.2, 1.35, 1.7],
        ),
        dim('手柄', 'Handle', 'basic', ['胶柄', '双色柄', '绝缘柄 VDE 1000V'], [1, 1.3, 3.5]),
      ],
      variantDim: 0,
      model: prefixed(5),
      weight: 2,
    },
    {
      name: '一字螺丝刀',
      nameEn: 'Slotted screwdriver',
      unit: 'EA',
      price: [5, 13],
      dims: [
        dim('规格', 'Size', 'spec', ['3×75mm', '5×100mm', '6×150mm', '8×200mm'], [1, 1.15, 1.35, 1.7]),
        dim('手柄', 'Handle', 'basic', ['胶柄', '双色柄', '绝缘柄 VDE 1000V'], [1, 1.3, 3.5]),
      ],
      variantDim: 0,
      model: prefixed(5),
    },
    {
      name: '精密螺丝刀套装',
      nameEn: 'Precision screwdriver set',
      unit: 'SET',
      price: [19, 55],
      dims: [
        dim(
          '规格',
          'Size',
          'spec',
          ['6件套', '16件套', '25件套', '32件套', '63件套'],
          [1, 1.6, 2.2, 2.6, 4.5],
        ),
        dim('用途', 'Use', 'basic', ['手机维修', '电子维修', '钟表维修']),
      ],
      variantDim: 0,
      model: prefixed(4),
    },
    {
      name: '螺丝批头',
      nameEn: 'Screwdriver bits',
      unit: 'BOX',
      price: [8, 20],
      dims: [
        dim('规格', 'Size', 'spec', ['PH2×25mm', 'PH2×50mm', 'PH2×65mm', 'PH2×110mm'], steps(4, 1.25)),
        dim('包装', 'Package', 'package', ['10支/盒']),
      ],
      variantDim: 0,
      model: prefixed(5),
    },
    {
      name: '电动螺丝刀',
      nameEn: 'Electric screwdriver',
      unit: 'SET',
      price: [129, 260],
      dims: [
        dim('电压', 'Voltage', 'spec', ['3.6V', '4V', '7.2V'], [1, 1.1, 1.6]),
        dim('配置', 'Kit', 'package', ['标配', '配24件批头'], [1, 1.3]),
      ],
      variantDim: 1,
      model: prefixedSpu(5),
      brands: ['deli', 'stanley', 'sata'],
    },
  ],
};

const POWER_TOOL_BRANDS = ['bosch', 'makita', 'dongcheng', 'dewalt', 'worx', 'ken', 'hikoki', 'stanley'];

export const DRILLS: LeafTemplate = {
  leaf: 'drills',
  weight: 3,
  kinds: [
    {
      name: '冲击钻',
      nameEn: 'Impact drill',
      unit: 'UNIT',
      price: [199, 450],
      dims: [
        dim('功率', 'Power', 'spec', ['550W', '650W', '710W', '850W', '1010W'], [1, 1.15, 1.3, 1.5, 1.8]),
        dim('配置', 'Kit', 'package', ['标配', '套装版（含钻头）', '工具箱套装'], [1, 1.2, 1.45]),
      ],
      variantDim: 1,
      model: powerToolModel,
      modelPlacement: 'before',
      brands: POWER_TOOL_BRANDS,
      weight: 2,
    },
    {
      name: '锂电电钻',
      nameEn: 'Cordless drill',
      unit: 'UNIT',
      price: [259, 780],
      dims: [
        dim('电压', 'Voltage', 'spec', ['12V', '18V', '20V'], [1, 1.5, 1.55]),
        dim('电池', 'Battery', 'package', ['单电', '双电', '裸机'], [1, 1.3, 0.55]),
      ],
      variantDim: 1,
      model: powerToolModel,
      modelPlacement: 'before',
      brands: POWER_TOOL_BRANDS,
      weight: 2,
    },
    {
      name: '电锤',
      nameEn: 'Rotary hammer',
      unit: 'UNIT',
      price: [299, 680],
      dims: [
        dim('功率', 'Power', 'spec', ['620W', '800W', '1050W', '1500W'], [1, 1.25, 1.6, 2.1]),
        dim('功能', 'Modes', 'basic', ['两用', '三用'], [1, 1.1]),
      ],
      variantDim: 0,
      model: powerToolModel,
      modelPlacement: 'before',
      brands: POWER_TOOL_BRANDS,
    },
  ],
};

export const GRINDERS: LeafTemplate = {
  leaf: 'grinders',
  weight: 2,
  kinds: [
    {
      name: '角磨机',
      nameEn: 'Angle grinder',
      unit: 'UNIT',
      price: [149, 380],
      dims: [
        dim('功率', 'Power', 'spec', ['720W', '850W', '1010W', '1400W'], [1, 1.15, 1.35, 1.9]),
        dim('片径', 'Disc', 'spec', ['100mm', '125mm'], [1, 1.1]),
        dim('开关方式', 'Switch', 'basic', ['侧开关', '后开关'], [1, 1.05], false),
      ],
      variantDim: 0,
      model: powerToolModel,
      modelPlacement: 'before',
      brands: POWER_TOOL_BRANDS,
      weight: 3,
    },
    {
      name: '锂电角磨机',
      nameEn: 'Cordless angle grinder',
      unit: 'UNIT',
      price: [329, 899],
      dims: [
        dim('电压', 'Voltage', 'spec', ['18V', '20V'], [1, 1.05]),
        dim('电池', 'Battery', 'package', ['单电', '双电', '裸机'], [1, 1.3, 0.55]),
      ],
      variantDim: 1,
      model: powerToolModel,
      modelPlacement: 'before',
      brands: POWER_TOOL_BRANDS,
    },
    {
      name: '型材切割机',
      nameEn: 'Cut-off saw',
      unit: 'UNIT',
      price: [459, 1180],
      dims: [
        dim('功率', 'Power', 'spec', ['2000W', '2200W', '2400W'], [1, 1.1, 1.25]),
        dim('片径', 'Disc', 'spec', ['355mm']),
      ],
      variantDim: 0,
      model: powerToolModel,
      modelPlacement: 'before',
      brands: POWER_TOOL_BRANDS,
    },
  ],
};
