import { BRAND_DEFS } from '../catalog';

// Goods words that jieba's general dictionary lacks or cuts apart. They are loaded on top of it, so a
// query like 插线板 or 自攻螺丝 stays one token and a document holds it whole as well as in parts.
// The dictionary must be the same in every process (documents and queries are cut alike), so it is
// static: these words and the catalogue's known brand names (世达 would otherwise be cut 世/达). A brand
// created later is still found, through its single characters.

const WORDS = `
螺丝 螺钉 螺栓 螺母 垫圈 法兰 锚栓 自攻 自攻螺丝 盘头 沉头 六角 内六角 外六角 膨胀螺栓 平垫圈 弹簧垫圈
订书机 订书钉 中性笔 签字笔 白板笔 荧光笔 记号笔 便利贴 文件夹 计算器 笔记本 复印纸 打印纸 擦手纸 大盘纸
收银纸 热敏纸 硒鼓 墨盒 粉盒 墨水 喷墨 打印机 显示器 鼠标 键盘 键鼠 固态硬盘 移动硬盘 网线 台式电脑
笔记本电脑 扳手 梅花扳手 活动扳手 扭力扳手 套筒 螺丝刀 批头 螺丝批头 电钻 锂电 冲击钻 电锤 角磨机 切割机 水平尺
卷尺 钢卷尺 游标卡尺 万用表 钳形 钳形万用表 测距仪 测温仪 电阻测试仪 断路器 漏电 塑壳 插座 插线板
开关 电缆 电线 护套 安全帽 护目镜 劳保 劳保手套 手套 丁腈 绝缘手套 防割手套 口罩 防尘 面罩 防毒 洗手液
消毒液 清洁剂 垃圾袋 拖把 簸箕 扫把 润滑剂 防锈 抽纸 安装服务 维修服务 清洗保养 布线
`;

const HAN_ONLY = /^\p{Script=Han}{2,}$/u;

/** jieba dictionary lines ("word frequency tag"); the frequency keeps each word whole in a precise cut. */
export const DOMAIN_DICTIONARY = [...WORDS.split(/\s+/), ...BRAND_DEFS.map((brand) => brand.name)]
  .filter((word) => HAN_ONLY.test(word))
  .map((word) => `${word} 30000 n`)
  .join('\n');
