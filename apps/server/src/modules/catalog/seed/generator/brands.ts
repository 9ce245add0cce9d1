import type { CatalogBrand } from './types';

// About a hundred brands buyers know; nameEn is the English or romanised name (equal to name for Latin-only
// ones), so every brand reads in English too.

export interface BrandDef {
  code: string;
  name: string;
  nameEn: string;
  /** Start of the brand's model numbers, e.g. 'DL-' for 得力, 'NXB-63' for 正泰 breakers. */
  modelPrefix: string;
  description: string;
  leaves: readonly string[];
}

const brand = (
  code: string,
  name: string,
  nameEn: string,
  modelPrefix: string,
  description: string,
  leaves: string[],
): BrandDef => ({ code, name, nameEn, modelPrefix, description, leaves });

const FASTENER_LEAVES = ['screws', 'bolts', 'nuts-washers'];

export const BRAND_DEFS: readonly BrandDef[] = [
  // office
  brand('deli', '得力', 'Deli', 'DL-', '办公文具、办公设备与五金工具', [
    'desk-stationery',
    'writing',
    'paper',
    'toner-ink',
    'printers',
    'wrenches',
    'screwdrivers',
    'measuring',
    'cleaning-tools',
  ]),
  brand('comix', '齐心', 'Comix', 'B', '文件管理、桌面文具与办公耗材', [
    'desk-stationery',
    'writing',
    'paper',
  ]),
  brand('mg', '晨光', 'M&G', 'AGP', '书写工具、文具与办公耗材', ['desk-stationery', 'writing', 'paper']),
  brand('kokuyo', '国誉', 'KOKUYO', 'WCN-', '日本文具品牌，本册与文件管理', ['desk-stationery', 'writing']),
  brand('guangbo', '广博', 'GuangBo', 'GB', '本册、文件夹与桌面文具', ['desk-stationery']),
  brand('3m', '3M', '3M', '', '安全防护、便利贴与清洁用品', [
    'desk-stationery',
    'helmets',
    'gloves',
    'masks',
    'detergents',
  ]),
  brand('casio', '卡西欧', 'Casio', '', '计算器与电子词典', ['desk-stationery']),
  brand('zebra', '斑马', 'ZEBRA', 'JJ', '中性笔、记号笔与荧光笔', ['writing']),
  brand('pilot', '百乐', 'PILOT', 'BL-', '中性笔、签字笔与钢笔', ['writing']),
  brand('uni', '三菱', 'uni', 'UM-', '三菱铅笔株式会社书写工具', ['writing']),
  brand('truecolor', '真彩', 'TrueColor', 'GP-', '中性笔与学生文具', ['writing']),
  brand('double-a', 'Double A', 'Double A', 'DA', '高白度复印纸', ['paper']),
  brand('baiwang', '百旺', 'Baiwang', 'BW', '亚太森博旗下复印纸', ['paper']),
  brand('hp', '惠普', 'HP', 'CF', '打印机、笔记本电脑与打印耗材', [
    'toner-ink',
    'printers',
    'computers',
    'monitors',
    'accessories',
  ]),
  brand('canon', '佳能', 'Canon', 'CRG-', '打印机、复印机与原装耗材', ['toner-ink', 'printers']),
  brand('epson', '爱普生', 'Epson', 'T', '喷墨打印机、墨仓式打印机与墨水', ['toner-ink', 'printers']),
  brand('brother', '兄弟', 'Brother', 'TN-', '激光打印机、标签打印机与耗材', ['toner-ink', 'printers']),
  brand('gg', '格之格', 'G&G', 'NT-', '兼容硒鼓与墨盒', ['toner-ink']),
  brand('printrite', '天威', 'PrintRite', 'TFH', '打印耗材', ['toner-ink']),
  brand('lenovo', '联想', 'Lenovo', 'LJ', '电脑、显示器、打印机与IT服务', [
    'toner-ink',
    'printers',
    'computers',
    'monitors',
    'accessories',
    'repair',
  ]),
  brand('pantum', '奔图', 'Pantum', 'P', '国产激光打印机与耗材', ['printers', 'toner-ink']),
  // tools
  brand('sata', '世达', 'SATA', '', '专业手动工具、紧固件与劳保用品', [
    'wrenches',
    'screwdrivers',
    'measuring',
    'helmets',
    'gloves',
    ...FASTENER_LEAVES,
  ]),
  brand('stanley', '史丹利', 'Stanley', 'STMT', '手动工具、电动工具与测量工具', [
    'wrenches',
    'screwdrivers',
    'drills',
    'grinders',
    'measuring',
  ]),
  brand('sheffield', '钢盾', 'SHEFFIELD', 'S0', '手动工具与工具组套', [
    'wrenches',
    'screwdrivers',
    'measuring',
  ]),
  brand('greatwall', '长城精工', 'Greatwall', 'GW', '手动工具与测量工具', [
    'wrenches',
    'screwdrivers',
    'measuring',
  ]),
  brand('proskit', '宝工', "Pro'sKit", 'PD-', '电子维修工具与螺丝刀', ['screwdrivers', 'wrenches']),
  brand('endura', '力易得', 'ENDURA', 'E', '手动工具', ['wrenches', 'screwdrivers']),
  brand('wera', '维拉', 'Wera', '05', '德国螺丝刀与扳手', ['screwdrivers', 'wrenches']),
  brand('bosch', '博世', 'Bosch', 'GSB ', '电动工具、测量工具与附件', ['drills', 'grinders', 'measuring']),
  brand('makita', '牧田', 'Makita', 'HP', '充电式电动工具', ['drills', 'grinders']),
  brand('dongcheng', '东成', 'Dongcheng', 'DZJ', '国产电动工具', ['drills', 'grinders']),
  brand('dewalt', '得伟', 'DEWALT', 'DWD', '专业电动工具', ['drills', 'grinders']),
  brand('worx', '威克士', 'WORX', 'WU', '锂电电动工具', ['drills', 'grinders']),
  brand('ken', '锐奇', 'KEN', '', '电动工具', ['drills', 'grinders']),
  brand('hikoki', '高壹工机', 'HiKOKI', 'DV', '原日立电动工具', ['drills', 'grinders']),
  // fasteners
  brand('gute', '固特', 'Gute', 'GT-', '标准件与紧固件', FASTENER_LEAVES),
  brand('dongming', '东明', 'Dongming', 'DM', '不锈钢紧固件', FASTENER_LEAVES),
  brand('jinyi', '晋亿', 'Jinyi', 'JY', '高强度螺栓与紧固件', FASTENER_LEAVES),
  brand('wurth', '伍尔特', 'Würth', '0', '紧固件、装配与化学品', [...FASTENER_LEAVES, 'detergents']),
  brand('hilti', '喜利得', 'Hilti', 'HAS-', '锚固系统与建筑紧固', ['bolts']),
  brand('fischer', '慧鱼', 'fischer', 'FAZ', '锚栓与膨胀螺栓', ['bolts']),
  // electrical
  brand('schneider', '施耐德', 'Schneider Electric', 'iC65N', '低压配电、开关插座与工业自动化', [
    'breakers',
    'switches-sockets',
  ]),
  brand('chint', '正泰', 'CHINT', 'NXB-63', '低压电器、电线电缆与仪器仪表', [
    'breakers',
    'switches-sockets',
    'cables',
    'meters',
  ]),
  brand('delixi', '德力西', 'DELIXI', 'DZ47s', '低压电器与开关插座', [
    'breakers',
    'switches-sockets',
    'cables',
  ]),
  brand('siemens', '西门子', 'Siemens', '5SJ6', '工业自动化、电气与楼宇产品', [
    'breakers',
    'switches-sockets',
  ]),
  brand('abb', 'ABB', 'ABB', 'SH20', '电气与自动化', ['breakers', 'switches-sockets']),
  brand('nader', '良信', 'Nader', 'NDB1-63', '低压电器', ['breakers']),
  brand('tengen', '天正', 'TENGEN', 'TGB1N-63', '低压电器', ['breakers']),
  brand('bull', '公牛', 'BULL', 'GN-', '插座、转换器与墙壁开关', ['switches-sockets']),
  brand('legrand', '罗格朗', 'Legrand', 'K8', '开关插座与布线系统', ['switches-sockets']),
  brand('panasonic', '松下', 'Panasonic', 'WMWA', '开关插座', ['switches-sockets']),
  brand('simon', '西蒙', 'SIMON', 'E6', '开关插座', ['switches-sockets']),
  brand('fareast', '远东', 'Far East', 'FE', '电线电缆', ['cables']),
  brand('qifan', '起帆', 'QIFAN', 'QF', '电线电缆', ['cables']),
  brand('baosheng', '宝胜', 'Baosheng', 'BS', '电力电缆', ['cables']),
  brand('choseal', '秋叶原', 'CHOSEAL', 'QS', '网线与音视频线', ['cables']),
  brand('amp', '安普', 'AMP', 'AMP', '综合布线与网线', ['cables']),
  // IT
  brand('dell', '戴尔', 'Dell', 'P', '商用电脑、显示器与服务器', ['computers', 'monitors', 'accessories']),
  brand('huawei', '华为', 'Huawei', 'HW', '笔记本电脑、显示器与智能办公', [
    'computers',
    'monitors',
    'printers',
  ]),
  brand('asus', '华硕', 'ASUS', 'VA', '笔记本电脑与显示器', ['computers', 'monitors']),
  brand('philips', '飞利浦', 'Philips', '', '显示器与照明', ['monitors']),
  brand('samsung', '三星', 'Samsung', 'S', '显示器与固态硬盘', ['monitors', 'accessories']),
  brand('aoc', 'AOC', 'AOC', 'Q', '显示器', ['monitors']),
  brand('viewsonic', '优派', 'ViewSonic', 'VX', '显示器与投影', ['monitors']),
  brand('logitech', '罗技', 'Logitech', 'MK', '键盘、鼠标与视频会议设备', ['accessories']),
  brand('rapoo', '雷柏', 'Rapoo', 'X', '键盘与鼠标', ['accessories']),
  brand('a4tech', '双飞燕', 'A4TECH', 'KR-', '键盘与鼠标', ['accessories']),
  brand('sandisk', '闪迪', 'SanDisk', 'SDCZ', 'U盘、存储卡与固态硬盘', ['accessories']),
  brand('kingston', '金士顿', 'Kingston', 'DT', 'U盘、内存与固态硬盘', ['accessories']),
  brand('wd', '西部数据', 'WD', 'WDBU', '移动硬盘与固态硬盘', ['accessories']),
  brand('seagate', '希捷', 'Seagate', 'STKM', '移动硬盘', ['accessories']),
  // safety
  brand('honeywell', '霍尼韦尔', 'Honeywell', 'H', '劳保防护、口罩与安全帽', ['helmets', 'gloves', 'masks']),
  brand('delta-plus', '代尔塔', 'Delta Plus', '1023', '安全帽、防护手套与呼吸防护', [
    'helmets',
    'gloves',
    'masks',
  ]),
  brand('msa', '梅思安', 'MSA', 'V-', '安全帽与安全防护', ['helmets']),
  brand('uvex', 'uvex', 'uvex', '97', '德国安全防护', ['helmets', 'gloves']),
  brand('ansell', '安思尔', 'Ansell', '11-', '防护手套', ['gloves']),
  brand('xingyu', '星宇', 'Xingyu', 'XY', '劳保手套', ['gloves']),
  brand('shigematsu', '重松', 'Shigematsu', 'DR', '防尘口罩与防毒面具', ['masks']),
  brand('winner', '稳健', 'Winner', 'WJ', '医用口罩与防护用品', ['masks']),
  brand('zhende', '振德', 'Zhende', 'ZD', '医用口罩', ['masks']),
  // cleaning
  brand('vinda', '维达', 'Vinda', 'V', '生活用纸与商用擦手纸', ['cleaning-tools']),
  brand('breeze', '清风', 'Breeze', 'B', '抽纸、卷纸与擦手纸', ['cleaning-tools']),
  brand('kimberly-clark', '金佰利', 'Kimberly-Clark', '', '擦拭纸、洗手液与清洁用品', ['cleaning-tools']),
  brand('hearttex', '心相印', 'Hearttex', 'DT', '生活用纸', ['cleaning-tools']),
  brand('miaojie', '妙洁', 'MIAOJIE', 'MJ', '垃圾袋与清洁工具', ['cleaning-tools']),
  brand('maryya', '美丽雅', 'Maryya', 'MLY', '拖把与清洁工具', ['cleaning-tools']),
  brand('baiyun', '白云', 'Baiyun', 'AF', '商用清洁工具', ['cleaning-tools']),
  brand('wd-40', 'WD-40', 'WD-40', '', '防锈润滑剂', ['detergents']),
  brand('mr-muscle', '威猛先生', 'Mr Muscle', '', '厨房与油污清洁剂', ['detergents']),
  brand('bluemoon', '蓝月亮', 'Bluemoon', '', '洗手液与清洁剂', ['detergents']),
  brand('dettol', '滴露', 'Dettol', '', '消毒液与洗手液', ['detergents']),
  brand('liby', '立白', 'Liby', '', '洗涤与清洁用品', ['detergents']),
  brand('walch', '威露士', 'Walch', '', '消毒与洗手液', ['detergents']),
  // instruments
  brand('fluke', '福禄克', 'Fluke', '', '电工仪表与测温仪', ['meters']),
  brand('uni-t', '优利德', 'UNI-T', 'UT', '万用表与测试仪器', ['meters', 'measuring']),
  brand('victor', '胜利', 'VICTOR', 'VC', '万用表与检测仪表', ['meters']),
  brand('smart-sensor', '希玛', 'Smart Sensor', 'AR', '测温仪与测距仪', ['meters', 'measuring']),
  brand('hioki', '日置', 'HIOKI', 'DT', '电工测试仪器', ['meters']),
  brand('mitutoyo', '三丰', 'Mitutoyo', '500-', '精密量具', ['measuring']),
  brand('guiliang', '桂量', 'Guiliang', 'GL-', '游标卡尺与千分尺', ['measuring']),
  // services
  brand('wanshifu', '万师傅', 'Wanshifu', 'WSF-', '家居与办公安装服务', ['installation', 'repair']),
  brand('luban', '鲁班到家', 'Luban', 'LB-', '上门安装与维修服务', ['installation', 'repair']),
  brand('zhuomuniao', '啄木鸟', 'Woodpecker', 'ZMN-', '上门维修与清洗保养服务', ['installation', 'repair']),
];

