import { Button, Divider, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Row, RowAction } from './types';

export interface RowActionsProps<R extends Row> {
  row: R;
  /** Already filtered to what this user may do on this row (see visibleRowActions). */
  actions: RowAction<R>[];
  /** The action runner's `run`: it asks first where the action says so. */
  onRun: (action: RowAction<R>, row: R) => Promise<void>;
  /** Links inside a table row, buttons in a detail footer. */
  variant?: 'link' | 'button';
}

/** A row's actions as links (in a table) or buttons (in a detail footer). */
export function RowActions<R extends Row>({ row, actions, onRun, variant = 'link' }: RowActionsProps<R>) {
  const { t } = useTranslation();
  const buttons = actions.map((action) => (
    <Button
      key={action.key}
      type={variant === 'link' ? 'link' : action.event && !action.danger ? 'primary' : 'default'}
      danger={action.danger}
      size={variant === 'link' ? 'small' : 'middle'}
      style={variant === 'link' ? { paddingInline: 0 } : undefined}
      data-testid={`action-${action.key}`}
      onClick={() => void onRun(action, row)}
    >
      {t(action.labelKey)}
    </Button>
  ));
  if (variant === 'button') return <Space wrap>{buttons}</Space>;
  return (
    <Space size={0} separator={<Divider orientation="vertical" />} wrap>
      {buttons}
    </Space>
  );
}
