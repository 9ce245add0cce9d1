/** A message title with its kind as the prefix, e.g. `【订单】订单审批金额已调整`, `[Order] …`. */
export function prefixedTitle(kindLabel: string, title: string, language: string): string {
  return language === 'en-US' ? `[${kindLabel}] ${title}` : `【${kindLabel}】${title}`;
}
