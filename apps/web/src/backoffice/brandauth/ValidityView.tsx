import type { BrandAuthRow } from '@procuremart/contract';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** "2026-01-01 ~ 2026-12-31", with a red tag once an active authorisation has passed its last day. */
export function ValidityView({ row }: { row: Pick<BrandAuthRow, 'validFrom' | 'validTo' | 'expired'> }) {
  const { t } = useTranslation();
  return (
    <Space size={4} wrap>
      <span>{`${row.validFrom} ~ ${row.validTo}`}</span>
      {row.expired && <Tag color="red">{t('brandAuth.expired')}</Tag>}
    </Space>
  );
}
