import { dim, prefixed, prefixedSpu, withPrefixes } from './helpers';
import type { LeafTemplate, ModelFn } from './types';

const POLES = ['1P', '2P', '3P', '4P'];
const CURRENTS = ['6A', '10A', '16A', '20A', '25A', '32A', '40A', '50A', '63A'];
const CURRENT_FACTORS = [1, 1, 1, 1.03, 1.06, 1.1, 1.3, 1.45, 1.6];
const PANEL_COLOURS = ['白色', '香槟金', '深灰色', '黑色'];
const SOCKET_SERIES: Record<string, string> = {
  schneider: 'E82',
  siemens: '5UB',
  chint: 'NEW6-',
  delixi: 'CD',
  abb: 'AU',
  bull: 'G28',
  legrand: 'K8',
  panasonic: 'WMWA',
  simon: 'E6',
};
const socketModel = withPrefixes(SOCKET_SERIES, prefixed(4));

/** 'NXB-63 C16': the series, then trip curve letter and rated current. */
const miniatureBreakerModel: ModelFn = (c) =>
  `${c.prefix} ${c.values[2].charAt(0)}${c.values[1].replace('A', '')}`;

const residualBreakerModel: ModelFn = (c) => {
  const series = c.prefix.includes('-') ? c.prefix.replace('-', 'LE-') : `${c.prefix}LE`;
  return `${series} C${c.values[1].replace('A', '')}`;
};

const MCCB_SERIES: Record<string, string> = {
  chint: 'NXM',
  delixi: 'CDM3',
  schneider: 'EZD',
  siemens: '3VA1',
  abb: 'XT',
  nader: 'NDM3',
  tengen: 'TGM1N',
};
/** Moulded-case breakers are named by frame size: NXM-250S/3300 160A. */
const mouldedBreakerModel: ModelFn = (c) => {
  const amps = Number(c.values[1].replace('A', ''));
  const frame = amps <= 125 ? 125 : amps <= 250 ? 250 : amps <= 400 ? 400 : 630;
  return `${MCCB_SERIES[c.brand] ?? c.prefix}-${frame}${c.values[2].charAt(0) === 'H' ? 'H' : 'S'}/${c.values[0].charAt(0)}300 ${amps}A`;
};

export const BREAKERS: LeafTemplate = {
  leaf: 'breakers',
  weight: 6,
  kinds: [
    {
      name: '小型断路器',
      nameEn: 'Miniature circuit breaker',
      unit: 'PCS',
      price: [10, 26],
      dims: [
        dim('极数', 'Poles', 'spec', POLES, [1, 2.1, 3.2, 4.4]),
        dim('额定电流', 'Rated current', 'spec', CURRENTS, CURRENT_FACTORS),
        dim('脱扣曲线', 'Trip curve', 'spec', ['C型', 'D型'], [1, 1.15], false),
      ],
      variantDim: 1,
      model: miniatureBreakerModel,
      weight: 3,
    },
    {
      name: '漏电断路器',
      nameEn: 'Residual current breaker',
      unit: 'PCS',
      price: [38, 80],
      dims: [
        dim('极数', 'Poles', 'spec', ['1P+N', '2P', '3P', '3P+N', '4P'], [1, 1.2, 1.8, 2.1, 2.4]),
        dim(
          '额定电流',
          'Rated current',
          'spec',
          ['16A', '20A', '25A', '32A', '40A', '63A'],
          [1, 1.03, 1.06, 1.1, 1.3, 1.6],
        ),
        dim('漏电动作电流', 'Residual current', 'spec', ['30mA', '100mA'], [1, 1.05]),
      ],
      variantDim: 1,
      model: residualBreakerModel,
      weight: 2,
    },
    {
      name: '塑壳断路器',
      nameEn: 'Moulded case circuit breaker',
      unit: 'PCS',
      price: [260, 480],
      dims: [
        dim('极数', 'Poles', 'spec', ['3P', '4P'], [1, 1.3]),
        dim(
          '额定电流',
          'Rated current',
          'spec',
          ['63A', '100A', '125A', '160A', '250A', '400A', '630A'],
          [1, 1, 1.1, 1.4, 2.1, 3.8, 6],
        ),
        dim('分断能力', 'Breaking capacity', 'spec', ['M型', 'H型'], [1, 1.35]),
      ],
      variantDim: 1,
      model: mouldedBreakerModel,
    },
  ],
};

