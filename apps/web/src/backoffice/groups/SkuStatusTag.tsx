import { SkuStatus } from '@procuremart/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** A SKU's status (labels from the commodity texts): on shelf green, forced off shelf red, else grey. */
export function SkuStatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  const color =
    status === SkuStatus.onShelf ? 'green' : status === SkuStatus.forcedOffShelf ? 'red' : 'default';
  return <Tag color={color}>{t(`status.sku.${status}`)}</Tag>;
}
