import type { VisitorCart } from '@procuremart/contract';
import { Alert, Button, Card, Empty, Flex, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { isApiError } from '../../api/client';
import { loginAddress } from '../../app/guard';
import { LoginOutlined } from '../../app/ui/csp-safe-icons';
import { useLocalName } from '../../i18n/local-name';
import { formatAmount } from '../../resources/formatters';
import { useVisitorCart } from '../cart/visitor-cart-query';
import { CheckoutAmounts } from './SettlementTotals';
import type { SettlementRequest } from './settlement-request';

type Shop = VisitorCart['shops'][number];

/**
 * The settlement page for a visitor (SPEC §2: open to visitors): the ticked lines of the browser cart (or the
 * buy-now / quick-order items of the address) by shop with the server's prices, each shop's freight and the
 * totals; address and invoice wait for the sign-in, and submitting signs in first and comes back here, where
 * the login has merged the browser cart into the account's.
 */
export function VisitorSettlement({ request }: { request: SettlementRequest }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const items = request.source === 'cart' ? undefined : request.items?.map((i) => ({ ...i, ticked: true }));
  const query = useVisitorCart(true, items);
  const signIn = () => navigate(loginAddress(pathname + search));

  if (query.isPending) return <Skeleton active paragraph={{ rows: 8 }} data-testid="checkout-loading" />;
  if (query.isError)
    return (
      <Result
        status="warning"
        title={t('checkout.loadFailed')}
        subTitle={isApiError(query.error) ? query.error.respDesc : undefined}
        extra={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
      />
    );
  const cart = query.data;
  const shops = cart.shops
    .map((shop) => ({ ...shop, lines: shop.lines.filter((line) => line.ticked) }))
    .filter((shop) => shop.lines.length > 0);
  const freightOf = (shopId: string) => cart.shopFreights.find((s) => s.supplierShopId === shopId);

  return (
    <div className="pm-checkout-body" data-testid="checkout-visitor">
      <Alert type="info" showIcon title={t('checkout.visitorNote')} />
      <Card size="small" title={t('checkout.address')}>
        <SignInToChoose text={t('checkout.addressSignIn')} onSignIn={signIn} />
      </Card>
      <Card size="small" title={t('checkout.invoice')}>
        <SignInToChoose text={t('checkout.invoiceSignIn')} onSignIn={signIn} />
      </Card>
      <Card size="small" title={t('checkout.goods')}>
        {shops.length === 0 ? (
          <Empty description={t('checkout.nothingToOrder')} />
        ) : (
          <Flex vertical gap={12}>
            {shops.map((shop) => (
              <VisitorShopCard
                key={shop.supplierShopId}
                shop={shop}
                freight={freightOf(shop.supplierShopId)}
              />
            ))}
          </Flex>
        )}
      </Card>
      <div className="pm-checkout-submit-bar">
        <Flex vertical align="end" gap={4} className="pm-checkout-totals" data-testid="checkout-totals">
          <CheckoutAmounts
            kinds={cart.tickedKinds}
            pieces={cart.tickedPieces}
            goodsAmount={cart.tickedAmount}
            freight={cart.freight}
            payable={cart.payable}
          />
        </Flex>
        <Button
          type="primary"
          size="large"
          icon={<LoginOutlined />}
          onClick={signIn}
          disabled={shops.length === 0}
          data-testid="checkout-submit"
        >
          {t('checkout.signInToSubmit')}
        </Button>
      </div>
    </div>
  );
}

function SignInToChoose({ text, onSignIn }: { text: string; onSignIn: () => void }) {
  const { t } = useTranslation();
  return (
    <Flex wrap gap={12} align="center" justify="space-between">
      <span className="pm-checkout-muted">{text}</span>
      <Button size="small" onClick={onSignIn}>
        {t('orderResult.signIn')}
      </Button>
    </Flex>
  );
}

function VisitorShopCard({ shop, freight }: { shop: Shop; freight?: VisitorCart['shopFreights'][number] }) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const free = freight && Number(freight.freightFreeAbove) > 0;
  return (
    <Card
      size="small"
      className="pm-checkout-group"
      data-testid="checkout-group"
      title={nameOf(shop.supplierName, shop.supplierNameEn)}
    >
      <div className="pm-checkout-shop">
        {t('checkout.shop', { name: nameOf(shop.shopName, shop.shopNameEn) })}
      </div>
      {shop.lines.map((line) => (
        <div className="pm-checkout-line" data-testid="checkout-line" key={line.skuId}>
          <img className="pm-checkout-picture" src={line.picture} alt="" loading="lazy" />
          <div className="pm-checkout-line-main">
            <div className="pm-checkout-line-name">{nameOf(line.skuName, line.skuNameEn)}</div>
            <div className="pm-checkout-muted">
              {[line.model, t('checkout.unitPrice', { price: formatAmount(line.price) })]
                .filter(Boolean)
                .join(' · ')}
            </div>
          </div>
          <div className="pm-checkout-line-num">{t('checkout.quantity', { num: line.num })}</div>
          <div className="pm-checkout-line-amount" data-testid="checkout-line-amount">
            ¥{formatAmount(line.subtotal)}
          </div>
        </div>
      ))}
      {freight && (
        <Flex justify="end" className="pm-checkout-group-foot">
          <span>
            {t('common.labelled', { label: t('checkout.freight') })}
            <span data-testid="checkout-group-freight">
              {Number(freight.freight) === 0
                ? t('checkout.freightFree')
                : `¥${formatAmount(freight.freight)}`}
            </span>
            {free && (
              <span className="pm-checkout-muted">
                {t('common.aside', {
                  text: t('checkout.freightRule', { amount: formatAmount(freight.freightFreeAbove) }),
                })}
              </span>
            )}
          </span>
        </Flex>
      )}
    </Card>
  );
}
