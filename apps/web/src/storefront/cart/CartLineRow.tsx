import type { CartLine } from '@procuremart/contract';
import { Checkbox, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useUnitName } from '../../dictionaries/unit-name';
import { useLocalName } from '../../i18n/local-name';
import { formatAmount } from '../../resources/formatters';
import { isTickable } from './cart-model';
import { useTickCart } from './cart-queries';
import { DeleteLineButton } from './DeleteLineButton';
import { QuantityStepper } from './QuantityStepper';

const STOCK_COLOURS = { inStock: 'green', lowStock: 'orange', outOfStock: 'red' } as const;

interface CartLineRowProps {
  line: CartLine;
  supplierShopId: string;
  supplierId: string;
}

/** One cart line: tick box, picture and name, price, quantity, subtotal, delete with confirmation. */
export function CartLineRow({ line, supplierShopId, supplierId }: CartLineRowProps) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const unitOf = useUnitName();
  const name = nameOf(line.skuName, line.skuNameEn);
  const tick = useTickCart();
  const tickable = isTickable(line);
  const detail = `/ecDetail/${line.skuId}/${supplierShopId}/${supplierId}`;

  return (
    <div
      className={`pm-cart-line${tickable ? '' : ' pm-cart-line-off'}`}
      data-testid={`cart-line-${line.skuId}`}
    >
      <div className="pm-cart-line-tick">
        <Checkbox
          checked={tickable && line.ticked}
          disabled={!tickable}
          aria-label={t('cart.selectLine', { name })}
          data-testid={`cart-tick-${line.skuId}`}
          onChange={(event) => tick.mutate({ tick: event.target.checked, cartIds: [line.cartId] })}
        />
      </div>
      <div className="pm-cart-line-goods">
        <Link to={detail} className="pm-cart-line-picture">
          <img src={line.picture} alt={name} loading="lazy" />
        </Link>
        <div className="pm-cart-line-info">
          <Link to={detail} className="pm-cart-line-name" title={name}>
            {name}
          </Link>
          {line.model && <div className="pm-cart-line-model">{t('cart.model', { model: line.model })}</div>}
          <div>
            {tickable ? (
              <Tag color={STOCK_COLOURS[line.stockState]} variant="outlined">
                {t(`cart.stock.${line.stockState}`)}
              </Tag>
            ) : (
              <Tag color="default" title={t('cart.offShelfHint')} data-testid="cart-off-shelf">
                {t('cart.offShelfTag')}
              </Tag>
            )}
          </div>
        </div>
      </div>
      <div className="pm-cart-line-price">
        <span className="pm-cart-label">{t('cart.column.price')}</span>¥{formatAmount(line.price)}
        {line.unit && <span className="pm-cart-line-unit">/{unitOf(line.unit)}</span>}
      </div>
      <div className="pm-cart-line-quantity">
        <QuantityStepper
          cartId={line.cartId}
          num={line.num}
          stock={line.stock}
          disabled={!tickable}
          name={name}
        />
      </div>
      <div className="pm-cart-line-subtotal" data-testid="cart-subtotal">
        <span className="pm-cart-label">{t('cart.column.subtotal')}</span>¥{formatAmount(line.subtotal)}
      </div>
      <div className="pm-cart-line-action">
        <DeleteLineButton cartId={line.cartId} skuId={line.skuId} />
      </div>
    </div>
  );
}
