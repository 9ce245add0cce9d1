import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalName } from '../../i18n/local-name';
import { type DetailRouteName, detailPath } from '../goods/goods-links';
import type { SkuDetail } from './detail-types';

/** The SKUs of the same SPU; choosing one opens its page in the same shop. */
export function VariantPicker({ detail, route }: { detail: SkuDetail; route: DetailRouteName }) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  if (detail.variants.length < 2) return null;
  return (
    <div className="pm-variants" data-testid="variants">
      {detail.variants.map((variant) => {
        const current = variant.skuId === detail.skuId;
        const className = `pm-variant${current ? ' is-current' : ''}${variant.onShelf ? '' : ' is-off'}`;
        const text = nameOf(variant.label, variant.labelEn);
        const label = variant.onShelf ? text : `${text} (${t('goodsDetail.offShelfShort')})`;
        return current ? (
          <span key={variant.skuId} className={className} aria-current="true">
            {label}
          </span>
        ) : (
          <Link
            key={variant.skuId}
            className={className}
            replace
            to={detailPath(
              {
                skuId: variant.skuId,
                supplierShopId: detail.shop.supplierShopId,
                supplierId: detail.shop.supplierId,
              },
              route,
            )}
            data-testid={`variant-${variant.skuId}`}
          >
            {label}
          </Link>
        );
      })}
    </div>
  );
}
