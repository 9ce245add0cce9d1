import { documentTokens, singular } from './tokenizer';

// English and Chinese words for the same goods, so that a product named in one language is found by a word of
// the other (stapler finds goods named only 订书机, 螺丝 finds goods named only "screw"). A document holds
// the synonyms of its name's words (see index-skus), so queries stay one lexeme per word. English words
// are written in the singular, as queries fold them (tokenizer.singular).

const PAIRS: readonly [string, string][] = [
  ['stapler', '订书机'],
  ['staple', '订书钉'],
  ['pen', '笔'],
  ['notebook', '笔记本'],
  ['folder', '文件夹'],
  ['calculator', '计算器'],
  ['marker', '记号笔'],
  ['highlighter', '荧光笔'],
  ['paper', '纸'],
  ['printer', '打印机'],
  ['toner', '硒鼓'],
  ['cartridge', '墨盒'],
  ['ink', '墨水'],
  ['wrench', '扳手'],
  ['spanner', '扳手'],
  ['screwdriver', '螺丝刀'],
  ['drill', '电钻'],
  ['grinder', '角磨机'],
  ['screw', '螺丝'],
  ['screw', '螺钉'],
  ['bolt', '螺栓'],
  ['nut', '螺母'],
  ['washer', '垫圈'],
  ['anchor', '锚栓'],
  ['breaker', '断路器'],
  ['socket', '插座'],
  ['switch', '开关'],
  ['cable', '电缆'],
  ['wire', '电线'],
  ['laptop', '笔记本电脑'],
  ['computer', '电脑'],
  ['monitor', '显示器'],
  ['keyboard', '键盘'],
  ['mouse', '鼠标'],
  ['helmet', '安全帽'],
  ['glove', '手套'],
  ['mask', '口罩'],
  ['mop', '拖把'],
  ['tissue', '抽纸'],
  ['detergent', '清洁剂'],
  ['disinfectant', '消毒液'],
  ['lubricant', '润滑剂'],
  ['multimeter', '万用表'],
  ['thermometer', '测温仪'],
  ['caliper', '卡尺'],
];

const synonymsOf = new Map<string, string[]>();
for (const [english, chinese] of PAIRS) {
  for (const [word, other] of [
    [english, chinese],
    [chinese, english],
  ]) {
    const list = synonymsOf.get(word) ?? [];
    if (!list.includes(other)) list.push(other);
    synonymsOf.set(word, list);
  }
}

/** The synonym list as text, part of the tokenizer version: changing it re-indexes. */
export const SYNONYM_TEXT = PAIRS.map((pair) => pair.join('=')).join('\n');

/**
 * Words of the other language for the words of these names: each whole word of a name (and the head of a
 * Chinese compound: 中性笔 is a 笔) and each English word in the singular.
 */
export function synonymWords(names: readonly string[]): string[] {
  const words = new Set<string>();
  for (const name of names) {
    for (const { token, whole } of documentTokens(name)) {
      if (!whole) continue;
      for (const synonym of synonymsOf.get(singular(token)) ?? []) words.add(synonym);
    }
  }
  return [...words];
}
