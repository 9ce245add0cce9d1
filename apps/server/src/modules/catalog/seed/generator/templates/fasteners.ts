import { dim, prefixed, sizeFactors } from './helpers';
import type { LeafTemplate, ProductKind } from './types';

// Each fastener comes in carbon steel (black or zinc finish) and stainless steel (plain finish).

interface FastenerSpec {
  name: string;
  nameEn: string;
  sizes: string[];
  standards: string[];
  /** Price of the smallest size, carbon steel, first package. */
  price: [number, number];
  carbon: string[];
  carbonFactors: number[];
  finishes: string[];
  packages: string[];
  packageFactors: number[];
  unit?: ProductKind['unit'];
  brands?: string[];
  weight?: number;
}

const STAINLESS = ['不锈钢304', '不锈钢316'];
const STAINLESS_FACTORS = [1.6, 2.4];

function fastenerKinds(spec: FastenerSpec): ProductKind[] {
  const sizes = dim('规格', 'Size', 'spec', spec.sizes, sizeFactors(spec.sizes));
  const standard = dim('标准', 'Standard', 'basic', spec.standards, undefined, false);
  const packages = dim('包装', 'Package', 'package', spec.packages, spec.packageFactors);
  const common = {
    name: spec.name,
    nameEn: spec.nameEn,
    unit: spec.unit ?? 'BOX',
    price: spec.price,
    variantDim: 0,
    model: prefixed(5),
    brands: spec.brands,
  } as const;
  const weight = spec.weight ?? 1;
  return [
    {
      ...common,
      weight: weight * 0.6,
      dims: [
        sizes,
        dim('材质', 'Material', 'basic', spec.carbon, spec.carbonFactors),
        dim(
          '表面处理',
          'Finish',
          'basic',
          spec.finishes,
          spec.finishes.map((f) => (f === '达克罗' ? 1.4 : 1)),
        ),
        standard,
        packages,
      ],
    },
    {
      ...common,
      weight: weight * 0.4,
      dims: [
        sizes,
        dim('材质', 'Material', 'basic', STAINLESS, STAINLESS_FACTORS),
        dim('表面处理', 'Finish', 'basic', ['本色']),
        standard,
        packages,
      ],
    },
  ];
}

const GENERAL = ['gute', 'dongming', 'jinyi', 'wurth', 'sata'];
const SCREW_PACKAGES = { packages: ['100个/盒', '200个/盒', '500个/盒'], packageFactors: [1, 1.9, 4.5] };
const NUT_PACKAGES = { packages: ['100个/盒', '500个/盒', '1000个/盒'], packageFactors: [1, 4.5, 8.5] };

export const SCREWS: LeafTemplate = {
  leaf: 'screws',
  weight: 9,
  kinds: [
    ...fastenerKinds({
      name: '内六角圆柱头螺钉',
      nameEn: 'Socket head cap screw',
      sizes: ['M3×10', 'M4×12', 'M5×16', 'M6×20', 'M6×25', 'M6×30', 'M8×20', 'M8×25', 'M8×30', 'M10×30'],
      standards: ['GB/T 70.1', 'DIN912'],
      price: [6, 11],
      carbon: ['碳钢12.9级', '碳钢8.8级'],
      carbonFactors: [1, 0.8],
      finishes: ['发黑', '镀锌'],
      ...SCREW_PACKAGES,
      brands: GENERAL,
      weight: 3,
    }),
    ...fastenerKinds({
      name: '十字盘头自攻螺丝',
      nameEn: 'Pan head self-tapping screw',
      sizes: ['ST2.9×10', 'ST3.5×13', 'ST3.5×16', 'ST3.9×19', 'ST4.2×19', 'ST4.2×25', 'ST4.8×32', 'ST4.8×38'],
      standards: ['GB/T 845', 'DIN7981'],
      price: [3, 7],
      carbon: ['碳钢'],
      carbonFactors: [1],
      finishes: ['镀锌', '发黑'],
      ...SCREW_PACKAGES,
      brands: GENERAL,
      weight: 2,
    }),
    ...fastenerKinds({
      name: '十字盘头螺丝',
      nameEn: 'Pan head machine screw',
      sizes: ['M3×8', 'M3×12', 'M4×10', 'M4×16', 'M5×20', 'M6×25'],
      standards: ['GB/T 818', 'DIN7985'],
      price: [3, 8],
      carbon: ['碳钢4.8级'],
      carbonFactors: [1],
      finishes: ['镀锌', '发黑'],
      ...SCREW_PACKAGES,
      brands: GENERAL,
    }),
    ...fastenerKinds({
      name: '内六角沉头螺钉',
      nameEn: 'Countersunk socket screw',
      sizes: ['M3×10', 'M4×12', 'M5×16', 'M6×20', 'M8×25', 'M10×30'],
      standards: ['GB/T 70.3', 'DIN7991'],
      price: [7, 12],
      carbon: ['碳钢10.9级', '碳钢12.9级'],
      carbonFactors: [0.9, 1],
      finishes: ['发黑', '镀锌'],
      ...SCREW_PACKAGES,
      brands: GENERAL,
    }),
  ],
};

