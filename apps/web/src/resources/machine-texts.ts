import { LOCALES, type Locale, type Machine } from '@procuremart/contract';
import i18n, { lowerFirst } from '../i18n';
import type { TextTree } from '../i18n/merge';

/** The words of one step as its actions show them: button, confirmation, bulk button, success message. */
export interface StepTexts {
  action: string;
  confirm: string;
  bulk: string;
  success: string;
}

/** The step's verb: its operation-log label without the target type's name ('停用品牌' → '停用', 'Disable brand' → 'Disable'). */
function verbOf(label: string, target: string, locale: Locale): string {
  if (locale === 'zh-CN')
    return label.endsWith(target) && label !== target ? label.slice(0, -target.length) : label;
  const suffix = ` ${target.toLowerCase()}`;
  return label.toLowerCase().endsWith(suffix) ? label.slice(0, -suffix.length) : label;
}

/**
 * What a step did, in English: the state it reaches where that is named after the verb ('Stop' → 'stopped',
 * 'Withdraw' → 'withdrawn'), else the verb's regular past participle; a verb of more words reads '<verb>: done'.
 */
function doneOf(verb: string, reached: string | undefined): string {
  const word = verb.toLowerCase();
  if (reached?.toLowerCase().startsWith(word.replace(/e$/, ''))) return reached.toLowerCase();
  if (/\s/.test(word)) return `${lowerFirst(verb)}: done`;
  if (word.endsWith('e')) return `${word}d`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ied`;
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(word)) return `${word}${word.at(-1)}ed`;
  return `${word}ed`;
}

/** The one state an event reaches, if all its transitions reach the same. */
function reachedBy(machine: Machine, event: string): string | number | undefined {
  const reached = [...new Set(machine.transitions.filter((t) => t.event === event).map((t) => String(t.to)))];
  return reached.length === 1 ? reached[0] : undefined;
}

/**
 * A step's default words, from the machine's operation-log labels (its event and its target type in both
 * languages): 启用 / 确定启用该品牌吗？ / 批量启用 / 品牌已启用, Enable / Enable this brand? / Enable selected /
 * Brand enabled. A domain's texts word a step otherwise only where they differ.
 */
export function stepTexts(machine: Machine, event: string, locale: Locale): StepTexts {
  const target = machine.audit.target.label[locale];
  const label = (machine.audit.events as Record<string, Record<Locale, string>>)[event][locale];
  const verb = verbOf(label, target, locale);
  if (locale === 'zh-CN')
    return {
      action: verb,
      confirm: `确定${verb}该${target}吗？`,
      bulk: `批量${verb}`,
      success: `${target}已${verb}`,
    };
  const reached = reachedBy(machine, event);
  const state =
    reached === undefined
      ? undefined
      : (machine.audit.states as Record<string, Record<Locale, string>>)[reached];
  return {
    action: verb,
    confirm: `${verb} this ${lowerFirst(target)}?`,
    bulk: `${verb} selected`,
    success: `${target} ${doneOf(verb, state?.[locale])}`,
  };
}

/** `<machine>.action|confirm|bulk|success.<event>` of every event of the machine, in one language. */
export function machineTextTree(machine: Machine, locale: Locale): TextTree {
  const tree: Record<keyof StepTexts, Record<string, string>> = {
    action: {},
    confirm: {},
    bulk: {},
    success: {},
  };
  for (const event of Object.keys(machine.audit.events)) {
    const texts = stepTexts(machine, event, locale);
    for (const kind of Object.keys(tree) as (keyof StepTexts)[]) tree[kind][event] = texts[kind];
  }
  return { [machine.name]: tree };
}

const added = new Set<Machine>();

/**
 * Adds the machine's default step words to i18n under what a domain's texts say: a domain's own words win
 * whichever loads first (its texts are added over these; these never overwrite).
 */
export function addMachineTexts(machine: Machine): void {
  if (added.has(machine)) return;
  added.add(machine);
  for (const locale of LOCALES)
    i18n.addResourceBundle(locale, 'translation', machineTextTree(machine, locale), true, false);
}
