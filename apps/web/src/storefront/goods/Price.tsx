import { theme } from 'antd';
import { formatAmount } from '../../resources/formatters';
import './goods.css';

/** A sale price in the theme colour. */
export function Price({ value, size = 'normal' }: { value: string; size?: 'normal' | 'large' }) {
  const { token } = theme.useToken();
  return (
    <span className={`pm-price pm-price-${size}`} style={{ color: token.colorPrimary }} data-testid="price">
      <small>¥</small>
      {formatAmount(value)}
    </span>
  );
}

/** The market price, struck through. */
export function MarketPrice({ value }: { value: string }) {
  return <s className="pm-market-price">¥{formatAmount(value)}</s>;
}
