import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOME_PATH } from '../route-paths';
import type { RouteEntry } from '../route-types';
import type { Viewport } from '../viewport';
import { Breadcrumbs } from './Breadcrumbs';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { MenuSearch } from './MenuSearch';
import { MessageBell } from './MessageBell';
import { ThemeSwitch } from './ThemeSwitch';
import { UserMenu } from './UserMenu';

interface HeaderBarProps {
  entry: RouteEntry;
  viewport: Viewport;
  collapsed: boolean;
  onToggleCollapsed: () => void;
  onOpenDrawer: () => void;
}

/** Back-office header: menu toggle, breadcrumbs, menu search, messages, language, theme and the user menu. */
export function HeaderBar({ entry, viewport, collapsed, onToggleCollapsed, onOpenDrawer }: HeaderBarProps) {
  const { t } = useTranslation();
  const mobile = viewport === 'mobile';
  return (
    <Layout.Header className="pm-header">
      <Space size={mobile ? 4 : 12} className="pm-header-left">
        {mobile ? (
          <>
            <Button
              type="text"
              icon={<MenuOutlined />}
              onClick={onOpenDrawer}
              aria-label={t('layout.openMenu')}
              data-testid="menu-drawer-button"
            />
            <Logo compact to={HOME_PATH} />
          </>
        ) : (
          <>
            <Button
              type="text"
              icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              onClick={onToggleCollapsed}
              aria-label={t(collapsed ? 'layout.expand' : 'layout.collapse')}
              data-testid="menu-collapse-button"
            />
            <Breadcrumbs entry={entry} />
          </>
        )}
      </Space>
      <Space size={mobile ? 0 : 4} className="pm-header-right">
        <MenuSearch compact={mobile} />
        <MessageBell />
        <LanguageSwitch showLabel={viewport === 'desktop'} />
        <ThemeSwitch />
        <UserMenu showName={!mobile} />
      </Space>
    </Layout.Header>
  );
}
