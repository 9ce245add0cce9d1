import type { PriceMonitorRow } from '@procuremart/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** The rules a monitored SKU meets, one tag each (both may hold). */
export function RuleTags({ row }: { row: PriceMonitorRow }) {
  const { t } = useTranslation();
  return (
    <>
      {row.aboveMarket ? <Tag color="red">{t('monitor.rule.aboveMarket')}</Tag> : null}
      {row.changedBeyond ? <Tag color="orange">{t('monitor.rule.changed')}</Tag> : null}
    </>
  );
}
