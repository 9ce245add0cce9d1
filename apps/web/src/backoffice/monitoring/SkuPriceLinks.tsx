import { pageLink } from '@procuremart/contract';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { menuTitleKey } from '../../i18n/manifest-texts';

/**
 * A SKU's links from the operators' goods details to its price history and its comparison across suppliers,
 * labelled with the pages' own titles (the manifest texts are always loaded).
 */
export function SkuPriceLinks({ skuId }: { skuId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Space size={0} wrap>
      <Button type="link" size="small" onClick={() => navigate(pageLink('priceHistory', { skuId }))}>
        {t(menuTitleKey('priceHistory'))}
      </Button>
      <Button type="link" size="small" onClick={() => navigate(pageLink('priceCompareDetail', { skuId }))}>
        {t(menuTitleKey('priceCompareDetail'))}
      </Button>
    </Space>
  );
}