export const SWITCHES_SOCKETS: LeafTemplate = {
  leaf: 'switches-sockets',
  weight: 5,
  kinds: [
    {
      name: '墙壁插座',
      nameEn: 'Wall socket',
      unit: 'PCS',
      price: [8, 22],
      dims: [
        dim(
          '类型',
          'Type',
          'basic',
          ['五孔', '五孔带开关', '五孔带USB', '16A三孔', '四孔'],
          [1, 1.3, 3, 1.2, 1.1],
        ),
        dim('规格', 'Size', 'spec', ['86型']),
        dim('颜色', 'Colour', 'basic', PANEL_COLOURS, [1, 1.3, 1.3, 1.3]),
      ],
      variantDim: 0,
      model: socketModel,
      weight: 2,
    },
    {
      name: '新国标插座 插线板',
      nameEn: 'Power strip',
      unit: 'PCS',
      price: [25, 55],
      dims: [
        dim('位数', 'Outlets', 'spec', ['3位', '4位', '5位', '6位', '8位'], [1, 1.15, 1.3, 1.45, 1.8]),
        dim('线长', 'Cord', 'spec', ['1.8米', '3米', '5米'], [1, 1.2, 1.45]),
        dim('开关', 'Switch', 'basic', ['总控', '分控'], [1, 1.35]),
        dim('USB', 'USB', 'basic', ['无USB', 'USB快充'], [1, 1.5]),
      ],
      variantDim: 1,
      model: socketModel,
      brands: ['bull', 'chint', 'delixi', 'panasonic', 'simon', 'schneider'],
      weight: 2,
    },
    {
      name: '墙壁开关',
      nameEn: 'Wall switch',
      unit: 'PCS',
      price: [6, 18],
      dims: [
        dim(
          '类型',
          'Type',
          'basic',
          ['一开单控', '一开双控', '二开单控', '二开双控', '三开单控'],
          [1, 1.2, 1.3, 1.5, 1.6],
        ),
        dim('规格', 'Size', 'spec', ['86型']),
        dim('颜色', 'Colour', 'basic', PANEL_COLOURS, [1, 1.3, 1.3, 1.3]),
      ],
      variantDim: 0,
      model: socketModel,
    },
    {
      name: '工业插座',
      nameEn: 'Industrial socket',
      unit: 'PCS',
      price: [15, 45],
      dims: [
        dim('额定电流', 'Rated current', 'spec', ['16A', '32A', '63A'], [1, 1.4, 2.6]),
        dim('芯数', 'Pins', 'spec', ['3芯', '4芯', '5芯'], [1, 1.15, 1.3]),
        dim('防护等级', 'Protection', 'spec', ['IP44', 'IP67'], [1, 1.6], false),
      ],
      variantDim: 0,
      model: socketModel,
      brands: ['chint', 'delixi', 'schneider'],
    },
  ],
};

const CABLE_BRANDS = ['fareast', 'qifan', 'baosheng', 'chint', 'delixi'];

export const CABLES: LeafTemplate = {
  leaf: 'cables',
  weight: 4,
  kinds: [
    {
      name: 'BV铜芯电线',
      nameEn: 'BV copper building wire',
      unit: 'ROL',
      price: [85, 125],
      dims: [
        dim(
          '截面积',
          'Cross-section',
          'spec',
          ['1.5平方', '2.5平方', '4平方', '6平方', '10平方'],
          [1, 1.6, 2.5, 3.7, 6.2],
        ),
        dim('颜色', 'Colour', 'basic', ['红色', '蓝色', '黄绿双色', '黑色', '白色']),
        dim('长度', 'Length', 'package', ['100米/卷']),
      ],
      variantDim: 1,
      model: (c) => `BV-${c.values[0].replace('平方', '')}`,
      modelPlacement: 'none',
      brands: CABLE_BRANDS,
      weight: 2,
    },
    {
      name: 'YJV电力电缆',
      nameEn: 'YJV power cable',
      unit: 'M',
      price: [6, 11],
      dims: [
        dim(
          '规格',
          'Size',
          'spec',
          ['3×2.5', '3×4', '3×6', '3×10+2×6', '3×16+2×10', '3×25+2×16', '3×35+1×16', '4×50+1×25'],
          [1, 1.5, 2.2, 4.6, 7, 10.5, 14, 22],
        ),
        dim('额定电压', 'Rated voltage', 'spec', ['0.6/1kV']),
        dim('导体', 'Conductor', 'basic', ['铜芯']),
      ],
      variantDim: 0,
      model: (c) => `YJV-0.6/1kV ${c.values[0]}`,
      modelPlacement: 'none',
      brands: CABLE_BRANDS,
      weight: 2,
    },
    {
      name: 'RVV护套电缆',
      nameEn: 'RVV sheathed cable',
      unit: 'ROL',
      price: [120, 190],
      dims: [
        dim(
          '规格',
          'Size',
          'spec',
          ['2×0.75', '2×1.0', '2×1.5', '3×1.5', '3×2.5', '4×1.5'],
          [1, 1.25, 1.7, 2.4, 3.8, 3.1],
        ),
        dim('颜色', 'Colour', 'basic', ['白色', '黑色']),
        dim('长度', 'Length', 'package', ['100米/卷']),
      ],
      variantDim: 0,
      model: (c) => `RVV-${c.values[0]}`,
      modelPlacement: 'none',
      brands: CABLE_BRANDS,
    },
    {
      name: '网线',
      nameEn: 'Network cable',
      unit: 'CTN',
      price: [260, 380],
      dims: [
        dim('类别', 'Category', 'spec', ['超五类', '六类', '超六类'], [1, 1.45, 2.1]),
        dim('屏蔽', 'Shielding', 'spec', ['非屏蔽', '屏蔽'], [1, 1.3]),
        dim('导体', 'Conductor', 'basic', ['无氧铜']),
        dim('长度', 'Length', 'package', ['305米/箱']),
      ],
      variantDim: 0,
      model: prefixedSpu(4),
      brands: ['amp', 'choseal'],
    },
  ],
};
