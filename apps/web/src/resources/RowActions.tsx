import { Button, type ButtonProps, Divider, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Row, RowAction } from './types';

export interface RowActionsProps<R extends Row> {
  row: R;
  /** Already filtered to what this user may do on this row (see visibleRowActions). */
  actions: RowAction<R>[];
  onRun: (action: RowAction<R>, row: R) => Promise<void>;
  /** Links inside a table row, buttons in a detail footer. */
  variant?: 'link' | 'button';
}

/** A row's actions; destructive ones ask for confirmation before they run. */
export function RowActions<R extends Row>({ row, actions, onRun, variant = 'link' }: RowActionsProps<R>) {
  const { t } = useTranslation();
  const buttons = actions.map((action) => {
    const button = (
      <Button
        key={action.key}
        type={variant === 'link' ? 'link' : action.event && !action.danger ? 'primary' : 'default'}
        danger={action.danger}
        size={variant === 'link' ? 'small' : 'middle'}
        style={variant === 'link' ? { paddingInline: 0 } : undefined}
        data-testid={`action-${action.key}`}
        onClick={action.confirm ? undefined : () => void onRun(action, row)}
      >
        {t(action.labelKey)}
      </Button>
    );
    if (!action.confirm) return button;
    return (
      <Popconfirm
        key={action.key}
        title={t(action.confirm.titleKey)}
        description={action.confirm.descriptionKey ? t(action.confirm.descriptionKey) : undefined}
        okText={t('resource.ok')}
        cancelText={t('resource.cancel')}
        okButtonProps={{ danger: action.danger, 'data-testid': 'confirm-ok' } as ButtonProps}
        onConfirm={() => onRun(action, row)}
      >
        {button}
      </Popconfirm>
    );
  });
  if (variant === 'button') return <Space wrap>{buttons}</Space>;
  return (
    <Space size={0} separator={<Divider orientation="vertical" />} wrap>
      {buttons}
    </Space>
  );
}
