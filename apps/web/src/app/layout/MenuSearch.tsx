import { SearchOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The search field (AutoComplete and its select machinery) is downloaded on the first click, not with the layout.
const MenuSearchField = lazy(() =>
  import('./MenuSearchField').then((module) => ({ default: module.MenuSearchField })),
);

/** Header search over the menu pages: a button that opens the search field. */
export function MenuSearch({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);

  const button = (
    <Tooltip title={t('layout.searchMenu')}>
      <Button
        type="text"
        icon={<SearchOutlined />}
        aria-label={t('layout.searchMenu')}
        data-testid="menu-search"
        loading={open}
        onClick={() => setOpen(true)}
      />
    </Tooltip>
  );
  if (!open) return button;
  return (
    <Suspense fallback={button}>
      <MenuSearchField compact={compact} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