/** Brand price level against the market (1 when absent): Fluke costs more than a no-name multimeter. */
export const BRAND_PRICE_LEVEL: Readonly<Record<string, number>> = {
  fluke: 3,
  hioki: 2.6,
  hilti: 2.5,
  mitutoyo: 2.2,
  wera: 1.9,
  fischer: 1.8,
  wurth: 1.7,
  msa: 1.6,
  pilot: 1.4,
  uvex: 1.4,
  ansell: 1.4,
  uni: 1.35,
  '3m': 1.3,
  zebra: 1.3,
  kokuyo: 1.3,
  siemens: 1.3,
  abb: 1.3,
  dewalt: 1.3,
  makita: 1.25,
  schneider: 1.25,
  bosch: 1.2,
  honeywell: 1.2,
  legrand: 1.15,
  hikoki: 1.15,
  'double-a': 1.1,
  casio: 1.1,
  deli: 0.9,
  comix: 0.9,
  gute: 0.85,
  ken: 0.85,
  dongcheng: 0.8,
  xingyu: 0.8,
  truecolor: 0.75,
  victor: 0.75,
  gg: 0.5,
  printrite: 0.5,
};

export function buildBrands(leafIdByKey: ReadonlyMap<string, number>): CatalogBrand[] {
  return BRAND_DEFS.map((def, index) => ({
    id: index + 1,
    code: def.code,
    name: def.name,
    nameEn: def.nameEn,
    description: def.description,
    categoryIds: def.leaves.map((key) => {
      const id = leafIdByKey.get(key);
      if (id === undefined) throw new Error(`brand ${def.code} names an unknown leaf category ${key}`);
      return id;
    }),
    sortNo: (index + 1) * 10,
  }));
}

/** How a brand reads in a product name, as stores show it: 得力(Deli), 3M, 固特(Gute). */
export function brandLabel(def: BrandDef): string {
  return def.nameEn && def.nameEn !== def.name ? `${def.name}(${def.nameEn})` : def.name;
}

/** How a brand reads in an English product name: Deli, 3M, Gute. */
export const brandLabelEn = (def: BrandDef): string => def.nameEn || def.name;
