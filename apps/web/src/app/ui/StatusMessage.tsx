import type { ReactNode } from 'react';
import './ui.css';

export type StatusKind = 'error' | 'warning' | 'info';

// Circle with a cross, an exclamation mark or an i: the three states a page part can end in.
const MARKS: Record<StatusKind, string> = {
  error: 'M15.5 8.5l-7 7M8.5 8.5l7 7',
  warning: 'M12 7v6M12 16.5v.5',
  info: 'M12 11v6M12 7.5v.5',
};

/**
 * What could not be shown and what to do about it, drawn without antd so that it also appears when a chunk
 * failed to load: the page error boundary, a failed account load, a part of a storefront page.
 */
export function StatusMessage({
  kind,
  title,
  subtitle,
  actions,
  testId,
}: {
  kind: StatusKind;
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  testId?: string;
}) {
  return (
    <div className="pm-status" role={kind === 'info' ? 'status' : 'alert'} data-testid={testId}>
      <svg
        className={`pm-status-icon pm-status-icon-${kind}`}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="10" />
        <path d={MARKS[kind]} />
      </svg>
      <h2 className="pm-status-title">{title}</h2>
      {subtitle ? <p className="pm-status-subtitle">{subtitle}</p> : null}
      {actions ? <div className="pm-status-actions">{actions}</div> : null}
    </div>
  );
}
