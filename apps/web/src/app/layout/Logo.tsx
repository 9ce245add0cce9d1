import { Link } from 'react-router-dom';

/** The product mark; `light` for dark backgrounds. */
export function Logo({
  compact = false,
  light = false,
  to = '/',
}: {
  compact?: boolean;
  light?: boolean;
  to?: string;
}) {
  return (
    <Link to={to} className={`pm-logo${light ? ' pm-logo-light' : ''}`} aria-label="ProcureMart">
      <img src="/favicon.svg" alt="" width={28} height={28} />
      {!compact && <span className="pm-logo-text">ProcureMart</span>}
    </Link>
  );
}
