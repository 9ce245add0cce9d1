import { digits, dim, prefixed, prefixedSpu, series, withPrefixes } from './helpers';
import type { LeafTemplate, ModelFn } from './types';

const LAPTOP_SERIES = {
  lenovo: ['ThinkPad E14', 'ThinkPad E16', 'ThinkBook 14', '昭阳K4e', '扬天V14'],
  hp: ['战66 六代', '战X', 'ProBook 440 G10', 'EliteBook 640'],
  dell: ['Latitude 3440', 'Latitude 5440', '成就3530', 'Vostro 14'],
  huawei: ['MateBook D 14', 'MateBook D 16', 'MateBook 14', 'MateBook B3-430'],
  asus: ['ExpertBook B1', '无畏Pro15', '灵耀14'],
};
const DESKTOP_SERIES = {
  lenovo: ['扬天M4000q', '启天M437', 'ThinkCentre neo P600', '天逸510S'],
  hp: ['战99', 'ProDesk 400 G9', 'EliteDesk 800 G9'],
  dell: ['OptiPlex 7010', '成就3020', 'Vostro 3030'],
  huawei: ['MateStation S', '擎云B730E'],
  asus: ['破晓D500TE', 'ExpertCenter D7'],
};

/** Dell-style monitor models: letter, size, year digits and a resolution letter (P2422H). */
const monitorModel: ModelFn = (c) => {
  const size = Math.round(Number.parseFloat(c.values[0]));
  if (c.brand === 'huawei') return `MateView ${c.code % 2 ? 'SE' : 'Pro'} ${size}`;
  const resolution = c.values[1] === '4K' ? 'U' : c.values[1] === '2K' ? 'Q' : 'H';
  return `${c.prefix}${size}${digits(c.code, 2)}${resolution}`;
};

const LASER_FAMILY: Record<string, [single: string, multi: string]> = {
  hp: ['M', 'MFP M'],
  canon: ['LBP', 'MF'],
  brother: ['HL-', 'DCP-'],
  pantum: ['P', 'M'],
  lenovo: ['LJ', 'M'],
  deli: ['P', 'M'],
};
/** Printer families differ for print-only and multifunction models: HP M208dw, HP MFP M233sdw. */
const laserModel: ModelFn = (c) => {
  if (c.brand === 'huawei') return c.values[0] === '单打印' ? 'PixLab B5' : 'PixLab X1';
  const [single, multi] = LASER_FAMILY[c.brand] ?? [c.prefix, c.prefix];
  const family = c.values[0] === '单打印' ? single : multi;
  return `${family}${2000 + (c.code % 7000)}${c.values[2] === '自动双面' ? 'DW' : 'W'}`;
};

const INK_FAMILY: Record<string, string> = { epson: 'L', canon: 'G', hp: 'Smart Tank ', brother: 'DCP-T' };
const CPU = ['i5-1335U', 'i5-13420H', 'i7-1355U', 'Ultra5 125H', 'Ultra7 155H', 'R5-7530U', 'R7-7735H'];
const KEYBOARD_MOUSE_BRANDS = ['logitech', 'rapoo', 'a4tech', 'lenovo', 'dell', 'hp'];
const MONITOR_SERIES = {
  dell: 'P',
  lenovo: 'T',
  hp: 'P',
  philips: '',
  samsung: 'S',
  aoc: 'Q',
  asus: 'VA',
  viewsonic: 'VX',
};
const KEYBOARD_SERIES = { logitech: 'K', rapoo: 'E', a4tech: 'KR-', lenovo: 'K', dell: 'KB', hp: 'K' };
const MOUSE_SERIES = { logitech: 'M', rapoo: 'M', a4tech: 'OP-', lenovo: 'M', dell: 'MS', hp: 'M' };
const KEYBOARD_MOUSE_SERIES = {
  logitech: 'MK',
  rapoo: 'X',
  a4tech: 'KRS-',
  lenovo: 'KM',
  dell: 'KM',
  hp: 'KM',
};
const FLASH_SERIES = { sandisk: 'SDCZ', kingston: 'DT', lenovo: 'X', samsung: 'MUF-', hp: 'x' };
const PORTABLE_DRIVE_SERIES = { wd: 'WDBU', seagate: 'STKM', lenovo: 'F' };
const SSD_SERIES = {
  samsung: ['990 EVO', '980 PRO', '870 EVO'],
  wd: ['SN770', 'SN580', 'SN850X'],
  kingston: ['NV2', 'KC3000', 'A400'],
  sandisk: ['至尊高速', '至尊超极速'],
  lenovo: ['SL700', 'ST600'],
};
const LINK = dim('连接方式', 'Connection', 'spec', ['有线USB', '无线2.4G', '蓝牙双模'], [1, 1.4, 1.9]);
const PERIPHERAL_COLOURS = dim('颜色', 'Colour', 'basic', ['黑色', '白色', '灰色']);

