import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ToolbarAction } from './types';

/** A page's toolbar actions as buttons, the primary ones last (rightmost). */
export function ToolbarButtons({ actions }: { actions: readonly ToolbarAction[] }) {
  const { t } = useTranslation();
  const ordered = [...actions.filter((a) => !a.primary), ...actions.filter((a) => a.primary)];
  return ordered.map((action) => (
    <Button
      key={action.key}
      type={action.primary ? 'primary' : 'default'}
      icon={action.icon}
      data-testid={action.testId}
      onClick={action.onClick}
    >
      {t(action.labelKey)}
    </Button>
  ));
}
