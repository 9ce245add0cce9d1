import { dim, prefixedSpu } from './helpers';
import type { LeafTemplate } from './types';

const SERVICE_BRANDS = ['wanshifu', 'luban', 'zhuomuniao'];
const ON_SITE = dim('服务方式', 'Service mode', 'service', ['上门服务']);

export const INSTALLATION: LeafTemplate = {
  leaf: 'installation',
  weight: 1.2,
  kinds: [
    {
      name: '空调安装服务',
      nameEn: 'Air conditioner installation',
      unit: 'TM',
      price: [150, 200],
      dims: [
        dim(
          '机型',
          'Unit type',
          'spec',
          ['1匹挂机', '1.5匹挂机', '2匹柜机', '3匹柜机', '5匹天花机'],
          [1, 1.1, 1.6, 2, 3.5],
        ),
        dim('辅材', 'Materials', 'service', ['含3米铜管', '不含辅材'], [1.4, 1]),
        ON_SITE,
      ],
      variantDim: 0,
      model: prefixedSpu(4),
      modelPlacement: 'none',
      brands: SERVICE_BRANDS,
      classification: 'sg',
      weight: 2,
    },
    {
      name: '网络布线施工',
      nameEn: 'Network cabling works',
      unit: 'PT',
      price: [80, 130],
      dims: [
        dim('信息点类型', 'Point type', 'spec', ['超五类信息点', '六类信息点', '光纤熔接'], [1, 1.3, 1.6]),
        dim('施工方式', 'Installation', 'service', ['明装', '暗装'], [1, 1.5]),
      ],
      variantDim: 0,
      model: prefixedSpu(4),
      modelPlacement: 'none',
      brands: SERVICE_BRANDS,
      classification: 'sg',
    },
    {
      name: '办公家具安装服务',
      nameEn: 'Office furniture assembly',
      unit: 'TM',
      price: [100, 180],
      dims: [
        dim(
          '服务内容',
          'Scope',
          'service',
          ['办公桌椅组装', '文件柜安装', '会议桌安装', '工位屏风安装'],
          [1, 0.9, 1.4, 1.8],
        ),
        ON_SITE,
      ],
      variantDim: 0,
      model: prefixedSpu(4),
      modelPlacement: 'none',
      brands: SERVICE_BRANDS,
      classification: 'sg',
    },
    {
      name: '监控安装施工',
      nameEn: 'CCTV installation works',
      unit: 'PT',
      price: [150, 240],
      dims: [
        dim('摄像机类型', 'Camera type', 'spec', ['枪机', '半球', '球机'], [1, 0.9, 1.8]),
        dim('施工方式', 'Installation', 'service', ['明装', '暗装'], [1, 1.5]),
      ],
      variantDim: 0,
      model: prefixedSpu(4),
      modelPlacement: 'none',
      brands: SERVICE_BRANDS,
      classification: 'sg',
    },
  ],
};

export const REPAIR: LeafTemplate = {
  leaf: 'repair',
  weight: 1.2,
  kinds: [
    {
      name: '电脑维修服务',
      nameEn: 'Computer repair',
      unit: 'TM',
      price: [80, 130],
      dims: [
        dim(
          '服务内容',
          'Scope',
          'service',
          ['系统重装', '硬件检测', '清灰保养', '数据恢复'],
          [1, 0.8, 1.2, 4],
        ),
        dim('服务方式', 'Service mode', 'service', ['上门服务', '寄修服务'], [1.3, 1]),
      ],
      variantDim: 0,
      model: prefixedSpu(4),
      modelPlacement: 'none',
      brands: [...SERVICE_BRANDS, 'lenovo'],
      classification: 'fw',
    },
    {
      name: '打印机维修服务',
      nameEn: 'Printer repair',
      unit: 'TM',
      price: [120, 180],
      dims: [
        dim('服务内容', 'Scope', 'service', ['上门检测', '卡纸维修', '更换定影组件'], [0.6, 1, 2.5]),
        ON_SITE,
      ],
      variantDim: 0,
      model: prefixedSpu(4),
      modelPlacement: 'none',
      brands: SERVICE_BRANDS,
      classification: 'fw',
    },
    {
      name: '空调清洗保养',
      nameEn: 'Air conditioner cleaning',
      unit: 'UNIT',
      price: [80, 130],
      dims: [
        dim('机型', 'Unit type', 'spec', ['挂机', '柜机', '中央空调内机'], [1, 1.6, 2.2]),
        dim('服务内容', 'Scope', 'service', ['深度清洗', '常规保养'], [1.3, 1]),
        ON_SITE,
      ],
      variantDim: 0,
      model: prefixedSpu(4),
      modelPlacement: 'none',
      brands: SERVICE_BRANDS,
      classification: 'fw',
    },
  ],
};
