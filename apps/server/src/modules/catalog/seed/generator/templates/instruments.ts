import { dim, prefixed, prefixedSpu, series } from './helpers';
import type { LeafTemplate } from './types';

const METER_BRANDS = ['fluke', 'uni-t', 'victor', 'hioki', 'chint', 'smart-sensor'];
const HAND_MEASURE_BRANDS = ['stanley', 'deli', 'sata', 'greatwall', 'sheffield'];

export const METERS: LeafTemplate = {
  leaf: 'meters',
  weight: 3,
  kinds: [
    {
      name: '数字万用表',
      nameEn: 'Digital multimeter',
      unit: 'UNIT',
      price: [89, 260],
      dims: [
        dim('显示位数', 'Digits', 'spec', ['3位半', '4位半'], [1, 2.2]),
        dim('量程方式', 'Ranging', 'spec', ['自动量程', '手动量程'], [1.15, 1]),
        dim('功能', 'Functions', 'basic', ['基础款', '带温度测量', '真有效值'], [1, 1.15, 1.5]),
      ],
      variantDim: 2,
      model: series(
        {
          fluke: ['15B+', '17B+', '18B+', '107', '115C', '117C', '179C'],
          'uni-t': ['UT61E+', 'UT89X', 'UT33D+', 'UT890D+', 'UT139C'],
          victor: ['VC890C+', 'VC86E', 'VC9808+'],
          hioki: ['DT4252', 'DT4282', 'DT4224'],
          chint: ['DT830B', 'DT9205A'],
          'smart-sensor': ['AS830L', 'AR8301'],
        },
        prefixedSpu(4),
      ),
      modelPlacement: 'before',
      brands: METER_BRANDS,
      weight: 2,
    },
    {
      name: '钳形万用表',
      nameEn: 'Clamp meter',
      unit: 'UNIT',
      price: [99, 320],
      dims: [
        dim('测量电流', 'Current', 'spec', ['交流600A', '交直流600A', '交直流1000A'], [1, 1.6, 2.3]),
        dim('功能', 'Functions', 'basic', ['基础款', '真有效值', '带温度测量'], [1, 1.4, 1.15]),
      ],
      variantDim: 1,
      model: series(
        {
          fluke: ['302+', '305', '317', '376 FC'],
          'uni-t': ['UT201+', 'UT204+', 'UT210E'],
          victor: ['VC6056A', 'VC6016C'],
          hioki: ['CM4371', 'CM3289'],
        },
        prefixedSpu(4),
      ),
      modelPlacement: 'before',
      brands: ['fluke', 'uni-t', 'victor', 'hioki', 'chint'],
    },
    {
      name: '红外测温仪',
      nameEn: 'Infrared thermometer',
      unit: 'UNIT',
      price: [79, 199],
      dims: [
        dim(
          '测温范围',
          'Range',
          'spec',
          ['-32~400℃', '-50~550℃', '-50~800℃', '-50~1000℃'],
          [1, 1.3, 1.8, 2.4],
        ),
        dim('类型', 'Type', 'basic', ['手持式']),
      ],
      variantDim: 0,
      model: series(
        {
          fluke: ['59 MAX', '62 MAX+', 'MT4 MAX+'],
          'uni-t': ['UT300S', 'UT301C', 'UT302D'],
          'smart-sensor': ['AR320', 'AR550', 'AR862A+'],
          victor: ['VC303B', 'VC305B'],
        },
        prefixedSpu(4),
      ),
      modelPlacement: 'before',
      brands: ['fluke', 'uni-t', 'smart-sensor', 'victor'],
    },
    {
      name: '绝缘电阻测试仪',
      nameEn: 'Insulation resistance tester',
      unit: 'UNIT',
      price: [399, 760],
      dims: [
        dim('测试电压', 'Test voltage', 'spec', ['500V', '1000V', '2500V', '5000V'], [1, 1.3, 2.4, 4.5]),
        dim('类型', 'Type', 'basic', ['数字式', '指针式'], [1, 0.7]),
      ],
      variantDim: 0,
      model: series(
        {
          fluke: ['1508', '1503', '1535'],
          'uni-t': ['UT501A', 'UT502A', 'UT512'],
          victor: ['VC60B+', 'VC60D+'],
          hioki: ['IR4056', 'IR3455'],
          chint: ['ZC-7', 'ZC25-4'],
        },
        prefixedSpu(4),
      ),
      modelPlacement: 'before',
      brands: ['fluke', 'uni-t', 'victor', 'hioki', 'chint'],
    },
  ],
};

export const MEASURING: LeafTemplate = {
  leaf: 'measuring',
  weight: 3,
  kinds: [
    {
      name: '钢卷尺',
      nameEn: 'Tape measure',
      unit: 'EA',
      price: [9.9, 18],
      dims: [
        dim('长度', 'Length', 'spec', ['3米', '5米', '7.5米', '10米'], [0.8, 1, 1.5, 2]),
        dim('尺带宽度', 'Blade width', 'spec', ['19mm', '25mm'], [1, 1.2]),
        dim('刻度', 'Scale', 'basic', ['公制', '公英制'], [1, 1.05], false),
      ],
      variantDim: 0,
      model: prefixed(5),
      brands: HAND_MEASURE_BRANDS,
      weight: 2,
    },
    {
      name: '游标卡尺',
      nameEn: 'Vernier caliper',
      unit: 'EA',
      price: [59, 110],
      dims: [
        dim('量程', 'Range', 'spec', ['0-150mm', '0-200mm', '0-300mm'], [1, 1.4, 2.3]),
        dim('类型', 'Type', 'basic', ['机械', '带表', '数显'], [1, 1.6, 1.9]),
        dim('精度', 'Accuracy', 'spec', ['0.02mm', '0.01mm'], [1, 1.2]),
      ],
      variantDim: 0,
      model: prefixed(3),
      brands: ['mitutoyo', 'guiliang', 'sata', 'deli', 'greatwall', 'sheffield'],
      weight: 2,
    },
    {
      name: '激光测距仪',
      nameEn: 'Laser distance meter',
      unit: 'UNIT',
      price: [169, 320],
      dims: [
        dim('测量距离', 'Range', 'spec', ['40米', '50米', '70米', '100米'], [1, 1.2, 1.6, 2.4]),
        dim('功能', 'Functions', 'basic', ['基础款', '带电子角度', '带摄像头'], [1, 1.35, 2.2]),
      ],
      variantDim: 0,
      model: (c) =>
        c.brand === 'bosch'
          ? `GLM ${Number.parseInt(c.values[0], 10)}-${20 + (c.code % 10)}`
          : `${c.prefix || 'LD'}${Number.parseInt(c.values[0], 10)}${c.code % 2 ? 'A' : 'S'}`,
      modelPlacement: 'before',
      brands: ['bosch', 'stanley', 'deli', 'smart-sensor', 'uni-t'],
    },
    {
      name: '水平尺',
      nameEn: 'Spirit level',
      unit: 'EA',
      price: [19, 38],
      dims: [
        dim('长度', 'Length', 'spec', ['300mm', '400mm', '600mm', '1000mm'], [0.8, 1, 1.3, 1.9]),
        dim('类型', 'Type', 'basic', ['铝合金', '强磁'], [1, 1.35]),
      ],
      variantDim: 0,
      model: prefixed(5),
      brands: HAND_MEASURE_BRANDS,
    },
  ],
};