export const COMPUTERS: LeafTemplate = {
  leaf: 'computers',
  weight: 5,
  kinds: [
    {
      name: '笔记本电脑',
      nameEn: 'Laptop',
      unit: 'UNIT',
      price: [3599, 4799],
      dims: [
        dim('处理器', 'CPU', 'spec', CPU, [1, 1.05, 1.25, 1.2, 1.45, 0.92, 1.15]),
        dim('内存', 'Memory', 'spec', ['16GB', '32GB', '8GB'], [1, 1.18, 0.9]),
        dim('硬盘', 'Storage', 'spec', ['512GB SSD', '1TB SSD'], [1, 1.08]),
        dim('屏幕尺寸', 'Screen', 'spec', ['14英寸', '15.6英寸', '16英寸'], [1, 1.02, 1.05]),
        dim('操作系统', 'OS', 'basic', ['Windows 11 家庭版', 'Windows 11 专业版'], [1, 1.04], false),
      ],
      variantDim: 0,
      model: series(LAPTOP_SERIES, prefixedSpu(4)),
      modelPlacement: 'before',
      brands: ['lenovo', 'hp', 'dell', 'huawei', 'asus'],
      weight: 3,
    },
    {
      name: '台式电脑',
      nameEn: 'Desktop computer',
      unit: 'UNIT',
      price: [2999, 3999],
      dims: [
        dim(
          '处理器',
          'CPU',
          'spec',
          ['i3-13100', 'i5-13400', 'i5-14400', 'i7-13700', 'R5-5600G'],
          [0.8, 1, 1.05, 1.45, 0.9],
        ),
        dim('内存', 'Memory', 'spec', ['8GB', '16GB', '32GB'], [1, 1.1, 1.3]),
        dim('硬盘', 'Storage', 'spec', ['512GB SSD', '1TB SSD', '512GB SSD+1TB HDD'], [1, 1.08, 1.12]),
        dim('显示器', 'Monitor', 'package', ['单主机', '含23.8英寸显示器'], [1, 1.2]),
      ],
      variantDim: 0,
      model: series(DESKTOP_SERIES, prefixedSpu(4)),
      modelPlacement: 'before',
      brands: ['lenovo', 'hp', 'dell', 'huawei', 'asus'],
      weight: 2,
    },
  ],
};

export const MONITORS: LeafTemplate = {
  leaf: 'monitors',
  weight: 3,
  kinds: [
    {
      name: '显示器',
      nameEn: 'Monitor',
      unit: 'UNIT',
      price: [599, 850],
      dims: [
        dim('屏幕尺寸', 'Screen', 'spec', ['23.8英寸', '27英寸', '31.5英寸', '34英寸'], [1, 1.3, 1.8, 2.6]),
        dim('分辨率', 'Resolution', 'spec', ['1080P', '2K', '4K'], [1, 1.35, 2.1]),
        dim('面板', 'Panel', 'spec', ['IPS', 'VA'], [1, 0.92]),
        dim('刷新率', 'Refresh rate', 'spec', ['75Hz', '100Hz', '144Hz', '165Hz'], [1, 1.05, 1.2, 1.3]),
      ],
      variantDim: 0,
      model: withPrefixes(MONITOR_SERIES, monitorModel),
    },
  ],
};

