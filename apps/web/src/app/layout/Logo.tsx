import { Link } from 'react-router-dom';

/** The product mark, drawn in the theme's primary colour (styles.css .pm-logo-mark). */
function LogoMark() {
  return (
    <svg className="pm-logo-mark" viewBox="0 0 64 64" width={28} height={28} aria-hidden="true">
      <rect width="64" height="64" rx="14" />
      <path
        d="M16 20h6l5 20h17l5-15H25"
        fill="none"
        stroke="#fff"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="29" cy="47" r="3.5" fill="#fff" />
      <circle cx="42" cy="47" r="3.5" fill="#fff" />
    </svg>
  );
}

/** The product mark and name; `light` for dark backgrounds. */
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
      <LogoMark />
      {!compact && <span className="pm-logo-text">ProcureMart</span>}
    </Link>
  );
}
