import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Result, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { catalogKeys } from '../../api/keys';
import { queryOf } from '../../app/route-lookup';
import { useTabs } from '../../app/tabs/tabs-store';
import { StatusTimeline } from '../../resources';
import { ValueOf } from '../../resources/ValueView';
import { brandDetailSections, brandEventLabelKeys, brandStatusMap, loadBrand } from './brand-resource';

/** The brand named by `?brandId=` in its own tab: Descriptions cards and the status history. */
export default function BrandDetailPage() {
  const { t } = useTranslation();
  const location = useLocation();
  // A cached tab keeps its own query while another page is shown.
  const tabQuery = useTabs().find((tab) => tab.name === 'brandDetail')?.query;
  const brandId = tabQuery?.brandId ?? queryOf(location.search).brandId ?? '';
  const detail = useQuery({
    queryKey: catalogKeys.brand(brandId),
    queryFn: () => loadBrand(brandId),
    enabled: brandId !== '',
  });
  const brand = detail.data;

  if (!brandId || detail.isError) {
    return (
      <Result
        status="error"
        title={t('resource.loadFailed')}
        subTitle={(detail.error as { respDesc?: string } | null)?.respDesc}
        extra={
          brandId && (
            <Button type="primary" onClick={() => void detail.refetch()}>
              {t('resource.retry')}
            </Button>
          )
        }
      />
    );
  }
  if (!brand) return <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="brand-detail">
      {brandDetailSections.map((section) => (
        <Card key={section.titleKey} size="small" title={t(section.titleKey)}>
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2 }}
            items={section.items.map((item) => ({
              key: item.field,
              label: t(item.labelKey),
              span: item.span,
              children: <ValueOf view={item.view} value={brand[item.field]} row={brand} />,
            }))}
          />
        </Card>
      ))}
      <Card size="small" title={t('resource.history')}>
        <StatusTimeline
          history={brand.history}
          statusMap={brandStatusMap}
          eventLabelKeys={brandEventLabelKeys}
        />
      </Card>
    </Space>
  );
}
