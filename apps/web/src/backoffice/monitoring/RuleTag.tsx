import type { MonitorRule } from '@procuremart/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { EMPTY_CELL } from '../../resources/formatters';

const RULE_COLORS: Record<MonitorRule, string> = { aboveMarket: 'red', changed: 'orange' };

/** A monitoring rule's yes/no column as a tag naming the rule when the SKU meets it (the file reads yes/no). */
export function RuleTag({ rule, met }: { rule: MonitorRule; met: boolean }) {
  const { t } = useTranslation();
  return met ? <Tag color={RULE_COLORS[rule]}>{t(`monitor.rule.${rule}`)}</Tag> : EMPTY_CELL;
}