export const PRINTERS: LeafTemplate = {
  leaf: 'printers',
  weight: 3,
  kinds: [
    {
      name: '激光打印机',
      nameEn: 'Laser printer',
      unit: 'UNIT',
      price: [799, 1299],
      dims: [
        dim('功能', 'Functions', 'spec', ['单打印', '打印复印扫描', '打印复印扫描传真'], [1, 1.45, 1.85]),
        dim('色彩', 'Colour', 'spec', ['黑白', '彩色'], [1, 2.2]),
        dim('双面打印', 'Duplex', 'spec', ['自动双面', '手动双面'], [1.2, 1]),
        dim('连接方式', 'Connection', 'spec', ['USB', '有线网络', '无线WiFi'], [1, 1.12, 1.2]),
      ],
      variantDim: 0,
      model: laserModel,
      modelPlacement: 'before',
      brands: ['hp', 'canon', 'brother', 'pantum', 'lenovo', 'deli', 'huawei'],
      weight: 3,
    },
    {
      name: '墨仓式喷墨打印机',
      nameEn: 'Ink tank printer',
      unit: 'UNIT',
      price: [699, 1099],
      dims: [
        dim('功能', 'Functions', 'spec', ['单打印', '打印复印扫描'], [1, 1.3]),
        dim('色彩', 'Colour', 'spec', ['彩色']),
        dim('连接方式', 'Connection', 'spec', ['USB', '无线WiFi'], [1, 1.15]),
      ],
      variantDim: 0,
      model: (c) => `${INK_FAMILY[c.brand] ?? c.prefix}${3000 + (c.code % 3000)}`,
      modelPlacement: 'before',
      brands: ['epson', 'canon', 'hp', 'brother'],
    },
    {
      name: '针式打印机',
      nameEn: 'Dot matrix printer',
      unit: 'UNIT',
      price: [1299, 1999],
      dims: [
        dim('打印宽度', 'Width', 'spec', ['82列', '106列'], [1, 1.5]),
        dim('连接方式', 'Connection', 'spec', ['USB', '有线网络'], [1, 1.15]),
      ],
      variantDim: 0,
      model: (c) =>
        c.brand === 'epson' ? `LQ-${600 + (c.code % 400)}KII` : `${c.prefix}${600 + (c.code % 400)}K`,
      modelPlacement: 'before',
      brands: ['epson', 'deli', 'lenovo'],
    },
    {
      name: '标签打印机',
      nameEn: 'Label printer',
      unit: 'UNIT',
      price: [299, 680],
      dims: [
        dim('打印宽度', 'Width', 'spec', ['12mm', '18mm', '24mm', '36mm'], [1, 1.3, 1.7, 2.4]),
        dim('连接方式', 'Connection', 'spec', ['USB', '蓝牙'], [1, 1.2]),
      ],
      variantDim: 0,
      model: (c) =>
        c.brand === 'brother'
          ? `PT-P${digits(c.code, 3)}`
          : c.brand === 'epson'
            ? `LW-K${digits(c.code, 3)}`
            : `${c.prefix}${digits(c.code, 3)}W`,
      brands: ['brother', 'deli', 'epson'],
    },
  ],
};

export const ACCESSORIES: LeafTemplate = {
  leaf: 'accessories',
  weight: 5,
  kinds: [
    {
      name: '键盘',
      nameEn: 'Keyboard',
      unit: 'PCS',
      price: [39, 79],
      dims: [LINK, PERIPHERAL_COLOURS],
      variantDim: 1,
      model: withPrefixes(KEYBOARD_SERIES, prefixedSpu(3)),
      brands: KEYBOARD_MOUSE_BRANDS,
      weight: 2,
    },
    {
      name: '鼠标',
      nameEn: 'Mouse',
      unit: 'PCS',
      price: [25, 69],
      dims: [LINK, PERIPHERAL_COLOURS],
      variantDim: 1,
      model: withPrefixes(MOUSE_SERIES, prefixedSpu(3)),
      brands: KEYBOARD_MOUSE_BRANDS,
      weight: 2,
    },
    {
      name: '键鼠套装',
      nameEn: 'Keyboard and mouse set',
      unit: 'SET',
      price: [59, 119],
      dims: [LINK, PERIPHERAL_COLOURS],
      variantDim: 1,
      model: withPrefixes(KEYBOARD_MOUSE_SERIES, prefixedSpu(3)),
      brands: KEYBOARD_MOUSE_BRANDS,
    },
    {
      name: 'U盘',
      nameEn: 'USB flash drive',
      unit: 'PCS',
      price: [22, 32],
      dims: [
        dim('容量', 'Capacity', 'spec', ['32GB', '64GB', '128GB', '256GB', '512GB'], [1, 1.3, 1.9, 3.3, 6]),
        dim('接口', 'Interface', 'spec', ['USB3.0', 'USB3.2', 'Type-C双接口'], [1, 1.15, 1.3]),
      ],
      variantDim: 0,
      model: withPrefixes(FLASH_SERIES, prefixedSpu(2)),
      brands: ['sandisk', 'kingston', 'lenovo', 'samsung', 'hp'],
      weight: 2,
    },
    {
      name: '移动硬盘',
      nameEn: 'Portable hard drive',
      unit: 'PCS',
      price: [329, 429],
      dims: [
        dim('容量', 'Capacity', 'spec', ['1TB', '2TB', '4TB', '5TB'], [1, 1.35, 2.2, 2.6]),
        dim('接口', 'Interface', 'spec', ['USB3.0']),
      ],
      variantDim: 0,
      model: withPrefixes(PORTABLE_DRIVE_SERIES, prefixedSpu(4)),
      brands: ['wd', 'seagate', 'lenovo'],
    },
    {
      name: '固态硬盘',
      nameEn: 'Solid state drive',
      unit: 'PCS',
      price: [299, 379],
      dims: [
        dim('容量', 'Capacity', 'spec', ['512GB', '1TB', '2TB'], [1, 1.7, 3.1]),
        dim('接口', 'Interface', 'spec', ['M.2 NVMe', 'SATA3.0'], [1, 0.9]),
      ],
      variantDim: 0,
      model: series(SSD_SERIES, prefixed(3)),
      brands: ['samsung', 'wd', 'kingston', 'sandisk', 'lenovo'],
    },
  ],
};
