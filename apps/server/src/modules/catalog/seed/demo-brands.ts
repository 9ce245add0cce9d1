import { BrandStatus, brandMachine } from '@procuremart/contract';
import type { Tx } from '../../../db/client';
import { statusHistory } from '../../../platform/audit/tables';
import { brands } from '../brand-tables';
import { BRAND_DEFS } from './generator/brands';

/** [Chinese name, English name, description, enabled] */
const BRANDS: [string, string, string, boolean][] = [
  ['得力', 'Deli', '办公文具、办公设备与学生用品', true],
  ['晨光', 'M&G', '书写工具、文具与办公耗材', true],
  ['3M', '3M', '安全防护、胶带与办公用品', true],
  ['博世', 'Bosch', '电动工具、测量工具与附件', true],
  ['世达', 'SATA', '专业手动工具与工具组套', true],
  ['史丹利', 'Stanley', '手动工具、存储与测量工具', true],
  ['施耐德', 'Schneider Electric', '低压配电、开关插座与工业自动化', true],
  ['正泰', 'CHINT', '低压电器、电线电缆与仪器仪表', true],
  ['联想', 'Lenovo', '台式机、笔记本电脑与服务器', true],
  ['惠普', 'HP', '打印机、笔记本电脑与打印耗材', true],
  ['戴尔', 'Dell', '商用电脑、显示器与服务器', true],
  ['华为', 'Huawei', '网络设备、笔记本电脑与智能终端', true],
  ['佳能', 'Canon', '复印机、打印机与影像设备', true],
  ['爱普生', 'Epson', '喷墨打印机、投影仪与扫描仪', true],
  ['兄弟', 'Brother', '标签打印机、传真机与多功能一体机', true],
  ['齐心', 'Comix', '文件管理、桌面文具与办公设备', true],
  ['飞利浦', 'Philips', '照明灯具与小家电', true],
  ['欧普照明', 'OPPLE', '商业照明与家居照明', false],
  ['公牛', 'BULL', '插座、转换器与墙壁开关', true],
  ['霍尼韦尔', 'Honeywell', '劳保防护、口罩与安全鞋', true],
  ['代尔塔', 'Delta Plus', '安全帽、防护服与劳保手套', true],
  ['金佰利', 'Kimberly-Clark', '擦拭纸、洗手液与清洁用品', true],
  ['维达', 'Vinda', '生活用纸与商用擦手纸', true],
  ['清风', 'Breeze', '抽纸、卷纸与厨房用纸', true],
  ['农夫山泉', 'Nongfu Spring', '饮用水与饮料', false],
  ['西门子', 'Siemens', '工业自动化、电气与楼宇产品', true],
  ['牧田', 'Makita', '充电式电动工具与园林工具', true],
  ['罗技', 'Logitech', '键盘、鼠标与视频会议设备', true],
  ['闪迪', 'SanDisk', 'U盘、存储卡与固态硬盘', true],
  ['美的', 'Midea', '空调、饮水机与厨房电器', false],
];

/**
 * Brands of a demo database: these thirty plus the catalogue's brands of other names (they merge by name).
 * The disabled ones are those the demo catalogue has no goods of.
 */
export const DEMO_BRAND_COUNT = new Set([...BRANDS.map(([name]) => name), ...BRAND_DEFS.map((b) => b.name)])
  .size;

/** About thirty familiar brands; the disabled ones carry the history of their disabling. */
export async function seedDemoBrands(tx: Tx, operatorId: number, base: Date): Promise<void> {
  for (const [index, [brandName, brandNameEn, description, enabled]] of BRANDS.entries()) {
    const createdAt = new Date(base.getTime() + index * 60_000);
    const [row] = await tx
      .insert(brands)
      .values({
        brandName,
        brandNameEn,
        description,
        sortNo: (index + 1) * 10,
        status: enabled ? BrandStatus.enabled : BrandStatus.disabled,
        version: enabled ? 1 : 2,
        createdAt,
        updatedAt: createdAt,
        updatedBy: operatorId,
      })
      .returning({ id: brands.id });
    if (!enabled) {
      await tx.insert(statusHistory).values({
        machine: brandMachine.name,
        targetId: row.id,
        fromStatus: String(BrandStatus.enabled),
        toStatus: String(BrandStatus.disabled),
        event: 'disable',
        userId: operatorId,
        remark: '',
        createdAt,
      });
    }
  }
}