export const BOLTS: LeafTemplate = {
  leaf: 'bolts',
  weight: 6,
  kinds: [
    ...fastenerKinds({
      name: '外六角螺栓',
      nameEn: 'Hex bolt',
      sizes: ['M6×30', 'M8×40', 'M10×50', 'M12×60', 'M14×70', 'M16×80', 'M20×100'],
      standards: ['GB/T 5783', 'DIN933'],
      price: [10, 18],
      carbon: ['碳钢8.8级', '碳钢10.9级'],
      carbonFactors: [1, 1.2],
      finishes: ['镀锌', '发黑', '达克罗'],
      packages: ['50个/盒', '20个/盒', '10个/盒'],
      packageFactors: [1, 0.45, 0.25],
      brands: GENERAL,
      weight: 2,
    }),
    ...fastenerKinds({
      name: '六角法兰面螺栓',
      nameEn: 'Hex flange bolt',
      sizes: ['M6×16', 'M6×20', 'M8×20', 'M8×25', 'M8×30', 'M10×30', 'M10×40', 'M12×40'],
      standards: ['GB/T 5789', 'DIN6921'],
      price: [8, 15],
      carbon: ['碳钢8.8级', '碳钢10.9级'],
      carbonFactors: [1, 1.2],
      finishes: ['镀锌', '发黑'],
      packages: ['100个/盒', '50个/盒'],
      packageFactors: [1, 0.55],
      brands: GENERAL,
      weight: 2,
    }),
    ...fastenerKinds({
      name: '膨胀螺栓',
      nameEn: 'Expansion bolt',
      sizes: ['M6×60', 'M8×80', 'M8×100', 'M10×100', 'M12×120', 'M16×150'],
      standards: ['GB/T 22795'],
      price: [12, 22],
      carbon: ['碳钢'],
      carbonFactors: [1],
      finishes: ['镀锌'],
      packages: ['20套/盒', '50套/盒'],
      packageFactors: [1, 2.3],
      brands: [...GENERAL, 'hilti', 'fischer'],
    }),
    ...fastenerKinds({
      name: '化学锚栓',
      nameEn: 'Chemical anchor',
      sizes: ['M10×130', 'M12×160', 'M16×190', 'M20×260'],
      standards: ['JG/T 160'],
      price: [8, 14],
      carbon: ['碳钢5.8级'],
      carbonFactors: [1],
      finishes: ['镀锌'],
      packages: ['1套'],
      packageFactors: [1],
      unit: 'SET',
      brands: ['hilti', 'fischer', 'wurth'],
      weight: 0.6,
    }),
  ],
};

export const NUTS_WASHERS: LeafTemplate = {
  leaf: 'nuts-washers',
  weight: 6,
  kinds: [
    ...fastenerKinds({
      name: '六角螺母',
      nameEn: 'Hex nut',
      sizes: ['M3', 'M4', 'M5', 'M6', 'M8', 'M10', 'M12', 'M14', 'M16', 'M20', 'M24'],
      standards: ['GB/T 6170', 'DIN934'],
      price: [2, 5],
      carbon: ['碳钢8级', '碳钢10级'],
      carbonFactors: [1, 1.2],
      finishes: ['镀锌', '发黑'],
      ...NUT_PACKAGES,
      brands: GENERAL,
      weight: 2,
    }),
    ...fastenerKinds({
      name: '六角法兰螺母',
      nameEn: 'Hex flange nut',
      sizes: ['M5', 'M6', 'M8', 'M10', 'M12', 'M16'],
      standards: ['GB/T 6177', 'DIN6923'],
      price: [4, 8],
      carbon: ['碳钢8级'],
      carbonFactors: [1],
      finishes: ['镀锌', '发黑'],
      ...NUT_PACKAGES,
      brands: GENERAL,
      weight: 1.5,
    }),
    ...fastenerKinds({
      name: '尼龙锁紧螺母',
      nameEn: 'Nylon lock nut',
      sizes: ['M3', 'M4', 'M5', 'M6', 'M8', 'M10', 'M12'],
      standards: ['GB/T 889', 'DIN985'],
      price: [4, 8],
      carbon: ['碳钢8级'],
      carbonFactors: [1],
      finishes: ['镀锌'],
      ...NUT_PACKAGES,
      brands: GENERAL,
    }),
    ...fastenerKinds({
      name: '平垫圈',
      nameEn: 'Flat washer',
      sizes: ['M3', 'M4', 'M5', 'M6', 'M8', 'M10', 'M12', 'M16', 'M20'],
      standards: ['GB/T 97.1', 'DIN125'],
      price: [1.5, 3],
      carbon: ['碳钢'],
      carbonFactors: [1],
      finishes: ['镀锌'],
      ...NUT_PACKAGES,
      brands: GENERAL,
    }),
    ...fastenerKinds({
      name: '弹簧垫圈',
      nameEn: 'Spring washer',
      sizes: ['M3', 'M4', 'M5', 'M6', 'M8', 'M10', 'M12', 'M16'],
      standards: ['GB/T 93', 'DIN127'],
      price: [2, 4],
      carbon: ['65锰钢'],
      carbonFactors: [1],
      finishes: ['发黑', '镀锌'],
      ...NUT_PACKAGES,
      brands: GENERAL,
    }),
  ],
};
