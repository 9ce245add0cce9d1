import { Rate } from 'antd';
import './shop.css';

/** A shop's rating out of 5, as stars and the figure. */
export function ShopRating({ rating }: { rating: string }) {
  const value = Number(rating);
  return (
    <span className="pm-shop-rating">
      <Rate disabled allowHalf value={Number.isFinite(value) ? Math.round(value * 2) / 2 : 0} />
      <span>{rating}</span>
    </span>
  );
}
